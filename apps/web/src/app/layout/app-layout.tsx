import { lazy } from 'react';
import { Outlet } from 'react-router-dom';

import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { SkipLink } from '@/app/layout/skip-link';
import { Deferred } from '@/components/deferred';
import { useScrollToTopOnNavigate } from '@/lib/use-scroll-to-top';

// The toaster (sonner) is fetched once the page has painted: only actions toast, never a page load.
const AppToaster = lazy(() => import('@/app/layout/app-toaster').then((m) => ({ default: m.AppToaster })));

export function AppLayout() {
  useScrollToTopOnNavigate();
  return (
    <div className="app-shell">
      <SkipLink />
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="app-main container">
        <Outlet />
      </main>
      <SiteFooter />
      <Deferred>
        <AppToaster />
      </Deferred>
    </div>
  );
}
