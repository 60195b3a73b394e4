import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Unexpected error';
}

/** Route-level error boundary: shows the thrown message (e.g. 'Document ID is required', spec §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  const locale = useLocale();
  return (
    <section className="page">
      <PageTitle title="Error" />
      <h1>Something went wrong</h1>
      <p role="alert">{messageOf(error)}</p>
      <p>
        <Link to={paths.home(locale)}>Go to the home page</Link>
      </p>
    </section>
  );
}
