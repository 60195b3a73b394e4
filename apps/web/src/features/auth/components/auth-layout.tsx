import type { ReactNode } from 'react';

import { Seo } from '@/components/seo';

import './auth.css';

type AuthLayoutProps = {
  title: string;
  /** Text under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "Create an account"). */
  footer?: ReactNode;
};

/** The narrow, centred card of the sign-in screens (login, code, forgot and reset password). */
export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <Seo seo={null} fallbackTitle={title} />
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro ? <div className="auth-card__intro">{intro}</div> : null}
        {children}
      </section>
      {footer ? <div className="auth-page__footer">{footer}</div> : null}
    </div>
  );
}
