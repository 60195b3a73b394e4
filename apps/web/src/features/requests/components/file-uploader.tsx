import {
  DEFAULT_REQUEST_FILE_MAX_SIZE,
  REQUEST_FILE_ACCEPT,
  REQUEST_FILE_TYPE_LABELS,
  REQUEST_FILE_TYPES,
  type RequestFile,
} from '@portal/shared';
import { useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';

import { Button } from '@/components/button';
import { refusalMessage } from '@/components/request/file-refusal';
import { ApiError } from '@/lib/api-client';
import { checkFileBeforeUpload } from '@/lib/check-file';
import { apiErrorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { UploadProgress } from '@/lib/upload';

import './requests.css';

type Item = {
  key: string;
  file: File;
  status: 'checking' | 'uploading' | 'done' | 'refused' | 'failed';
  fraction: number;
  message?: string;
};

type UploadOne = (file: File, onProgress: (progress: UploadProgress) => void) => Promise<RequestFile[] | unknown>;

export type FileUploaderProps = {
  /** Sends one file; resolves when the server has stored it. */
  upload: UploadOne;
  /** Called after each successful upload (e.g. to refetch the request). */
  onUploaded?: () => void;
  /** One file only (a signed contract). */
  single?: boolean;
  label?: string;
  disabled?: boolean;
};

const ACCEPT = Object.fromEntries(REQUEST_FILE_TYPES.map((type) => [type.mime, type.extensions.map((e) => `.${e}`)]));

/**
 * Drag and drop or pick; each file is checked with the shared rules before upload, then sent on
 * its own with a progress bar; refused files say why; failed ones can be retried or removed.
 */
export function FileUploader({ upload, onUploaded, single = false, label, disabled = false }: FileUploaderProps) {
  const t = useT();
  const format = useFormat();
  const rulesId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const counter = useRef(0);

  const patch = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (key: string, file: File) => {
    patch(key, { status: 'checking', fraction: 0, message: undefined });
    const check = await checkFileBeforeUpload(file).catch(() => null);
    if (!check) {
      patch(key, { status: 'failed', message: t('requests.upload.failed', { name: file.name }) });
      return;
    }
    if (!check.ok) {
      patch(key, { status: 'refused', message: refusalMessage(t, format, file.name, check) });
      return;
    }
    patch(key, { status: 'uploading' });
    try {
      await upload(file, (progress) => patch(key, { fraction: progress.fraction }));
      patch(key, { status: 'done', fraction: 1, message: t('requests.upload.done', { name: file.name }) });
      onUploaded?.();
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
      patch(key, {
        status: refused ? 'refused' : 'failed',
        message: refused
          ? t('requests.upload.refused.server', { name: file.name, reason: apiErrorText(error) })
          : t('requests.upload.failed', { name: file.name }),
      });
    }
  };

  const onDrop = (accepted: File[], rejected: { file: File }[]) => {
    const files = [...accepted, ...rejected.map((entry) => entry.file)].slice(0, single ? 1 : undefined);
    const added = files.map((file) => ({
      key: `${(counter.current += 1)}`,
      file,
      status: 'checking' as const,
      fraction: 0,
    }));
    setItems((current) => [...current.filter((item) => item.status !== 'done'), ...added]);
    // Our own check decides (with a translated reason), so the dropzone's type filter only guides the picker.
    added.forEach((item) => void send(item.key, item.file));
  };

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop,
    accept: ACCEPT,
    multiple: !single,
    noClick: true,
    noKeyboard: true,
    disabled,
    // Let every file through to our check so a refusal always says why.
    validator: () => null,
    useFsAccessApi: false,
  });

  const busy = items.some((item) => item.status === 'checking' || item.status === 'uploading');

  return (
    <div className="file-uploader">
      <div
        {...getRootProps({
          className: ['file-uploader__zone', isDragActive ? 'file-uploader__zone--active' : ''].join(' '),
        })}
      >
        <input {...getInputProps({ 'aria-describedby': rulesId, accept: REQUEST_FILE_ACCEPT })} />
        <p className="file-uploader__prompt">
          {t('requests.upload.drop')}{' '}
          <Button variant="secondary" size="small" onClick={open} disabled={disabled}>
            {label ?? (single ? t('requests.upload.pickOne') : t('requests.upload.pick'))}
          </Button>
        </p>
        <p id={rulesId} className="file-uploader__rules">
          {t('requests.upload.rules', {
            types: REQUEST_FILE_TYPE_LABELS,
            max: format.fileSize(DEFAULT_REQUEST_FILE_MAX_SIZE),
          })}
        </p>
      </div>
      {items.length > 0 ? (
        <ul className="file-uploader__list" aria-label={t('requests.upload.filesLabel')} aria-busy={busy}>
          {items.map((item) => (
            <li key={item.key} className={`file-uploader__item file-uploader__item--${item.status}`}>
              <span className="file-uploader__name">{item.file.name}</span>
              {item.status === 'uploading' || item.status === 'checking' ? (
                <span className="file-uploader__progress">
                  <progress
                    max={100}
                    value={Math.round(item.fraction * 100)}
                    aria-label={t('requests.upload.uploading', { name: item.file.name })}
                  />
                  <span aria-hidden="true">
                    {t('requests.upload.progress', { percent: Math.round(item.fraction * 100) })}
                  </span>
                </span>
              ) : null}
              {item.message ? (
                <span className="file-uploader__message" role={item.status === 'done' ? 'status' : 'alert'}>
                  {item.message}
                </span>
              ) : null}
              {item.status === 'failed' ? (
                <Button variant="secondary" size="small" onClick={() => void send(item.key, item.file)}>
                  {t('requests.upload.retry')}
                </Button>
              ) : null}
              {item.status === 'failed' || item.status === 'refused' ? (
                <Button
                  variant="link"
                  size="small"
                  onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                >
                  {t('requests.upload.remove', { name: item.file.name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
