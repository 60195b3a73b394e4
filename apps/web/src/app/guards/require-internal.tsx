import { isInternal } from '@portal/shared/roles';
import { Navigate, Outlet } from 'react-router-dom';

import { PageSkeleton } from '@/components/page-skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export function RequireInternal() {
  const { session } = useSession();

  if (session.status === 'unknown') return <PageSkeleton />;
  if (session.status !== 'authenticated' || !isInternal(session.user.role.type)) {
    return <Navigate to={paths.root()} replace />;
  }
  return <Outlet />;
}
