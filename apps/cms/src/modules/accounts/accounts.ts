import type { Core } from '@strapi/strapi';
import { emailOnlySchema, registerSchema, resetPasswordSchema, type RegisterResponse } from '@portal/shared';
import { randomToken, sha256 } from './auth/crypto';
import { clientIp, parseBody, type Ctx } from '../../platform/http/parse-body';
import { requestLocale } from './auth/locale';
import { USER_UID, toPublicUser, type UserRow } from './auth/public-user';
import { authSettings } from './auth/settings';
import { sendMessageInBackground } from '../../platform/mail';
import { enforceRateLimits } from '../../platform/http/rate-limit';
import { errors } from '../../platform/http/strapi-errors';
import { revokeAllSessions } from './sessions';
import { deleteChallengesOf } from './login';

/**
 * Registration, e-mail confirmation and password reset. Confirmation and reset codes are sent
 * by e-mail and stored only as SHA-256 digests; a reset code also expires (AUTH_RESET_TTL_SECONDS).
 */

export const ACCOUNT_MESSAGES = {
  taken: 'Email or Username are already taken',
  registerDisabled: 'Register action is currently disabled',
  invalidResetCode: 'Invalid or expired code',
} as const;

/** The role every self-registered account gets, whatever the admin's "default role" says. */
const SELF_REGISTERED_ROLE = 'authenticated';

interface AdvancedSettings {
  allow_register?: boolean;
}

function userService(strapi: Core.Strapi) {
  return strapi.plugin('users-permissions').service('user') as {
    add: (values: Record<string, unknown>) => Promise<UserRow>;
    edit: (id: number, values: Record<string, unknown>) => Promise<UserRow | null>;
  };
}

function apiUrl(strapi: Core.Strapi, path: string): string {
  const base = String(strapi.config.get('server.absoluteUrl') ?? '').replace(/\/+$/, '');
  const prefix = String(strapi.config.get('api.rest.prefix') ?? '/api');
  return `${base}${prefix}${path}`;
}

async function sendConfirmation(strapi: Core.Strapi, user: UserRow, locale: string): Promise<void> {
  const code = randomToken();
  await userService(strapi).edit(user.id, { confirmationToken: sha256(code) });
  const link = `${apiUrl(strapi, '/auth/email-confirmation')}?confirmation=${encodeURIComponent(code)}&locale=${encodeURIComponent(locale)}`;
  sendMessageInBackground(
    strapi,
    user.email,
    { id: 'emailConfirmation', vars: { firstName: user.firstName, link }, options: { locale } },
    'confirmation',
  );
}

/** POST /api/auth/local/register */
export async function register(strapi: Core.Strapi, ctx: Ctx): Promise<RegisterResponse> {
  await enforceRateLimits(ctx, [['registerIp', clientIp(ctx)]]);
  const data = parseBody(registerSchema, ctx.request.body);

  const advanced = (await strapi
    .store({ type: 'plugin', name: 'users-permissions' })
    .get({ key: 'advanced' })) as AdvancedSettings | null;
  if (advanced && advanced.allow_register === false)
    throw new errors.ApplicationError(ACCOUNT_MESSAGES.registerDisabled);

  const taken = await strapi.db
    .query(USER_UID)
    .count({ where: { $or: [{ email: data.email }, { username: data.email }] } });
  if (taken > 0) throw new errors.ApplicationError(ACCOUNT_MESSAGES.taken);

  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: SELF_REGISTERED_ROLE } })) as { id: number } | null;
  if (!role) throw new errors.ApplicationError('Impossible to find the default role');

  // The site's language at registration is the account's language until the profile changes it.
  const locale = await requestLocale(strapi, ctx);
  const created = await userService(strapi).add({
    ...data,
    locale,
    username: data.email,
    provider: 'local',
    confirmed: false,
    blocked: false,
    role: role.id,
  });
  await sendConfirmation(strapi, created, locale);
  const user = (await strapi.db
    .query(USER_UID)
    .findOne({ where: { id: created.id }, populate: { role: { select: ['id', 'type', 'name'] } } })) as UserRow;
  return { user: toPublicUser(user, []), emailConfirmationRequired: true };
}

/**
 * GET /api/auth/email-confirmation?confirmation=…&locale=… (the link in the e-mail): confirms
 * the address and redirects to the SPA's login page with `confirmed=true`, or `confirmed=false`
 * when the link is unknown or already used.
 */
export async function confirmEmail(strapi: Core.Strapi, ctx: Ctx): Promise<string> {
  const locale = await requestLocale(strapi, ctx);
  const code = ctx.query.confirmation;
  let confirmed = false;
  if (typeof code === 'string' && code.length > 0 && code.length <= 256) {
    const user = (await strapi.db
      .query(USER_UID)
      .findOne({ where: { confirmationToken: sha256(code) } })) as UserRow | null;
    if (user) {
      await userService(strapi).edit(user.id, { confirmed: true, confirmationToken: null });
      confirmed = true;
    }
  }
  return `${authSettings().webUrl}/${locale}/login?confirmed=${confirmed}`;
}

/** POST /api/auth/resend-email-confirmation: the same answer whether or not the address is known. */
export async function resendConfirmation(strapi: Core.Strapi, ctx: Ctx): Promise<void> {
  await enforceRateLimits(ctx, [['resendConfirmationIp', clientIp(ctx)]]);
  const { email } = parseBody(emailOnlySchema, ctx.request.body);
  await enforceRateLimits(ctx, [['resendConfirmationEmail', email]]);
  const user = (await strapi.db.query(USER_UID).findOne({ where: { email, provider: 'local' } })) as UserRow | null;
  if (!user || user.confirmed === true || user.blocked === true) return;
  await sendConfirmation(strapi, user, await requestLocale(strapi, ctx));
}

/** POST /api/auth/forgot-password: the same answer whether or not the address is known. */
export async function forgotPassword(strapi: Core.Strapi, ctx: Ctx): Promise<void> {
  await enforceRateLimits(ctx, [['forgotPasswordIp', clientIp(ctx)]]);
  const { email } = parseBody(emailOnlySchema, ctx.request.body);
  await enforceRateLimits(ctx, [['forgotPasswordEmail', email]]);
  const user = (await strapi.db.query(USER_UID).findOne({ where: { email, provider: 'local' } })) as UserRow | null;
  if (!user || user.blocked === true) return;

  const settings = authSettings();
  const locale = await requestLocale(strapi, ctx);
  const code = randomToken();
  await strapi.db.query(USER_UID).update({
    where: { id: user.id },
    data: {
      resetPasswordToken: sha256(code),
      resetPasswordExpiresAt: new Date(Date.now() + settings.resetTtlSeconds * 1000),
    },
  });
  const link = `${settings.webUrl}/${locale}/reset-password?code=${encodeURIComponent(code)}`;
  const ttlMinutes = Math.max(1, Math.round(settings.resetTtlSeconds / 60));
  sendMessageInBackground(
    strapi,
    user.email,
    { id: 'resetPassword', vars: { firstName: user.firstName, link, ttlMinutes }, options: { locale } },
    'password reset',
  );
}

/**
 * POST /api/auth/reset-password: sets the new password, spends the code and ends every session
 * of the account. It does not log in: the user logs in again (with the e-mailed code).
 */
export async function resetPassword(strapi: Core.Strapi, ctx: Ctx): Promise<void> {
  await enforceRateLimits(ctx, [['resetPasswordIp', clientIp(ctx)]]);
  const { code, password } = parseBody(resetPasswordSchema, ctx.request.body);
  const user = (await strapi.db.query(USER_UID).findOne({ where: { resetPasswordToken: sha256(code) } })) as
    (UserRow & { resetPasswordExpiresAt?: string | Date | null }) | null;
  const expiresAt = user?.resetPasswordExpiresAt ? new Date(user.resetPasswordExpiresAt).getTime() : 0;
  if (!user || user.blocked === true || expiresAt <= Date.now()) {
    throw new errors.ValidationError(ACCOUNT_MESSAGES.invalidResetCode);
  }
  // Spend the code first, so a second request with it fails even while the hash is computed.
  await strapi.db
    .query(USER_UID)
    .update({ where: { id: user.id }, data: { resetPasswordToken: null, resetPasswordExpiresAt: null } });
  await userService(strapi).edit(user.id, { password });
  await revokeAllSessions(strapi, user.id);
  await deleteChallengesOf(strapi, user.id);
}
