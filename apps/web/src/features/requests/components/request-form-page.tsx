import { PlaceholderPage } from '@/components/placeholder-page';
import { useT } from '@/lib/i18n';

export function RequestFormPage() {
  const t = useT();
  return <PlaceholderPage title={t('requests.form.title')} />;
}
