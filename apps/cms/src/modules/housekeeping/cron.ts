import type { Core } from '@strapi/strapi';
import { portalEnv } from '../../platform/env/env';
import { createTickLock, type TickLock } from '../../platform/database/tick-lock';
import { purgeExpired } from './purge';
import { deliverDue, queueDigests } from '../notifications';
import { remindOverdue, runAccessClock, sendRoundReminders } from '../requests';

/**
 * The scheduled tasks (Strapi's `cron` server config, config/server.ts). Every replica
 * schedules them; the tick lock lets one of them run each tick (src/platform/database/tick-lock.ts).
 */
export const HOUSEKEEPING_TASK = 'housekeeping';
const OUTBOX_TASK = 'notification-outbox';
const DIGEST_TASK = 'notification-digest';
const REMINDER_TASK = 'reminders';
const ROUND_REMINDER_TASK = 'round-reminders';
const ACCESS_TASK = 'access';

let lock: TickLock | null = null;
const tickLock = () => (lock ??= createTickLock(portalEnv().redisUrl));

// Strapi passes the tick's scheduled date after the context (typed `unknown[]` by Strapi).
type Task = (context: { strapi: Core.Strapi }, ...args: unknown[]) => Promise<void>;

/** Wraps `work` so that it runs on one replica per tick; the outcome is logged either way. */
function oncePerTick(task: string, work: (strapi: Core.Strapi, tick: Date) => Promise<string>): Task {
  return async ({ strapi }, fireDate) => {
    const tick = fireDate instanceof Date ? fireDate : new Date();
    let won: boolean;
    try {
      won = await tickLock().acquire(task, tick);
    } catch (error) {
      strapi.log.warn(
        `Cron ${task}: tick ${tick.toISOString()} skipped, the lock store (REDIS_URL) is unreachable: ${(error as Error).message}`,
      );
      return;
    }
    if (!won) {
      strapi.log.debug(`Cron ${task}: tick ${tick.toISOString()} runs on another replica`);
      return;
    }
    const summary = await work(strapi, tick);
    strapi.log.info(`Cron ${task} ran for tick ${tick.toISOString()}: ${summary}`);
  };
}

export const housekeeping = oncePerTick(HOUSEKEEPING_TASK, async (strapi) => {
  const purged = await purgeExpired(strapi);
  return `purged ${purged.loginChallenges} login challenge(s), ${purged.sessions} expired session(s), ${purged.notifications} delivered notice(s)`;
});

/** Retries what the kick after each commit could not send (mail server away, a replica that died). */
const outbox = oncePerTick(OUTBOX_TASK, async (strapi) => {
  const report = await deliverDue(strapi);
  return `sent ${report.sent}, ${report.retrying} to retry, ${report.failed} given up`;
});

const digests = oncePerTick(DIGEST_TASK, async (strapi) => {
  const queued = await queueDigests(strapi);
  const report = await deliverDue(strapi);
  return `queued ${queued} digest(s); sent ${report.sent}`;
});

/** Overdue requests, reminded at the tick's time (docs/workflow.md, "Reminders"). */
const reminders = oncePerTick(REMINDER_TASK, async (strapi, tick) => {
  const sent = await remindOverdue(strapi, tick);
  return `${sent} overdue reminder(s)`;
});

/** Members who have not voted in an open round, reminded before its due date (docs/workflow.md, "Recommendation rounds"). */
const roundReminders = oncePerTick(ROUND_REMINDER_TASK, async (strapi, tick) => {
  const sent = await sendRoundReminders(strapi, tick);
  return `${sent} round reminder(s)`;
});

/** Reminders before access ends, and the end of access (docs/workflow.md, "Access periods"). */
const access = oncePerTick(ACCESS_TASK, async (strapi, tick) => {
  const { reminded, ended } = await runAccessClock(strapi, tick);
  return `${reminded} access reminder(s), ${ended} access period(s) ended`;
});

/** The `tasks` of Strapi's cron config. */
export function cronTasks(rules: {
  housekeeping: string;
  outbox: string;
  digest: string;
  reminders: string;
  roundReminders: string;
  access: string;
}) {
  return {
    [HOUSEKEEPING_TASK]: { task: housekeeping, options: { rule: rules.housekeeping } },
    [OUTBOX_TASK]: { task: outbox, options: { rule: rules.outbox } },
    [DIGEST_TASK]: { task: digests, options: { rule: rules.digest } },
    [REMINDER_TASK]: { task: reminders, options: { rule: rules.reminders } },
    [ROUND_REMINDER_TASK]: { task: roundReminders, options: { rule: rules.roundReminders } },
    [ACCESS_TASK]: { task: access, options: { rule: rules.access } },
  };
}

/** Strapi's destroy: closes the lock's Redis connection so the process can exit. */
export async function closeCron(): Promise<void> {
  const current = lock;
  lock = null;
  await current?.close();
}
