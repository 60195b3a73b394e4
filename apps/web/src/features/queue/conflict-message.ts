import type { StaffRequestDetail, StaffRequestEvent } from '@portal/shared';

import { eventLabelKey } from '@/components/request/request-timeline';
import type { Format } from '@/lib/format';
import type { Translate } from '@/lib/i18n';

const name = (person: { firstName: string; lastName: string; email: string } | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || person.email : null;

/**
 * What someone else changed between the version the user acted on and the refreshed request, in
 * words: the newest event not seen before ("Assigned to Mia Member by Dana Okafor now"). Falls
 * back to a plain "changed by someone else" when the log shows nothing new (e.g. events hidden).
 */
export function describeConflict(
  t: Translate,
  format: Pick<Format, 'relativeTime'>,
  seen: Pick<StaffRequestDetail, 'events'>,
  fresh: Pick<StaffRequestDetail, 'events' | 'internal'>,
  now: number = Date.now(),
): string {
  const known = new Set(seen.events.map((event) => event.documentId));
  const newest = [...fresh.events]
    .filter((event) => !known.has(event.documentId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] as StaffRequestEvent | undefined;
  if (!newest) return t('queue.conflict.generic');
  const vars = {
    actor: name(newest.actor) ?? t('queue.conflict.someone'),
    when: format.relativeTime(newest.createdAt, now),
  };
  const assignee = name(fresh.internal.assignee);
  if (newest.action === 'assign' && assignee) return t('queue.conflict.assigned', { ...vars, assignee });
  return t('queue.conflict.changed', { ...vars, what: t(eventLabelKey(newest.action)) });
}
