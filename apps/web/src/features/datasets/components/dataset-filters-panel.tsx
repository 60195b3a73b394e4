import { FILTERS_MIN_WIDTH } from '@portal/shared';
import { useId, useState } from 'react';

import { Button } from '@/components/button';
import { SearchBar } from '@/components/search-bar';
import { activeFilterCount, NO_FILTERS, type DatasetFilters } from '@/features/datasets/utils/dataset-filters';
import { useT } from '@/lib/i18n';
import { minWidth, useMediaQuery } from '@/lib/use-media-query';

type DatasetFiltersPanelProps = {
  filters: DatasetFilters;
  /** Level options, in display order. */
  levels: readonly string[];
  onChange: (filters: Partial<DatasetFilters>) => void;
};

/**
 * Search by title and data-level filter. Shown at FILTERS_MIN_WIDTH (769px) and wider (spec §4);
 * narrower, a "Filters" disclosure button reveals the same fields.
 */
export function DatasetFiltersPanel({ filters, levels, onChange }: DatasetFiltersPanelProps) {
  const t = useT();
  const wide = useMediaQuery(minWidth(FILTERS_MIN_WIDTH));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const levelId = useId();
  const active = activeFilterCount(filters);
  // A level from a shared link that no dataset offers still shows as selected (with no results).
  const options = filters.level && !levels.includes(filters.level) ? [...levels, filters.level] : levels;

  const panel = (
    <div
      id={panelId}
      role="group"
      aria-label={t('datasets.filters.label')}
      className="dataset-filters__panel"
      hidden={!wide && !open}
    >
      <SearchBar
        className="dataset-filters__search"
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label={t('datasets.filters.search')}
        showLabel
        placeholder={t('datasets.filters.searchPlaceholder')}
      />
      <div className="dataset-filters__field">
        <label htmlFor={levelId} className="dataset-filters__label">
          {t('datasets.filters.level')}
        </label>
        <select
          id={levelId}
          className="dataset-filters__select"
          value={filters.level}
          onChange={(event) => onChange({ level: event.target.value })}
        >
          <option value="">{t('datasets.filters.anyLevel')}</option>
          {options.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      {active > 0 ? (
        <Button variant="link" className="dataset-filters__clear" onClick={() => onChange(NO_FILTERS)}>
          {t('datasets.filters.clear')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <div className={`dataset-filters${wide ? '' : ' dataset-filters--collapsible'}`}>
      {wide ? null : (
        <Button
          variant="secondary"
          className="dataset-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('datasets.filters.toggle')}
          {active > 0 ? (
            <>
              {' '}
              <span className="dataset-filters__count">{t('datasets.filters.active', { count: active })}</span>
            </>
          ) : null}
        </Button>
      )}
      {panel}
    </div>
  );
}
