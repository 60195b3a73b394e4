import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';

import { switchLocalePath } from '@/app/layout/switch-locale-path';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { reloadTo } from '@/lib/navigation';
import { useLocales } from '@/lib/site-locales';

/**
 * A select plus an explicit button rather than switching on change: changing a
 * control must not change context by itself (WCAG 3.2.2), and the switch reloads the page.
 */
export function LocaleSwitcher() {
  const t = useT();
  const id = useId();
  const locale = useLocale();
  const location = useLocation();
  const { data: locales = [] } = useLocales();
  const [selected, setSelected] = useState(locale);

  if (locales.length < 2) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = switchLocalePath(location.pathname, location.search, location.hash, selected);
    if (target) reloadTo(target);
  };

  return (
    <form className="locale-switcher" onSubmit={onSubmit}>
      <label htmlFor={id} className="locale-switcher__label">
        {t('shell.locale.label')}
      </label>
      <select
        id={id}
        className="locale-switcher__select"
        value={selected}
        onChange={(event) => setSelected(event.target.value)}
      >
        {locales.map((item) => (
          <option key={item.code} value={item.code} lang={item.code}>
            {item.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary button--small">
        {t('shell.locale.submit')}
      </button>
    </form>
  );
}
