import { DEFAULT_LOCALE } from '@portal/shared/constants';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';

import { useMessages } from '@/app/catalogs';
import { intlErrorTranslator, setErrorTranslator } from '@/lib/error-text';
import { catalogLocale, intlLocale } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

type AppIntlProviderProps = { locale: string; children: ReactNode };

/**
 * The catalogs for a route locale. IntlProvider gets the catalog's language, or a regional form of
 * it (see intlLocale), never another language: plural rules must be those of the language the
 * messages are written in (a `de` route shows English).
 */
export function AppIntlProvider({ locale, children }: AppIntlProviderProps) {
  const language = catalogLocale(locale);
  const messages = useMessages(language);
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <ErrorTranslations />
      {children}
    </IntlProvider>
  );
}

/** API errors (`ApiError.message`) speak the language of this provider (lib/error-text.ts). */
function ErrorTranslations() {
  const intl = useIntl();
  useEffect(() => {
    setErrorTranslator(intlErrorTranslator(intl));
    return () => setErrorTranslator(null);
  }, [intl]);
  return null;
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
