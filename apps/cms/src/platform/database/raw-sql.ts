import type { Core } from '@strapi/strapi';

/** Helpers for the raw SQL of the modules that keep tables of their own (queue index, milestones). */

export const isPostgres = (strapi: Core.Strapi): boolean => strapi.db.dialect.client === 'postgres';

/** A table by name for raw SQL: quoted, with Strapi's schema where there is one. */
export function qualifiedTable(strapi: Core.Strapi, name: string): string {
  const schema = strapi.db.getSchemaName();
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
}

/** `knex.raw` answers `{ rows }` on PostgreSQL and the rows themselves on SQLite. */
export function rawRows(answer: unknown): unknown[] {
  return Array.isArray(answer) ? answer : ((answer as { rows?: unknown[] }).rows ?? []);
}
