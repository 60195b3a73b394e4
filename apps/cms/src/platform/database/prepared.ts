import type { Core } from '@strapi/strapi';

type Conn = Core.Strapi['db']['connection'];
type Builder = ReturnType<Conn['queryBuilder']>;

const isPostgres = (strapi: Core.Strapi): boolean => strapi.db.dialect.client === 'postgres';

/**
 * PostgreSQL: runs `builder` as the named prepared statement `portal_<name>`, so each pooled
 * connection parses and plans it once (then PostgreSQL keeps a generic plan) instead of on every
 * call — for the statements every authenticated call or queue page makes, where planning the
 * joins cost more than running them. The SQL text under one name must never vary (node-postgres
 * refuses a name reused for other text): give each shape its own name, and bind lists as one
 * array (`idsIn`) rather than one parameter per item. Elsewhere the builder runs as it is.
 */
export function prepared<T extends Builder>(strapi: Core.Strapi, name: string, builder: T): T {
  return isPostgres(strapi) ? (builder.options({ name: `portal_${name}` }) as T) : builder;
}

/** `column IN (ids)` whose SQL text does not depend on the number of ids (PostgreSQL: `= ANY(?)`). */
export function idsIn<T extends Builder>(strapi: Core.Strapi, builder: T, column: string, ids: number[]): T {
  return (isPostgres(strapi) ? builder.whereRaw('?? = ANY(?)', [column, ids]) : builder.whereIn(column, ids)) as T;
}
