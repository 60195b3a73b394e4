import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The key pair s3rver knows (it checks that the key exists, not the signature). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export interface TestS3 {
  endpoint: string;
  /** The CMS variables of the private store on `bucket`. */
  privateStoreEnv: (bucket: string) => Record<string, string>;
  /** The object's bytes, or null when there is none. */
  read: (bucket: string, key: string) => Promise<Buffer | null>;
  head: (bucket: string, key: string) => Promise<{ size: number; type?: string } | null>;
  write: (bucket: string, key: string, bytes: Buffer) => Promise<void>;
  remove: (bucket: string, key: string) => Promise<void>;
  keys: (bucket: string) => Promise<string[]>;
  stop: () => Promise<void>;
}

const missing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * An S3 protocol server in this process (s3rver, on a free port, storing in a temp folder) with
 * `buckets` created, and an SDK client on it to look behind the CMS's back.
 */
export async function startS3(buckets: string[]): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    privateStoreEnv: (bucket) => ({
      PRIVATE_FILES_STORE: 's3',
      S3_PRIVATE_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    read: async (bucket, key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    head: async (bucket, key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: Number(head.ContentLength), type: head.ContentType };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    write: async (bucket, key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    remove: async (bucket, key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    keys: async (bucket) => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    stop: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
