import { useT } from '@/lib/i18n';

type ErrorStateProps = { title?: string; message: string; onRetry?: () => void };

export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const t = useT();
  return (
    <div className="error-state" role="alert">
      <h2 className="error-state__title">{title ?? t('common.errorTitle')}</h2>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
