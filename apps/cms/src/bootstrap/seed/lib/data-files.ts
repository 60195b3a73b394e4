import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * The demo content lives in YAML files under `seed/data` (see data/README.md). tsc emits no
 * YAML, so the compiled server reads them from the source folder too (edits apply without a
 * rebuild). The seed runs only in a workspace install: the production image has neither the
 * seed nor its libraries.
 */
function findDataDir(): string {
  const here = path.resolve(__dirname, '..', 'data');
  const inDist = `${path.sep}dist${path.sep}src${path.sep}`;
  const source = here.includes(inDist) ? here.replace(inDist, `${path.sep}src${path.sep}`) : here;
  if (!existsSync(path.join(source, 'media.yaml')))
    throw new Error(`Seed data folder not found (looked in ${source}).`);
  return source;
}

let dataDir: string | undefined;

function seedDataDir(): string {
  dataDir ??= findDataDir();
  return dataDir;
}

/** A path as shown in error messages: relative to the data folder, e.g. `data/en/home.yaml`. */
function displayPath(file: string): string {
  return path.join('data', path.relative(seedDataDir(), file));
}

export class SeedDataError extends Error {
  constructor(file: string, message: string) {
    super(`Seed data file ${displayPath(file)}: ${message}`);
    this.name = 'SeedDataError';
  }
}

/** Reads one YAML file and validates it; any problem names the file and the offending path. */
export function readDataFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SeedDataError(file, error instanceof Error ? error.message : String(error));
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new SeedDataError(file, `\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** Absolute path of a file in the data folder, from its path relative to it. */
export function dataPath(...parts: string[]): string {
  return path.join(seedDataDir(), ...parts);
}

/** Locale folders (two-letter names), the default locale first. */
export function dataLocales(defaultLocale: string): string[] {
  const locales = readdirSync(seedDataDir())
    .filter((name) => /^[a-z]{2}$/.test(name) && statSync(dataPath(name)).isDirectory())
    .sort();
  if (!locales.includes(defaultLocale))
    throw new Error(`Seed data has no folder for the default locale ${defaultLocale}`);
  return [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
}

/** A locale folder's entries: `<name>.yaml` files and `<name>/` folders (one YAML file per entry). */
export function localeEntries(locale: string): Array<{ name: string; files: string[]; folder: boolean }> {
  const dir = dataPath(locale);
  return readdirSync(dir)
    .sort()
    .flatMap((entry): Array<{ name: string; files: string[]; folder: boolean }> => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        const files = readdirSync(full)
          .filter((name) => name.endsWith('.yaml'))
          .sort()
          .map((name) => path.join(full, name));
        return [{ name: entry, files, folder: true }];
      }
      return entry.endsWith('.yaml') ? [{ name: entry.slice(0, -'.yaml'.length), files: [full], folder: false }] : [];
    });
}
