import type { Media } from '@portal/shared';
import { useState, type ReactNode } from 'react';

import { Button, type ButtonVariant } from '@/components/button';
import { downloadFile, openInNewTab } from '@/lib/download';
import { useT } from '@/lib/i18n';

import './download-button.css';

export type DownloadButtonProps = {
  /** The CMS file; its url, name and mime are used unless overridden below. */
  media?: Pick<Media, 'url' | 'name' | 'mime'> | null;
  /** URL or API path to download when there is no `media`. */
  url?: string;
  fileName?: string;
  mimeType?: string;
  /** Open in a new tab instead of fetching and saving a blob. */
  newTab?: boolean;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  className?: string;
  /** Called after a successful download, or with the error. */
  onDownloaded?: () => void;
  onError?: (error: unknown) => void;
};

/** A button that downloads a file through `lib/download.ts`, showing pending and failure states. */
export function DownloadButton({
  media,
  url,
  fileName,
  mimeType,
  newTab = false,
  children,
  variant = 'secondary',
  size,
  className,
  onDownloaded,
  onError,
}: DownloadButtonProps) {
  const t = useT();
  const [status, setStatus] = useState<'idle' | 'pending' | 'error'>('idle');
  const href = media?.url ?? url;
  if (!href) return null;

  const onClick = async () => {
    if (newTab) {
      openInNewTab(href);
      return;
    }
    setStatus('pending');
    try {
      await downloadFile(href, {
        fileName: fileName ?? media?.name ?? href.split('/').pop() ?? 'download',
        mimeType: mimeType ?? media?.mime,
      });
      setStatus('idle');
      onDownloaded?.();
    } catch (error) {
      setStatus('error');
      onError?.(error);
    }
  };

  return (
    <span className={['download-button', className].filter(Boolean).join(' ')}>
      <Button variant={variant} size={size} loading={status === 'pending'} onClick={() => void onClick()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {children}
      </Button>
      {status === 'error' ? (
        <span role="alert" className="download-button__error">
          {t('download.error')}
        </span>
      ) : null}
    </span>
  );
}
