import * as NavigationMenu from '@radix-ui/react-navigation-menu';

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
  return (
    <NavigationMenu.Root
      aria-label={t('shell.nav.main')}
      className="site-nav site-nav--main"
      orientation={compact ? 'vertical' : 'horizontal'}
    >
      <NavigationMenu.List className="site-nav__list">
        {MAIN_NAV.map((item) =>
          item.kind === 'menu' ? (
            <NavMenu key={item.id} menu={item} />
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
