import type { Core } from '@strapi/strapi';
import { hmac, randomToken, safeEqual } from './auth/crypto';
import type { Ctx } from '../../platform/http/parse-body';
import type { UserRow } from './auth/public-user';
import { authSettings, refreshCookieSecure } from './auth/settings';
import { sendMessageInBackground } from '../../platform/mail';
import { delayStore, failureCounter, rateLimitsEnabled, throwTooMany } from '../../platform/http/rate-limit';

/**
 * Brute-force protection of the password step that cannot be turned against the account's owner
 * (OWASP Authentication Cheat Sheet, "account lockout"; "slow brute force" with device cookies):
 * - wrong passwords are counted per account *and client address*: after AUTH_RATE_LOGIN_ACCOUNT_CLIENT
 *   that client alone gets 429 for the account;
 * - wrong passwords for an account from anywhere past AUTH_RATE_LOGIN_ACCOUNT slow the account
 *   down instead of locking it: each further failure makes the next attempt wait 1, 2, 4 … up to
 *   MAX_DELAY_SECONDS; the owner is e-mailed once per window with a link that lifts the slowdown;
 * - a browser that has completed a login for the account before (the signed `portal_device`
 *   cookie) is never slowed down by other clients' failures.
 * Only failures count: the owner's correct password does not use up anything.
 */

const MAX_DELAY_SECONDS = 60;
const DEVICE_COOKIE = 'portal_device';
const DEVICE_COOKIE_DAYS = 180;
const UNLOCK_LINK_HOURS = 24;

function secret(strapi: Core.Strapi, purpose: string): string {
  return hmac(strapi.config.get('plugin::users-permissions.jwtSecret') as string, `portal:${purpose}:v1`);
}

// ---- device cookie ---------------------------------------------------------------------------

/** Marks this browser as one the user has signed in with (called when a session starts). */
export function rememberDevice(strapi: Core.Strapi, ctx: Ctx, userId: number): void {
  const nonce = randomToken().slice(0, 16);
  const value = `${userId}.${nonce}.${hmac(secret(strapi, 'device'), `${userId}.${nonce}`)}`;
  ctx.cookies.set(DEVICE_COOKIE, value, {
    httpOnly: true,
    secure: refreshCookieSecure(),
    sameSite: 'strict',
    path: '/api/auth',
    signed: false,
    overwrite: true,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 * 1000,
  });
}

function deviceUserId(strapi: Core.Strapi, ctx: Ctx): number | null {
  const [id, nonce, mac] = (ctx.cookies.get(DEVICE_COOKIE, { signed: false }) ?? '').split('.');
  if (!id || !nonce || !mac) return null;
  return safeEqual(mac, hmac(secret(strapi, 'device'), `${id}.${nonce}`)) ? Number(id) : null;
}

// ---- the checks ------------------------------------------------------------------------------

const clientKey = (account: string, ip: string) => `${account}|${ip}`;

/**
 * Before the password is checked: 429 when this client has used up its wrong passwords for the
 * account, or when the account is in a slowdown and this is not a known device of its owner.
 */
export async function assertLoginAllowed(
  strapi: Core.Strapi,
  ctx: Ctx,
  account: string,
  ip: string,
  findUserId: () => Promise<number | null>,
): Promise<void> {
  if (!rateLimitsEnabled()) return;
  const clientWait = await failureCounter.exhaustedFor('loginAccountClient', clientKey(account, ip));
  if (clientWait > 0) throwTooMany(ctx, clientWait, 'loginAccountClient');
  const accountWait = await delayStore.remaining(account);
  if (accountWait > 0) {
    const device = deviceUserId(strapi, ctx);
    if (device === null || device !== (await findUserId())) throwTooMany(ctx, accountWait, 'loginAccount');
  }
}

/** After a wrong password: count it, slow the account down past the threshold, tell the owner once. */
export async function recordLoginFailure(
  strapi: Core.Strapi,
  ctx: Ctx,
  account: string,
  ip: string,
  user: UserRow | null,
  locale: string,
): Promise<void> {
  if (!rateLimitsEnabled()) return;
  await failureCounter.add('loginAccountClient', clientKey(account, ip));
  const failures = await failureCounter.add('loginAccount', account);
  const threshold = failureCounter.limit('loginAccount');
  if (failures < threshold) return;
  await delayStore.wait(account, Math.min(2 ** (failures - threshold), MAX_DELAY_SECONDS));
  if (failures === threshold && user && user.blocked !== true) {
    const link = `${apiBase(strapi)}/auth/unlock-account?token=${encodeURIComponent(unlockToken(strapi, user.id))}&locale=${encodeURIComponent(locale)}`;
    sendMessageInBackground(
      strapi,
      user.email,
      { id: 'loginAttempts', vars: { firstName: user.firstName, count: failures, link }, options: { locale } },
      'login attempts',
    );
  }
}

/** After a right password: this client's count for the account starts again. */
export async function recordLoginSuccess(account: string, ip: string): Promise<void> {
  if (!rateLimitsEnabled()) return;
  await failureCounter.clear('loginAccountClient', clientKey(account, ip));
}

// ---- the unlock link -------------------------------------------------------------------------

function apiBase(strapi: Core.Strapi): string {
  const base = String(strapi.config.get('server.absoluteUrl') ?? '').replace(/\/+$/, '');
  return `${base}${String(strapi.config.get('api.rest.prefix') ?? '/api')}`;
}

function unlockToken(strapi: Core.Strapi, userId: number): string {
  const payload = `${userId}.${Date.now() + UNLOCK_LINK_HOURS * 3600 * 1000}`;
  return `${payload}.${hmac(secret(strapi, 'unlock'), payload)}`;
}

/** The user id of a valid, unexpired unlock token, else null. */
export function readUnlockToken(strapi: Core.Strapi, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, expires, mac] = token.split('.');
  if (!id || !expires || !mac || !/^\d+$/.test(id) || !/^\d+$/.test(expires)) return null;
  if (Number(expires) < Date.now()) return null;
  return safeEqual(mac, hmac(secret(strapi, 'unlock'), `${id}.${expires}`)) ? Number(id) : null;
}

/** Lifts the slowdown of an account (the owner followed the link in the e-mail). */
export async function unlockAccount(account: string): Promise<void> {
  await failureCounter.clear('loginAccount', account);
  await delayStore.clear(account);
}

export const unlockRedirect = (locale: string, unlocked: boolean) =>
  `${authSettings().webUrl}/${locale}/login?unlocked=${unlocked}`;
