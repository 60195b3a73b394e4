import type { Core } from '@strapi/strapi';

/**
 * Indexes on content types' tables, created at boot when missing. Strapi's schema has no way to
 * declare one, and its schema sync drops only indexes it created itself, so these stay.
 */

type Meta = { tableName: string; attributes: Record<string, { columnName?: string }> };

/** A content type's table (quoted, with the schema where the database has one) and its columns. */
export function tableOf(strapi: Core.Strapi, uid: string) {
  const meta = strapi.db.metadata.get(uid as never) as unknown as Meta;
  const schema = strapi.db.getSchemaName();
  return {
    name: meta.tableName,
    /** For raw SQL: the schema's name where there is one. */
    qualified: schema ? `"${schema}"."${meta.tableName}"` : `"${meta.tableName}"`,
    /** For the query builder: `schema.table` (knex quotes it). */
    builder: schema ? `${schema}.${meta.tableName}` : meta.tableName,
    /** The column of an attribute (Strapi snake-cases them). */
    column: (attribute: string) =>
      meta.attributes[attribute]?.columnName ?? attribute.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  };
}

export interface IndexSpec {
  name: string;
  uid: string;
  /** Attribute names, in the index's order. */
  attributes: string[];
  unique?: boolean;
}

export async function ensureIndexes(strapi: Core.Strapi, indexes: readonly IndexSpec[]): Promise<void> {
  for (const index of indexes) {
    const table = tableOf(strapi, index.uid);
    const columns = index.attributes.map((attribute) => `"${table.column(attribute)}"`).join(', ');
    await strapi.db.connection.raw(
      `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${index.name} ON ${table.qualified} (${columns})`,
    );
  }
}

/** Drops indexes by name where they exist (in Strapi's schema where the database has one). */
export async function dropIndexes(strapi: Core.Strapi, names: readonly string[]): Promise<void> {
  const schema = strapi.db.getSchemaName();
  for (const name of names)
    await strapi.db.connection.raw(`DROP INDEX IF EXISTS ${schema ? `"${schema}".` : ''}${name}`);
}
