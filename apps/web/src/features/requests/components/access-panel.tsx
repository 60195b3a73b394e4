import type { ApplicantRequestDetail } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';

import { AccessSummary } from '@/components/access/access-summary';
import { CloseoutDialog } from '@/features/requests/components/closeout-dialog';
import { ExtensionDialog } from '@/features/requests/components/extension-dialog';
import { useT } from '@/lib/i18n';
import { USER_DATA_KEY } from '@/lib/session';

import './access-forms.css';

/**
 * The access period of an approved request, for its applicant: where it stands, and the actions
 * the server allows now (exactly `allowedActions`): ask for more time, file the final report.
 */
export function AccessPanel({ request }: { request: ApplicantRequestDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const access = request.access ?? null;
  if (!access) return null;
  const allowed = new Set<string>(request.allowedActions);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY, 'requests'] });
  const extension = allowed.has('requestExtension');
  const closeout = allowed.has('fileCloseout');
  return (
    <section className="request-view__part" aria-labelledby="request-view-access">
      <h2 id="request-view-access" className="request-view__part-title">
        {t('access.title')}
      </h2>
      <AccessSummary access={access} />
      {extension || closeout ? (
        <div className="access-panel__actions">
          {closeout ? <CloseoutDialog request={request} onDone={refresh} /> : null}
          {extension ? <ExtensionDialog request={request} access={access} onDone={refresh} /> : null}
        </div>
      ) : null}
    </section>
  );
}
