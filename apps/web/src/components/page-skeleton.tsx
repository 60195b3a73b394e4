import { useT } from '@/lib/i18n';

/** Shown while content is loading; announced once, not per shimmer. */
export function PageSkeleton({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="page-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      <div className="page-skeleton__bar page-skeleton__bar--title" aria-hidden="true" />
      <div className="page-skeleton__bar" aria-hidden="true" />
      <div className="page-skeleton__bar page-skeleton__bar--short" aria-hidden="true" />
    </div>
  );
}
