// The private request files in a backup: where the CMS keeps them (PRIVATE_FILES_STORE), copied to
// and from the backup's `private-files/` folder (the disk store's layout, `<first two characters
// of the key>/<key>`). Only the disk store can be copied so far; another store plugs in here.
import { cpSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { filesIn, privateFilesDir } from './cms.mjs';

/**
 * @typedef {object} PrivateFilesStore
 * @property {string} label where the files are, for messages
 * @property {() => number} count files there now (a restore refuses a store that has any)
 * @property {(target: string) => { count: number, bytes: number }} copyOut copies every file into `target`
 * @property {(source: string, options: { replace: boolean }) => number} copyIn copies `source`'s files
 *   in (after removing what is there when `replace`) and returns how many the store then has
 */

/** An upload still being written (the CMS renames it when complete): not a file yet. */
const isPartial = (/** @type {string} */ file) => file.endsWith('.tmp');

/**
 * The folder of the `disk` store (PRIVATE_FILES_DIR).
 * @param {string} dir
 * @returns {PrivateFilesStore}
 */
function diskStore(dir) {
  return {
    label: dir,
    count: () => filesIn(dir).length,
    copyOut(target) {
      mkdirSync(target, { recursive: true });
      if (filesIn(dir).length > 0) cpSync(dir, target, { recursive: true, filter: (file) => !isPartial(file) });
      const files = filesIn(target);
      return { count: files.length, bytes: files.reduce((n, file) => n + statSync(file).size, 0) };
    },
    copyIn(source, { replace }) {
      if (replace) rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      cpSync(source, dir, { recursive: true });
      return filesIn(dir).length;
    },
  };
}

/** @param {NodeJS.ProcessEnv} env */
export function privateStoreName(env) {
  return env.PRIVATE_FILES_STORE?.trim() || 'disk';
}

/**
 * The CMS's private files store, or undefined when the backup scripts cannot copy it (a bucket:
 * back it up with the store's own tools).
 * @param {NodeJS.ProcessEnv} env
 * @returns {PrivateFilesStore | undefined}
 */
export function privateFilesStore(env) {
  return privateStoreName(env) === 'disk' ? diskStore(privateFilesDir(env)) : undefined;
}
