import { Outlet } from 'react-router-dom';

import { AppToaster } from '@/app/layout/app-toaster';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { SkipLink } from '@/app/layout/skip-link';

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
      <AppToaster />
    </div>
  );
}
