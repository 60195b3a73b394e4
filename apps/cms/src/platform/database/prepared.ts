import type { Core } from '@strapi/strapi';

type Conn = Core.Strapi['db']['connection'];
type Builder = ReturnType<Conn['queryBuilder']>;

const isPostgres = (strapi: Core.Strapi): boolean => strapi.db.dialect.client === 'postgres';

/**
 * `column IN (ids)` whose SQL text does not depend on the number of ids (PostgreSQL: `= ANY(?)`,
 * the array cast to `arrayType` when given).
 */
export function idsIn<T extends Builder>(
  strapi: Core.Strapi,
  builder: T,
  column: string,
  ids: ReadonlyArray<number | string>,
  arrayType?: 'text[]',
): T {
  return (
    isPostgres(strapi)
      ? builder.whereRaw(`?? = ANY(?${arrayType ? `::${arrayType}` : ''})`, [column, ids as never])
      : builder.whereIn(column, ids as never)
  ) as T;
}

/** A value a compiled statement binds per call: its placeholder while the text is built once. */
class Slot {
  constructor(readonly key: string) {}
}

/** A value `build` binds: the value itself, or (PostgreSQL, building the text once) its slot. */
export type BindValue = (key: string) => never;

const compiled = new WeakMap<Core.Strapi, Map<string, { sql: string; bindings: unknown[] }>>();

/**
 * Runs the statement `build` makes on `conn` (a transaction or the pool). On PostgreSQL it is the
 * named prepared statement `portal_<name>`, so each pooled connection parses and plans it once
 * (then PostgreSQL keeps a generic plan) instead of on every call — planning the joins cost more
 * than running them — and its SQL text is built once per Strapi instance and name, each call
 * binding `values` into it: building a wide join with knex (quoting every column and alias) cost
 * more CPU than PostgreSQL spent running it, on the statements every authenticated call makes.
 * `build` takes every per-call value through `value(key)`; a list goes in as one array (`idsIn`).
 * The text under one name must never vary (node-postgres refuses a name reused for other text):
 * give each shape its own name. Elsewhere (SQLite, where a list binds one parameter per item, so
 * the text varies) the builder is made with the values and run on each call. Returns the rows (a
 * builder's `.first()` would differ between the two: use `.limit(1)`).
 */
export async function runCompiled<Row>(
  strapi: Core.Strapi,
  conn: Conn,
  name: string,
  values: Record<string, unknown>,
  build: (value: BindValue) => Builder,
): Promise<Row[]> {
  if (!isPostgres(strapi)) return (await build(((key: string) => values[key]) as BindValue)) as Row[];
  let statements = compiled.get(strapi);
  if (!statements) compiled.set(strapi, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) {
    const { sql, bindings } = build(((key: string) => new Slot(key)) as BindValue).toSQL();
    statement = { sql, bindings: [...bindings] };
    statements.set(name, statement);
  }
  const bindings = statement.bindings.map((binding) => (binding instanceof Slot ? values[binding.key] : binding));
  const result = (await conn.raw(statement.sql, bindings as never).options({ name: `portal_${name}` })) as {
    rows: Row[];
  };
  return result.rows;
}
