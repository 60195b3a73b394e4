import { Link } from 'react-router-dom';

import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

export function NotFoundPage() {
  const locale = useLocale();
  const t = useT();
  return (
    <PlaceholderPage title={t('shell.notFound.title')}>
      <p>{t('shell.notFound.text')}</p>
      <p>
        <Link to={paths.home(locale)}>{t('shell.goHome')}</Link>
      </p>
    </PlaceholderPage>
  );
}
