// Bulk loading for the benchmark seeds. insertColumns: one statement per ROWS rows, each column
// bound as one array and unnested on the server (`INSERT … SELECT * FROM unnest($1::int[], …)`),
// so a statement costs a handful of parameters whatever its size. deferIndexes: a table's
// secondary indexes dropped before a load and built once after it.

/** Rows per statement: large enough that round trips do not count, small enough to stream. */
const ROWS = 20_000;

/** @typedef {import('../../scripts/cms-process.mjs').PgClient} PgClient */

/**
 * A column: its name and PostgreSQL type, and its values (one per row; null for NULL).
 * @typedef {{ name: string, type: string, values: readonly unknown[] }} Column
 */

/**
 * Inserts the rows these columns make (all of the same length) into `table`; returns how many.
 * @param {PgClient} client
 * @param {string} table
 * @param {readonly Column[]} columns
 */
export async function insertColumns(client, table, columns) {
  const count = columns[0]?.values.length ?? 0;
  if (columns.some((column) => column.values.length !== count))
    throw new Error(`${table}: columns of different lengths`);
  const sql = `INSERT INTO ${table} (${columns.map((c) => `"${c.name}"`).join(', ')})
    SELECT * FROM unnest(${columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`;
  for (let start = 0; start < count; start += ROWS) {
    await client.query(
      sql,
      columns.map((column) => column.values.slice(start, start + ROWS)),
    );
  }
  return count;
}

/**
 * Drops the secondary indexes and unique constraints of `tables` (not their primary keys) and
 * returns the function that builds them again, from their own definitions: loading a table
 * first and indexing it once is several times faster than keeping a dozen indexes up to date
 * row by row. For tables that are (nearly) empty before the load, in its transaction; the rebuild
 * after it commits, on the connections given (a table's indexes on one, the tables shared out).
 * @param {PgClient} client
 * @param {readonly string[]} tables
 * @returns {Promise<(connections: readonly PgClient[]) => Promise<number>>} rebuilds; resolves to how many it built
 */
export async function deferIndexes(client, tables) {
  const { rows: constraints } = await client.query(
    `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'u' AND conrelid = ANY($1::regclass[])`,
    [tables],
  );
  const { rows: indexes } = await client.query(
    `SELECT i.indrelid::regclass::text AS tbl, i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid)`,
    [tables],
  );
  for (const c of constraints) await client.query(`ALTER TABLE ${c.tbl} DROP CONSTRAINT "${c.name}"`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  /** @type {Map<string, string[]>} */
  const byTable = new Map();
  for (const i of indexes) byTable.set(i.tbl, [...(byTable.get(i.tbl) ?? []), i.def]);
  for (const c of constraints)
    byTable.set(c.tbl, [...(byTable.get(c.tbl) ?? []), `ALTER TABLE ${c.tbl} ADD CONSTRAINT "${c.name}" ${c.def}`]);
  return async (connections) => {
    // The largest tables first, each taken by the next free connection.
    const queue = [...byTable.values()].sort((a, b) => b.length - a.length);
    await Promise.all(
      connections.map(async (connection) => {
        for (let work = queue.shift(); work; work = queue.shift())
          for (const statement of work) await connection.query(statement);
      }),
    );
    return indexes.length + constraints.length;
  };
}
