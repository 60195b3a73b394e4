import { createSecretKey, randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { signHs256, verifyHs256 } from './auth/crypto';
import { clientIp, type Ctx } from '../../platform/http/parse-body';
import { enforceRateLimits } from '../../platform/http/rate-limit';
import {
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  authSettings,
  refreshCookieSecure,
  sessionLifespans,
} from './auth/settings';
import { USER_UID, type UserRow } from './auth/public-user';
import { ensureIndexes } from '../../platform/database/indexes';
import { errors, isUnauthorized, unauthorized } from '../../platform/http/strapi-errors';

/**
 * Sessions on top of Strapi's session manager (origin 'users-permissions'):
 *
 * - A login starts a *family*: a refresh-token record with a fresh random deviceId. Every
 *   rotation creates a child record with the same deviceId and marks the parent 'rotated', so
 *   "revoke the family" is "delete every record of that deviceId".
 * - The refresh token travels only in an httpOnly, SameSite=Lax cookie on /api.
 * - Access tokens carry their sessionId; the jwt service (strapi-server.ts) refuses one whose
 *   record is gone, so logout, reuse detection, blocking and password resets end access at once.
 * - Strapi's rotateRefreshToken refuses a rotated token but revokes nothing. Here a rotated
 *   token presented again is reuse: the family is revoked and the answer is 401, unless the
 *   rotation happened within AUTH_REFRESH_REUSE_GRACE_SECONDS (two tabs refreshing at the same
 *   time with the same cookie): then the caller gets the family's current token again.
 */

export const ORIGIN = 'users-permissions';
export const SESSION_UID = 'admin::session';
const INVALID_REFRESH = 'Invalid refresh token';

/**
 * Every signed-in call finds its session by id (auth/principal.ts); Strapi's table has no index
 * on it, so each call would scan every session the portal keeps until the purge.
 */
export async function ensureSessionIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureIndexes(strapi, [{ name: 'portal_sessions_session_ix', uid: SESSION_UID, attributes: ['sessionId'] }]);
}

interface SessionRecord {
  id: number;
  userId: string;
  sessionId: string;
  childId?: string | null;
  deviceId?: string | null;
  origin: string;
  status?: string | null;
  type?: string | null;
  createdAt?: string | Date | null;
  expiresAt: string | Date;
  absoluteExpiresAt?: string | Date | null;
}

interface OriginSessionManager {
  generateRefreshToken: (
    userId: string,
    deviceId: string | undefined,
    options: Record<string, unknown>,
  ) => Promise<{ token: string; sessionId: string }>;
  generateAccessToken: (refreshToken: string) => Promise<{ token: string } | { error: string }>;
  rotateRefreshToken: (refreshToken: string) => Promise<{ token: string; sessionId: string } | { error: string }>;
  validateAccessToken: (token: string) => {
    isValid: boolean;
    payload: { userId: string; sessionId: string; type: string } | null;
  };
  invalidateRefreshToken: (userId: string, deviceId?: string) => Promise<void>;
  isSessionActive: (sessionId: string) => Promise<boolean>;
}

export function sessionManager(strapi: Core.Strapi): OriginSessionManager {
  return strapi.sessionManager(ORIGIN);
}

/**
 * The user id and session of a signed, unexpired access token, or null. Its session may be
 * gone: callers check that (jwt service's verify, or the principal's one statement).
 */
export function accessTokenClaims(strapi: Core.Strapi, token: string): { id: number; sessionId: string } | null {
  const { isValid, payload } = sessionManager(strapi).validateAccessToken(token);
  const id = Number(payload?.userId);
  if (!isValid || payload?.type !== 'access' || !payload.sessionId || !Number.isSafeInteger(id)) return null;
  return { id, sessionId: payload.sessionId };
}

type OriginConfig = { jwtSecret?: unknown; algorithm?: string } & Record<string, unknown>;
type DefineOrigin = (origin: string, config: OriginConfig) => void;

/**
 * Runs `define` (users-permissions' bootstrap, which defines its session origin) so that the
 * origin's symmetric secret is a KeyObject rather than a string. Given a string, jsonwebtoken
 * first tries to read it as a public key on every verify (a PEM parse that throws), about 5 % of
 * the CPU of an authenticated request (CPU profile of the staff queue, docs/performance.md).
 * Same bytes, same tokens.
 */
export async function withSecretKeyOrigin<T>(strapi: Core.Strapi, define: () => Promise<T>): Promise<T> {
  const manager = strapi.sessionManager as unknown as { defineOrigin: DefineOrigin };
  const original = manager.defineOrigin;
  manager.defineOrigin = (origin, config) => {
    const symmetric = !config.algorithm || config.algorithm.startsWith('HS');
    const secret = config.jwtSecret;
    original(
      origin,
      origin === ORIGIN && symmetric && typeof secret === 'string' && secret
        ? { ...config, jwtSecret: createSecretKey(Buffer.from(secret)) }
        : config,
    );
  };
  try {
    return await define();
  } finally {
    manager.defineOrigin = original;
  }
}

function jwtSecret(strapi: Core.Strapi): string {
  const algorithm = strapi.config.get('plugin::users-permissions.jwt.algorithm') as string | undefined;
  if (algorithm && algorithm !== 'HS256') {
    throw new Error(
      `users-permissions jwt.algorithm must be HS256 for refresh-token reuse detection (got ${algorithm})`,
    );
  }
  const secret =
    (strapi.config.get('plugin::users-permissions.jwtSecret') as string | undefined) ??
    (strapi.config.get('admin.auth.secret') as string | undefined);
  if (!secret) throw new Error('users-permissions jwtSecret is not configured');
  return secret;
}

const time = (value: string | Date | null | undefined): number => (value ? new Date(value).getTime() : Number.NaN);

function findSession(strapi: Core.Strapi, sessionId: string): Promise<SessionRecord | null> {
  return strapi.db
    .query(SESSION_UID)
    .findOne({ where: { sessionId, origin: ORIGIN } }) as Promise<SessionRecord | null>;
}

// ---------------------------------------------------------------------------------------------
// The cookie

function cookieOptions(): Record<string, unknown> {
  return {
    httpOnly: true,
    secure: refreshCookieSecure(),
    sameSite: 'lax',
    path: REFRESH_COOKIE_PATH,
    signed: false,
    overwrite: true,
    maxAge: sessionLifespans().idleRefreshTokenLifespan * 1000,
  };
}

function setRefreshCookie(ctx: Ctx, token: string): void {
  ctx.cookies.set(REFRESH_COOKIE_NAME, token, cookieOptions());
}

function clearRefreshCookie(ctx: Ctx): void {
  const { maxAge: _ignored, ...options } = cookieOptions();
  ctx.cookies.set(REFRESH_COOKIE_NAME, '', { ...options, expires: new Date(0) });
}

function refreshCookie(ctx: Ctx): string | undefined {
  const value = ctx.cookies.get(REFRESH_COOKIE_NAME, { signed: false });
  return value && value.length > 0 ? value : undefined;
}

// ---------------------------------------------------------------------------------------------
// Starting, refreshing and ending sessions

/** Starts a new session family for the user: sets the refresh cookie and returns an access token. */
export async function startSession(strapi: Core.Strapi, ctx: Ctx, userId: number): Promise<string> {
  const manager = sessionManager(strapi);
  const userAgent = ctx.request.header['user-agent'];
  const refresh = await manager.generateRefreshToken(String(userId), randomUUID(), {
    type: 'refresh',
    metadata: {
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 200) : null,
      loginAt: new Date().toISOString(),
    },
  });
  const access = await manager.generateAccessToken(refresh.token);
  if ('error' in access) throw new errors.ApplicationError('Could not start the session');
  setRefreshCookie(ctx, refresh.token);
  return access.token;
}

async function revokeFamily(strapi: Core.Strapi, record: SessionRecord): Promise<void> {
  await sessionManager(strapi).invalidateRefreshToken(record.userId, record.deviceId || undefined);
}

/** Ends every session of a user (blocked, password reset). */
export async function revokeAllSessions(strapi: Core.Strapi, userId: number | string): Promise<void> {
  await sessionManager(strapi).invalidateRefreshToken(String(userId));
}

async function assertUserMayHaveSession(strapi: Core.Strapi, userId: string): Promise<void> {
  const user = (await strapi.db
    .query(USER_UID)
    .findOne({ where: { id: Number(userId) }, select: ['id', 'blocked', 'confirmed'] })) as UserRow | null;
  if (!user || user.blocked === true || user.confirmed !== true) {
    await revokeAllSessions(strapi, userId);
    throw unauthorized(INVALID_REFRESH);
  }
}

/** The re-signed token of an existing record: byte for byte what the session manager issued. */
function tokenOf(strapi: Core.Strapi, record: SessionRecord): string {
  return signHs256(
    // The session manager signs with noTimestamp: no `iat` claim.
    {
      userId: record.userId,
      sessionId: record.sessionId,
      type: 'refresh',
      exp: Math.floor(time(record.expiresAt) / 1000),
    },
    jwtSecret(strapi),
  );
}

/** Follows the rotation chain from `record` to the family's active record. */
async function activeDescendant(strapi: Core.Strapi, record: SessionRecord): Promise<SessionRecord | null> {
  let current: SessionRecord | null = record;
  for (let hops = 0; current && hops < 20; hops += 1) {
    if (current.status === 'active') return time(current.expiresAt) > Date.now() ? current : null;
    if (!current.childId) return null;
    current = await findSession(strapi, current.childId);
  }
  return null;
}

/**
 * POST /api/auth/refreshToken: rotates the cookie's refresh token and returns a new access token.
 * Any failure is 401 'Invalid refresh token' (and the cookie is cleared).
 */
export async function refreshSession(strapi: Core.Strapi, ctx: Ctx): Promise<string> {
  await enforceRateLimits(ctx, [['refreshIp', clientIp(ctx)]]);
  try {
    return await rotate(strapi, ctx);
  } catch (error) {
    if (isUnauthorized(error)) clearRefreshCookie(ctx);
    throw error;
  }
}

async function rotate(strapi: Core.Strapi, ctx: Ctx): Promise<string> {
  const token = refreshCookie(ctx);
  const payload = token ? verifyHs256(token, jwtSecret(strapi)) : null;
  if (!token || !payload || payload.type !== 'refresh' || typeof payload.sessionId !== 'string') {
    throw unauthorized(INVALID_REFRESH);
  }
  const record = await findSession(strapi, payload.sessionId);
  if (!record || record.userId !== payload.userId) throw unauthorized(INVALID_REFRESH);

  if (record.status === 'active') {
    await assertUserMayHaveSession(strapi, record.userId);
    const manager = sessionManager(strapi);
    const rotation = await manager.rotateRefreshToken(token);
    if (!('error' in rotation)) {
      const access = await manager.generateAccessToken(rotation.token);
      if ('error' in access) throw unauthorized(INVALID_REFRESH);
      setRefreshCookie(ctx, rotation.token);
      return access.token;
    }
    // Another request (a second tab) rotated this token in the meantime.
    const now = await findSession(strapi, record.sessionId);
    if (now?.status === 'rotated') return reuse(strapi, ctx, now);
    throw unauthorized(INVALID_REFRESH);
  }
  if (record.status === 'rotated') return reuse(strapi, ctx, record);
  throw unauthorized(INVALID_REFRESH);
}

/**
 * A rotated token presented again. Within the grace window of its rotation, the caller gets the
 * family's current token (two tabs refreshing together); otherwise the family is revoked.
 */
async function reuse(strapi: Core.Strapi, ctx: Ctx, record: SessionRecord): Promise<string> {
  const child = record.childId ? await findSession(strapi, record.childId) : null;
  const rotatedAt = time(child?.createdAt);
  const graceMs = authSettings().refreshReuseGraceSeconds * 1000;
  if (child && Date.now() - rotatedAt <= graceMs) {
    const current = await activeDescendant(strapi, child);
    if (current) {
      await assertUserMayHaveSession(strapi, current.userId);
      const currentToken = tokenOf(strapi, current);
      const access = await sessionManager(strapi).generateAccessToken(currentToken);
      if ('error' in access) throw unauthorized(INVALID_REFRESH);
      setRefreshCookie(ctx, currentToken);
      return access.token;
    }
  }
  strapi.log.warn(`Refresh token reuse detected for user ${record.userId}: the session family is revoked.`);
  await revokeFamily(strapi, record);
  throw unauthorized(INVALID_REFRESH);
}

/**
 * POST /api/logout: revokes the family of the cookie's refresh token and of the Bearer access
 * token (when sent), then clears the cookie. Succeeds without any session (idempotent).
 */
export async function endSession(strapi: Core.Strapi, ctx: Ctx): Promise<void> {
  const sessionIds = new Set<string>();
  const token = refreshCookie(ctx);
  if (token) {
    // An expired token still names its family, which is ended too.
    const payload = verifyHs256(token, jwtSecret(strapi), 0);
    if (payload?.type === 'refresh' && typeof payload.sessionId === 'string') sessionIds.add(payload.sessionId);
  }
  const authorization = ctx.request.header.authorization;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  if (bearer) {
    const result = sessionManager(strapi).validateAccessToken(bearer);
    if (result.isValid && result.payload) sessionIds.add(result.payload.sessionId);
  }
  for (const sessionId of sessionIds) {
    const record = await findSession(strapi, sessionId);
    if (record) await revokeFamily(strapi, record);
  }
  clearRefreshCookie(ctx);
}
