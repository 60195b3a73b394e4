import { Link } from 'react-router-dom';

import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';

export function NotFoundPage() {
  const locale = useLocale();
  return (
    <PlaceholderPage title="Page not found">
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to={paths.home(locale)}>Go to the home page</Link>
      </p>
    </PlaceholderPage>
  );
}
