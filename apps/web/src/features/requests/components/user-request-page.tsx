import type { RequestFormat } from '@portal/shared';
import { useParams } from 'react-router-dom';

import type { RequestVersion } from '@/config/paths';
import { RequestView } from '@/features/requests/components/request-view';
import { requireParam } from '@/lib/require-param';

function UserRequestPage({ version }: { version: RequestVersion }) {
  // A missing id throws 'Document ID is required' (spec §8) to the route's error page.
  const id = requireParam(useParams(), 'id');
  const format: RequestFormat = version;
  return <RequestView format={format} id={id} />;
}

// Route modules render without props, so each request format gets its own entry point.
export function UserRequestV1Page() {
  return <UserRequestPage version="v1" />;
}

export function UserRequestV2Page() {
  return <UserRequestPage version="v2" />;
}
