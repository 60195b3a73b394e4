/** Shown while the session or locale list is still unknown; announced once, not per shimmer. */
export function PageSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="page-skeleton__bar page-skeleton__bar--title" aria-hidden="true" />
      <div className="page-skeleton__bar" aria-hidden="true" />
      <div className="page-skeleton__bar page-skeleton__bar--short" aria-hidden="true" />
    </div>
  );
}
