import type { Recommendation, RequestRound } from '@portal/shared';

import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';

import './round.css';

const VOTE_KEYS: Record<Recommendation, MessageKey> = {
  approve: 'queue.recommend.approve',
  deny: 'queue.recommend.deny',
  abstain: 'queue.recommend.abstain',
};

const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * The review page's recommendation round (docs/workflow.md, "Recommendation rounds"): its state and
 * due date, who opened it, the tally against the quorum, and who has not voted yet.
 */
export function RequestRoundSummary({ round }: { round: RequestRound | null }) {
  const t = useT();
  const format = useFormat();
  if (!round) return <p className="queue-muted">{t('queue.round.none')}</p>;
  const due = format.dateTime(round.dueAt);
  const state =
    round.state === 'closed'
      ? t('queue.round.stateClosed', { date: format.dateTime(round.closedAt ?? round.dueAt) })
      : round.overdue
        ? t('queue.round.stateOverdue', { date: due })
        : t('queue.round.stateOpen', { date: due });
  const waiting = round.invited.filter((member) => !member.voted);
  return (
    <div className="review-round">
      <p className={round.state === 'open' && round.overdue ? 'queue-flag queue-flag--stale' : undefined}>{state}</p>
      {round.openedBy ? (
        <p className="queue-muted">
          {t('queue.round.openedBy', { name: name(round.openedBy), date: format.dateTime(round.openedAt) })}
        </p>
      ) : null}
      {round.note ? <blockquote className="request-timeline__note">{round.note}</blockquote> : null}
      <h3 className="review-round__subtitle">{t('queue.round.tally')}</h3>
      <dl className="review-facts review-round__tally">
        {(Object.keys(VOTE_KEYS) as Recommendation[]).map((vote) => (
          <div key={vote}>
            <dt>{t(VOTE_KEYS[vote])}</dt>
            <dd>{round.tally[vote]}</dd>
          </div>
        ))}
        <div>
          <dt>{t('queue.round.pending')}</dt>
          <dd>{round.tally.pending}</dd>
        </div>
      </dl>
      <p>
        {t('queue.round.quorum', { quorum: round.quorum })}{' '}
        {round.quorumReached ? t('queue.round.quorumReached') : t('queue.round.quorumNotReached')}
      </p>
      {round.state === 'open' ? (
        waiting.length > 0 ? (
          <>
            <h3 className="review-round__subtitle">{t('queue.round.waiting')}</h3>
            <ul className="review-round__waiting">
              {waiting.map((member) => (
                <li key={member.documentId}>{name(member)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('queue.round.allVoted')}</p>
        )
      ) : null}
      {round.state === 'open' && round.viewer.invited && !round.viewer.voted ? (
        <p role="note" className="queue-muted">
          {t('queue.round.rationalesHidden')}
        </p>
      ) : null}
    </div>
  );
}

/** The tally in one sentence, for the chair's decision dialogs. */
export function useRoundForDecision(): (round: RequestRound | null | undefined) => string | undefined {
  const t = useT();
  return (round) =>
    round
      ? t('queue.round.forDecision', {
          approve: round.tally.approve,
          deny: round.tally.deny,
          abstain: round.tally.abstain,
          pending: round.tally.pending,
          quorum: round.quorumReached ? 'reached' : 'not',
        })
      : undefined;
}
