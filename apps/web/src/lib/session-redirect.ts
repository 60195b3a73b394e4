import { isInternal } from '@portal/shared/roles';

import { paths, routePaths } from '@/config/paths';

/** Pages a login must never return to (it would show the login again). */
const LOGIN_STEPS = new Set<string>([routePaths.login, routePaths.oneTimePassword.split('/')[0] ?? '']);

/**
 * The `redirect` query parameter as a same-origin path (`/en/dataset-request-form?dataset=x`), or
 * null when it is missing, points elsewhere (`//evil.example`, `https://evil.example`,
 * `javascript:`), is not rooted, or leads back into the login steps.
 */
export function safeRedirect(value: string | null | undefined, origin = globalThis.location?.origin): string | null {
  const candidate = value?.trim();
  if (!candidate) return null;
  const isRooted = /^\/(?![/\\])/.test(candidate);
  const isAbsolute = /^https?:\/\//i.test(candidate);
  if (!isRooted && !isAbsolute) return null;
  const base = origin && origin !== 'null' ? origin : 'http://localhost';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  const [, , page = ''] = url.pathname.split('/');
  if (LOGIN_STEPS.has(page)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a completed login goes (spec §2): back to the page that sent the user to log in, else
 * internal staff to the queue list and external users to the home page.
 */
export function postLoginPath({
  redirect,
  role,
  locale,
}: {
  redirect: string | null | undefined;
  role: string | null | undefined;
  locale: string;
}): string {
  return safeRedirect(redirect) ?? (isInternal(role) ? paths.queueList(locale) : paths.home(locale));
}
