import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

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

/** Uploads a buffer through the upload plugin (so formats and metadata are real), once per file name. */
export async function ensureUpload(
  strapi: Core.Strapi,
  file: { name: string; buffer: Buffer; mime: string; alternativeText?: string; caption?: string },
): Promise<SeededMedia> {
  const existing = await findUpload(strapi, file.name);
  if (existing) return existing;
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-seed-'));
  const filepath = path.join(dir, file.name);
  try {
    await writeFile(filepath, file.buffer);
    const [uploaded] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: {
          fileInfo: { name: file.name, alternativeText: file.alternativeText ?? '', caption: file.caption ?? '' },
        },
        files: { filepath, originalFilename: file.name, mimetype: file.mime, size: file.buffer.length },
      })) as SeededMedia[];
    if (!uploaded) throw new Error(`Upload of ${file.name} returned nothing`);
    return uploaded;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
