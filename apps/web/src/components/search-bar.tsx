import { useId, type ChangeEvent, type FormEvent } from 'react';

import { useT } from '@/lib/i18n';

import './search-bar.css';

export type SearchBarProps = {
  /** Called on every input (no debounce here: callers debounce if they need to). */
  onChange: (value: string) => void;
  /** Controlled value; omit for an uncontrolled input starting at `defaultValue`. */
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  /** Accessible label (visually hidden unless `showLabel`); defaults to the translated "Search". */
  label?: string;
  showLabel?: boolean;
  iconPosition?: 'left' | 'right';
  /** Enter in the field (the field is inside a role="search" form). */
  onSubmit?: (value: string) => void;
  id?: string;
  name?: string;
  className?: string;
};

function SearchIcon() {
  return (
    <svg className="search-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The reusable search input (spec §2): configurable placeholder, icon left or right, emits on every input. */
export function SearchBar({
  onChange,
  value,
  defaultValue,
  placeholder,
  label,
  showLabel = false,
  iconPosition = 'left',
  onSubmit,
  id,
  name = 'q',
  className,
}: SearchBarProps) {
  const t = useT();
  const generatedId = useId();
  const inputId = id ?? generatedId;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem(name);
    onSubmit?.(input instanceof HTMLInputElement ? input.value : '');
  };

  return (
    <form
      role="search"
      className={['search-bar', `search-bar--icon-${iconPosition}`, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className={showLabel ? 'search-bar__label' : 'visually-hidden'}>
        {label ?? t('search.label')}
      </label>
      <div className="search-bar__field" data-icon-position={iconPosition}>
        <SearchIcon />
        <input
          id={inputId}
          name={name}
          type="search"
          className="search-bar__input"
          placeholder={placeholder}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </form>
  );
}
