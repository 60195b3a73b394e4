import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@portal/shared';

/** The locales the portal ships with; editors can add more in the admin (Settings → Internationalization). */
const PORTAL_LOCALES = [
  { code: DEFAULT_LOCALE, name: 'English (en)' },
  { code: 'fr', name: 'French (fr)' },
] as const;

export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('i18n').service('locales');
  const existing = (await service.find()) as Array<{ code: string }>;
  for (const locale of PORTAL_LOCALES) {
    if (!existing.some((l) => l.code === locale.code)) {
      await service.create({ code: locale.code, name: locale.name });
    }
  }
  await service.setDefaultLocale({ code: DEFAULT_LOCALE });
}
