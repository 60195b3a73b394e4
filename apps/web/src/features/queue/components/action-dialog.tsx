import { useId, type FormEvent, type ReactNode } from 'react';

import { Button, type ButtonVariant } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { useT } from '@/lib/i18n';

export type ActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel button that opens the dialog (its label is the dialog's title too unless `title` is given). */
  label: string;
  title?: string;
  description?: string;
  submitLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
  children?: ReactNode;
};

/** A panel action confirmed in a dialog: the fields, an error next to them, and a submit that never stays spinning. */
export function ActionDialog({
  open,
  onOpenChange,
  label,
  title,
  description,
  submitLabel,
  variant = 'primary',
  pending,
  error,
  onSubmit,
  children,
}: ActionDialogProps) {
  const t = useT();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? label}
      description={description}
      fullScreenBelow={480}
      trigger={
        <button
          type="button"
          className={`button button--${variant === 'danger' ? 'danger' : 'secondary'} action-panel__button`}
        >
          {label}
        </button>
      }
    >
      <form className="action-dialog" onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        {children}
        {error ? (
          <p id={errorId} role="alert" className="action-dialog__error">
            {error}
          </p>
        ) : null}
        <div className="action-dialog__buttons">
          <Button type="submit" variant={variant} loading={pending}>
            {submitLabel}
          </Button>
          <DialogClose>{t('queue.action.cancel')}</DialogClose>
        </div>
      </form>
    </Dialog>
  );
}
