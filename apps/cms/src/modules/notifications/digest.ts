import type { Core } from '@strapi/strapi';
import { isoWeekday, localDate } from '@portal/shared';
import { loadWorkflowSettings } from '../settings';
import { NOTIFICATION_UID, type NotificationRow } from './outbox';
import { renderNotice } from './render';

/**
 * Daily and weekly digests: the notices held for people who asked for them, gathered into one
 * mail each, itself an outbox row (so it is retried like any notice). Weekly digests go out on
 * the workflow settings' digest day (Monday by default), in the committee's time zone. A person
 * with nothing held gets nothing: a digest is never empty.
 */
const DIGEST_MESSAGE = 'notificationDigest';

type Period = 'daily' | 'weekly';

function groupByPerson(rows: NotificationRow[]): NotificationRow[][] {
  const groups = new Map<string, NotificationRow[]>();
  for (const row of rows) {
    const key = row.userId !== null ? `user:${row.userId}` : `email:${row.email.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/** Builds the digests due at `now` and returns how many were queued (delivered by the worker). */
export async function queueDigests(strapi: Core.Strapi, now: Date = new Date()): Promise<number> {
  const settings = await loadWorkflowSettings(strapi);
  const weeklyToday = isoWeekday(localDate(now, settings.timeZone)) === settings.digestWeekday;
  const periods: Period[] = weeklyToday ? ['daily', 'weekly'] : ['daily'];
  const held = (await strapi.db.query(NOTIFICATION_UID).findMany({
    where: { status: 'held', frequency: { $in: periods } },
    orderBy: { id: 'asc' },
  })) as NotificationRow[];
  let queued = 0;
  for (const rows of groupByPerson(held)) {
    const latest = rows[rows.length - 1] as NotificationRow;
    const period: Period = rows.some((row) => row.frequency === 'weekly') ? 'weekly' : 'daily';
    const items: Array<{ text: string; link: string }> = [];
    for (const row of rows)
      items.push({ text: (await renderNotice(strapi, row)).subject, link: String(row.vars?.link ?? '') });
    const day = now.toISOString().slice(0, 10);
    const person = latest.userId !== null ? String(latest.userId) : latest.email.toLowerCase();
    const done = await strapi.db
      .transaction(async () => {
        // Only the rows still held are gathered: a concurrent run that took them first wins.
        const { count } = (await strapi.db.query(NOTIFICATION_UID).updateMany({
          where: { id: { $in: rows.map((row) => row.id) }, status: 'held' },
          // updateMany leaves updatedAt alone: the purge counts a digested notice's retention
          // from here, as a sent one's from its send.
          data: { status: 'digested', updatedAt: now },
        })) as { count: number };
        if (count !== rows.length) throw new DigestRace();
        await strapi.db.query(NOTIFICATION_UID).create({
          data: {
            // Rows are gathered once, so the first one names the digest.
            dedupeKey: `digest:${person}:${rows[0]?.id ?? day}`,
            message: DIGEST_MESSAGE,
            userId: latest.userId,
            email: latest.email,
            locale: latest.locale,
            vars: { firstName: latest.vars?.firstName ?? null, count: rows.length, period, items },
            status: 'pending',
            frequency: 'immediate',
            attempts: 0,
            nextAttemptAt: now,
          },
        });
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof DigestRace) return false;
        throw error;
      });
    if (done) queued += 1;
  }
  return queued;
}

class DigestRace extends Error {
  constructor() {
    super('Another run gathered these notices first');
  }
}
