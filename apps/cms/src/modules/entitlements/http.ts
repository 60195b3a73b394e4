import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@portal/shared';
import { localeExists } from '../content';
import type { Actor } from '../requests';
import { loadWorkflowSettings } from '../settings';
import { entitlementsCsvFileName, entitlementsCsvStream } from './csv';
import { visaKeys } from './key-store';
import { entitlementFilters, listEntitlements } from './list';
import { parseEntitlementQuery } from './query';
import { JWKS_PATH, passportOf } from './visas';

/**
 * The HTTP side of entitlements and visas (docs/api/entitlements.md): the controllers the Strapi
 * adapters (api/entitlement, api/ga4gh) export, their route table, and the JWKS at the root.
 */
interface Ctx {
  state: { user?: Actor };
  query: Record<string, unknown>;
  accepts: (...types: string[]) => string | false;
  set: (field: string, value: string) => void;
  status: number;
  body: unknown;
  serviceUnavailable: (message: string, details?: Record<string, unknown>) => void;
}

/** A route of these adapters: a live session (401 without); who sees what is the module's. */
export const sessionRoute = (path: string, handler: string) => ({
  method: 'GET' as const,
  path,
  handler,
  config: { auth: false as const, policies: ['global::is-authenticated'] },
});

/** The reader's locale (`?locale=`) when the CMS serves it, else English: anyone may send anything. */
async function csvLocale(strapi: Core.Strapi, locale: unknown): Promise<string> {
  return typeof locale === 'string' && (await localeExists(strapi, locale)) ? locale : DEFAULT_LOCALE;
}

/** GET /api/entitlements: a page as JSON, or every match as a CSV download. */
export const entitlementsController = ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Ctx) {
    const actor = ctx.state.user as Actor;
    const now = new Date();
    const { timeZone } = await loadWorkflowSettings(strapi);
    const query = parseEntitlementQuery(ctx.query, {
      timeZone,
      now,
      wantsCsv: ctx.accepts('application/json', 'text/csv') === 'text/csv',
    });
    ctx.set('Cache-Control', 'private, no-store');
    if (query.format === 'csv') {
      // Filters (and a refused one) are settled before the first byte: a 400 or 403, not a broken file.
      const where = await entitlementFilters(strapi, actor, query);
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${entitlementsCsvFileName(now)}"`);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.status = 200;
      ctx.body = entitlementsCsvStream(strapi, where, await csvLocale(strapi, ctx.query.locale), now);
      return;
    }
    ctx.status = 200;
    ctx.body = await listEntitlements(strapi, actor, query, now);
  },
});

/** GET /api/ga4gh/visas: the signed-in person's passport visas. */
export const visasController = ({ strapi }: { strapi: Core.Strapi }) => ({
  async passport(ctx: Ctx) {
    ctx.set('Cache-Control', 'private, no-store');
    const passport = await passportOf(strapi, ctx.state.user as Actor);
    if (!passport) return ctx.serviceUnavailable('GA4GH visas are not available: no signing key is configured.');
    ctx.status = 200;
    ctx.body = passport;
  },
});

/**
 * GET /.well-known/jwks.json, outside the /api prefix every Strapi API route gets: registered on
 * the server's root router (before it is mounted, in the app's `register`). Public and cacheable:
 * verifiers fetch it by the visas' `jku`.
 */
export function registerJwksRoute(strapi: Core.Strapi): void {
  strapi.server.routes([
    {
      method: 'GET',
      path: JWKS_PATH,
      handler: async (ctx: Ctx) => {
        const { jwks } = await visaKeys(strapi);
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.set('Content-Type', 'application/json; charset=utf-8');
        ctx.status = 200;
        ctx.body = jwks;
      },
      config: { auth: false },
    },
  ] as never);
}
