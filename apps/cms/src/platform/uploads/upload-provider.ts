import type { PortalEnv } from '../env/env';

/**
 * The upload plugin's storage, chosen by UPLOAD_PROVIDER (validated in env.ts):
 *
 * - `local`: files under PUBLIC_DIR/uploads, served by Strapi at /uploads. With several CMS
 *   replicas that folder must be one shared volume, or a file uploaded through one replica is a
 *   404 on the others.
 * - `aws-s3`: @strapi/provider-upload-aws-s3 (AWS or any S3-compatible store); every replica
 *   reads and writes the same bucket, and the media URLs point at the bucket (or S3_BASE_URL).
 *
 * Only the provider part of the plugin's config; size limits and MIME rules stay in plugins.ts.
 */
export type UploadProviderConfig =
  | { provider: 'local'; providerOptions: Record<string, never> }
  | {
      provider: 'aws-s3';
      providerOptions: {
        baseUrl?: string;
        rootPath?: string;
        s3Options: {
          region: string;
          endpoint?: string;
          forcePathStyle: boolean;
          credentials?: { accessKeyId: string; secretAccessKey: string };
          params: { Bucket: string; ACL?: 'public-read' | 'private' };
        };
      };
    };

export function uploadProviderConfig(upload: PortalEnv['upload']): UploadProviderConfig {
  if (upload.provider === 'local') return { provider: 'local', providerOptions: {} };
  const { s3 } = upload;
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(s3.baseUrl ? { baseUrl: s3.baseUrl } : {}),
      ...(s3.rootPath ? { rootPath: s3.rootPath } : {}),
      s3Options: {
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        ...(s3.credentials ? { credentials: s3.credentials } : {}),
        // The provider adds `public-read` unless the ACL key is present: `none` sends the key
        // without a value, so buckets with ACLs disabled accept the uploads.
        params: { Bucket: s3.bucket, ACL: s3.acl === 'none' ? undefined : s3.acl },
      },
    },
  };
}

/** Origins the admin panel must be allowed to load media from (its CSP img-src/media-src). */
export function uploadMediaOrigins(upload: PortalEnv['upload']): string[] {
  if (upload.provider === 'local') return [];
  const { s3 } = upload;
  if (s3.baseUrl) return [new URL(s3.baseUrl).origin];
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    return s3.forcePathStyle ? [endpoint.origin] : [`${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
  }
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`];
}
