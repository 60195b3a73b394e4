import { isInternal } from '@portal/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SessionDialogs } from '@/features/auth/components/session-dialogs';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useSession, type SessionUser } from '@/lib/session';

import './account-menu.css';

const displayName = (user: SessionUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Signed in: a disclosure menu (same pattern as the main navigation's submenus). */
function SignedInMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { signOut } = useSession();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const logOut = () => {
    setOpen(false);
    // The session (and every cached user query) is gone at once; the server call finishes behind.
    void signOut('logout');
    void navigate(paths.home(locale));
  };

  return (
    <ul className="site-nav__list">
      <li
        ref={rootRef}
        className="site-nav__item account-menu"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <button
          ref={buttonRef}
          type="button"
          className="site-nav__toggle account-menu__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{t('account.menu.for')}</span> {displayName(user)}
          <svg
            viewBox="0 0 12 12"
            width="12"
            height="12"
            aria-hidden="true"
            focusable="false"
            className="site-nav__chevron"
          >
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <ul id={listId} className="site-nav__submenu account-menu__list" hidden={!open}>
          <li>
            <NavLink to={paths.user(locale)} onClick={() => setOpen(false)}>
              {t('account.menu.myAccount')}
            </NavLink>
          </li>
          {isInternal(user.role.type) ? (
            <li>
              <NavLink to={paths.queueList(locale)} onClick={() => setOpen(false)}>
                {t('account.menu.requestManagement')}
              </NavLink>
            </li>
          ) : null}
          <li>
            <button type="button" className="account-menu__logout" onClick={logOut}>
              {t('account.menu.logout')}
            </button>
          </li>
        </ul>
      </li>
    </ul>
  );
}

/**
 * The header's account entry: "Log in" (and "Create account") for visitors; for signed-in users a
 * menu with their account, request management (internal roles) and logout. It also hosts the
 * session dialogs (inactivity warning, signed-out notice), which need the router and the locale.
 */
export function AccountMenu() {
  const t = useT();
  const locale = useLocale();
  const { session } = useSession();

  return (
    <>
      <SessionDialogs />
      {/* Nothing until the start-up check answers, so a signed-in user does not see "Log in" flash. */}
      {session.status === 'unknown' ? null : (
        <nav aria-label={t('shell.nav.account')} className="site-nav site-nav--account">
          {session.status === 'anonymous' ? (
            <>
              <NavLink to={paths.login(locale)}>{t('shell.nav.login')}</NavLink>
              <NavLink to={paths.createAccount(locale)}>{t('shell.nav.createAccount')}</NavLink>
            </>
          ) : (
            <SignedInMenu user={session.user} />
          )}
        </nav>
      )}
    </>
  );
}
