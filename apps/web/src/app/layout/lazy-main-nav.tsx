import { lazy } from 'react';
import { NavLink } from 'react-router-dom';

import { MAIN_NAV } from '@/app/layout/nav-items';
import { Deferred } from '@/components/deferred';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

// Radix NavigationMenu (about 12 KB gzip with its dependencies) gives the submenus their keyboard
// model; it arrives once the page has painted, so it is neither in the entry bundle nor in the
// way of the page's first screen.
const MainNav = lazy(() => import('@/app/layout/main-nav').then((m) => ({ default: m.MainNav })));

function Chevron() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false" className="site-nav__chevron">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navigation as Radix renders it, closed, until Radix is there: the same landmark, links and
 * triggers in the same boxes, so nothing moves when it is replaced.
 */
function StaticMainNav() {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t('shell.nav.main')} className="site-nav site-nav--main">
      <div style={{ position: 'relative' }}>
        <ul className="site-nav__list">
          {MAIN_NAV.map((item) =>
            item.kind === 'menu' ? (
              <li key={item.id} className="site-nav__item site-nav__item--menu">
                <button type="button" className="site-nav__toggle" aria-expanded={false}>
                  {t(item.label)}
                  <Chevron />
                </button>
              </li>
            ) : (
              <li key={item.label} className="site-nav__item">
                <NavLink to={item.href(locale)} end={item.end}>
                  {t(item.label)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

/** The main navigation (app/layout/main-nav.tsx), loaded once the page has painted. */
export function LazyMainNav({ compact }: { compact: boolean }) {
  return (
    <Deferred fallback={<StaticMainNav />}>
      <MainNav compact={compact} />
    </Deferred>
  );
}
