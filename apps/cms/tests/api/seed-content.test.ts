import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/**
 * What the demo seed makes, as a digest compared with the stored snapshot: the row count of every
 * table, every content type's rows (fields, components, relations by their targets' natural keys)
 * per locale and status, every media file's bytes and formats, the accounts and the requests per state. The
 * app boots on a copy of the run's seeded template with SEED_DEMO=true, so the digest is also
 * that of a second seeded boot (which must add nothing).
 *
 * The media bytes are those sharp makes on this platform (its libvips build, and the system fonts
 * for the charts' text): after a sharp upgrade, or on a machine with other fonts, review the
 * change and update the snapshot (`vitest -u`).
 */

type Json = Record<string, unknown>;
type Attribute = { type: string; relation?: string; target?: string; multiple?: boolean; component?: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with sorted keys: the same content gives the same text whatever the insertion order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Json)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value instanceof Date ? value.toISOString() : value) ?? 'null';
}

/** Content types whose timestamps the seed sets (the history of the demo requests); elsewhere they are the boot's time. */
const SEEDED_TIMESTAMPS = new Set([
  'api::data-access-request.data-access-request',
  'api::dataset-request.dataset-request',
  'api::request-event.request-event',
  'api::recommendation.recommendation',
  'api::request-file.request-file',
]);
const SYSTEM_TIMESTAMPS = ['createdAt', 'updatedAt', 'publishedAt', 'firstPublishedAt'];
/** Random per write: private storage keys. */
const RANDOM_FIELDS = new Set(['storageKey']);
const SKIPPED_TYPES = new Set(['password']);
/** Models outside the seed's reach (sessions, admin and plugin bookkeeping) or digested on their own (media). */
const SKIPPED_MODELS =
  /^(admin::|strapi::|plugin::upload\.|plugin::i18n\.|plugin::content-releases\.|plugin::review-workflows\.)/;

function normalise(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal':
      return Number(value);
    case 'boolean':
      return Boolean(value);
    case 'datetime':
    case 'timestamp':
      return new Date(value as string | number).toISOString();
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    default:
      return value;
  }
}

interface ModelRows {
  uid: string;
  attributes: Record<string, Attribute>;
  rows: Json[];
}

const componentAttributes = (strapi: Core.Strapi, uid: string) =>
  (strapi.components[uid as never] as unknown as { attributes: Record<string, Attribute> }).attributes;

/** Relations and media as their targets' documentId or file name, components whole (nested). */
function populateFor(strapi: Core.Strapi, attributes: Record<string, Attribute>): Json | true {
  const populate: Json = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'relation' && attribute.target) populate[name] = { select: ['documentId'] };
    else if (attribute.type === 'media') populate[name] = { select: ['name'] };
    else if (attribute.type === 'component' && attribute.component) {
      const nested = populateFor(strapi, componentAttributes(strapi, attribute.component));
      populate[name] = nested === true ? true : { populate: nested };
    }
  }
  return Object.keys(populate).length > 0 ? populate : true;
}

async function modelRows(strapi: Core.Strapi, uid: string): Promise<ModelRows> {
  const { attributes } = strapi.getModel(uid as never) as unknown as { attributes: Record<string, Attribute> };
  const populate = populateFor(strapi, attributes);
  const rows = (await strapi.db
    .query(uid as never)
    .findMany((populate === true ? {} : { populate }) as never)) as Json[];
  return { uid, attributes, rows };
}

/** A natural key per documentId (slug, e-mail, title…), so references compare across databases. */
function labels(all: ModelRows[]): Map<string, string> {
  const byId = new Map<string, string>();
  for (const { uid, rows } of all)
    for (const row of rows) {
      const key = ['slug', 'email', 'projectTitle', 'title', 'type', 'name', 'key'].find(
        (field) => typeof row[field] === 'string',
      );
      if (typeof row.documentId === 'string' && key) byId.set(row.documentId, `${uid}:${String(row[key])}`);
    }
  return byId;
}

function relabel(value: unknown, byId: Map<string, string>): unknown {
  if (typeof value === 'string') return byId.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => relabel(item, byId));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relabel(v, byId)]));
  return value;
}

/** A row's content: its fields and components, without ids and the boot's timestamps. */
function contentOf(
  strapi: Core.Strapi,
  uid: string,
  attributes: Record<string, Attribute>,
  row: Json,
  byId: Map<string, string>,
): Json {
  const fields: Json = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (SKIPPED_TYPES.has(attribute.type) || RANDOM_FIELDS.has(name)) continue;
    if (SYSTEM_TIMESTAMPS.includes(name) && !(SEEDED_TIMESTAMPS.has(uid) && name !== 'publishedAt')) continue;
    const value = row[name];
    if (attribute.type === 'component' && attribute.component) {
      const component = attribute.component;
      const content = (item: unknown) =>
        contentOf(strapi, component, componentAttributes(strapi, component), item as Json, byId);
      fields[name] = Array.isArray(value) ? value.map(content) : value ? content(value) : null;
    } else if (attribute.type === 'relation' || attribute.type === 'media') {
      const targets = (Array.isArray(value) ? value : value ? [value] : []) as Json[];
      const named = targets.map((target) =>
        attribute.type === 'media' ? String(target.name) : (byId.get(String(target.documentId)) ?? 'unlabelled'),
      );
      fields[name] = attribute.relation?.endsWith('ToMany') ? named.sort() : named;
    } else fields[name] = relabel(normalise(attribute.type, value), byId);
  }
  return fields;
}

function fingerprint(strapi: Core.Strapi, { uid, attributes, rows }: ModelRows, byId: Map<string, string>) {
  const groups: Record<string, string[]> = {};
  for (const row of rows) {
    const locale = typeof row.locale === 'string' ? row.locale : '-';
    const status = 'publishedAt' in attributes ? (row.publishedAt ? 'published' : 'draft') : '-';
    (groups[`${locale} ${status}`] ??= []).push(stable(contentOf(strapi, uid, attributes, row, byId)));
  }
  return Object.fromEntries(
    Object.entries(groups)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, items]) => [group, `${items.length} ${sha256(items.sort().join('\n')).slice(0, 16)}`]),
  );
}

async function tableCounts(strapi: Core.Strapi): Promise<Record<string, number>> {
  const knex = strapi.db.connection;
  const names: string[] =
    strapi.db.dialect.client === 'sqlite'
      ? (await knex.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")).map(
          (row: { name: string }) => row.name,
        )
      : (await knex.raw('select tablename as name from pg_tables where schemaname = current_schema()')).rows.map(
          (row: { name: string }) => row.name,
        );
  const counts: Record<string, number> = {};
  // Sessions, admin and migration bookkeeping change with every boot, not with the seed.
  for (const name of names.filter((table) => !/^(strapi_|admin_|up_sessions|knex_)/.test(table)).sort()) {
    const [row] = await knex(name).count({ count: '*' });
    counts[name] = Number(row?.count);
  }
  return counts;
}

async function mediaDigest(strapi: Core.Strapi): Promise<string[]> {
  const publicDir = strapi.dirs.static.public;
  const bytes = (url: string) => readFileSync(path.join(publicDir, url));
  const files = (await strapi.db.query('plugin::upload.file').findMany({ orderBy: { name: 'asc' } })) as Array<
    Json & { name: string; url: string; formats: unknown }
  >;
  const lines: string[] = [];
  for (const file of files) {
    const main = bytes(file.url);
    lines.push(
      `${file.name} ${String(file.mime)} ${String(file.width)}x${String(file.height)} ${Number(file.size)} ${main.length} ${sha256(main)} alt:${sha256(String(file.alternativeText)).slice(0, 12)} caption:${String(file.caption)} folder:${String(file.folderPath)} provider:${String(file.provider)}`,
    );
    const formats = (typeof file.formats === 'string' ? JSON.parse(file.formats) : (file.formats ?? {})) as Record<
      string,
      Json & { url: string }
    >;
    for (const key of Object.keys(formats).sort()) {
      const format = formats[key] as Json & { url: string };
      const data = bytes(format.url);
      lines.push(
        `  ${key} ${String(format.name)} ${String(format.ext)} ${String(format.mime)} ${String(format.width)}x${String(format.height)} ${Number(format.size)} ${String(format.sizeInBytes)} ${data.length} ${sha256(data)}`,
      );
    }
  }
  return lines;
}

/**
 * The parts of every entry of the demo media cache (src/bootstrap/seed/lib/media-cache.ts: a
 * 4-byte header length, a JSON header with each part's digest, the bytes), as one line per
 * entry: the file's digest, then its formats' digests sorted.
 */
function cachedMedia(appRoot: string): Set<string> {
  const root = path.join(appRoot, 'node_modules', '.cache', 'portal-demo-media');
  if (!existsSync(root)) return new Set();
  const entries = readdirSync(root).flatMap((generation) =>
    readdirSync(path.join(root, generation))
      .filter((name) => name.endsWith('.bin'))
      .map((name) => readFileSync(path.join(root, generation, name))),
  );
  return new Set(
    entries.map((data) => {
      const head = JSON.parse(data.subarray(4, 4 + data.readUInt32BE(0)).toString('utf8')) as {
        main: { sha256: string };
        formats: Array<{ sha256: string }>;
      };
      return [head.main.sha256, ...head.formats.map((format) => format.sha256).sort()].join(' ');
    }),
  );
}

let app: TestApp;

beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true });
});

afterAll(async () => {
  await app?.stop();
});

describe('demo seed content', () => {
  it('holds the same rows in every table', async () => {
    expect(await tableCounts(app.strapi)).toMatchSnapshot();
  });

  it('holds the same documents per content type, locale and status, components included', async () => {
    const uids = Object.keys(app.strapi.contentTypes).filter((uid) => !SKIPPED_MODELS.test(uid));
    const all = await Promise.all(uids.sort().map((uid) => modelRows(app.strapi, uid)));
    const byId = labels(all);
    const digest = Object.fromEntries(all.map((model) => [model.uid, fingerprint(app.strapi, model, byId)]));
    expect(digest).toMatchSnapshot();
  });

  it('holds the same media files: names, sizes, bytes and formats', async () => {
    const lines = await mediaDigest(app.strapi);
    expect(lines.filter((line) => !line.startsWith(' '))).toHaveLength(157);
    expect(lines).toMatchSnapshot();
  });

  it('leaves every picture it stored, formats included, in the media cache for the next seeded boots', async () => {
    const publicDir = app.strapi.dirs.static.public;
    const digest = (url: string) => sha256(readFileSync(path.join(publicDir, url)));
    const pictures = (await app.strapi.db.query('plugin::upload.file').findMany({
      where: { mime: { $startsWith: 'image/' } },
    })) as Array<Json & { name: string; url: string; formats: unknown }>;
    expect(pictures).toHaveLength(124);
    const cached = cachedMedia(app.strapi.dirs.app.root);
    const missing = pictures.filter((picture) => {
      const formats = (
        typeof picture.formats === 'string' ? JSON.parse(picture.formats) : (picture.formats ?? {})
      ) as Record<string, { url: string }>;
      const parts = [
        digest(picture.url),
        ...Object.values(formats)
          .map((format) => digest(format.url))
          .sort(),
      ];
      return !cached.has(parts.join(' '));
    });
    expect(missing.map((picture) => picture.name)).toEqual([]);
  });

  it('holds the same accounts, and the same requests per state', async () => {
    const users = (await app.strapi.db.query('plugin::users-permissions.user').findMany({
      populate: { role: { select: ['type'] } },
      orderBy: { email: 'asc' },
    })) as Array<Json & { role: { type: string } }>;
    const accounts = users.map(
      (user) =>
        `${String(user.email)} ${user.role.type} ${String(user.firstName)} ${String(user.lastName)} confirmed:${String(user.confirmed)} blocked:${String(user.blocked)}`,
    );
    const requests: Record<string, Record<string, number>> = {};
    for (const [format, uid] of [
      ['v1', 'api::dataset-request.dataset-request'],
      ['v2', 'api::data-access-request.data-access-request'],
    ] as const) {
      const rows = (await app.strapi.db
        .query(uid)
        .findMany({ populate: { internal: { select: ['requestStatus', 'approvalStatus'] } } })) as Array<
        Json & { internal: { requestStatus: string; approvalStatus: string } }
      >;
      const tally: Record<string, number> = {};
      for (const row of rows) {
        const state = `${row.internal.requestStatus}/${row.internal.approvalStatus}`;
        tally[state] = (tally[state] ?? 0) + 1;
      }
      requests[format] = Object.fromEntries(Object.entries(tally).sort(([a], [b]) => a.localeCompare(b)));
    }
    const admins = (await app.strapi.db.query('admin::user').findMany({ select: ['email'] })) as Json[];
    expect({ accounts, admins: admins.map((admin) => admin.email), requests }).toMatchSnapshot();
  });
});
