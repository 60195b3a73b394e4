import { DEFAULT_LOCALE } from '@portal/shared/constants';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet } from 'react-router-dom';

import { useMessages } from '@/app/catalogs';
import { catalogLocale } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

type AppIntlProviderProps = { locale: string; children: ReactNode };

/**
 * The catalogs for a route locale. IntlProvider gets the catalog's locale, not the route's: plural
 * rules must be those of the language the messages are written in (a `de` route shows English).
 */
export function AppIntlProvider({ locale, children }: AppIntlProviderProps) {
  const language = catalogLocale(locale);
  const messages = useMessages(language);
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/**
 * Root layout route: the locale lives in the URL (`/:locale/...`), so the provider sits inside the
 * router, above every page and error element (English outside the `/:locale` tree).
 */
export function RouteIntlProvider() {
  const locale = useLocale();
  return (
    <AppIntlProvider locale={locale}>
      <Outlet />
    </AppIntlProvider>
  );
}
