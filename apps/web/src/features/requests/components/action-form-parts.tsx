import { Button } from '@/components/button';
import { ApiError, isApiError } from '@/lib/api-client';
import { useT, type Translate } from '@/lib/i18n';

/**
 * Why a change to a request was not saved, in words for the applicant: someone else's change
 * first (409), the server's own 4xx message, or a generic failure.
 */
export function saveErrorMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('requests.saveError');
  if (isApiError(error, 'request.stale_version')) return t('requests.conflict');
  return error.status >= 400 && error.status < 500 ? error.message : t('requests.saveError');
}

/** The submit and cancel buttons of a form that changes a request (amend, v1 edit). */
export function ActionFormButtons({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="request-action-form__buttons">
      <Button type="submit" variant="primary" loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('requests.actions.cancel')}
      </Button>
    </div>
  );
}
