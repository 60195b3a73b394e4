import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';

export type DateRange = { from: string; to: string };

/**
 * The period of the report: two labelled date fields and a button. Checked here first (both
 * dates, in order); the server checks again and answers a longer range than it allows with its
 * own message, shown by the page.
 */
export function RangeForm({ value, onSubmit }: { value: DateRange; onSubmit: (range: DateRange) => void }) {
  const t = useT();
  const id = useId();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError(t('reports.range.missing'));
    if (from > to) return setError(t('reports.range.reversed'));
    setError(null);
    onSubmit({ from, to });
  };

  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <form className="report-range" onSubmit={submit} noValidate>
      <fieldset className="report-range__fieldset">
        <legend className="report-range__legend">{t('reports.range.legend')}</legend>
        <div className="report-range__fields">
          <label className="report-range__field">
            <span className="report-range__label">{t('reports.range.from')}</span>
            <input
              type="date"
              name="from"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className="report-range__control"
              {...invalid}
            />
          </label>
          <label className="report-range__field">
            <span className="report-range__label">{t('reports.range.to')}</span>
            <input
              type="date"
              name="to"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className="report-range__control"
              {...invalid}
            />
          </label>
          <Button type="submit">{t('reports.range.submit')}</Button>
        </div>
        {error ? (
          <p id={errorId} className="report-range__error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
