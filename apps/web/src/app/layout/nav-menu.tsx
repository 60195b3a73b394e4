import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef, type PointerEvent } from 'react';
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
 * Radix puts a focus proxy after an open trigger (`<span aria-hidden="true" tabindex="0">`) so that
 * Tab reaches content rendered elsewhere (its viewport); axe rightly flags a focusable element
 * hidden from assistive technology (radix-ui/primitives#3085). Our submenu follows its trigger in
 * the DOM, so Tab reaches its links without the proxy: take it out of the tab order (Radix still
 * focuses it by script when Tab leaves the last link, to close the way out).
 */
function useUntabbableFocusProxy(open: boolean) {
  const itemRef = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    if (!open) return;
    itemRef.current?.querySelector(':scope > [aria-hidden="true"][tabindex="0"]')?.setAttribute('tabindex', '-1');
  }, [open]);
  return itemRef;
}

/**
 * A submenu of the main navigation: a trigger with aria-expanded showing a list of links. Radix
 * gives the keyboard model (arrows between entries, the entry key into the open list, Escape
 * closes it and returns focus to the trigger) and, in the horizontal bar, closes it on an outside
 * click or focus leaving.
 */
export function NavMenu({ menu, open, stacked }: { menu: NavMenuItem; open: boolean; stacked: boolean }) {
  const t = useT();
  const itemRef = useUntabbableFocusProxy(open);
  const locale = useLocale();
  const { pathname } = useLocation();
  const active = menu.items.some((item) => isCurrentSection(pathname, item.href(locale)));

  return (
    <NavigationMenu.Item ref={itemRef} value={menu.id} className="site-nav__item site-nav__item--menu">
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
      <NavigationMenu.Content
        className="site-nav__submenu"
        {...ignorePointerHover}
        // Stacked (compact header), an open submenu pushes what follows down: closing it on a press
        // elsewhere would move the target under the pointer, e.g. onto the account menu's items.
        // There it folds only from its own trigger, like an accordion.
        onInteractOutside={(event) => {
          if (stacked) event.preventDefault();
        }}
      >
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
