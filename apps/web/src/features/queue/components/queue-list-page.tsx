import { PlaceholderPage } from '@/components/placeholder-page';
import { useT } from '@/lib/i18n';

export function QueueListPage() {
  const t = useT();
  return <PlaceholderPage title={t('queue.list.title')} />;
}
