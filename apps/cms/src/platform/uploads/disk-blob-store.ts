import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from './blob-store';

/** A key is one plain file name: nothing that could climb out of the folder. */
const SAFE_KEY = /^[A-Za-z0-9_-]{3,}$/;

/**
 * Objects as files under `dir`, in a sub-folder per key's first two characters, owner-only
 * (folders 0700, files 0600). Each write goes to a temp file renamed into place, so a reader never
 * sees half a file. Several replicas share the store only if they share the folder.
 */
export function diskBlobStore(dir: string): BlobStore {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('Invalid blob key');
    return path.join(dir, key.slice(0, 2), key);
  };
  const write = async (target: string, temporary: string, bytes: Uint8Array, flag: 'w' | 'wx') => {
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(temporary, bytes, { mode: 0o600, flag });
    await rename(temporary, target);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await write(target, `${target}.${process.pid}.tmp`, bytes, 'wx');
    },
    async ensure(key, bytes) {
      const target = pathOf(key);
      try {
        const info = await stat(target);
        if (info.isFile() && info.size === bytes.length) return false;
      } catch {
        // missing: written below
      }
      await write(target, `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`, bytes, 'w');
      return true;
    },
    async open(key) {
      try {
        const target = pathOf(key);
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { stream: createReadStream(target), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (!SAFE_KEY.test(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
