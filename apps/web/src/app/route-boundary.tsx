import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';

import { RouteErrorPage } from '@/app/route-error-page';
import { PageSkeleton } from '@/components/page-skeleton';

/**
 * Wraps the routes below it: the skeleton while a lazy page loads, the error page when a page
 * throws (e.g. 'Document ID is required', spec §8). Leaving the URL clears the error.
 */
export function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
