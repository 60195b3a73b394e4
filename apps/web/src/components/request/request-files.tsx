import type { RequestFile } from '@portal/shared';
import type { ReactNode } from 'react';

import { DownloadButton } from '@/components/download-button';
import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';

import './request-sections.css';

const kindKey = (kind: RequestFile['kind']): MessageKey => `request.files.kind.${kind}`;

export type RequestFilesProps = {
  files: readonly RequestFile[];
  /** Per-file extra controls (e.g. a staff "use as contract" button), after the download. */
  renderActions?: (file: RequestFile) => ReactNode;
  emptyMessage?: string;
};

/** A request's files (attachments, contracts, signed contracts), each downloadable through its `url`. */
export function RequestFiles({ files, renderActions, emptyMessage }: RequestFilesProps) {
  const t = useT();
  const format = useFormat();
  if (files.length === 0) return <p className="request-section__empty">{emptyMessage ?? t('request.files.none')}</p>;
  return (
    <ul className="request-files" aria-label={t('request.files.caption')}>
      {files.map((file) => (
        <li key={file.documentId} className="request-files__item">
          <div className="request-files__meta">
            <span className="request-files__name">{file.name}</span>
            <span className="request-files__facts">
              <span>{t(kindKey(file.kind))}</span>
              {file.superseded ? (
                <span className="request-files__superseded">{t('request.files.superseded')}</span>
              ) : null}
              <span>{format.fileSize(file.size)}</span>
              <time dateTime={file.createdAt}>{format.date(file.createdAt, 'medium')}</time>
            </span>
          </div>
          <div className="request-files__actions">
            <DownloadButton url={file.url} fileName={file.name} mimeType={file.mime} size="small">
              <span aria-hidden="true">{t('request.files.download')}</span>
              <span className="visually-hidden">{t('request.files.downloadNamed', { name: file.name })}</span>
            </DownloadButton>
            {renderActions?.(file)}
          </div>
        </li>
      ))}
    </ul>
  );
}
