import {
  RECOMMENDATIONS,
  setStatusAction,
  type Recommendation,
  type RequestStatus,
  type StaffRequestDetail,
} from '@portal/shared';
import { useId, useState } from 'react';

import { requestStatusKey } from '@/components/request/request-status-badge';
import { workflowActions } from '@/features/queue/api/workflow-actions';
import { AccessActions } from '@/features/queue/components/access-actions';
import { AssignDialog } from '@/features/queue/components/assign-dialog';
import { NoteAction } from '@/features/queue/components/note-action';
import { OpenRoundDialog } from '@/features/queue/components/open-round-dialog';
import { PublishDialog } from '@/features/queue/components/publish-dialog';
import { RequestInformationDialog } from '@/features/queue/components/request-information-dialog';
import { UploadDialog } from '@/features/queue/components/upload-dialog';
import { ChoiceField } from '@/features/queue/components/plain-fields';
import { useRoundForDecision } from '@/features/queue/components/request-round';
import { useT, type MessageKey } from '@/lib/i18n';

const RECOMMENDATION_KEYS: Record<Recommendation, MessageKey> = {
  approve: 'queue.recommend.approve',
  deny: 'queue.recommend.deny',
  abstain: 'queue.recommend.abstain',
};

// The dialog refuses to submit without a file, so the empty case is only a type-level one.
const uploadOne = (files: readonly File[], send: (file: File) => Promise<unknown>) =>
  files[0] ? send(files[0]) : Promise.resolve(null);

type ActionPanelProps = { request: StaffRequestDetail; viewerRole: string | null | undefined };

/**
 * The actions the signed-in role can take on the request now — exactly the item's
 * `allowedActions`, `setStatusTargets` and `assignableRoles` (the server's answer from the shared
 * rules) — and nothing for a role without any (readonly-user sees no control at all).
 */
export function ActionPanel({ request, viewerRole: role }: ActionPanelProps) {
  const t = useT();
  const headingId = useId();
  const [conflict, setConflict] = useState<string | null>(null);
  const allowed = new Set(request.allowedActions);
  const plainTargets = request.setStatusTargets.filter((target) => setStatusAction(target) === 'setStatus');
  const files = allowed.has('addAttachment');
  const hasContract = request.files.some((file) => file.kind === 'contract' && !file.superseded);
  const common = { request, onConflict: setConflict };
  const round = request.round ?? null;
  // An invited member's recommendation is a vote of the open round: it needs a rationale.
  const votes = round?.state === 'open' && round.viewer.invited;
  // A round runs until the chair decides; past its due date a new one may replace it.
  const roundRunning = round?.state === 'open' && !round.overdue;
  const describeRound = useRoundForDecision();
  const tally = describeRound(round);

  const any = allowed.size > 0 || request.setStatusTargets.length > 0 || request.assignableRoles.length > 0 || files;
  if (role === 'readonly-user' || !any) return null;

  return (
    <section className="action-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="action-panel__title">
        {t('queue.actions.title')}
      </h2>
      {conflict ? (
        <div role="alert" className="action-panel__conflict">
          <p>{conflict}</p>
          <button type="button" className="button button--link" onClick={() => setConflict(null)}>
            {t('queue.conflict.dismiss')}
          </button>
        </div>
      ) : null}
      <div className="action-panel__buttons">
        {allowed.has('assign') && request.assignableRoles.length > 0 ? <AssignDialog {...common} /> : null}
        {allowed.has('unassign') ? (
          <NoteAction<null>
            {...common}
            initial={null}
            label={t('queue.action.unassign')}
            success={t('queue.toast.unassigned')}
            run={(_value, note) => workflowActions.unassign(request, note)}
          />
        ) : null}
        {allowed.has('recommend') ? (
          <NoteAction<Recommendation | null>
            {...common}
            initial={null}
            label={t('queue.action.recommend')}
            description={votes ? t('queue.recommend.roundVote') : undefined}
            noteRequired={votes}
            noteLabel={votes ? t('queue.recommend.rationale') : undefined}
            success={t('queue.toast.recommended')}
            validate={(value) => (value ? null : t('queue.recommend.choose'))}
            fields={({ value, setValue }) => (
              <fieldset className="action-dialog__field">
                <legend>{t('queue.recommend.legend')}</legend>
                {RECOMMENDATIONS.map((option) => (
                  <label key={option} className="assign-group__option">
                    <input
                      type="radio"
                      name="recommendation"
                      value={option}
                      checked={value === option}
                      onChange={() => setValue(option)}
                    />
                    {t(RECOMMENDATION_KEYS[option])}
                  </label>
                ))}
              </fieldset>
            )}
            run={(value, note) => workflowActions.recommend(request, value ?? 'abstain', note)}
          />
        ) : null}
        {allowed.has('approve') ? (
          <NoteAction<null>
            {...common}
            initial={null}
            label={t('queue.action.approve')}
            description={tally}
            success={t('queue.toast.approved')}
            run={(_value, note) => workflowActions.approve(request, note)}
          />
        ) : null}
        {allowed.has('deny') ? (
          <NoteAction<null>
            {...common}
            initial={null}
            variant="danger"
            noteRequired
            noteLabel={t('queue.action.denyNote')}
            label={t('queue.action.deny')}
            description={tally}
            success={t('queue.toast.denied')}
            run={(_value, note) => workflowActions.deny(request, note)}
          />
        ) : null}
        {request.setStatusTargets.includes('informationRequested') ? <RequestInformationDialog {...common} /> : null}
        {plainTargets.length > 0 ? (
          <NoteAction<RequestStatus | ''>
            {...common}
            initial=""
            label={t('queue.action.setStatus')}
            success={t('queue.toast.statusChanged')}
            validate={(value) => (value ? null : t('queue.setStatus.choose'))}
            fields={({ value, setValue }) => (
              <ChoiceField
                label={t('queue.setStatus.target')}
                value={value}
                onChange={(event) => {
                  const next = plainTargets.find((target) => target === event.target.value);
                  setValue(next ?? '');
                }}
                options={plainTargets.map((target) => ({ value: target, label: t(requestStatusKey(target)) }))}
              />
            )}
            run={(value, note) => workflowActions.setStatus(request, value || 'inReview', note)}
          />
        ) : null}
        {allowed.has('complete') ? (
          <NoteAction<null>
            {...common}
            initial={null}
            label={t('queue.action.complete')}
            success={t('queue.toast.completed')}
            run={(_value, note) => workflowActions.setStatus(request, 'complete', note)}
          />
        ) : null}
        {allowed.has('addContract') ? (
          <UploadDialog
            {...common}
            label={hasContract ? t('queue.action.replaceContract') : t('queue.action.addContract')}
            success={t('queue.toast.contractAdded')}
            withNote
            upload={(chosen, note, onProgress) =>
              uploadOne(chosen, (file) => workflowActions.uploadContract(request, file, 'contract', note, onProgress))
            }
          />
        ) : null}
        {allowed.has('signContract') ? (
          <UploadDialog
            {...common}
            label={t('queue.action.recordSigned')}
            success={t('queue.toast.signedRecorded')}
            withNote
            upload={(chosen, note, onProgress) =>
              uploadOne(chosen, (file) =>
                workflowActions.uploadContract(request, file, 'signedContract', note, onProgress),
              )
            }
          />
        ) : null}
        {files ? (
          <UploadDialog
            {...common}
            label={t('queue.action.addFiles')}
            success={t('queue.toast.filesAdded')}
            multiple
            upload={(chosen, _note, onProgress) => workflowActions.addFiles(request, chosen, onProgress)}
          />
        ) : null}
        {allowed.has('publishToRegister') ? <PublishDialog {...common} /> : null}
        {allowed.has('openRound') && !roundRunning ? <OpenRoundDialog {...common} /> : null}
        <AccessActions {...common} />
      </div>
    </section>
  );
}
