import type { Core } from '@strapi/strapi';
import { portalEnv } from '../../../platform/env/env';
import { refreshCookieSecure } from './settings';

/**
 * Whether a request that sets or clears the session cookies must be refused on this channel. The
 * cookies are `Secure` in production: Koa refuses to set one on a request it does not see as HTTPS,
 * and a browser would not send it back over plain HTTP. A sign-in over plain HTTP cannot end in a
 * session, so its routes refuse it before any work (no code is sent or spent).
 */
export function refusedOnThisChannel(request: { secure: boolean }): boolean {
  return refreshCookieSecure() && !request.secure;
}

/**
 * A warning at boot when no request can be secure as the CMS sees it: `Secure` cookies without
 * `IS_PROXIED` (the CMS serves plain HTTP itself, so only a proxy's `X-Forwarded-Proto` can say
 * that the visitor's connection is HTTPS).
 */
export function warnOfInsecureChannel(strapi: Core.Strapi): void {
  if (!refreshCookieSecure() || portalEnv().server.proxied) return;
  strapi.log.warn(
    'AUTH_COOKIE_SECURE is on and IS_PROXIED is off: every request reaches the CMS as plain HTTP, so ' +
      'sign-in answers 403. Serve it behind a TLS proxy that sends X-Forwarded-Proto with IS_PROXIED=true, ' +
      'or set AUTH_COOKIE_SECURE=false for a trial on plain http.',
  );
}
