import { useT } from '@/lib/i18n';

export type RegistryPagerProps = {
  pagination: { page: number; pageCount: number };
  onPage: (page: number) => void;
};

/** Previous / next and "page x of y" under the registry table; hidden when one page holds everything. */
export function RegistryPager({ pagination, onPage }: RegistryPagerProps) {
  const t = useT();
  const { page, pageCount } = pagination;
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav className="registry__pager" aria-label={t('registry.pager.label')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, Math.max(pageCount, 1)))}
      >
        {t('registry.pager.previous')}
      </button>
      <span className="registry__pager-status">
        {t('registry.pager.page', { page, pageCount: Math.max(pageCount, 1) })}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('registry.pager.next')}
      </button>
    </nav>
  );
}
