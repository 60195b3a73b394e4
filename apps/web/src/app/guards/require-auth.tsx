import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { PageSkeleton } from '@/components/page-skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { useSession } from '@/lib/session';

type RequireAuthProps = {
  /** Send anonymous visitors to login and back here afterwards (only the request form does this, spec §2). */
  redirectToLogin?: boolean;
};

export function RequireAuth({ redirectToLogin = false }: RequireAuthProps) {
  const { session } = useSession();
  const location = useLocation();
  const locale = useLocale();

  if (session.status === 'unknown') return <PageSkeleton />;
  if (session.status === 'anonymous') {
    const target = redirectToLogin ? paths.login(locale, `${location.pathname}${location.search}`) : paths.root();
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
