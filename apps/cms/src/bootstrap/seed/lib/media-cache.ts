import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PreparedUpload, StoredVariant } from './media';

/**
 * An on-disk cache of the demo media as the upload plugin stores them (the picture after its
 * size optimization, and its thumbnail and responsive formats), so that every seeded boot after
 * the first on a machine skips rendering the pictures and resizing them with sharp. It lives in
 * the app's node_modules/.cache/portal-demo-media: a fresh install starts empty, and deleting
 * the folder is always safe.
 *
 * An entry is keyed by what determines its bytes: the generator's input (the media.yaml or
 * charts.yaml entry), the upload settings, and the generation's fingerprint (the generator
 * modules' own code, the versions of the libraries that draw and encode, and the installed
 * fonts, which the charts' text is drawn with). A new fingerprint starts a new folder and
 * removes the older ones.
 */

const CACHE_FORMAT = 'portal-demo-media 1';

/** The modules whose code shapes the bytes: a change to any of them starts a fresh cache. */
const GENERATOR_MODULES = [
  'chart',
  'demo-media',
  'icons',
  'illustration',
  'media',
  'media-cache',
  'palette',
  'portrait',
];
const GENERATOR_PACKAGES = ['sharp', 'vega', 'vega-lite', '@dicebear/core', '@dicebear/collection', 'lucide-static'];
const FONT_DIRS = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  '/System/Library/Fonts',
  '/Library/Fonts',
  path.join(homedir(), '.fonts'),
  path.join(homedir(), '.local', 'share', 'fonts'),
  path.join(homedir(), 'Library', 'Fonts'),
];

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** A package's version, found as Node finds the package from `from` (whatever its `exports` allow). */
function packageVersion(name: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest))
      return `${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? '?'}`;
    if (path.dirname(dir) === dir) return `${name}@missing`;
  }
}

/** The font files the system has (names and sizes): installing or updating fonts redraws the charts. */
function fontList(): string[] {
  return FONT_DIRS.filter((dir) => existsSync(dir)).flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .sort()
      .flatMap((name) => {
        const full = path.join(dir, name);
        const stat = statSync(full, { throwIfNoEntry: false });
        return stat?.isFile() ? [`${full} ${stat.size}`] : [];
      }),
  );
}

function fingerprint(appRoot: string): string {
  const extension = path.extname(__filename);
  const sources = GENERATOR_MODULES.map((name) => sha256(readFileSync(path.join(__dirname, `${name}${extension}`))));
  return sha256(
    JSON.stringify({
      format: CACHE_FORMAT,
      sources,
      packages: [
        ...GENERATOR_PACKAGES.map((name) => packageVersion(name, appRoot)),
        // The upload plugin's image functions make the optimized picture and its formats.
        packageVersion('@strapi/upload', path.dirname(require.resolve('@strapi/strapi', { paths: [appRoot] }))),
      ],
      libraries: sharp.versions,
      fonts: fontList(),
    }),
  );
}

/** JSON with sorted keys, so that a key does not depend on the order an object was built in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

type VariantHeader = Omit<StoredVariant, 'bytes'> & { length: number; sha256: string };
interface EntryHeader {
  main: VariantHeader;
  formats: Array<VariantHeader & { key: string }>;
}

const header = ({ bytes, ...rest }: StoredVariant): VariantHeader => ({
  ...rest,
  length: bytes.length,
  sha256: sha256(bytes),
});

/** One file per entry: the length of a JSON header (4 bytes), the header, then the bytes of each part. */
function encode(prepared: PreparedUpload): Buffer {
  const head: EntryHeader = {
    main: header(prepared.main),
    formats: prepared.formats.map(({ key, ...variant }) => ({ key, ...header(variant) })),
  };
  const json = Buffer.from(JSON.stringify(head), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, prepared.main.bytes, ...prepared.formats.map((format) => format.bytes)]);
}

/** The entry back, or undefined when it is damaged (cut short, or a part whose bytes do not match their digest). */
function decode(data: Buffer): PreparedUpload | undefined {
  try {
    const jsonEnd = 4 + data.readUInt32BE(0);
    const head = JSON.parse(data.subarray(4, jsonEnd).toString('utf8')) as EntryHeader;
    let offset = jsonEnd;
    const part = ({ length, sha256: digest, ...rest }: VariantHeader): StoredVariant | undefined => {
      const bytes = data.subarray(offset, offset + length);
      offset += length;
      return bytes.length === length && sha256(bytes) === digest ? { ...rest, bytes } : undefined;
    };
    const main = part(head.main);
    const formats = head.formats.map(({ key, ...variant }) => {
      const stored = part(variant);
      return stored && { key, ...stored };
    });
    if (!main || offset !== data.length || formats.some((format) => !format)) return undefined;
    return { main, formats: formats as PreparedUpload['formats'] };
  } catch {
    return undefined;
  }
}

export interface MediaCache {
  /** The stored result for this input, or what `make` returns (then stored for the next boots). */
  get(input: unknown, make: () => Promise<PreparedUpload>): Promise<PreparedUpload>;
  /** How many entries were read from the disk and how many were made. */
  readonly stats: { hits: number; misses: number };
}

/**
 * The cache of this app (`appRoot`) for uploads made with these settings (the upload plugin's
 * settings and breakpoints: they decide the optimization and the formats).
 */
export function openMediaCache(appRoot: string, settings: unknown): MediaCache {
  const root = path.join(appRoot, 'node_modules', '.cache', 'portal-demo-media');
  let folder: Promise<string | undefined> | undefined;
  const generation = () => {
    folder ??= (async () => {
      const name = fingerprint(appRoot).slice(0, 32);
      const dir = path.join(root, name);
      if (!existsSync(dir)) {
        await mkdir(dir, { recursive: true });
        const older = readdirSync(root).filter((entry) => entry !== name);
        await Promise.all(older.map((entry) => rm(path.join(root, entry), { recursive: true, force: true })));
      }
      return dir;
    })().catch(() => undefined); // A folder that cannot be made (read-only install): no cache, same media.
    return folder;
  };
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    async get(input, make) {
      const dir = await generation();
      if (!dir) return make();
      const file = path.join(dir, `${sha256(stable({ input, settings }))}.bin`);
      const stored = await readFile(file).then(decode, () => undefined);
      if (stored) {
        stats.hits += 1;
        return stored;
      }
      stats.misses += 1;
      const prepared = await make();
      // Written aside, then renamed: a boot reading at the same time sees the whole entry or none.
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, encode(prepared));
        await rename(temporary, file);
      } catch {
        // A full disk, or the folder removed meanwhile by a boot of newer code: the next boot renders again.
        await rm(temporary, { force: true });
      }
      return prepared;
    },
  };
}
