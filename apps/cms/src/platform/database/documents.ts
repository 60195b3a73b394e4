import type { Core, UID } from '@strapi/strapi';

type Params = Record<string, unknown>;
/** The Document Service of a content type, with params as plain records and rows as `Row`. */
export interface RecordDocuments<Row = Record<string, unknown>> {
  findMany: (params?: Params) => Promise<Row[]>;
  findFirst: (params?: Params) => Promise<Row | null>;
  findOne: (params: Params) => Promise<Row | null>;
  count: (params?: Params) => Promise<number>;
  create: (params: Params) => Promise<Row>;
  update: (params: Params) => Promise<Row | null>;
  delete: (params: Params) => Promise<unknown>;
  publish: (params: Params) => Promise<unknown>;
}

/** Whether `uid`, read at run time (a seed folder's name), names a content type of this Strapi. */
export function isContentTypeUid(strapi: Core.Strapi, uid: string): uid is UID.ContentType {
  return Object.hasOwn(strapi.contentTypes, uid);
}

/**
 * `strapi.documents(uid)` for code whose params are built at run time (populate trees and
 * filters from a config table, the seed's data files, a format chosen per call) and that reads
 * rows as records (or as the caller's row type). The typed service (`strapi.documents(uid)` with a literal uid, see
 * types/generated) infers its params and results from literal arguments, which such code does not
 * have: typing each call through it would need a cast at every call site instead. This is the one
 * place the service is seen as records; code with literal params calls `strapi.documents` directly.
 */
export function recordDocuments<Row = Record<string, unknown>>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
): RecordDocuments<Row> {
  return strapi.documents(uid) as unknown as RecordDocuments<Row>;
}
