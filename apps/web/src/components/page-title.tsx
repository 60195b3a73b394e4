import { useT } from '@/lib/i18n';

/** React 19 hoists <title> into <head>, so each page names itself without a helmet library. */
export function PageTitle({ title }: { title: string }) {
  const t = useT();
  return <title>{`${title} | ${t('shell.siteName')}`}</title>;
}
