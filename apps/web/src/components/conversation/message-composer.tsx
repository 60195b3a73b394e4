import {
  DEFAULT_REQUEST_FILE_MAX_SIZE,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_ERRORS,
  MESSAGE_FILES_MAX,
  REQUEST_FILE_ACCEPT,
  REQUEST_FILE_TYPE_LABELS,
  type RequestFormat,
} from '@portal/shared';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Button } from '@/components/button';
import { refusalMessage } from '@/components/request/file-refusal';
import { ApiError } from '@/lib/api-client';
import { checkFileBeforeUpload } from '@/lib/check-file';
import { usePostMessage } from '@/lib/conversation-api';
import { apiErrorText, ruleMessage } from '@/lib/error-messages';
import { useFormat } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';

import '@/components/form/form.css';

type Chosen = { key: string; file: File };

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Why the message was not sent: the API's own words for what it refused (translated by code), else a retry hint. */
function sendErrorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return apiErrorText(error);
  }
  return t('conversation.composer.failed');
}

export type MessageComposerProps = {
  format: RequestFormat;
  requestId: string;
  /** Staff who may write internal notes get the "Internal note" box. */
  canPostInternal: boolean;
};

/**
 * Writes a message (or, for staff, an internal note) with files. Files are checked with the
 * request's file rules when chosen; nothing typed or chosen is lost when a send fails.
 */
export function MessageComposer({ format, requestId, canPostInternal }: MessageComposerProps) {
  const t = useT();
  const fmt = useFormat();
  const ids = useId();
  const bodyId = `${ids}-body`;
  const hintId = `${ids}-hint`;
  const bodyErrorId = `${ids}-body-error`;
  const rulesId = `${ids}-rules`;
  const internalHintId = `${ids}-internal-hint`;
  const formRef = useRef<HTMLFormElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const counter = useRef(0);

  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<Chosen[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const post = usePostMessage(format, requestId);
  const busy = post.isPending;
  const asNote = canPostInternal && internal;

  const choose = async (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    // The same file may be chosen again after it was removed.
    if (fileInputRef.current) fileInputRef.current.value = '';
    if (picked.length === 0) return;
    setChecking(true);
    const checks = await Promise.all(picked.map((file) => checkFileBeforeUpload(file).catch(() => null)));
    setChecking(false);
    const errors: string[] = [];
    const accepted: Chosen[] = [];
    let room = MESSAGE_FILES_MAX - files.length;
    picked.forEach((file, index) => {
      const check = checks[index];
      if (files.some((chosen) => sameFile(chosen.file, file)) || accepted.some((chosen) => sameFile(chosen.file, file)))
        return;
      if (!check) errors.push(t('conversation.composer.unreadable', { name: file.name }));
      else if (!check.ok) errors.push(refusalMessage(t, fmt, file.name, check));
      else if (room <= 0) errors.push(t('conversation.composer.tooMany', { max: MESSAGE_FILES_MAX, name: file.name }));
      else {
        room -= 1;
        accepted.push({ key: `${(counter.current += 1)}`, file });
      }
    });
    setFiles((current) => [...current, ...accepted]);
    setFileErrors(errors);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || checking) return;
    const text = body.trim();
    const invalid = !text
      ? ruleMessage(MESSAGE_ERRORS.bodyRequired)
      : text.length > MESSAGE_BODY_MAX_LENGTH
        ? ruleMessage(MESSAGE_ERRORS.bodyTooLong)
        : null;
    setBodyError(invalid);
    setSendError(null);
    if (invalid) {
      textareaRef.current?.focus();
      return;
    }
    setProgress(files.length > 0 ? 0 : null);
    post.mutate(
      {
        body: text,
        internal: asNote,
        files: files.map((chosen) => chosen.file),
        onProgress: ({ fraction }) => setProgress(fraction),
      },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          setFileErrors([]);
          setInternal(false);
          setProgress(null);
          notifySuccess(t(asNote ? 'conversation.composer.noteSaved' : 'conversation.composer.sent'));
        },
        onError: (error) => {
          setProgress(null);
          setSendError(sendErrorText(t, error));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const describedBy = [hintId, bodyError ? bodyErrorId : null].filter(Boolean).join(' ');

  return (
    <form
      ref={formRef}
      className="conversation-composer"
      onSubmit={submit}
      noValidate
      aria-label={t('conversation.composer.title')}
    >
      <div className={['form-field', 'conversation-composer__field', bodyError ? 'form-field--error' : ''].join(' ')}>
        <label htmlFor={bodyId} className="form-field__label">
          {t('conversation.composer.body')}
        </label>
        <p id={hintId} className="form-field__hint">
          {t('conversation.composer.hint')}
        </p>
        {bodyError ? (
          <p id={bodyErrorId} className="form-field__error">
            {bodyError}
          </p>
        ) : null}
        <textarea
          ref={textareaRef}
          id={bodyId}
          name="body"
          rows={5}
          className="form-field__control form-field__control--textarea conversation-composer__textarea"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          aria-invalid={bodyError ? true : undefined}
          readOnly={busy}
        />
      </div>

      {canPostInternal ? (
        <div className="form-field__checkbox-row conversation-composer__internal">
          <input
            id={`${ids}-internal`}
            type="checkbox"
            className="form-field__checkbox"
            checked={internal}
            onChange={(event) => setInternal(event.target.checked)}
            aria-describedby={internalHintId}
            disabled={busy}
          />
          <div>
            <label htmlFor={`${ids}-internal`} className="form-field__checkbox-label">
              {t('conversation.composer.internal')}
            </label>
            <p id={internalHintId} className="form-field__hint">
              {t('conversation.composer.internalHint')}
            </p>
          </div>
        </div>
      ) : null}

      <div className="conversation-composer__attach">
        <input
          ref={fileInputRef}
          type="file"
          multiple
          accept={REQUEST_FILE_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void choose(event.target.files)}
        />
        <Button
          variant="secondary"
          size="small"
          onClick={() => fileInputRef.current?.click()}
          disabled={busy || files.length >= MESSAGE_FILES_MAX}
          loading={checking}
          aria-describedby={rulesId}
        >
          {t('conversation.composer.attach')}
        </Button>
        <p id={rulesId} className="form-field__hint">
          {t('conversation.composer.rules', {
            count: MESSAGE_FILES_MAX,
            types: REQUEST_FILE_TYPE_LABELS,
            max: fmt.fileSize(DEFAULT_REQUEST_FILE_MAX_SIZE),
          })}
        </p>
        {fileErrors.length > 0 ? (
          <ul className="conversation__alert conversation-composer__file-errors" role="alert">
            {fileErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {files.length > 0 ? (
          <ul className="conversation-composer__files" aria-label={t('conversation.composer.chosen')}>
            {files.map((chosen) => (
              <li key={chosen.key} className="conversation-composer__file">
                <span className="conversation-composer__file-name">{chosen.file.name}</span>
                <span className="conversation-composer__file-size">{fmt.fileSize(chosen.file.size)}</span>
                <Button
                  variant="link"
                  size="small"
                  disabled={busy}
                  onClick={() => setFiles((current) => current.filter((other) => other.key !== chosen.key))}
                >
                  {t('conversation.composer.remove', { name: chosen.file.name })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {progress !== null ? (
        <p className="conversation-composer__progress">
          <progress max={100} value={Math.round(progress * 100)} aria-label={t('conversation.composer.uploading')} />
          <span aria-hidden="true">{t('conversation.composer.progress', { percent: Math.round(progress * 100) })}</span>
        </p>
      ) : null}

      {sendError ? (
        <p className="conversation__alert" role="alert">
          {sendError}
        </p>
      ) : null}

      <div className="conversation-composer__actions">
        <Button
          type="submit"
          variant="primary"
          loading={busy}
          loadingLabel={t('conversation.composer.sending')}
          disabled={checking}
        >
          {asNote ? t('conversation.composer.sendInternal') : t('conversation.composer.send')}
        </Button>
      </div>
    </form>
  );
}
