// The S3 settings of the CMS, read as apps/cms/src/platform/env (env-schema.ts, env.ts) reads
// them: the same variable names and defaults, a blank value counting as unset; and the few bucket
// operations the backup scripts need, with the CMS's own @aws-sdk/client-s3.
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './archive.mjs';
import { requireFromCms } from './cms.mjs';

/** @param {string | undefined} value */
const given = (value) => (value?.trim() ? value.trim() : undefined);

const TRUE = ['true', '1', 'yes'];
const FALSE = ['false', '0', 'no'];

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 */
function flag(env, name) {
  const raw = given(env[name]);
  if (raw === undefined) return false;
  if (TRUE.includes(raw.toLowerCase())) return true;
  if (FALSE.includes(raw.toLowerCase())) return false;
  throw new BackupError(`${name} must be true or false (got "${raw}")`);
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 */
function webUrl(env, name) {
  const raw = given(env[name]);
  if (raw === undefined) return undefined;
  let parsed;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
    throw new BackupError(`${name} must be an absolute http(s) URL (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

/**
 * @typedef {object} S3Connection
 * @property {string} region
 * @property {string} [endpoint]
 * @property {boolean} forcePathStyle
 * @property {{ accessKeyId: string, secretAccessKey: string }} [credentials] unset: the SDK's default chain
 */

/**
 * How the CMS reaches S3 (env.ts `s3Connection`), for a store that `reason` names.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} reason e.g. "PRIVATE_FILES_STORE=s3"
 * @returns {S3Connection}
 */
export function s3Connection(env, reason) {
  const region = given(env.S3_REGION);
  if (!region) throw new BackupError(`S3_REGION must be set when ${reason}`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new BackupError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither (the machine role is used)',
    );
  const endpoint = webUrl(env, 'S3_ENDPOINT');
  return {
    region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

/**
 * The media store of the CMS (UPLOAD_PROVIDER, upload-provider.ts), for the manifest.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ store: 'local' } | { store: 'aws-s3', bucket: string, rootPath?: string, baseUrl?: string }}
 */
export function mediaStore(env) {
  const provider = given(env.UPLOAD_PROVIDER) ?? 'local';
  if (provider === 'local') return { store: 'local' };
  if (provider !== 'aws-s3') throw new BackupError(`UPLOAD_PROVIDER must be "local" or "aws-s3" (got "${provider}")`);
  const bucket = given(env.S3_BUCKET);
  if (!bucket) throw new BackupError('S3_BUCKET must be set when UPLOAD_PROVIDER=aws-s3');
  const rootPath = given(env.S3_ROOT_PATH);
  const baseUrl = webUrl(env, 'S3_BASE_URL');
  return { store: 'aws-s3', bucket, ...(rootPath ? { rootPath } : {}), ...(baseUrl ? { baseUrl } : {}) };
}

/** Objects moved at once: enough to hide the round trips, few enough for any store's limits. */
const PARALLEL = 8;

/**
 * Runs `work` on every item, at most PARALLEL at a time; the first failure is thrown.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => Promise<unknown>} work
 */
export async function eachInParallel(items, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = /** @type {T} */ (items[next++]);
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/**
 * The objects of one bucket: listed, copied to files, written from buffers, removed.
 * @param {S3Connection} connection
 * @param {string} bucket
 */
export function bucketClient(connection, bucket) {
  const sdk = requireFromCms('@aws-sdk/client-s3');
  const client = new sdk.S3Client(connection);
  const Bucket = bucket;

  /** @param {unknown} caught */
  const failure = (caught) => {
    const error = /** @type {Error & { name?: string }} */ (caught);
    if (error.name === 'NoSuchBucket') return new BackupError(`The bucket ${bucket} does not exist`);
    return new BackupError(
      `S3 bucket ${bucket}: ${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`,
    );
  };

  return {
    /** Fails with a message when the bucket cannot be listed (missing, or no permission). */
    async probe() {
      try {
        await client.send(new sdk.ListObjectsV2Command({ Bucket, MaxKeys: 1 }));
      } catch (caught) {
        throw failure(caught);
      }
    },
    /** @returns {Promise<Array<{ key: string, size: number }>>} every object, in key order */
    async list() {
      /** @type {Array<{ key: string, size: number }>} */
      const objects = [];
      /** @type {string | undefined} */
      let token;
      try {
        do {
          const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken: token }));
          for (const object of page.Contents ?? [])
            if (object.Key !== undefined) objects.push({ key: object.Key, size: Number(object.Size ?? 0) });
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      } catch (caught) {
        throw failure(caught);
      }
      return objects;
    },
    /**
     * Streams an object into `file` and returns its size.
     * @param {string} key
     * @param {string} file
     */
    async download(key, file) {
      mkdirSync(path.dirname(file), { recursive: true });
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        await pipeline(object.Body, createWriteStream(file));
        return Number(object.ContentLength);
      } catch (caught) {
        throw failure(caught);
      }
    },
    /**
     * Writes an object as the CMS's private store does (s3-blob-store.ts): no ACL, opaque type,
     * a plain body of known length with its SHA-256, which the store checks.
     * @param {string} key
     * @param {Buffer} bytes
     */
    async upload(key, bytes) {
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: 'application/octet-stream',
            ChecksumSHA256: createHash('sha256').update(bytes).digest('base64'),
          }),
        );
      } catch (caught) {
        throw failure(caught);
      }
    },
    /** @param {string} key */
    async remove(key) {
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (caught) {
        throw failure(caught);
      }
    },
    close: () => client.destroy(),
  };
}
