// The private request files in a backup: where the CMS keeps them (PRIVATE_FILES_STORE), copied to
// and from the backup's `private-files/` folder. The folder has the disk store's layout,
// `<first two characters of the key>/<key>` (disk-blob-store.ts), whichever store a backup came
// from: a bucket's objects go there under their keys, so a backup of either store restores into
// either store.
import { cpSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './archive.mjs';
import { filesIn, privateFilesDir } from './cms.mjs';
import { bucketClient, eachInParallel, s3Connection } from './s3.mjs';

/**
 * @typedef {object} PrivateFilesStore
 * @property {'disk' | 's3'} name
 * @property {string} label where the files are, for messages
 * @property {Record<string, string>} describe what the manifest records of the store
 * @property {() => Promise<number>} count files there now (a restore refuses a store that has any)
 * @property {(target: string) => Promise<{ count: number, bytes: number }>} copyOut copies every
 *   file into `target`
 * @property {(source: string, options: { replace: boolean }) => Promise<number>} copyIn copies
 *   `source`'s files in (after removing what is there when `replace`) and returns how many the
 *   store then has
 * @property {() => void} close
 */

/** An upload still being written (the CMS renames it when complete): not a file yet. */
const isPartial = (/** @type {string} */ file) => file.endsWith('.tmp');

/**
 * Where a key's file is in the backup's folder.
 * @param {string} folder
 * @param {string} key
 */
const fileOf = (folder, key) => path.join(folder, key.slice(0, 2), key);

/**
 * The files of a backup's folder with their keys: the path below the first folder.
 * @param {string} folder
 * @returns {Array<{ key: string, file: string }>}
 */
function keyedFiles(folder) {
  return filesIn(folder).map((file) => ({
    key: path.relative(folder, file).split(path.sep).slice(1).join('/'),
    file,
  }));
}

/**
 * A key that is a path below its folder, as the disk store needs: no empty, `.` or `..` part
 * (a bucket may hold a "folder" object, `a/`, that no file can stand for).
 * @param {string} key
 */
const isFileKey = (key) => key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** @param {string} folder */
function sizeOf(folder) {
  const files = filesIn(folder);
  return { count: files.length, bytes: files.reduce((n, file) => n + statSync(file).size, 0) };
}

/**
 * The folder of the `disk` store (PRIVATE_FILES_DIR).
 * @param {string} dir
 * @returns {PrivateFilesStore}
 */
function diskStore(dir) {
  return {
    name: 'disk',
    label: dir,
    describe: { store: 'disk' },
    count: async () => filesIn(dir).length,
    async copyOut(target) {
      mkdirSync(target, { recursive: true });
      if (filesIn(dir).length > 0) cpSync(dir, target, { recursive: true, filter: (file) => !isPartial(file) });
      return sizeOf(target);
    },
    async copyIn(source, { replace }) {
      if (replace) rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      cpSync(source, dir, { recursive: true });
      return filesIn(dir).length;
    },
    close: () => {},
  };
}

/**
 * The bucket of the `s3` store (S3_PRIVATE_BUCKET), objects under their keys.
 * @param {import('./s3.mjs').S3Connection} connection
 * @param {string} bucket
 * @returns {PrivateFilesStore}
 */
function s3Store(connection, bucket) {
  const objects = bucketClient(connection, bucket);
  return {
    name: 's3',
    label: `the bucket ${bucket} (S3_PRIVATE_BUCKET)`,
    describe: { store: 's3', bucket },
    count: async () => (await objects.list()).length,
    async copyOut(target) {
      mkdirSync(target, { recursive: true });
      const listed = await objects.list();
      const skipped = listed.filter(({ key }) => !isFileKey(key));
      for (const { key } of skipped) console.warn(`  warning: not a file, not copied: object "${key}"`);
      await eachInParallel(
        listed.filter(({ key }) => isFileKey(key)),
        async ({ key, size }) => {
          const written = await objects.download(key, fileOf(target, key));
          if (written !== size)
            throw new BackupError(`${key} changed while it was copied (${size} → ${written} bytes)`);
        },
      );
      return sizeOf(target);
    },
    async copyIn(source, { replace }) {
      if (replace) await eachInParallel(await objects.list(), ({ key }) => objects.remove(key));
      // Read one at a time per writer: a request file is at most REQUEST_FILE_MAX_SIZE.
      await eachInParallel(keyedFiles(source), ({ key, file }) => objects.upload(key, readFileSync(file)));
      return (await objects.list()).length;
    },
    close: () => objects.close(),
  };
}

/** @param {NodeJS.ProcessEnv} env */
function privateStoreName(env) {
  return env.PRIVATE_FILES_STORE?.trim() || 'disk';
}

/**
 * The CMS's private files store (PRIVATE_FILES_STORE), with the settings the CMS reads.
 * @param {NodeJS.ProcessEnv} env
 * @returns {PrivateFilesStore}
 */
export function privateFilesStore(env) {
  const name = privateStoreName(env);
  if (name === 'disk') return diskStore(privateFilesDir(env));
  if (name !== 's3') throw new BackupError(`PRIVATE_FILES_STORE must be "disk" or "s3" (got "${name}")`);
  const bucket = env.S3_PRIVATE_BUCKET?.trim();
  if (!bucket) throw new BackupError('S3_PRIVATE_BUCKET must be set when PRIVATE_FILES_STORE=s3');
  return s3Store(s3Connection(env, 'PRIVATE_FILES_STORE=s3'), bucket);
}
