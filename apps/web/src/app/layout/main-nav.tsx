import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { MAIN_NAV } from '@/app/layout/nav-items';
import { NavMenu, NavMenuLink } from '@/app/layout/nav-menu';
import { useT } from '@/lib/i18n';

/**
 * The primary navigation (a navigation landmark of links, not an application menu): top-level
 * links and disclosure submenus on Radix NavigationMenu. Stacked in the compact header, where the
 * arrow keys follow the vertical layout.
 */
export function MainNav({ compact }: { compact: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  // The open submenu belongs to the page it was opened on: any navigation (back button too) closes it.
  const [open, setOpen] = useState({ id: '', on: pathname });
  const openId = open.on === pathname ? open.id : '';

  return (
    <NavigationMenu.Root
      aria-label={t('shell.nav.main')}
      className="site-nav site-nav--main"
      orientation={compact ? 'vertical' : 'horizontal'}
      value={openId}
      onValueChange={(id) => setOpen({ id, on: pathname })}
    >
      <NavigationMenu.List className="site-nav__list">
        {MAIN_NAV.map((item) =>
          item.kind === 'menu' ? (
            <NavMenu key={item.id} menu={item} open={openId === item.id} stacked={compact} />
          ) : (
            <NavigationMenu.Item key={item.label} className="site-nav__item">
              <NavMenuLink item={item} />
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
