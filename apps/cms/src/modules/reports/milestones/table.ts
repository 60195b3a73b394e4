import type { Core } from '@strapi/strapi';
import { dropIndexes } from '../../../platform/database/indexes';
import { isPostgres, qualifiedTable } from '../../../platform/database/raw-sql';

/**
 * The milestones projection (docs/workflow.md, "Turnaround reports"): one row per request that
 * has a milestone event — its format and documentId, and the instant (epoch ms) of its first
 * `submit`, `approve`, `deny` and `signContract` event — so that a period's figures are range
 * reads of narrow indexes instead of a join of the event log with itself. A plain table owned by
 * this module, like the queue index: Strapi leaves it alone and the admin never shows it.
 * `…_state` remembers how far the event log has been folded in (backfill.ts) and the history
 * version of the figures of past months (history.ts).
 */
export const MILESTONES_TABLE = 'portal_request_milestones';
export const STATE_TABLE = 'portal_request_milestones_state';

/**
 * The table's layout: a release that changes what a row holds raises it, and the next boot folds
 * the whole event log again.
 */
export const LAYOUT = 1;

/** The events the projection keeps, each as the column of its first instant. */
export const MILESTONE_COLUMNS = {
  submit: 'submitted_ms',
  approve: 'approved_ms',
  deny: 'denied_ms',
  signContract: 'contract_signed_ms',
} as const;

export type MilestoneAction = keyof typeof MILESTONE_COLUMNS;
export const MILESTONE_ACTIONS = Object.keys(MILESTONE_COLUMNS) as MilestoneAction[];

export const isMilestoneAction = (action: unknown): action is MilestoneAction =>
  typeof action === 'string' && Object.hasOwn(MILESTONE_COLUMNS, action);

/** The pool or a transaction (a knex transaction is a knex instance). */
export type Conn = Core.Strapi['db']['connection'];

/** A query builder on one of this module's tables. */
export function ownTable(strapi: Core.Strapi, conn: Conn, name: string) {
  const schema = strapi.db.getSchemaName();
  return schema ? conn(name).withSchema(schema) : conn(name);
}

/**
 * The reports' indexes, each a milestone's instant then the submission's, and partial (a request
 * that has not reached the milestone is not in it): a month's count is a range of one index and
 * a period's turnaround pairs are read from the indexes alone.
 */
const INDEXES: Array<[name: string, columns: string[]]> = [
  ['portal_request_milestones_submitted_ix', ['submitted_ms']],
  ['portal_request_milestones_approved_ix', ['approved_ms', 'submitted_ms']],
  ['portal_request_milestones_denied_ix', ['denied_ms', 'submitted_ms']],
  ['portal_request_milestones_signed_ix', ['contract_signed_ms', 'submitted_ms']],
];

/** Creates the tables when missing (every boot; idempotent), then the indexes. */
export async function ensureMilestoneTables(strapi: Core.Strapi): Promise<void> {
  // A knex schema builder accumulates its statements: a fresh one for each.
  const schema = () => strapi.db.getSchemaConnection();
  if (!(await schema().hasTable(MILESTONES_TABLE))) {
    await schema().createTable(MILESTONES_TABLE, (table) => {
      table.string('request_document_id', 64).notNullable();
      table.string('format', 2).notNullable();
      for (const column of Object.values(MILESTONE_COLUMNS)) table.bigInteger(column).nullable();
      // The key every write upserts on, in the event log's request index order.
      table.primary(['request_document_id', 'format']);
    });
  }
  if (!(await schema().hasTable(STATE_TABLE))) {
    await schema().createTable(STATE_TABLE, (table) => {
      table.integer('id').primary();
      table.integer('layout').notNullable();
      table.bigInteger('folded_through').notNullable();
      table.bigInteger('history').notNullable().defaultTo(0);
    });
  } else if (!(await schema().hasColumn(STATE_TABLE, 'history'))) {
    await schema().alterTable(STATE_TABLE, (table) => {
      table.bigInteger('history').notNullable().defaultTo(0);
    });
  }
  await ensureMilestoneIndexes(strapi);
}

/** `buildMemory` (PostgreSQL): the memory each build may sort in, for a build over a large table. */
export async function ensureMilestoneIndexes(
  strapi: Core.Strapi,
  { buildMemory }: { buildMemory?: string } = {},
): Promise<void> {
  const table = qualifiedTable(strapi, MILESTONES_TABLE);
  for (const [name, columns] of INDEXES) {
    const sql = `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns.join(', ')}) WHERE ${columns[0]} IS NOT NULL`;
    if (!buildMemory || !isPostgres(strapi)) await strapi.db.connection.raw(sql);
    else
      await strapi.db.connection.transaction(async (trx) => {
        await trx.raw(`SET LOCAL maintenance_work_mem = '${buildMemory}'`);
        await trx.raw(sql);
      });
  }
}

/** Drops the indexes a bulk fold need not keep up to date row by row (the key stays: upserts use it). */
export async function dropMilestoneIndexes(strapi: Core.Strapi): Promise<void> {
  await dropIndexes(
    strapi,
    INDEXES.map(([name]) => name),
  );
}
