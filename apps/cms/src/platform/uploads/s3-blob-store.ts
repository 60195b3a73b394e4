import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The SDK's "no such object": GetObject says NoSuchKey, HeadObject only a bare 404. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in a bucket of AWS S3 or an S3-compatible store, under their key as it is (no folder).
 * Written without an ACL and as `application/octet-stream`: an object is never public and a
 * browser that reached one anyway would only download opaque bytes; the CMS streams them after
 * its own access check, with the file's name and type from its record. The bytes travel in one
 * PUT with their SHA-256, so the store refuses a body that arrived damaged. Every replica that
 * names the same bucket sees the same objects.
 */
export function s3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;

  const put = async (key: string, bytes: Uint8Array, sha256: string) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        // A buffer, not a stream: with a length known up front the SDK sends a plain body, which
        // every S3-compatible store reads (a stream would go out in aws-chunked encoding).
        Body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        ContentLength: bytes.byteLength,
        ContentType: 'application/octet-stream',
        ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
      }),
    );
  };

  return {
    put,
    async ensure(key, bytes, sha256) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        if (head.ContentLength === bytes.byteLength) return false;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await put(key, bytes, sha256);
      return true;
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no stream for ${key}`);
        return { stream: object.Body, size: Number(object.ContentLength) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that does not exist.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
