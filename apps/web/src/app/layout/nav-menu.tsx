import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import type { NavLinkItem, NavMenuItem } from '@/app/layout/nav-items';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/**
 * Radix opens submenus on hover and closes them when the pointer leaves; the portal's menus are
 * click disclosures (WAI-ARIA "disclosure navigation"), so a hover never opens or closes one, and
 * a click on a trigger that hover had just opened does not close it again.
 */
const ignorePointerHover = {
  onPointerMove: (event: PointerEvent) => event.preventDefault(),
  onPointerLeave: (event: PointerEvent) => event.preventDefault(),
};

const isCurrentSection = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** A link of the main navigation; NavLink sets `aria-current="page"`, Radix closes the submenu on click. */
export function NavMenuLink({ item }: { item: NavLinkItem }) {
  const t = useT();
  const locale = useLocale();
  return (
    <NavigationMenu.Link asChild>
      <NavLink to={item.href(locale)} end={item.end}>
        {t(item.label)}
      </NavLink>
    </NavigationMenu.Link>
  );
}

/**
 * A submenu of the main navigation: a trigger with aria-expanded showing a list of links. Radix
 * gives the keyboard model (arrows between entries, the entry key into the open list, Escape
 * closes it and returns focus to the trigger) and closes it on an outside click or focus leaving.
 */
export function NavMenu({ menu }: { menu: NavMenuItem }) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const active = menu.items.some((item) => isCurrentSection(pathname, item.href(locale)));

  return (
    <NavigationMenu.Item value={menu.id} className="site-nav__item site-nav__item--menu">
      <NavigationMenu.Trigger
        className={`site-nav__toggle${active ? ' site-nav__toggle--active' : ''}`}
        {...ignorePointerHover}
      >
        {t(menu.label)}
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
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="site-nav__submenu" {...ignorePointerHover}>
        <ul className="site-nav__submenu-list">
          {menu.items.map((item) => (
            <li key={item.label}>
              <NavMenuLink item={item} />
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
