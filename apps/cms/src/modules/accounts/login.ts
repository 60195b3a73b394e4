import type { Core } from '@strapi/strapi';
import {
  loginSchema,
  resendOtpSchema,
  verifyOtpSchema,
  type OtpChallengeResponse,
  type SessionResponse,
} from '@portal/shared';
import { hmac, randomCode, randomToken, safeEqual, sha256 } from './auth/crypto';
import { MailDeliveryError, clientIp, parseBody, type Ctx } from '../../platform/http/parse-body';
import { requestLocale } from './auth/locale';
import { USER_UID, loadPublicUser, type UserRow } from './auth/public-user';
import { authSettings } from './auth/settings';
import { renderMessage, sendMail } from '../../platform/mail';
import { portalEnv } from '../../platform/env/env';
import { enforceRateLimits, throwTooMany } from '../../platform/http/rate-limit';
import { errors, unauthorized } from '../../platform/http/strapi-errors';
import { startSession } from './sessions';
import {
  assertLoginAllowed,
  readUnlockToken,
  recordLoginFailure,
  recordLoginSuccess,
  rememberDevice,
  unlockAccount,
  unlockRedirect,
} from './login-throttle';

/**
 * Two-step login. The password step never returns a session when the second step is required
 * (AUTH_OTP_REQUIRED, default true): it creates a login challenge and e-mails a 6-digit code.
 * The challenge stores only a SHA-256 of its opaque token and an HMAC of (token, code) keyed
 * with a server secret, expires (AUTH_OTP_TTL_SECONDS), works once, allows
 * AUTH_OTP_MAX_ATTEMPTS wrong codes and then is dead; a new code for the same challenge needs
 * AUTH_OTP_RESEND_COOLDOWN_SECONDS between sends and at most AUTH_OTP_MAX_RESENDS.
 */

export const CHALLENGE_UID = 'api::login-challenge.login-challenge';

const MESSAGES = {
  invalidCredentials: 'Invalid identifier or password',
  notConfirmed: 'Your account email is not confirmed',
  blocked: 'Your account has been blocked by an administrator',
  invalidCode: 'Invalid or expired code',
  tooManyAttempts: 'Too many attempts. Please log in again to receive a new code.',
  challengeGone: 'This login attempt has expired. Please log in again.',
  tooManyResends: 'Too many codes were requested for this login attempt. Please log in again.',
} as const;

interface Challenge {
  id: number;
  tokenHash: string;
  codeHash: string;
  userId: number;
  expiresAt: string | Date;
  lastSentAt: string | Date;
  attempts: number;
  resends: number;
  state: 'pending' | 'consumed' | 'locked';
}

function otpKey(strapi: Core.Strapi): string {
  const explicit = portalEnv().otpSecret;
  if (explicit) return explicit;
  const jwtSecret = strapi.config.get('plugin::users-permissions.jwtSecret') as string;
  return hmac(jwtSecret, 'portal:one-time-password:v1');
}

const codeHashOf = (strapi: Core.Strapi, tokenHash: string, code: string): string =>
  hmac(otpKey(strapi), `${tokenHash}:${code}`);

let dummyHash: Promise<string> | undefined;

/** A bcrypt hash to compare against when the account does not exist (same time as a real check). */
function dummyPasswordHash(strapi: Core.Strapi): Promise<string> {
  dummyHash ??= (
    strapi.plugin('users-permissions').service('user').ensureHashedPasswords({ password: randomToken() }) as Promise<{
      password: string;
    }>
  ).then((values) => values.password);
  return dummyHash;
}

async function validatePassword(strapi: Core.Strapi, password: string, hash: string): Promise<boolean> {
  return strapi.plugin('users-permissions').service('user').validatePassword(password, hash) as Promise<boolean>;
}

function findLoginUser(strapi: Core.Strapi, identifier: string): Promise<UserRow | null> {
  return strapi.db.query(USER_UID).findOne({
    where: { provider: 'local', $or: [{ email: identifier }, { username: identifier }] },
  }) as Promise<UserRow | null>;
}

/**
 * Checks identifier and password; Strapi's messages and order (password, confirmed, blocked).
 * A wrong password is counted by the login throttle before the error leaves.
 */
async function checkCredentials(
  strapi: Core.Strapi,
  ctx: Ctx,
  identifier: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const user = await findLoginUser(strapi, identifier);
  const hash = user?.password || (await dummyPasswordHash(strapi));
  const valid = await validatePassword(strapi, password, hash);
  if (!user || !user.password || !valid) {
    await recordLoginFailure(strapi, ctx, identifier, ip, user, await requestLocale(strapi, ctx));
    throw new errors.ValidationError(MESSAGES.invalidCredentials);
  }
  await recordLoginSuccess(identifier, ip);
  assertMayLogIn(user);
  return user;
}

function assertMayLogIn(user: UserRow): void {
  if (user.confirmed !== true) throw new errors.ApplicationError(MESSAGES.notConfirmed);
  if (user.blocked === true) throw new errors.ApplicationError(MESSAGES.blocked);
}

async function sessionFor(strapi: Core.Strapi, ctx: Ctx, userId: number): Promise<SessionResponse> {
  const jwt = await startSession(strapi, ctx, userId);
  rememberDevice(strapi, ctx, userId);
  const user = await loadPublicUser(strapi, userId, await requestLocale(strapi, ctx));
  if (!user) throw unauthorized(MESSAGES.invalidCredentials);
  return { jwt, user };
}

async function emailCode(strapi: Core.Strapi, ctx: Ctx, user: UserRow, code: string): Promise<void> {
  const locale = await requestLocale(strapi, ctx);
  const ttlMinutes = Math.max(1, Math.round(authSettings().otpTtlSeconds / 60));
  try {
    const mail = await renderMessage(
      strapi,
      'oneTimePassword',
      { firstName: user.firstName, code, ttlMinutes },
      { locale },
    );
    await sendMail(strapi, user.email, mail);
  } catch (error) {
    strapi.log.error(`Could not send the one-time password: ${error instanceof Error ? error.message : String(error)}`);
    throw new MailDeliveryError();
  }
}

function challengeResponse(token: string, expiresAt: Date): OtpChallengeResponse {
  return {
    otpToken: token,
    expiresAt: expiresAt.toISOString(),
    resendAvailableInSeconds: authSettings().otpResendCooldownSeconds,
  };
}

/** POST /api/auth/local */
export async function passwordStep(strapi: Core.Strapi, ctx: Ctx): Promise<OtpChallengeResponse | SessionResponse> {
  const ip = clientIp(ctx);
  await enforceRateLimits(ctx, [['loginIp', ip]]);
  const { identifier, password } = parseBody(loginSchema, ctx.request.body);
  await assertLoginAllowed(
    strapi,
    ctx,
    identifier,
    ip,
    async () => (await findLoginUser(strapi, identifier))?.id ?? null,
  );
  const user = await checkCredentials(strapi, ctx, identifier, password, ip);
  const settings = authSettings();
  if (!settings.otpRequired) return sessionFor(strapi, ctx, user.id);

  await deleteStaleChallenges(strapi);
  const token = randomToken();
  const tokenHash = sha256(token);
  const code = randomCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + settings.otpTtlSeconds * 1000);
  const challenge = (await strapi.db.query(CHALLENGE_UID).create({
    data: {
      tokenHash,
      codeHash: codeHashOf(strapi, tokenHash, code),
      userId: user.id,
      expiresAt,
      lastSentAt: now,
      attempts: 0,
      resends: 0,
      state: 'pending',
    },
  })) as Challenge;
  try {
    await emailCode(strapi, ctx, user, code);
  } catch (error) {
    await strapi.db.query(CHALLENGE_UID).delete({ where: { id: challenge.id } });
    throw error;
  }
  return challengeResponse(token, expiresAt);
}

/**
 * GET /api/auth/unlock-account?token=…&locale=… (the link in the login-attempts e-mail): lifts
 * the account's slowdown and redirects to the SPA's login page with `unlocked=true`, or
 * `unlocked=false` for an unknown, forged or expired link.
 */
export async function unlockFromLink(strapi: Core.Strapi, ctx: Ctx): Promise<string> {
  const locale = await requestLocale(strapi, ctx);
  const userId = readUnlockToken(strapi, ctx.query.token);
  const user = userId
    ? ((await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['email'] })) as UserRow | null)
    : null;
  if (user) await unlockAccount(user.email);
  return unlockRedirect(locale, Boolean(user));
}

/** Challenges are useless a day after their last code expired. */
async function deleteStaleChallenges(strapi: Core.Strapi): Promise<void> {
  await strapi.db
    .query(CHALLENGE_UID)
    .deleteMany({ where: { expiresAt: { $lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } } });
}

/** Ends every pending login attempt of a user (blocked, password changed). */
export async function deleteChallengesOf(strapi: Core.Strapi, userId: number): Promise<void> {
  await strapi.db.query(CHALLENGE_UID).deleteMany({ where: { userId } });
}

function findChallenge(strapi: Core.Strapi, token: string): Promise<Challenge | null> {
  return strapi.db.query(CHALLENGE_UID).findOne({ where: { tokenHash: sha256(token) } }) as Promise<Challenge | null>;
}

function column(strapi: Core.Strapi, attribute: string): string {
  const meta = strapi.db.metadata.get(CHALLENGE_UID) as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  return meta.attributes[attribute]?.columnName ?? attribute;
}

/**
 * Atomically counts one attempt: succeeds only while the challenge is pending and under the
 * limit, so parallel guesses cannot exceed it. Returns the new count, or null when none is left.
 */
async function reserveAttempt(strapi: Core.Strapi, challenge: Challenge, maxAttempts: number): Promise<number | null> {
  const meta = strapi.db.metadata.get(CHALLENGE_UID) as { tableName: string };
  const attempts = column(strapi, 'attempts');
  const updated = await strapi.db
    .connection(meta.tableName)
    .where({ id: challenge.id, [column(strapi, 'state')]: 'pending' })
    .andWhere(attempts, '<', maxAttempts)
    .increment(attempts, 1);
  if (Number(updated) !== 1) return null;
  const row = (await strapi.db.query(CHALLENGE_UID).findOne({ where: { id: challenge.id }, select: ['attempts'] })) as {
    attempts: number;
  } | null;
  return row?.attempts ?? maxAttempts;
}

/** Atomically moves a pending challenge to `state`; false when another request got there first. */
async function transition(strapi: Core.Strapi, challenge: Challenge, state: 'consumed' | 'locked'): Promise<boolean> {
  const meta = strapi.db.metadata.get(CHALLENGE_UID) as { tableName: string };
  const stateColumn = column(strapi, 'state');
  const updated = await strapi.db
    .connection(meta.tableName)
    .where({ id: challenge.id, [stateColumn]: 'pending' })
    .update({ [stateColumn]: state });
  return Number(updated) === 1;
}

const codeError = (message: string, details: Record<string, unknown>) => new errors.ValidationError(message, details);

/** POST /api/auth/verifyOneTimePassword */
export async function verifyOneTimePassword(strapi: Core.Strapi, ctx: Ctx): Promise<SessionResponse> {
  const ip = clientIp(ctx);
  await enforceRateLimits(ctx, [['otpVerifyIp', ip]]);
  const { token, oneTimePassword } = parseBody(verifyOtpSchema, ctx.request.body);
  await enforceRateLimits(ctx, [['otpVerifyToken', token]]);
  const settings = authSettings();

  const challenge = await findChallenge(strapi, token);
  if (!challenge || challenge.state === 'consumed') throw codeError(MESSAGES.invalidCode, { reason: 'unknown' });
  if (challenge.state === 'locked' || challenge.attempts >= settings.otpMaxAttempts) {
    throw codeError(MESSAGES.tooManyAttempts, { reason: 'locked' });
  }
  if (new Date(challenge.expiresAt).getTime() <= Date.now())
    throw codeError(MESSAGES.invalidCode, { reason: 'expired' });

  const attempts = await reserveAttempt(strapi, challenge, settings.otpMaxAttempts);
  if (attempts === null) throw codeError(MESSAGES.tooManyAttempts, { reason: 'locked' });

  if (!safeEqual(codeHashOf(strapi, challenge.tokenHash, oneTimePassword), challenge.codeHash)) {
    const attemptsRemaining = settings.otpMaxAttempts - attempts;
    if (attemptsRemaining <= 0) {
      await transition(strapi, challenge, 'locked');
      throw codeError(MESSAGES.tooManyAttempts, { reason: 'locked' });
    }
    throw codeError(MESSAGES.invalidCode, { reason: 'invalid', attemptsRemaining });
  }
  if (!(await transition(strapi, challenge, 'consumed'))) throw codeError(MESSAGES.invalidCode, { reason: 'unknown' });

  const user = (await strapi.db.query(USER_UID).findOne({ where: { id: challenge.userId } })) as UserRow | null;
  if (!user) throw codeError(MESSAGES.invalidCode, { reason: 'unknown' });
  assertMayLogIn(user);
  return sessionFor(strapi, ctx, user.id);
}

/** POST /api/auth/resendOneTimePassword: a new code for the same challenge. */
export async function resendOneTimePassword(strapi: Core.Strapi, ctx: Ctx): Promise<OtpChallengeResponse> {
  const ip = clientIp(ctx);
  await enforceRateLimits(ctx, [['otpResendIp', ip]]);
  const { token } = parseBody(resendOtpSchema, ctx.request.body);
  await enforceRateLimits(ctx, [['otpResendToken', token]]);
  const settings = authSettings();

  const challenge = await findChallenge(strapi, token);
  if (!challenge || challenge.state !== 'pending')
    throw codeError(MESSAGES.challengeGone, { reason: challenge?.state === 'locked' ? 'locked' : 'unknown' });
  if (challenge.attempts >= settings.otpMaxAttempts) throw codeError(MESSAGES.tooManyAttempts, { reason: 'locked' });
  if (challenge.resends >= settings.otpMaxResends) throw codeError(MESSAGES.tooManyResends, { reason: 'locked' });

  const waitMs = new Date(challenge.lastSentAt).getTime() + settings.otpResendCooldownSeconds * 1000 - Date.now();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throwTooMany(ctx, seconds, 'otpResendCooldown', `Please wait ${seconds} seconds before requesting a new code.`);
  }

  const user = (await strapi.db.query(USER_UID).findOne({ where: { id: challenge.userId } })) as UserRow | null;
  if (!user) throw codeError(MESSAGES.challengeGone, { reason: 'unknown' });
  assertMayLogIn(user);

  const code = randomCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + settings.otpTtlSeconds * 1000);
  await strapi.db.query(CHALLENGE_UID).update({
    where: { id: challenge.id },
    data: {
      codeHash: codeHashOf(strapi, challenge.tokenHash, code),
      expiresAt,
      lastSentAt: now,
      resends: challenge.resends + 1,
    },
  });
  await emailCode(strapi, ctx, user, code);
  return challengeResponse(token, expiresAt);
}
