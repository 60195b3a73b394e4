import { toast } from 'sonner';

/**
 * Toasts for the outcome of an action, shown by the one `<AppToaster>` of the layout (an aria-live
 * region, so they are announced). Features call these, never sonner, so the library can change
 * here alone. Messages are already translated.
 */

/** Success fades after a few seconds (paused while hovered or focused). */
export function notifySuccess(message: string): void {
  toast.success(message);
}

/** A failure stays until dismissed: it usually asks the user to do something. */
export function notifyError(message: string): void {
  toast.error(message, { duration: Number.POSITIVE_INFINITY });
}

/** Removes every toast (shown or waiting for a toaster): between tests, which share sonner's store. */
export function dismissAllToasts(): void {
  toast.dismiss();
}
