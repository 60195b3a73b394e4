/**
 * Keeps a SQLite connection's prepared statements for reuse. knex prepares every statement it
 * runs anew, and on a schema of this size SQLite's parsing and planning is a large share of a
 * short query's cost (a tenth of a command-heavy API run's CPU went to `prepare`). A
 * better-sqlite3 statement runs to completion on each `all()` or `run()`, so one statement may
 * serve every later call with the same text; SQLite prepares it again by itself after a schema
 * change.
 */

interface Statement {
  readonly reader: boolean;
}

interface PreparingConnection {
  prepare: (sql: string) => Statement;
}

/** Statements kept per connection: the portal's distinct statement texts fit with room to spare. */
const STATEMENT_CACHE_SIZE = 2_000;

/**
 * Replaces `connection.prepare` with one that returns the statement prepared earlier for the same
 * text, keeping the `size` most recently used (a text built with inline values, which only a
 * hand-written query could make, then costs one eviction instead of growing the cache).
 */
export function cachePreparedStatements(connection: PreparingConnection, size = STATEMENT_CACHE_SIZE): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, Statement>();
  connection.prepare = (sql: string): Statement => {
    const kept = statements.get(sql);
    if (kept) {
      // Map order is insertion order: moving a hit to the end keeps the least recent first.
      statements.delete(sql);
      statements.set(sql, kept);
      return kept;
    }
    const statement = prepare(sql);
    statements.set(sql, statement);
    if (statements.size > size) statements.delete(statements.keys().next().value as string);
    return statement;
  };
}
