import type { Core } from '@strapi/strapi';

export async function listLocaleCodes(strapi: Core.Strapi): Promise<string[]> {
  const locales = (await strapi.plugin('i18n').service('locales').find()) as Array<{ code: string }>;
  return locales.map((l) => l.code);
}

export async function localeExists(strapi: Core.Strapi, code: string): Promise<boolean> {
  return (await listLocaleCodes(strapi)).includes(code);
}
