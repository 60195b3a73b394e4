import { useEffect, useRef, type ReactNode } from 'react';

type NoticeProps = {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  /** Move focus here when it appears (results of a submit), so screen readers read it at once. */
  focus?: boolean;
  /** Changes when the same notice should take focus again (a new failed attempt). */
  focusKey?: unknown;
  title?: string;
};

/**
 * A result or status message of the sign-in screens. Errors are alerts, the rest status; the
 * tone is also in words (the title or the message itself), never in colour alone.
 */
export function Notice({ tone, children, focus = false, focusKey, title }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, focusKey]);
  return (
    <div
      ref={ref}
      className={`auth-notice auth-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focus ? -1 : undefined}
    >
      {title ? <p className="auth-notice__title">{title}</p> : null}
      <div className="auth-notice__body">{children}</div>
    </div>
  );
}
