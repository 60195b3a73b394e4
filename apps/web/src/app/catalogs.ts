import { useSyncExternalStore } from 'react';

import { shellMessages } from '@/app/messages';
import { componentMessages } from '@/components/messages';
import { mergeCatalogs, type Catalog, type CatalogLocale } from '@/lib/i18n';

/**
 * Every message catalog of the app, registered here and nowhere else (one line per feature).
 *
 * The shell's and the shared components' catalogs are in the entry bundle: every page needs them.
 * A feature's catalog is fetched with the routes (and lazy components) that use it, so the staff
 * queue's or the request form's strings never weigh on the public pages (docs/decisions.md,
 * "Performance: public SPA"). A route loads its catalogs before it renders (see `page()` in
 * app/router.tsx), so no message id ever flashes.
 */
const EAGER_CATALOGS = {
  shell: shellMessages,
  components: componentMessages,
};

const LAZY_CATALOGS = {
  requestComponents: () => import('@/components/request/messages').then((m) => m.requestComponentMessages),
  conversation: () => import('@/components/conversation/messages').then((m) => m.conversationMessages),
  access: () => import('@/components/access/messages').then((m) => m.accessMessages),
  account: () => import('@/features/account/messages').then((m) => m.accountMessages),
  // The API's errors, by code: with every route that sends a form or changes something.
  errors: () => import('@/app/api-errors/messages').then((m) => m.apiErrorMessages),
  auth: () => import('@/features/auth/messages').then((m) => m.authMessages),
  content: () => import('@/features/content/messages').then((m) => m.contentMessages),
  datasets: () => import('@/features/datasets/messages').then((m) => m.datasetsMessages),
  governance: () => import('@/features/governance/messages').then((m) => m.governanceMessages),
  queue: () => import('@/features/queue/messages').then((m) => m.queueMessages),
  registry: () => import('@/features/registry/messages').then((m) => m.registryMessages),
  reports: () => import('@/features/reports/messages').then((m) => m.reportsMessages),
  requests: () => import('@/features/requests/messages').then((m) => m.requestsMessages),
};

export type LazyCatalogName = keyof typeof LAZY_CATALOGS;
type LazyCatalogs = { [N in LazyCatalogName]: Awaited<ReturnType<(typeof LAZY_CATALOGS)[N]>> };
/** Every catalog by name, as `loadAllCatalogs()` answers (and as `MessageKey` is typed). */
export type Catalogs = typeof EAGER_CATALOGS & LazyCatalogs;

// Types `MessageKey` in lib/i18n from the catalogs above, without lib/ importing any feature.
declare module '@/lib/i18n' {
  interface MessageRegistry {
    catalogs: Catalogs;
  }
}

// ---------------------------------------------------------------------------------------------
// The loaded catalogs: a small external store that IntlProvider subscribes to.

const loaded = new Map<string, Catalog>(Object.entries(EAGER_CATALOGS));
const pending = new Map<LazyCatalogName, Promise<void>>();
const listeners = new Set<() => void>();
let merged = new Map<CatalogLocale, Record<string, string>>();

function register(name: LazyCatalogName, catalog: Catalog): void {
  if (loaded.has(name)) return;
  loaded.set(name, catalog);
  merged = new Map();
  for (const listener of listeners) listener();
}

/** Fetches feature catalogs (once each); resolves when their messages are available. */
export function loadCatalogs(names: readonly LazyCatalogName[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      if (loaded.has(name)) return undefined;
      let load = pending.get(name);
      if (!load) {
        load = LAZY_CATALOGS[name]().then((catalog) => register(name, catalog));
        // A failed chunk download may be retried by the next navigation.
        load.catch(() => pending.delete(name));
        pending.set(name, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/** Loads every catalog (tests, tools); answers them by name. */
export async function loadAllCatalogs(): Promise<Catalogs> {
  await loadCatalogs(Object.keys(LAZY_CATALOGS) as LazyCatalogName[]);
  return Object.fromEntries(loaded) as Catalogs;
}

/** The messages of every loaded catalog in one catalog locale, merged, for IntlProvider. */
export function messagesFor(locale: CatalogLocale): Record<string, string> {
  let messages = merged.get(locale);
  if (!messages) {
    messages = mergeCatalogs(loaded.values(), locale);
    merged.set(locale, messages);
  }
  return messages;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `messagesFor(locale)`, re-rendering when a catalog arrives. */
export function useMessages(locale: CatalogLocale): Record<string, string> {
  return useSyncExternalStore(
    subscribe,
    () => messagesFor(locale),
    () => messagesFor(locale),
  );
}
