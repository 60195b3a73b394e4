import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { sanitize } from '@strapi/utils';

export interface SeededMedia {
  id: number;
  documentId: string;
  url: string;
}

const FILE_UID = 'plugin::upload.file';

/** The media library file with this name, if it was uploaded already. */
export async function findUpload(strapi: Core.Strapi, name: string): Promise<SeededMedia | null> {
  return (await strapi.db.query(FILE_UID).findOne({ where: { name } })) as SeededMedia | null;
}

/** One stored file: the picture itself or one of its formats, as the upload plugin measured it. */
export interface StoredVariant {
  bytes: Buffer;
  width?: number;
  height?: number;
  /** Kilobytes, rounded as the upload plugin rounds them. */
  size: number;
  sizeInBytes: number;
}

/** What the upload plugin stores for a file: its (optimized) bytes, and for a picture its formats. */
export interface PreparedUpload {
  main: StoredVariant;
  formats: Array<{ key: string } & StoredVariant>;
}

/**
 * The upload plugin's file object: the fields it records, and what its image functions and its
 * provider read and write on the way. Its services are untyped; only what is used here is stated.
 */
interface PluginFile {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path?: string | null;
  size: number;
  sizeInBytes: number;
  width?: number | null;
  height?: number | null;
  filepath?: string;
  tmpWorkingDirectory?: string;
  getStream: () => Readable;
  formats?: Record<string, PluginFile>;
  provider?: string;
  url?: string;
}

interface UploadService {
  formatFileInfo(
    file: { filename: string; type: string; size: number },
    fileInfo: { name: string; alternativeText?: string; caption?: string },
    metas: { tmpWorkingDirectory?: string },
  ): Promise<Omit<PluginFile, 'getStream'>>;
  getSettings(): Promise<Record<string, unknown> | null>;
}

interface ImageManipulation {
  isImage(file: PluginFile): Promise<boolean>;
  isFaultyImage(file: PluginFile): Promise<boolean>;
  isOptimizableImage(file: PluginFile): Promise<boolean>;
  isResizableImage(file: PluginFile): Promise<boolean>;
  optimize(file: PluginFile): Promise<PluginFile>;
  getDimensions(file: PluginFile): Promise<{ width: number | null; height: number | null }>;
  generateThumbnail(file: PluginFile): Promise<PluginFile | null>;
  generateResponsiveFormats(file: PluginFile): Promise<Array<{ key: string; file: PluginFile } | null>>;
}

interface ProviderService {
  checkFileSize(file: PluginFile): Promise<void>;
  upload(file: PluginFile): Promise<void>;
}

const plugin = (strapi: Core.Strapi) => strapi.plugin('upload');
const uploadService = (strapi: Core.Strapi) => plugin(strapi).service('upload') as unknown as UploadService;
const imageService = (strapi: Core.Strapi) =>
  plugin(strapi).service('image-manipulation') as unknown as ImageManipulation;
const providerService = (strapi: Core.Strapi) => plugin(strapi).service('provider') as unknown as ProviderService;

/** What decides the optimization and the formats of an upload: part of a cached file's key. */
export async function uploadProcessing(strapi: Core.Strapi): Promise<unknown> {
  const { sizeOptimization, responsiveDimensions, autoOrientation } = (await uploadService(strapi).getSettings()) ?? {};
  const breakpoints: unknown = strapi.config.get('plugin::upload.breakpoints');
  return { sizeOptimization, responsiveDimensions, autoOrientation, breakpoints };
}

async function variant(file: PluginFile): Promise<StoredVariant> {
  if (!file.filepath) throw new Error(`The upload plugin left no file for ${file.name}`);
  return {
    bytes: await readFile(file.filepath),
    ...(file.width != null && file.height != null ? { width: file.width, height: file.height } : {}),
    size: file.size,
    sizeInBytes: file.sizeInBytes,
  };
}

/**
 * What the upload service would store for these bytes, made by the upload plugin's own image
 * functions in the order its `upload` calls them (validate, optimize, measure, thumbnail,
 * responsive formats), so that a stored result is the plugin's, not an imitation.
 */
export async function prepareUpload(
  strapi: Core.Strapi,
  file: { name: string; buffer: Buffer; mime: string },
): Promise<PreparedUpload> {
  const images = imageService(strapi);
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-seed-'));
  try {
    const filepath = path.join(dir, file.name);
    await writeFile(filepath, file.buffer);
    const info = await uploadService(strapi).formatFileInfo(
      { filename: file.name, type: file.mime, size: file.buffer.length },
      { name: file.name },
      { tmpWorkingDirectory: dir },
    );
    let current: PluginFile = { ...info, filepath, getStream: () => createReadStream(filepath) };
    if (!(await images.isImage(current))) return { main: await variant(current), formats: [] };
    if (await images.isFaultyImage(current)) throw new Error(`${file.name} is not a valid image`);
    if (await images.isOptimizableImage(current)) current = await images.optimize(current);
    Object.assign(current, await images.getDimensions(current));
    const formats: PreparedUpload['formats'] = [];
    if (await images.isResizableImage(current)) {
      const thumbnail = await images.generateThumbnail(current);
      if (thumbnail) formats.push({ key: 'thumbnail', ...(await variant(thumbnail)) });
      for (const format of await images.generateResponsiveFormats(current))
        if (format) formats.push({ key: format.key, ...(await variant(format.file)) });
    }
    return { main: await variant(current), formats };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Stores a prepared file as the upload service's `upload` does after its image processing: the
 * file and each format through the provider (local folder or bucket), then the media library
 * row with the same fields, and the `media.create` event (its usage metrics are left out).
 */
export async function storeUpload(
  strapi: Core.Strapi,
  file: { name: string; mime: string; alternativeText?: string; caption?: string },
  prepared: PreparedUpload,
): Promise<SeededMedia> {
  const provider = providerService(strapi);
  const { main } = prepared;
  const entity: PluginFile = {
    ...(await uploadService(strapi).formatFileInfo(
      { filename: file.name, type: file.mime, size: main.sizeInBytes },
      { name: file.name, alternativeText: file.alternativeText ?? '', caption: file.caption ?? '' },
      {},
    )),
    size: main.size,
    sizeInBytes: main.sizeInBytes,
    getStream: () => Readable.from([main.bytes], { objectMode: false }),
  };
  if (main.width !== undefined && main.height !== undefined)
    Object.assign(entity, { width: main.width, height: main.height });
  await provider.checkFileSize(entity);
  await Promise.all([
    provider.upload(entity),
    ...prepared.formats.map(async ({ key, bytes, width, height, size, sizeInBytes }) => {
      const format: PluginFile = {
        name: `${key}_${entity.name}`,
        hash: `${key}_${entity.hash}`,
        ext: entity.ext,
        mime: entity.mime,
        path: entity.path ?? null,
        getStream: () => Readable.from([bytes], { objectMode: false }),
        width,
        height,
        size,
        sizeInBytes,
      };
      await provider.upload(format);
      entity.formats = { ...entity.formats, [key]: format };
    }),
  ]);
  entity.provider = strapi.config.get<string>('plugin::upload.provider');
  const created = (await strapi.db.query(FILE_UID).create({ data: entity })) as SeededMedia;
  const media = await sanitize.sanitizers.defaultSanitizeOutput(
    { schema: strapi.getModel(FILE_UID), getModel: (uid) => strapi.getModel(uid as never) },
    created as unknown as Parameters<typeof sanitize.sanitizers.defaultSanitizeOutput>[1],
  );
  await strapi.eventHub.emit('media.create', { media });
  return created;
}
