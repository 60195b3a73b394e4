import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';

import { lazyWithCatalogs } from '@/app/lazy-with-catalogs';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useSession } from '@/lib/session';

import './account-menu.css';

// Only signed-in users need the menu (Radix DropdownMenu) and the session dialogs (Radix Dialog):
// both stay out of the entry bundle that every anonymous visitor downloads.
const SignedInMenu = lazyWithCatalogs(
  () => import('@/app/layout/signed-in-menu').then((m) => m.SignedInMenu),
  ['account'],
);
const SessionDialogs = lazyWithCatalogs(
  () => import('@/features/auth/components/session-dialogs').then((m) => m.SessionDialogs),
  ['auth'],
);

/**
 * The header's account entry: "Log in" (and "Create account") for visitors; for signed-in users a
 * menu with their account, request management (internal roles) and logout. It also hosts the
 * session dialogs (inactivity warning, signed-out notice), which need the router and the locale.
 */
export function AccountMenu() {
  const t = useT();
  const locale = useLocale();
  const { session, ended, warningDeadline } = useSession();
  const dialogsNeeded = session.status === 'authenticated' || ended !== null || warningDeadline !== null;

  return (
    <>
      {dialogsNeeded ? (
        <Suspense fallback={null}>
          <SessionDialogs />
        </Suspense>
      ) : null}
      {/* Nothing until the start-up check answers, so a signed-in user does not see "Log in" flash. */}
      {session.status === 'unknown' ? null : (
        <nav aria-label={t('shell.nav.account')} className="site-nav site-nav--account">
          {session.status === 'anonymous' ? (
            <>
              <NavLink to={paths.login(locale)}>{t('shell.nav.login')}</NavLink>
              <NavLink to={paths.createAccount(locale)}>{t('shell.nav.createAccount')}</NavLink>
            </>
          ) : (
            <Suspense fallback={null}>
              <SignedInMenu user={session.user} />
            </Suspense>
          )}
        </nav>
      )}
    </>
  );
}
