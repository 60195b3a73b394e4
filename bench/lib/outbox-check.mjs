// Were the accepted writes' notifications delivered, each exactly once? The outbox
// (apps/cms/src/modules/notifications) holds one row per notice a committed command caused; the
// counting mail catcher (bench/lib/mail-counter.mjs) holds what arrived. Every filed request has a
// title of its own, which each of its mails carries in its subject.
import { pgClient } from '../../scripts/cms-process.mjs';

/**
 * @typedef {{ id: number, email: string, message: string, request: string, status: string, attempts: number }} OutboxRow
 */

/**
 * @param {string} database
 * @param {readonly string[]} requestIds
 * @returns {Promise<OutboxRow[]>}
 */
async function outboxRows(database, requestIds) {
  const client = await pgClient(database);
  try {
    const { rows } = await client.query(
      `select id, lower(email) as email, message, request_document_id as request, status, attempts
         from notifications where request_document_id = any($1)`,
      [requestIds],
    );
    return /** @type {OutboxRow[]} */ (rows);
  } finally {
    await client.end();
  }
}

/**
 * Waits until none of the writes' notices is pending or being sent (at most `timeoutMs`), then
 * matches the outbox with the mails: each row must be `sent` and have arrived exactly once (one
 * mail to its address whose subject names its request); every submit must have told the
 * applicant, and every accepted assignment the assignee.
 * @param {{ database: string, writes: readonly import('./scaled-load.mjs').AcceptedWrite[],
 *   received: readonly import('./mail-counter.mjs').ReceivedMail[], applicant: string, assignee: string,
 *   timeoutMs?: number }} options
 */
export async function checkNotifications({ database, writes, received, applicant, assignee, timeoutMs = 240_000 }) {
  const started = Date.now();
  const ids = writes.map((w) => w.requestId);
  let rows = await outboxRows(database, ids);
  const waiting = (/** @type {OutboxRow[]} */ list) =>
    list.filter((r) => r.status === 'pending' || r.status === 'sending').length;
  while (waiting(rows) > 0 && Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 2000));
    rows = await outboxRows(database, ids);
  }
  const drainedAfterMs = Date.now() - started;
  // Arrivals per (address, request), told apart by the title in the subject.
  const byTitle = new Map(writes.map((w) => [w.title, w.requestId]));
  // Every notice's subject ends with ": {title}" (platform/mail/catalogs).
  const titlePattern = /: (.+)$/;
  /** @type {Map<string, number>} */
  const arrived = new Map();
  for (const mail of received) {
    const title = titlePattern.exec(mail.subject)?.[1]?.trim();
    const request = title ? byTitle.get(title) : undefined;
    if (request) arrived.set(`${mail.to}|${request}`, (arrived.get(`${mail.to}|${request}`) ?? 0) + 1);
  }
  /** @type {Map<string, number>} */
  const expected = new Map();
  for (const row of rows)
    expected.set(`${row.email}|${row.request}`, (expected.get(`${row.email}|${row.request}`) ?? 0) + 1);

  /** @type {string[]} */
  const problems = [];
  const statuses = rows.reduce(
    (counts, row) => ({ ...counts, [row.status]: (counts[row.status] ?? 0) + 1 }),
    /** @type {Record<string, number>} */ ({}),
  );
  for (const row of rows)
    if (row.status !== 'sent') problems.push(`notice ${row.id} (${row.message} to ${row.email}): ${row.status}`);
  let once = 0;
  let lost = 0;
  let duplicated = 0;
  for (const [key, count] of expected) {
    const got = arrived.get(key) ?? 0;
    if (got === count) once += count;
    else if (got < count) {
      lost += count - got;
      problems.push(`${key}: ${count} notice(s) in the outbox, ${got} mail(s) arrived`);
    } else {
      duplicated += got - count;
      once += count;
      problems.push(`${key}: ${count} notice(s) in the outbox, ${got} mails arrived`);
    }
  }
  if (lost > 0)
    problems.unshift(...received.slice(-3).map((mail) => `one of the last mails: to ${mail.to}, "${mail.subject}"`));
  for (const [key, got] of arrived)
    if (!expected.has(key)) {
      duplicated += got;
      problems.push(`${key}: ${got} mail(s) with no notice in the outbox`);
    }
  // The outbox itself must hold what the commands promise (docs/workflow.md, "Who is told").
  const has = (/** @type {string} */ email, /** @type {string} */ request, /** @type {string} */ message) =>
    rows.some((r) => r.email === email && r.request === request && r.message === message);
  for (const w of writes) {
    if (!has(applicant.toLowerCase(), w.requestId, 'requestSubmittedApplicant'))
      problems.push(`${w.requestId}: no submit receipt for the applicant in the outbox`);
    if (w.assigned && !has(assignee.toLowerCase(), w.requestId, 'requestAssigned'))
      problems.push(`${w.requestId}: no assignment notice for the assignee in the outbox`);
  }
  return { notices: rows.length, statuses, once, lost, duplicated, drainedAfterMs, problems };
}
