import { useParams } from 'react-router-dom';

import { PlaceholderPage } from '@/components/placeholder-page';
import type { RequestVersion } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { requireParam } from '@/lib/require-param';

function UserRequestPage({ version }: { version: RequestVersion }) {
  const id = requireParam(useParams(), 'id');
  const t = useT();
  return <PlaceholderPage title={t('requests.userRequest.title', { id, version })} />;
}

// Route modules render without props, so each request format gets its own entry point.
export function UserRequestV1Page() {
  return <UserRequestPage version="v1" />;
}

export function UserRequestV2Page() {
  return <UserRequestPage version="v2" />;
}
