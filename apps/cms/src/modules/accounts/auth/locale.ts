import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@portal/shared';
import { listLocaleCodes } from '../../content';
import type { Ctx } from '../../../platform/http/parse-body';

/**
 * The `?locale=` of an account request, when it is a locale the CMS serves; otherwise the
 * default. It chooses the language of e-mails and the locale segment of links to the SPA.
 */
export async function requestLocale(strapi: Core.Strapi, ctx: Ctx): Promise<string> {
  const raw = ctx.query.locale;
  if (typeof raw !== 'string' || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(raw)) return DEFAULT_LOCALE;
  return (await listLocaleCodes(strapi)).includes(raw) ? raw : DEFAULT_LOCALE;
}
