import { shellMessages } from '@/app/messages';
import { componentMessages } from '@/components/messages';
import { requestComponentMessages } from '@/components/request/messages';
import { accountMessages } from '@/features/account/messages';
import { authMessages } from '@/features/auth/messages';
import { contentMessages } from '@/features/content/messages';
import { datasetsMessages } from '@/features/datasets/messages';
import { governanceMessages } from '@/features/governance/messages';
import { queueMessages } from '@/features/queue/messages';
import { registryMessages } from '@/features/registry/messages';
import { requestsMessages } from '@/features/requests/messages';
import { CATALOG_LOCALES, mergeCatalogs, type CatalogLocale } from '@/lib/i18n';

/** Every message catalog of the app, registered here and nowhere else (one line per feature). */
export const CATALOGS = {
  shell: shellMessages,
  components: componentMessages,
  requestComponents: requestComponentMessages,
  account: accountMessages,
  auth: authMessages,
  content: contentMessages,
  datasets: datasetsMessages,
  governance: governanceMessages,
  queue: queueMessages,
  registry: registryMessages,
  requests: requestsMessages,
};

// Types `MessageKey` in lib/i18n from the catalogs above, without lib/ importing any feature.
declare module '@/lib/i18n' {
  interface MessageRegistry {
    catalogs: typeof CATALOGS;
  }
}

const MESSAGES = Object.fromEntries(
  CATALOG_LOCALES.map((locale) => [locale, mergeCatalogs(Object.values(CATALOGS), locale)]),
) as Record<CatalogLocale, Record<string, string>>;

/** All messages of one catalog locale, merged, for IntlProvider. */
export function messagesFor(locale: CatalogLocale): Record<string, string> {
  return MESSAGES[locale];
}
