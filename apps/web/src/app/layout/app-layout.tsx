import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { SkipLink } from '@/app/layout/skip-link';

// The toaster (sonner) is fetched right after the first render: only actions toast, never a page load.
const AppToaster = lazy(() => import('@/app/layout/app-toaster').then((m) => ({ default: m.AppToaster })));

export function AppLayout() {
  return (
    <div className="app-shell">
      <SkipLink />
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="app-main container">
        <Outlet />
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </div>
  );
}
