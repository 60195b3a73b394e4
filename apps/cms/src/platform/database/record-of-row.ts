import type { Meta } from './schema-names';

/**
 * A row read by hand-written SQL as the query engine would return it: each scalar attribute of
 * the table under its attribute name, in the type the API gives it (the conversions of Strapi's
 * field classes, @strapi/database `fields/*`: JSON text parsed, datetimes as ISO strings, SQLite's
 * 0/1 as booleans, numbers as numbers). Relations and components are the caller's to attach.
 */
export function recordOfRow(meta: Meta, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [column, { name, type }] of scalarColumns(meta)) {
    if (!(column in row)) continue;
    const value = row[column];
    record[name] = value === null || value === undefined ? null : fromDatabase(type, value);
  }
  return record;
}

type Column = { name: string; type: string };

const SCALAR_TYPES = new Set([
  'increments',
  'password',
  'email',
  'string',
  'uid',
  'richtext',
  'text',
  'enumeration',
  'json',
  'blocks',
  'biginteger',
  'integer',
  'float',
  'decimal',
  'date',
  'time',
  'datetime',
  'timestamp',
  'boolean',
]);

const columnsByMeta = new WeakMap<Meta, Map<string, Column>>();

/** Column name → scalar attribute, once per content type's metadata. */
function scalarColumns(meta: Meta): Map<string, Column> {
  let columns = columnsByMeta.get(meta);
  if (!columns) {
    columns = new Map();
    for (const [name, attribute] of Object.entries(meta.attributes)) {
      if (!attribute.type || !SCALAR_TYPES.has(attribute.type)) continue;
      columns.set(attribute.columnName ?? name, { name, type: attribute.type });
    }
    columnsByMeta.set(meta, columns);
  }
  return columns;
}

function fromDatabase(type: string, value: unknown): unknown {
  switch (type) {
    case 'json':
    case 'blocks':
      return parseJson(value);
    case 'integer':
    case 'float':
    case 'decimal':
      return Number(value);
    case 'biginteger':
      return String(value);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return String(value) === '1' ? true : String(value) === '0' ? false : null;
    case 'datetime': {
      const date = value instanceof Date ? value : new Date(value as string | number);
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }
    case 'timestamp': {
      const time = (value instanceof Date ? value : new Date(value as string | number)).getTime();
      return Number.isNaN(time) ? null : String(time);
    }
    case 'date':
    case 'time':
    case 'increments':
      return value;
    default:
      return String(value);
  }
}

/** JSON text parsed (twice where early Strapi 5 stored it stringified twice); anything else as it is. */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'string' ? (JSON.parse(parsed) as unknown) : parsed;
  } catch {
    return value;
  }
}
