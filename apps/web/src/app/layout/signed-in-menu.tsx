import { isInternal } from '@portal/shared/roles';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { PointerEvent } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { useSession, type SessionUser } from '@/lib/session';

const displayName = (user: SessionUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * Signed in: a menu button (WAI-ARIA menu button) on Radix DropdownMenu, which gives the keyboard
 * model: Enter, Space or ArrowDown open it on the first item, arrows and typeahead move, Escape
 * closes it and returns focus to the button. Not modal: it must not lock the page behind a header.
 */
export function SignedInMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { signOut } = useSession();

  // Radix selects an item on a pointer release that began elsewhere (press, drag, release); a press
  // on the button must never end as "Log out" because the layout moved under the pointer.
  const itemProps = {
    className: 'account-menu__item',
    onPointerUp: (event: PointerEvent) => event.preventDefault(),
  };

  const logOut = () => {
    // The session (and every cached user query) is gone at once; the server call finishes behind.
    void signOut('logout');
    void navigate(paths.home(locale));
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="site-nav__toggle account-menu__toggle">
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
      </DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the "Account" navigation landmark. */}
      <DropdownMenu.Content className="account-menu__content" align="end" sideOffset={4} collisionPadding={8}>
        <DropdownMenu.Item asChild {...itemProps}>
          <NavLink to={paths.user(locale)}>{t('account.menu.myAccount')}</NavLink>
        </DropdownMenu.Item>
        {isInternal(user.role.type) ? (
          <DropdownMenu.Item asChild {...itemProps}>
            <NavLink to={paths.queueList(locale)}>{t('account.menu.requestManagement')}</NavLink>
          </DropdownMenu.Item>
        ) : null}
        {isInternal(user.role.type) ? (
          <DropdownMenu.Item asChild {...itemProps}>
            <NavLink to={paths.reports(locale)}>{t('account.menu.reports')}</NavLink>
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className="account-menu__separator" />
        <DropdownMenu.Item {...itemProps} onSelect={logOut}>
          {t('account.menu.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
