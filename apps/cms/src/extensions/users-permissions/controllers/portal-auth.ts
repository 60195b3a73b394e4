import type { Core } from '@strapi/strapi';
import { MailDeliveryError, type Ctx } from '../../../platform/http/parse-body';
import { confirmEmail, forgotPassword, register, resendConfirmation, resetPassword } from '../../../modules/accounts';
import { passwordStep, resendOneTimePassword, unlockFromLink, verifyOneTimePassword } from '../../../modules/accounts';
import { endSession, refreshSession } from '../../../modules/accounts';

/**
 * Account and session endpoints (docs/api/auth.md). Thin: each action calls a service and wraps
 * the result in `{ data }`. Token-bearing answers must never be cached.
 */
async function respond(ctx: Ctx, work: () => Promise<unknown>): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  try {
    ctx.send({ data: await work() });
  } catch (error) {
    if (error instanceof MailDeliveryError) return ctx.serviceUnavailable(error.message);
    throw error;
  }
}

const ok = { ok: true } as const;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  register: (ctx: Ctx) => respond(ctx, () => register(strapi, ctx)),

  async emailConfirmation(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(await confirmEmail(strapi, ctx));
  },

  resendEmailConfirmation: (ctx: Ctx) => respond(ctx, async () => (await resendConfirmation(strapi, ctx), ok)),

  login: (ctx: Ctx) => respond(ctx, () => passwordStep(strapi, ctx)),

  async unlockAccount(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(await unlockFromLink(strapi, ctx));
  },

  verifyOneTimePassword: (ctx: Ctx) => respond(ctx, () => verifyOneTimePassword(strapi, ctx)),

  resendOneTimePassword: (ctx: Ctx) => respond(ctx, () => resendOneTimePassword(strapi, ctx)),

  refreshToken: (ctx: Ctx) => respond(ctx, async () => ({ jwt: await refreshSession(strapi, ctx) })),

  logout: (ctx: Ctx) => respond(ctx, async () => (await endSession(strapi, ctx), ok)),

  forgotPassword: (ctx: Ctx) => respond(ctx, async () => (await forgotPassword(strapi, ctx), ok)),

  resetPassword: (ctx: Ctx) => respond(ctx, async () => (await resetPassword(strapi, ctx), ok)),
});
