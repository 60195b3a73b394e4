import type { Core } from '@strapi/strapi';
import { schemaOf } from '../../platform/database/schema-names';
import { busyAnswering } from '../../platform/http/busy-answering';
import { OUTBOX_SEND_LANES, sendMail, type Mail, type OverrideMemo } from '../../platform/mail';
import { unsubscribeApiUrl } from './links';
import { NOTIFICATION_UID, type NotificationRow } from './outbox';
import { renderNotice } from './render';
import { unsubscribeToken } from './unsubscribe';

/**
 * The outbox worker: sends what is due, each row claimed before its send, so two workers (two
 * replicas, or a kick racing the cron tick) never send the same notice. A failed send is retried with
 * exponential backoff; after a day it is given up, logged and counted on /_health.
 */
const BATCH = 50;
const MAX_BATCHES = 20;
/** A claim outlives any send; a worker that died mid-send releases its rows when it expires. */
const CLAIM_MS = 5 * 60_000;
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … at most an hour between tries. */
function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

const time = (value: string | Date) => (value instanceof Date ? value : new Date(value)).getTime();
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Claims the batch's rows that are still pending, in one UPDATE that names the rows it won
 * (RETURNING, on PostgreSQL and SQLite alike): another worker's claim between the read and this
 * one leaves its rows out, as a claim per row would, at one statement for the batch.
 */
async function claimBatch(strapi: Core.Strapi, ids: readonly number[], now: Date): Promise<Set<number>> {
  const { meta, column } = schemaOf(strapi);
  const status = column(NOTIFICATION_UID, 'status');
  const won = (await strapi.db
    .connection(meta(NOTIFICATION_UID).tableName)
    .whereIn('id', [...ids])
    .andWhere(status, 'pending')
    .update({ [status]: 'sending', [column(NOTIFICATION_UID, 'claimedUntil')]: new Date(now.getTime() + CLAIM_MS) })
    .returning('id')) as Array<{ id: number } | number>;
  return new Set(won.map((row) => (typeof row === 'number' ? row : Number(row.id))));
}

/**
 * Writes how a claimed notice's send ended. One UPDATE by id: the query engine's `update` would
 * read the row before and after and open a transaction for relations a notice does not have.
 * `updatedAt` as `update` sets it: the purge keeps a sent notice for a while after its send.
 */
async function settle(strapi: Core.Strapi, id: number, data: Record<string, unknown>): Promise<void> {
  await strapi.db.query(NOTIFICATION_UID).updateMany({ where: { id }, data: { ...data, updatedAt: new Date() } });
}

async function deliverOne(
  strapi: Core.Strapi,
  row: NotificationRow,
  now: Date,
  overrides: OverrideMemo,
): Promise<keyof DeliveryReport> {
  const attempts = row.attempts + 1;
  let mail: Mail;
  try {
    mail = await renderNotice(strapi, row, overrides);
  } catch (error) {
    // Not the mail server's fault: a notice that cannot be written will not be written later.
    await settle(strapi, row.id, { status: 'failed', attempts, lastError: errorText(error), claimedUntil: null });
    strapi.log.error(`Notification ${row.id} (${row.message}) cannot be rendered, given up: ${errorText(error)}`);
    return 'failed';
  }
  try {
    const headers =
      row.userId !== null
        ? {
            'List-Unsubscribe': `<${unsubscribeApiUrl(unsubscribeToken(strapi, row.userId))}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : undefined;
    await sendMail(strapi, row.email, mail, headers);
  } catch (error) {
    const giveUp = now.getTime() - time(row.createdAt) >= GIVE_UP_AFTER_MS;
    await settle(
      strapi,
      row.id,
      giveUp
        ? { status: 'failed', attempts, lastError: errorText(error), claimedUntil: null }
        : {
            status: 'pending',
            attempts,
            lastError: errorText(error),
            claimedUntil: null,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          },
    );
    if (giveUp)
      strapi.log.error(
        `Notification ${row.id} (${row.message}) to ${row.email} given up after ${attempts} attempt(s): ${errorText(error)}`,
      );
    else strapi.log.warn(`Notification ${row.id} (${row.message}) not sent, retried later: ${errorText(error)}`);
    return giveUp ? 'failed' : 'retrying';
  }
  await settle(strapi, row.id, { status: 'sent', attempts, sentAt: new Date(), lastError: null, claimedUntil: null });
  return 'sent';
}

/**
 * Sends every notice due at `now`. Safe to run anywhere at any time, concurrently included.
 * `sendWindowMs`: how long after claiming a batch the run still starts its sends (half the claim).
 * `busy`: whether the instance is busy answering calls (then one lane sends, the others stop).
 */
export async function deliverDue(
  strapi: Core.Strapi,
  now: Date = new Date(),
  { sendWindowMs = CLAIM_MS / 2, busy = busyAnswering }: { sendWindowMs?: number; busy?: () => boolean } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  await strapi.db.query(NOTIFICATION_UID).updateMany({
    where: { status: 'sending', claimedUntil: { $lt: now } },
    data: { status: 'pending', claimedUntil: null },
  });
  // The editors' override of each (message, language) is read once per run, not once per mail: a
  // run lasts seconds, and an edit shows from the next run on.
  const overrides: OverrideMemo = new Map();
  let afterId = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = (await strapi.db.query(NOTIFICATION_UID).findMany({
      where: { status: 'pending', nextAttemptAt: { $lte: now }, id: { $gt: afterId } },
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as NotificationRow[];
    if (due.length === 0) break;
    afterId = due[due.length - 1]?.id ?? afterId;
    const claimed = await claimBatch(
      strapi,
      due.map((row) => row.id),
      now,
    );
    const mine = due.filter((row) => claimed.has(row.id));
    const claimedAt = Date.now();
    // A few sends at once: one slow recipient server does not hold up everyone else's mail.
    let next = 0;
    const lane = async (index: number) => {
      // A mail server that hangs could keep the batch's last rows waiting past their claim, when
      // another worker may take them: past the window this run sends no more of the batch.
      while (next < mine.length && Date.now() - claimedAt < sendWindowMs) {
        // While the instance is busy answering calls, the first lane alone goes on: a notice is
        // written with its event and leaves a little later, the answers come first.
        if (index > 0 && busy()) return;
        const row = mine[next] as NotificationRow;
        next += 1;
        report[await deliverOne(strapi, row, now, overrides)] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(OUTBOX_SEND_LANES, mine.length) }, (_, index) => lane(index)));
    const untouched = mine.slice(next).map((row) => row.id);
    if (untouched.length > 0) {
      await strapi.db.query(NOTIFICATION_UID).updateMany({
        where: { id: { $in: untouched }, status: 'sending' },
        data: { status: 'pending', claimedUntil: null },
      });
      break;
    }
    // A short batch was the last one: no need to ask for the next.
    if (due.length < BATCH) break;
  }
  return report;
}

/** What operators see on /_health: notices given up, and how many wait for a retry. */
export async function outboxHealth(strapi: Core.Strapi): Promise<{ failed: number; retrying: number }> {
  const [failed, retrying] = await Promise.all([
    strapi.db.query(NOTIFICATION_UID).count({ where: { status: 'failed' } }),
    strapi.db.query(NOTIFICATION_UID).count({ where: { status: 'pending', attempts: { $gt: 0 } } }),
  ]);
  return { failed, retrying };
}
