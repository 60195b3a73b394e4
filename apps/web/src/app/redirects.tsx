import { isInternal } from '@portal/shared/roles';
import { Navigate, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { initialLocale, useLocale } from '@/lib/locale';
import { requireParam } from '@/lib/require-param';
import { useSession } from '@/lib/session';

/** Bare `/`: the last locale the visitor used, else the default (spec §2). */
export function RootRedirect() {
  return <Navigate to={paths.home(initialLocale())} replace />;
}

export function DatasetIndexRedirect() {
  const locale = useLocale();
  const slug = requireParam(useParams(), 'id');
  return <Navigate to={paths.dataset(locale, slug, 'overview')} replace />;
}

/** Staff have no requests or bookmarks of their own, so their profile opens on edit (spec §2). */
export function UserIndexRedirect() {
  const locale = useLocale();
  const { session } = useSession();
  return <Navigate to={paths.user(locale, isInternal(session.user?.role.type) ? 'edit' : 'requests')} replace />;
}
