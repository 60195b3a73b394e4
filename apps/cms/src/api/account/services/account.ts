import type { Core } from '@strapi/strapi';
import {
  ACCOUNT_MESSAGES,
  INTERNAL_ROLE_TYPES,
  isInternal,
  profileUpdateSchema,
  type BookmarksResponse,
  type PublicUser,
  type StaffUser,
  type UserStatusResponse,
} from '@portal/shared';
import { parseBody } from '../../../platform/http/parse-body';
import {
  DATASET_UID,
  USER_UID,
  bookmarkedDatasetsOf,
  loadPublicUser,
  loadUser,
  toStaffUser,
  type UserRow,
} from '../../../modules/accounts';
import { NOT_LOGGED_IN } from '../../../modules/accounts';
import { listLocaleCodes } from '../../../modules/content';
import { errors, unauthorized } from '../../../platform/http/strapi-errors';

export const DATASET_NOT_FOUND = 'Dataset not found';

async function publicUserOrFail(strapi: Core.Strapi, userId: number, locale: string): Promise<PublicUser> {
  const user = await loadPublicUser(strapi, userId, locale);
  if (!user) throw unauthorized(NOT_LOGGED_IN);
  return user;
}

/** The role types of `?roles=a,b` (or `roles[]=a&roles[]=b`); only internal role types are accepted. */
export function parseRoles(raw: unknown): string[] {
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
    typeof value === 'string' ? value.split(',') : [],
  );
  const roles = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  if (roles.length === 0) {
    throw new errors.ValidationError('roles is required, e.g. ?roles=dag-member,dag-chair', {
      param: 'roles',
      allowed: [...INTERNAL_ROLE_TYPES],
    });
  }
  const unknown = roles.filter((role) => !isInternal(role));
  if (unknown.length > 0) {
    throw new errors.ValidationError(`Unknown or non-internal role: ${unknown.join(', ')}`, {
      param: 'roles',
      allowed: [...INTERNAL_ROLE_TYPES],
    });
  }
  return roles;
}

interface DatasetRow {
  id: number;
  documentId: string;
  publishedAt?: string | Date | null;
}

/** Every row (locales × draft/published) of a dataset given by documentId or slug; 404 unless one is published. */
async function datasetRows(
  strapi: Core.Strapi,
  idOrSlug: string | undefined,
  requirePublished: boolean,
): Promise<DatasetRow[]> {
  if (!idOrSlug || idOrSlug.length > 200) throw new errors.NotFoundError(DATASET_NOT_FOUND);
  const match = (await strapi.db.query(DATASET_UID).findOne({
    where: { $or: [{ documentId: idOrSlug }, { slug: idOrSlug }] },
    select: ['documentId'],
  })) as { documentId: string } | null;
  if (!match) throw new errors.NotFoundError(DATASET_NOT_FOUND);
  const rows = (await strapi.db.query(DATASET_UID).findMany({
    where: { documentId: match.documentId },
    select: ['id', 'documentId', 'publishedAt'],
  })) as DatasetRow[];
  if (requirePublished && !rows.some((row) => row.publishedAt)) throw new errors.NotFoundError(DATASET_NOT_FOUND);
  return rows;
}

async function bookmarksResponse(strapi: Core.Strapi, userId: number, locale: string): Promise<BookmarksResponse> {
  const user = await loadUser(strapi, userId);
  if (!user) throw unauthorized(NOT_LOGGED_IN);
  return { bookmarkedDatasets: await bookmarkedDatasetsOf(strapi, user, locale) };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async status(userId: number, locale: string): Promise<UserStatusResponse> {
    return { loggedIn: true, user: await publicUserOrFail(strapi, userId, locale) };
  },

  /** Non-blocked users having one of the (internal) roles: only the fields staff need. */
  async usersByRole(rawRoles: unknown): Promise<StaffUser[]> {
    const roles = parseRoles(rawRoles);
    const users = (await strapi.db.query(USER_UID).findMany({
      where: { role: { type: { $in: roles } }, $or: [{ blocked: false }, { blocked: { $null: true } }] },
      select: ['id', 'documentId', 'firstName', 'lastName', 'email'],
      populate: { role: { select: ['type', 'name'] } },
      orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
    })) as UserRow[];
    return users.map(toStaffUser);
  },

  async updateProfile(userId: number, body: unknown, locale: string): Promise<PublicUser> {
    const data = parseBody(profileUpdateSchema, body);
    if (data.locale !== undefined && !(await listLocaleCodes(strapi)).includes(data.locale))
      throw new errors.ValidationError(ACCOUNT_MESSAGES.localeInvalid, {
        errors: [{ path: ['locale'], message: ACCOUNT_MESSAGES.localeInvalid, name: 'ValidationError' }],
      });
    await strapi.db.query(USER_UID).update({ where: { id: userId }, data });
    return publicUserOrFail(strapi, userId, locale);
  },

  /** Idempotent: bookmarking twice keeps one bookmark. */
  async addBookmark(userId: number, idOrSlug: string | undefined, locale: string): Promise<BookmarksResponse> {
    const rows = await datasetRows(strapi, idOrSlug, true);
    const user = await loadUser(strapi, userId);
    if (!user) throw unauthorized(NOT_LOGGED_IN);
    const linked = await linkedRowIds(strapi, userId);
    const toConnect = rows.filter((row) => !linked.has(row.id)).map((row) => ({ id: row.id }));
    if (toConnect.length > 0) {
      await strapi.db
        .query(USER_UID)
        .update({ where: { id: userId }, data: { bookmarkedDatasets: { connect: toConnect } } });
    }
    return bookmarksResponse(strapi, userId, locale);
  },

  /** Idempotent: removing a dataset that is not bookmarked changes nothing. */
  async removeBookmark(userId: number, idOrSlug: string | undefined, locale: string): Promise<BookmarksResponse> {
    const rows = await datasetRows(strapi, idOrSlug, false);
    const linked = await linkedRowIds(strapi, userId);
    const toDisconnect = rows.filter((row) => linked.has(row.id)).map((row) => ({ id: row.id }));
    if (toDisconnect.length > 0) {
      await strapi.db
        .query(USER_UID)
        .update({ where: { id: userId }, data: { bookmarkedDatasets: { disconnect: toDisconnect } } });
    }
    return bookmarksResponse(strapi, userId, locale);
  },
});

async function linkedRowIds(strapi: Core.Strapi, userId: number): Promise<Set<number>> {
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { id: userId },
    select: ['id'],
    populate: { bookmarkedDatasets: { select: ['id'] } },
  })) as { bookmarkedDatasets?: Array<{ id: number }> } | null;
  return new Set((user?.bookmarkedDatasets ?? []).map((row) => row.id));
}
