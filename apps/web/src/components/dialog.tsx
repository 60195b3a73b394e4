import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type CSSProperties, type ReactNode } from 'react';

import { useT } from '@/lib/i18n';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

import './dialog.css';

export type DialogProps = {
  /** Controlled open state (with onOpenChange); omit both and pass `trigger` for an uncontrolled dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** The element that opens the dialog (rendered as is, e.g. a <button>); focus returns to it. */
  trigger?: ReactNode;
  /** Required: names the dialog for assistive technology. */
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. when the content shows a name in its own layout). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Max width of the panel as a CSS length, e.g. '60rem' (default 40rem). */
  width?: string;
  /** Full screen at this viewport width (px) or narrower, e.g. 760. */
  fullScreenBelow?: number;
  /** Label of the close button (default: translated "Close"). */
  closeLabel?: string;
  /** Also show a text "Close" button under the content (the spec's details dialog has one). */
  footer?: ReactNode;
  className?: string;
};

/**
 * Accessible modal dialog on Radix: focus moves in and is trapped, Escape and the close button
 * close it, focus returns to what opened it, the page behind is inert and does not scroll.
 */
export function Dialog({
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  width,
  fullScreenBelow,
  closeLabel,
  footer,
  className,
}: DialogProps) {
  const t = useT();
  const fullScreen = useMediaQuery(fullScreenBelow === undefined ? 'not all' : maxWidth(fullScreenBelow));
  const style = width ? ({ '--dialog-width': width } as CSSProperties) : undefined;
  // Radix returns focus to its Trigger; a dialog opened from code (a row click) has none, so
  // remember what had focus when it opened and go back there.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={['dialog', fullScreen ? 'dialog--fullscreen' : '', className].filter(Boolean).join(' ')}
          style={style}
          onOpenAutoFocus={() => {
            returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            returnFocusRef.current = null;
            if (trigger || !target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__header">
            <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'dialog__title'}>{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label={closeLabel ?? t('common.close')}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          ) : null}
          <div className="dialog__body">{children}</div>
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the surrounding Dialog (for footers: "Close", "Cancel"). */
export function DialogClose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RadixDialog.Close className={className ?? 'button button--secondary'} type="button">
      {children}
    </RadixDialog.Close>
  );
}
