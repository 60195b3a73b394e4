import type { Locale, RoleType, StrapiError } from '@portal/shared';

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

export function strapiError(
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
): StrapiError {
  return { data: null, error: { status, name, message, details } };
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
