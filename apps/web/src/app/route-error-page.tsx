import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router-dom';

import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

function messageOf(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

/** Route-level error boundary: shows the thrown message (e.g. 'Document ID is required', spec §8). */
export function RouteErrorPage({ error }: Pick<FallbackProps, 'error'>) {
  const locale = useLocale();
  const t = useT();
  return (
    <section className="page">
      <PageTitle title={t('shell.error.pageTitle')} />
      <h1>{t('common.errorTitle')}</h1>
      <p role="alert">{messageOf(error) ?? t('shell.error.unexpected')}</p>
      <p>
        <Link to={paths.home(locale)}>{t('shell.goHome')}</Link>
      </p>
    </section>
  );
}
