import type { Readable } from 'node:stream';

/**
 * Where bytes that must never be public are kept: a folder (./disk-blob-store.ts) or a bucket
 * (./s3-blob-store.ts). Keys are opaque names the caller chooses and checks; a store publishes
 * nothing and hands out no URL: whoever reads an object does so through the CMS.
 */
export interface BlobStore {
  /** Stores new bytes under `key`; `sha256` is their hex digest, which a bucket verifies on receipt. */
  put(key: string, bytes: Uint8Array, sha256: string): Promise<void>;
  /** Writes the bytes unless an object of that size is there already; true when it wrote them. */
  ensure(key: string, bytes: Uint8Array, sha256: string): Promise<boolean>;
  /** The bytes as a stream, with their size; null when there is no such object. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
}
