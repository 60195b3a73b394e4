import { authSettings } from '../accounts';

/** A page of the SPA in `locale` (every link in a mail leads into the reader's language). */
export function webLink(locale: string, path: string): string {
  return `${authSettings().webUrl}/${encodeURIComponent(locale)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The one-click unsubscribe endpoint (RFC 8058): reached through the SPA's origin, whose front
 * forwards /api to the CMS, so mail links never name the CMS's own host.
 */
export function unsubscribeApiUrl(token: string): string {
  return `${authSettings().webUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The page a person lands on from the footer link: it says what happens and asks to confirm. */
export function unsubscribePageUrl(locale: string, token: string): string {
  return `${webLink(locale, '/notifications/unsubscribe')}?token=${encodeURIComponent(token)}`;
}
