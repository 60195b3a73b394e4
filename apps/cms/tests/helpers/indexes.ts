import type { TestApp } from './strapi';

/** The columns of each index on `table`, by index name, as the database reports them. */
export async function indexColumns(app: TestApp, table: string): Promise<Record<string, string[]>> {
  const knex = app.strapi.db.connection;
  if (app.strapi.db.dialect.client === 'sqlite') {
    const indexes = (await knex.raw(`PRAGMA index_list("${table}")`)) as Array<{ name: string }>;
    const entries = await Promise.all(
      indexes.map(async ({ name }) => {
        const columns = (await knex.raw(`PRAGMA index_info("${name}")`)) as Array<{ seqno: number; name: string }>;
        return [name, columns.sort((a, b) => a.seqno - b.seqno).map((column) => column.name)] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
  const { rows } = (await knex.raw('select indexname, indexdef from pg_indexes where tablename = ?', [table])) as {
    rows: Array<{ indexname: string; indexdef: string }>;
  };
  return Object.fromEntries(
    rows.map((row) => [row.indexname, (/\(([^)]*)\)\s*$/.exec(row.indexdef)?.[1] ?? '').split(/,\s*/)]),
  );
}
