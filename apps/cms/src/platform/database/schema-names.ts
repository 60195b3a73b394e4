import type { Core } from '@strapi/strapi';

/** The pool, or a transaction: what a hand-written statement runs on. */
export type Conn = Core.Strapi['db']['connection'];

export interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
}

interface Attribute {
  type?: string;
  columnName?: string;
  joinTable?: JoinTable;
  /** A value or a function making one (a documentId's is Strapi's id generator). */
  default?: unknown;
}

export interface Meta {
  tableName: string;
  attributes: Record<string, Attribute>;
}

/**
 * Table, join-table and column names from Strapi's own metadata, so that hand-written SQL follows
 * the schemas (a renamed attribute or table never leaves a statement behind).
 */
export function schemaOf(strapi: Core.Strapi) {
  const meta = (uid: string): Meta => strapi.db.metadata.get(uid as never) as unknown as Meta;
  const join = (uid: string, attribute: string): JoinTable => {
    const table = meta(uid).attributes[attribute]?.joinTable;
    if (!table) throw new Error(`${uid}.${attribute} has no join table`);
    return table;
  };
  const column = (uid: string, attribute: string): string => meta(uid).attributes[attribute]?.columnName ?? attribute;
  return { meta, join, column };
}

/**
 * Where a hand-written statement runs: inside the caller's transaction when there is one (Strapi
 * keeps it in async context; the pool would read around the transaction's own writes, and on
 * SQLite wait for the one connection the transaction holds), else on the pool without opening one.
 */
export async function activeConnection(strapi: Core.Strapi): Promise<Conn> {
  if (!strapi.db.inTransaction()) return strapi.db.connection;
  // Nested, `transaction()` opens nothing: it hands back the one in progress.
  const current = (await strapi.db.transaction()) as unknown as { get: () => Conn };
  return current.get();
}
