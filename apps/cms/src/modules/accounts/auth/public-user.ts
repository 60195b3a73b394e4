import type { Core } from '@strapi/strapi';
import {
  DEFAULT_LOCALE,
  DEFAULT_NOTIFICATION_FREQUENCY,
  isNotificationFrequency,
  type NotificationFrequency,
  type BookmarkedDataset,
  type PublicUser,
  type RoleType,
  type StaffUser,
} from '@portal/shared';
import { recordDocuments, type RecordDocuments } from '../../../platform/database/documents';

export const USER_UID = 'plugin::users-permissions.user';
export const DATASET_UID = 'api::dataset.dataset';

/** A users-permissions user row as `strapi.db.query` returns it (only the fields read here). */
export interface UserRow {
  id: number;
  documentId: string;
  email: string;
  username?: string;
  firstName?: string | null;
  lastName?: string | null;
  organization?: string | null;
  organizationType?: string | null;
  country?: string | null;
  receiveNewsAndUpdates?: boolean | null;
  locale?: string | null;
  notificationFrequency?: NotificationFrequency | null;
  confirmed?: boolean | null;
  blocked?: boolean | null;
  password?: string | null;
  provider?: string | null;
  role?: { id: number; type: string; name: string } | null;
  bookmarkedDatasets?: Array<{ documentId: string }> | null;
}

/**
 * The only way a user leaves the server: an explicit list of fields. Password, tokens,
 * provider, blocked and anything added to the model later stay behind.
 */
export function toPublicUser(user: UserRow, bookmarkedDatasets: BookmarkedDataset[]): PublicUser {
  return {
    id: user.id,
    documentId: user.documentId,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    organization: user.organization ?? null,
    organizationType: user.organizationType ?? null,
    country: user.country ?? null,
    receiveNewsAndUpdates: user.receiveNewsAndUpdates === true,
    locale: user.locale || DEFAULT_LOCALE,
    notificationFrequency: isNotificationFrequency(user.notificationFrequency)
      ? user.notificationFrequency
      : DEFAULT_NOTIFICATION_FREQUENCY,
    confirmed: user.confirmed === true,
    role: { type: (user.role?.type ?? 'authenticated') as RoleType, name: user.role?.name ?? '' },
    bookmarkedDatasets,
  };
}

export function toStaffUser(user: UserRow): StaffUser {
  return {
    id: user.id,
    documentId: user.documentId,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    role: { type: (user.role?.type ?? 'authenticated') as RoleType, name: user.role?.name ?? '' },
  };
}

type DatasetRow = { documentId: string; title: string; slug: string };

function datasets(strapi: Core.Strapi): RecordDocuments<DatasetRow> {
  return recordDocuments<DatasetRow>(strapi, DATASET_UID);
}

/**
 * The user's bookmarks as published datasets, titles in `locale` (falling back to the default
 * locale when a dataset has no translation). The relation links the user to both the draft
 * and the published rows of a dataset; only the document ids matter here.
 */
export async function bookmarkedDatasetsOf(
  strapi: Core.Strapi,
  user: UserRow,
  locale: string = DEFAULT_LOCALE,
): Promise<BookmarkedDataset[]> {
  const ids = [...new Set((user.bookmarkedDatasets ?? []).map((d) => d.documentId))];
  if (ids.length === 0) return [];
  const fields = ['title', 'slug'];
  const found = new Map<string, DatasetRow>();
  for (const code of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length === 0) break;
    const rows = await datasets(strapi).findMany({
      filters: { documentId: { $in: missing } },
      locale: code,
      status: 'published',
      fields,
    });
    for (const row of rows) found.set(row.documentId, row);
  }
  return ids.flatMap((id) => {
    const row = found.get(id);
    return row ? [{ documentId: row.documentId, title: row.title, slug: row.slug }] : [];
  });
}

/** Loads a user with the role and bookmark ids. */
export async function loadUser(strapi: Core.Strapi, id: number): Promise<UserRow | null> {
  return (await strapi.db.query(USER_UID).findOne({
    where: { id },
    populate: { role: { select: ['id', 'type', 'name'] }, bookmarkedDatasets: { select: ['documentId'] } },
  })) as UserRow | null;
}

export async function loadPublicUser(strapi: Core.Strapi, id: number, locale?: string): Promise<PublicUser | null> {
  const user = await loadUser(strapi, id);
  if (!user) return null;
  return toPublicUser(user, await bookmarkedDatasetsOf(strapi, user, locale));
}
