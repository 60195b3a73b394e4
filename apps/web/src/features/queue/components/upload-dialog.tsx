import { DEFAULT_REQUEST_FILE_MAX_SIZE, type StaffRequestDetail } from '@portal/shared';
import { useId, useState } from 'react';

import { ActionDialog } from '@/features/queue/components/action-dialog';
import { useWorkflowAction } from '@/features/queue/hooks/use-workflow-action';
import { NoteField } from '@/features/queue/components/plain-fields';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { UploadProgress } from '@/lib/upload';

type UploadDialogProps = {
  request: StaffRequestDetail;
  label: string;
  success: string;
  multiple?: boolean;
  withNote?: boolean;
  upload: (files: File[], note: string, onProgress: (progress: UploadProgress) => void) => Promise<unknown>;
  onConflict: (message: string) => void;
};

/** Add files, add or replace the contract, record the signed contract: pick, upload with progress. */
export function UploadDialog({
  request,
  label,
  success,
  multiple = false,
  withNote = false,
  upload,
  onConflict,
}: UploadDialogProps) {
  const t = useT();
  const format = useFormat();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const action = useWorkflowAction<{ files: File[]; note: string }>({
    request,
    run: ({ files: chosen, note: text }) => upload(chosen, text, (value) => setProgress(value.fraction)),
    success,
    onDone: () => setOpen(false),
    onConflict: (message) => {
      setOpen(false);
      onConflict(message);
    },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setFiles([]);
      setNote('');
      setProgress(null);
      setMissing(false);
      action.reset();
    }
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      label={label}
      submitLabel={t('queue.upload.submit')}
      pending={action.pending}
      error={missing ? t('queue.upload.choose') : action.error}
      onSubmit={() => {
        if (files.length === 0) return setMissing(true);
        setProgress(0);
        action.mutate({ files, note });
      }}
    >
      <div className="action-dialog__field">
        <label htmlFor={inputId}>{multiple ? t('queue.upload.files') : t('queue.upload.file')}</label>
        <p className="queue-muted">{t('queue.upload.hint', { max: format.fileSize(DEFAULT_REQUEST_FILE_MAX_SIZE) })}</p>
        <input
          id={inputId}
          type="file"
          multiple={multiple}
          accept=".pdf,.docx,.xlsx,.png,.jpg,.jpeg,.csv,.txt"
          onChange={(event) => {
            setFiles(Array.from(event.target.files ?? []));
            setMissing(false);
          }}
        />
      </div>
      {withNote ? (
        <NoteField
          label={t('queue.action.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
        />
      ) : null}
      {action.pending && progress !== null ? (
        <div className="action-dialog__field">
          <label htmlFor={`${inputId}-progress`}>
            {t('queue.upload.progress', { percent: Math.round(progress * 100) })}
          </label>
          <progress id={`${inputId}-progress`} max={1} value={progress} />
        </div>
      ) : null}
    </ActionDialog>
  );
}
