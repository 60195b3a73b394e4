import { DEFAULT_LOCALE } from '@portal/shared/constants';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { AppLayout } from '@/app/layout/app-layout';
import { ErrorState } from '@/components/error-state';
import { PageSkeleton } from '@/components/page-skeleton';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { forgetLocale, LocaleNotFoundError, rememberLocale, useLocale } from '@/lib/locale';
import { useLocales } from '@/lib/site-locales';

function UnknownLocale({ code }: { code: string }) {
  const navigate = useNavigate();
  const error = new LocaleNotFoundError(code);

  useEffect(() => {
    // Forget before navigating: `/` reads the remembered locale and would come straight back.
    forgetLocale(code);
    console.warn(error.message);
    void navigate(paths.root(), { replace: true });
  }, [code, error.message, navigate]);

  return <p role="alert">{error.message}</p>;
}

/** Validates `:locale` against the back end's list (spec §2, §8) before rendering any page. */
export function LocaleLayout() {
  const locale = useLocale();
  const locales = useLocales();
  const t = useT();
  const known = locales.data?.some((item) => item.code === locale) ?? false;

  useEffect(() => {
    if (!known) return;
    rememberLocale(locale);
    // Screen readers pick pronunciation from <html lang>.
    document.documentElement.lang = locale;
  }, [known, locale]);

  if (locales.isPending) return <PageSkeleton />;
  // English is the one hard-coded locale (spec §1), so it still renders when the list is unavailable.
  if (locales.isError && locale !== DEFAULT_LOCALE) {
    return <ErrorState message={t('shell.locale.listError')} onRetry={() => void locales.refetch()} />;
  }
  if (locales.isSuccess && !known) return <UnknownLocale code={locale} />;
  return <AppLayout />;
}
