import type { Core } from '@strapi/strapi';

type Conn = Core.Strapi['db']['connection'];
type Builder = ReturnType<Conn['queryBuilder']>;

const isPostgres = (strapi: Core.Strapi): boolean => strapi.db.dialect.client === 'postgres';

/** A value a compiled statement binds per call: its placeholder while the text is built once. */
class Slot {
  constructor(
    readonly key: string,
    /** The value is a list of one, bound as its item (`idsIn`'s `column = ?`). */
    readonly single: boolean,
  ) {}
}

/**
 * `column IN (ids)` whose SQL text does not depend on the number of ids (PostgreSQL: `= ANY(?)`,
 * the array cast to `arrayType` when given). In a statement `runCompiled` prepares for a list of
 * one, it is `column = ?`: see `runCompiled` for why that shape is its own.
 */
export function idsIn<T extends Builder>(
  strapi: Core.Strapi,
  builder: T,
  column: string,
  ids: ReadonlyArray<number | string>,
  arrayType?: 'text[]',
): T {
  if (!isPostgres(strapi)) return builder.whereIn(column, ids as never) as T;
  if (ids instanceof Slot && ids.single) return builder.whereRaw('?? = ?', [column, ids as never]) as T;
  return builder.whereRaw(`?? = ANY(?${arrayType ? `::${arrayType}` : ''})`, [column, ids as never]) as T;
}

/** A value `build` binds: the value itself, or (PostgreSQL, building the text once) its slot. */
export type BindValue = (key: string) => never;

const compiled = new WeakMap<Core.Strapi, Map<string, { sql: string; bindings: unknown[] }>>();

/**
 * Runs the statement `build` makes on `conn` (a transaction or the pool). On PostgreSQL it is the
 * named prepared statement `portal_<name>`, so each pooled connection parses it once and, after
 * five runs, keeps a generic plan instead of planning on every call — planning the joins cost more
 * than running them — and its SQL text is built once per Strapi instance and name, each call
 * binding `values` into it: building a wide join with knex (quoting every column and alias) cost
 * more CPU than PostgreSQL spent running it, on the statements every authenticated call makes.
 * `build` takes every per-call value through `value(key)`; a list goes in as one array (`idsIn`).
 * A list of one (a command's or a review page's request) gets a statement of its own, `column =
 * ?`: PostgreSQL prices a generic plan of `= ANY(array)` for an array of unknown length far above
 * the custom plan for one id, so it planned that statement anew on every call (about 1 ms of the
 * server's CPU for the request read's ten joins, 0.1 ms to run it).
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
  const singles = Object.keys(values).filter((key) => Array.isArray(values[key]) && values[key].length === 1);
  const statementName = singles.length > 0 ? `${name}__one_${singles.join('_')}` : name;
  let statement = statements.get(statementName);
  if (!statement) {
    const { sql, bindings } = build(((key: string) => new Slot(key, singles.includes(key))) as BindValue).toSQL();
    statement = { sql, bindings: [...bindings] };
    statements.set(statementName, statement);
  }
  const bindings = statement.bindings.map((binding) =>
    binding instanceof Slot ? (binding.single ? (values[binding.key] as unknown[])[0] : values[binding.key]) : binding,
  );
  const result = (await conn.raw(statement.sql, bindings as never).options({ name: `portal_${statementName}` })) as {
    rows: Row[];
  };
  return result.rows;
}
