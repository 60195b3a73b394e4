import { errorCodeOf, findErrorCode, type Locale, type RoleType, type StrapiError } from '@portal/shared';

import { authenticatedSession, type Session } from '@/lib/session';

export function localeFixture(code: string, name: string, isDefault = false): Locale {
  return {
    id: code.charCodeAt(0),
    documentId: `locale-${code}`,
    name,
    code,
    isDefault,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export const LOCALES: Locale[] = [localeFixture('en', 'English (en)', true), localeFixture('fr', 'French (fr)')];

/**
 * An error body as the CMS sends it: `details.code` set the way its error-codes middleware sets it
 * (also on each `details.errors` entry whose message has a code), unless `details` brings one.
 */
export function strapiError(
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
): StrapiError {
  const errors = Array.isArray(details.errors)
    ? details.errors.map((item: { message?: unknown }) => {
        const code = findErrorCode(item.message);
        return code ? { code, ...item } : item;
      })
    : undefined;
  const code = details.code ?? errorCodeOf({ status, name, message, details });
  return { data: null, error: { status, name, message, details: { ...details, ...(errors ? { errors } : {}), code } } };
}

export function sessionFor(role: RoleType): Session {
  return authenticatedSession({
    id: 1,
    documentId: `user-${role}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${role}@example.org`,
    role: { type: role, name: role },
  });
}
