import { Button } from '@/components/button';
import type { SaveState } from '@/features/requests/hooks/use-draft-autosave';
import { useFormat } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** Where the draft stands: saving, saved at HH:MM, or failed with a retry. Announced politely. */
export function SaveStateIndicator({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className={`save-state save-state--${state.status}`}>
      <p className="save-state" role="status" aria-live="polite">
        {state.status === 'saving'
          ? t('requests.form.save.saving')
          : state.status === 'saved'
            ? t('requests.form.save.saved', { time: format.time(state.at) })
            : state.status === 'failed'
              ? t('requests.form.save.failed')
              : t('requests.form.save.idle')}
      </p>
      {state.status === 'failed' ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('requests.form.save.retry')}
        </Button>
      ) : null}
    </div>
  );
}
