// The notification outbox's delivery rate on PostgreSQL (docs/performance.md): a backlog of
// BENCH_OUTBOX_NOTICES pending notices (default 1,000, one outbox run's worth) written into the
// 10k benchmark database (`pnpm bench:seed 10000`, seeded here when missing), one workflow command
// to start the run, then the time until the last of them is sent to a mail catcher (maildev) —
// rendered in the reader's language, sent, and marked sent, as the CMS does with every notice.
// The reference, in the same run with the CMS stopped: a bare nodemailer sending as many mails of
// a notice's size to the same catcher, over the same number of pooled connections with Nagle's
// algorithm off. The target: at least half the bare sender's rate.
import { pct } from '../lib/table.mjs';
import { pgClient, signIn, startCms, startMailCatcher } from '../lib/cms-postgres.mjs';
import { requireCms } from '../../scripts/cms-process.mjs';
import { GENERATED_TEXT } from '../lib/seed-events.mjs';
import { seedQueueDatabase } from '../seed-queue.mjs';

const REQUESTS = 10_000;
const NOTICES = Number(process.env.BENCH_OUTBOX_NOTICES ?? 1000);
const TARGET_SHARE = 0.5;
const TIMEOUT_MS = 180_000;
const STAFF_EMAIL = 'dag-member@portal.localhost';
const ASSIGNEES = [STAFF_EMAIL, 'dag-chair@portal.localhost'];

/** @typedef {import('../../scripts/cms-process.mjs').PgClient} PgClient */

/** @param {string} database */
async function ready(database) {
  try {
    const client = await pgClient(database);
    try {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM data_access_requests WHERE project_summary = $1`,
        [GENERATED_TEXT],
      );
      return Number(rows[0]?.n ?? 0) > 0;
    } finally {
      await client.end();
    }
  } catch {
    return false;
  }
}

/**
 * Gives up what earlier runs left unsent, then writes `count` pending notices of one kind to the
 * demo DAG member, each about another request; returns their ids.
 * @param {PgClient} client
 * @param {number} count
 */
async function writeBacklog(client, count) {
  await client.query(
    `UPDATE notifications SET status = 'failed', last_error = 'left by an earlier benchmark run' WHERE status IN ('pending', 'sending')`,
  );
  const { rows } = await client.query(
    `INSERT INTO notifications (document_id, dedupe_key, message, user_id, email, locale, vars, request_document_id,
                                status, frequency, attempts, next_attempt_at, created_at, updated_at, published_at)
     SELECT substr(md5(random()::text || g), 1, 24), 'bench-outbox:' || md5(random()::text || g), 'requestAssigned',
            u.id, u.email, 'en',
            jsonb_build_object('title', 'Outbox benchmark request ' || g, 'firstName', u.first_name,
                               'assignedBy', 'Quentin Morel', 'note', NULL,
                               'link', 'http://localhost:4173/en/request-management/request/bench' || g),
            'bench' || g, 'pending', 'immediate', 0, now() - interval '1 minute', now(), now(), now()
       FROM generate_series(1, $1::int) AS g, up_users u
      WHERE u.email = $2
     RETURNING id`,
    [count, STAFF_EMAIL],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * One assign between the two demo staff members on a generated request: its commit kicks the outbox.
 * @param {string} url
 * @param {string} token
 * @param {PgClient} client
 */
async function kickWithACommand(url, token, client) {
  const { rows: staff } = await client.query(`SELECT id FROM up_users WHERE email = ANY($1::text[])`, [ASSIGNEES]);
  const ids = staff.map((row) => Number(row.id));
  const { rows } = await client.query(
    `SELECT q.document_id, a.version, q.assignee_id
       FROM portal_queue_entries q JOIN data_access_requests a ON q.format = 'v2' AND a.id = q.request_id
      WHERE q.request_status IN ('assigned', 'inReview') AND q.approval_status IN ('pending', 'pendingApproval')
        AND q.assignee_id = ANY($1::int[]) AND a.project_summary = $2
      LIMIT 1`,
    [ids, GENERATED_TEXT],
  );
  const target = rows[0];
  if (!target) throw new Error('No generated request to assign');
  const response = await fetch(`${url}/api/data-access-request/assign`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      requestId: target.document_id,
      version: Number(target.version),
      assigneeId: ids.find((/** @type {number} */ id) => id !== Number(target.assignee_id)),
    }),
  });
  if (!response.ok) throw new Error(`The assign that starts the outbox answered ${response.status}`);
}

/**
 * Waits until every one of `ids` is sent; resolves to the seconds it took from `started`.
 * @param {PgClient} client
 * @param {readonly number[]} ids
 * @param {number} started
 */
async function sentAfter(client, ids, started) {
  for (;;) {
    const { rows } = await client.query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent FROM notifications WHERE id = ANY($1::int[])`,
      [ids],
    );
    const sent = Number(rows[0]?.sent ?? 0);
    if (sent === ids.length) return (Date.now() - started) / 1000;
    if (Date.now() - started > TIMEOUT_MS)
      throw new Error(`${sent} of ${ids.length} notices sent after ${TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The reference: `count` mails of a notice's size (about 12 KB, text and HTML) from a bare
 * nodemailer, `LANES` at a time over as many pooled connections, opened as the CMS opens them
 * (Nagle's algorithm off).
 * @param {number} smtp
 * @param {number} count
 */
async function bareSender(smtp, count) {
  // The CMS's own lanes and connection, from its build (startCms has checked it is there): the
  // reference sends as the outbox does, minus the outbox.
  const { OUTBOX_SEND_LANES: LANES } = requireCms('./dist/src/platform/mail/send.js');
  const { connectToMailServer } = requireCms('./dist/src/platform/mail/smtp-socket.js');
  const provider = requireCms('@strapi/provider-email-nodemailer');
  const transport = (provider.default ?? provider).init(
    {
      host: '127.0.0.1',
      port: smtp,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: LANES,
      getSocket: connectToMailServer,
    },
    { defaultFrom: 'portal@example.org' },
  );
  const html = `<p>${'A request was assigned to you. '.repeat(300)}</p>`;
  const text = 'A request was assigned to you. '.repeat(40);
  let next = 0;
  const started = Date.now();
  try {
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        while (next < count) {
          next += 1;
          await transport.send({ to: STAFF_EMAIL, subject: `Bare mail ${next}`, text, html });
        }
      }),
    );
    return (Date.now() - started) / 1000;
  } finally {
    transport.close();
  }
}

/** @returns {Promise<import('../lib/table.mjs').Row[]>} */
export async function run() {
  const database = `portal_bench_${REQUESTS}`;
  if (!(await ready(database))) {
    console.error(`  seeding ${REQUESTS} requests into ${database}`);
    await seedQueueDatabase({ requests: REQUESTS, database });
  }
  const mail = await startMailCatcher();
  const client = await pgClient(database);
  try {
    const cms = await startCms({ database, smtpPort: mail.smtp });
    let seconds;
    try {
      const token = await signIn(cms.url, mail);
      const ids = await writeBacklog(client, NOTICES);
      const started = Date.now();
      await kickWithACommand(cms.url, token, client);
      seconds = await sentAfter(client, ids, started);
    } finally {
      await cms.stop();
    }
    const bare = await bareSender(mail.smtp, NOTICES);
    const rate = NOTICES / seconds;
    const bareRate = NOTICES / bare;
    console.error(
      `  outbox: ${NOTICES} notices sent in ${seconds.toFixed(1)} s (${rate.toFixed(0)}/s); ` +
        `bare nodemailer ${bare.toFixed(1)} s (${bareRate.toFixed(0)}/s)`,
    );
    return [
      {
        metric: `outbox: notices rendered, sent and marked a second (${NOTICES} pending, PostgreSQL)`,
        ours: `${rate.toFixed(0)}/s`,
        reference: `${bareRate.toFixed(0)}/s bare nodemailer`,
        ratio: pct(rate / bareRate),
        target: `≥ ${pct(TARGET_SHARE)}`,
        met: rate / bareRate >= TARGET_SHARE,
      },
    ];
  } finally {
    await client.end();
    await mail.close();
  }
}
