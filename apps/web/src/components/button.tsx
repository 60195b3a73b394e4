import type { ButtonHTMLAttributes, ReactNode } from 'react';

import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** Pending state: disabled, spinner, `aria-busy`; `loadingLabel` replaces the text if given. */
  loading?: boolean;
  loadingLabel?: ReactNode;
};

/** Buttons of the design system (primary, secondary, link, danger) with a loading state. */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  loadingLabel,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['button', `button--${variant}`, size === 'small' ? 'button--small' : '', className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="button__spinner" aria-hidden="true" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
