// The portal backup file: a gzipped tar of a manifest, Strapi's export archive and the private
// request files, optionally encrypted as a whole (AES-256-GCM, key derived from a passphrase).
// Plain Node plus the system `tar`, so that it runs wherever the CMS runs.
import { spawnSync } from 'node:child_process';
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { createReadStream, createWriteStream, openSync, readSync, closeSync, statSync, writeFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';

export const MANIFEST = 'manifest.json';
export const STRAPI_EXPORT = 'strapi-export.tar.gz';
export const PRIVATE_FILES = 'private-files';
export const FORMAT = 'open-data-access-portal-backup';
export const FORMAT_VERSION = 1;

/** First bytes of an encrypted backup; then salt, IV, ciphertext and the GCM tag. */
const MAGIC = Buffer.from('PORTALBK1\n');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES;

export class BackupError extends Error {}

/**
 * @param {string} passphrase
 * @param {Buffer} salt
 */
function deriveKey(passphrase, salt) {
  // scrypt makes guessing a short passphrase expensive; N=2^15 takes ~0.1 s once per run.
  return scryptSync(passphrase, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
}

/**
 * Packs `entries` (names relative to `dir`) into a gzipped tar.
 * @param {string} dir
 * @param {readonly string[]} entries
 * @param {string} file
 */
export function packTar(dir, entries, file) {
  const result = spawnSync('tar', ['-czf', file, '-C', dir, ...entries], { encoding: 'utf8' });
  if (result.status !== 0) throw new BackupError(`tar could not write ${file}: ${result.stderr || result.error}`);
}

/**
 * Unpacks a gzipped tar into `dir`; a file that is not one is reported as such.
 * @param {string} file
 * @param {string} dir
 */
export function unpackTar(file, dir) {
  const result = spawnSync('tar', ['-xzf', file, '-C', dir, '--no-same-owner'], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new BackupError(`${file} is not a portal backup (tar could not read it: ${result.stderr.trim()})`);
}

/** @param {string} file */
export function isEncrypted(file) {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const read = readSync(fd, head, 0, MAGIC.length, 0);
    return read === MAGIC.length && head.equals(MAGIC);
  } finally {
    closeSync(fd);
  }
}

/**
 * @param {string} source
 * @param {string} target
 * @param {string} passphrase
 */
export async function encryptFile(source, target, passphrase) {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(passphrase, salt), iv);
  writeFileSync(target, Buffer.concat([MAGIC, salt, iv]));
  await pipeline(createReadStream(source), cipher, createWriteStream(target, { flags: 'a' }));
  writeFileSync(target, cipher.getAuthTag(), { flag: 'a' });
}

/**
 * Decrypts to `target`; a wrong passphrase or a damaged file fails the GCM check.
 * @param {string} source
 * @param {string} target
 * @param {string} passphrase
 */
export async function decryptFile(source, target, passphrase) {
  const size = statSync(source).size;
  if (size < HEADER_BYTES + TAG_BYTES) throw new BackupError(`${source} is truncated`);
  const fd = openSync(source, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    readSync(fd, header, 0, HEADER_BYTES, 0);
    readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    closeSync(fd);
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(passphrase, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(source, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(target),
    );
  } catch {
    throw new BackupError(`Cannot decrypt ${source}: wrong BACKUP_ENCRYPTION_KEY, or the file is damaged`);
  }
}
