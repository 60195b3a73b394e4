import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, readEnv } from '../../src/platform/env/env';
import { uploadMediaOrigins, uploadProviderConfig } from '../../src/platform/uploads/upload-provider';

const s3Env = { UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'portal-media', S3_REGION: 'eu-west-1' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    readEnv(env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
  return [];
}

describe('upload provider selection (UPLOAD_PROVIDER)', () => {
  it('stores files locally by default, with no extra CSP origin', () => {
    const { upload } = readEnv({});
    expect(uploadProviderConfig(upload)).toEqual({ provider: 'local', providerOptions: {} });
    expect(uploadMediaOrigins(upload)).toEqual([]);
    expect(uploadProviderConfig(readEnv({ UPLOAD_PROVIDER: ' ' }).upload).provider).toBe('local');
  });

  it('configures @strapi/provider-upload-aws-s3 from the S3_* variables', () => {
    const { upload } = readEnv({
      ...s3Env,
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ROOT_PATH: 'portal',
      S3_BASE_URL: 'https://cdn.example.org/',
    });
    expect(uploadProviderConfig(upload)).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: 'https://cdn.example.org',
        rootPath: 'portal',
        s3Options: {
          region: 'eu-west-1',
          forcePathStyle: false,
          credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
          params: { Bucket: 'portal-media', ACL: 'public-read' },
        },
      },
    });
    expect(uploadMediaOrigins(upload)).toEqual(['https://cdn.example.org']);
  });

  it('uses the machine role when no keys are given, and an S3-compatible endpoint when set', () => {
    const { upload } = readEnv({
      ...s3Env,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACL: 'none',
    });
    const config = uploadProviderConfig(upload);
    expect(config.provider).toBe('aws-s3');
    if (config.provider !== 'aws-s3') return;
    expect(config.providerOptions.s3Options).toEqual({
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      params: { Bucket: 'portal-media', ACL: undefined },
    });
    // The provider adds public-read unless the ACL key is present.
    expect('ACL' in config.providerOptions.s3Options.params).toBe(true);
    expect('credentials' in config.providerOptions.s3Options).toBe(false);
    expect(uploadMediaOrigins(upload)).toEqual(['http://minio:9000']);
  });

  it('derives the bucket origin for the admin CSP', () => {
    expect(uploadMediaOrigins(readEnv(s3Env).upload)).toEqual(['https://portal-media.s3.eu-west-1.amazonaws.com']);
    expect(uploadMediaOrigins(readEnv({ ...s3Env, S3_ENDPOINT: 'https://s3.example.net' }).upload)).toEqual([
      'https://portal-media.s3.example.net',
    ]);
  });

  it('names every missing or bad S3 variable', () => {
    expect(problemsOf({ UPLOAD_PROVIDER: 'aws-s3' })).toEqual([
      'S3_BUCKET must be set when UPLOAD_PROVIDER=aws-s3',
      'S3_REGION must be set when UPLOAD_PROVIDER=aws-s3',
    ]);
    expect(problemsOf({ UPLOAD_PROVIDER: 's3' })).toEqual(['UPLOAD_PROVIDER must be "local" or "aws-s3" (got "s3")']);
    expect(problemsOf({ ...s3Env, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      'S3_SECRET_ACCESS_KEY S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither (the machine role is used)',
    ]);
    expect(problemsOf({ ...s3Env, S3_ENDPOINT: 'minio:9000', S3_ACL: 'open' })).toEqual([
      'S3_ENDPOINT must be an absolute http(s) URL (got "minio:9000")',
      'S3_ACL must be "public-read", "private" or "none" (got "open")',
    ]);
  });

  it('ignores the S3 variables while the provider is local', () => {
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([]);
  });
});

describe('private file store (PRIVATE_FILES_STORE)', () => {
  const privateS3 = { PRIVATE_FILES_STORE: 's3', S3_PRIVATE_BUCKET: 'portal-private', S3_REGION: 'eu-west-1' };

  it('keeps request files on disk by default, whatever the S3 variables say', () => {
    expect(readEnv({}).privateFilesStore).toEqual({ store: 'disk' });
    expect(readEnv({ ...s3Env, S3_PRIVATE_BUCKET: 'portal-private' }).privateFilesStore).toEqual({ store: 'disk' });
    expect(readEnv({ PRIVATE_FILES_STORE: ' ' }).privateFilesStore).toEqual({ store: 'disk' });
  });

  it('puts them in the private bucket over the shared connection settings, without the media-only ones', () => {
    const env = readEnv({
      ...privateS3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ROOT_PATH: 'portal',
      S3_BASE_URL: 'https://cdn.example.org',
    });
    expect(env.privateFilesStore).toEqual({
      store: 's3',
      s3: {
        bucket: 'portal-private',
        region: 'eu-west-1',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      },
    });
    // The media may stay local meanwhile.
    expect(env.upload).toEqual({ provider: 'local' });
  });

  it('uses the machine role without keys, and runs beside S3 media in another bucket', () => {
    const env = readEnv({ ...s3Env, ...privateS3 });
    expect(env.privateFilesStore).toEqual({
      store: 's3',
      s3: {
        bucket: 'portal-private',
        region: 'eu-west-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      },
    });
    expect(env.upload.provider).toBe('aws-s3');
  });

  it('names every missing or conflicting variable', () => {
    expect(problemsOf({ PRIVATE_FILES_STORE: 's3' })).toEqual([
      'S3_PRIVATE_BUCKET must be set when PRIVATE_FILES_STORE=s3',
      'S3_REGION must be set when PRIVATE_FILES_STORE=s3',
    ]);
    expect(problemsOf({ UPLOAD_PROVIDER: 'aws-s3', PRIVATE_FILES_STORE: 's3' })).toEqual([
      'S3_BUCKET must be set when UPLOAD_PROVIDER=aws-s3',
      'S3_REGION must be set when UPLOAD_PROVIDER=aws-s3',
      'S3_PRIVATE_BUCKET must be set when PRIVATE_FILES_STORE=s3',
    ]);
    expect(problemsOf({ ...s3Env, ...privateS3, S3_PRIVATE_BUCKET: 'portal-media' })).toEqual([
      'S3_PRIVATE_BUCKET must not be S3_BUCKET: the media bucket is public, private files need a bucket of their own',
    ]);
    expect(problemsOf({ ...privateS3, S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      'S3_ACCESS_KEY_ID S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither (the machine role is used)',
    ]);
    expect(problemsOf({ PRIVATE_FILES_STORE: 'bucket' })).toEqual([
      'PRIVATE_FILES_STORE must be "disk" or "s3" (got "bucket")',
    ]);
  });
});

describe('cron settings', () => {
  it('runs the housekeeping hourly by default and accepts a seconds field', () => {
    const defaults = {
      housekeeping: '17 * * * *',
      outbox: '*/30 * * * * *',
      digest: '0 7 * * *',
      reminders: '5 * * * *',
      roundReminders: '35 * * * *',
      access: '50 * * * *',
    };
    expect(readEnv({}).cron).toEqual({ enabled: true, rules: defaults });
    expect(readEnv({ CRON_ENABLED: 'false', HOUSEKEEPING_CRON: ' */2  * * * * * ' }).cron).toEqual({
      enabled: false,
      rules: { ...defaults, housekeeping: '*/2 * * * * *' },
    });
  });

  it('refuses a pattern that is not 5 or 6 fields', () => {
    expect(problemsOf({ HOUSEKEEPING_CRON: 'hourly' })).toEqual([
      'HOUSEKEEPING_CRON must be a cron pattern of 5 fields (or 6 with seconds first), e.g. "17 * * * *" (got "hourly")',
    ]);
  });
});
