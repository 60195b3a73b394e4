/**
 * Where a locale switch goes: the same path, search and hash under `/{code}` (spec §4).
 * Returns null when `code` is already the path's locale, so the caller does nothing.
 */
export function switchLocalePath(pathname: string, search: string, hash: string, code: string): string | null {
  const [, current = '', ...rest] = pathname.split('/');
  if (current === code) return null;
  const suffix = rest.length > 0 ? `/${rest.join('/')}` : '';
  return `/${encodeURIComponent(code)}${suffix}${search}${hash}`;
}
