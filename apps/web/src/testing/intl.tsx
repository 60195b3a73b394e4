import { DEFAULT_LOCALE } from '@portal/shared';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

import { loadAllCatalogs } from '@/app/catalogs';
import { AppIntlProvider, RouteIntlProvider } from '@/app/intl-provider';

// Components rendered outside the route table get every catalog (routes load their own).
await loadAllCatalogs();

/** The app's IntlProvider in English, for `render(ui, { wrapper: IntlWrapper })`. */
export function IntlWrapper({ children }: { children: ReactNode }) {
  return <AppIntlProvider locale={DEFAULT_LOCALE}>{children}</AppIntlProvider>;
}

/** Renders a component outside any router with the app's catalogs in `locale`. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = DEFAULT_LOCALE, ...options }: RenderOptions & { locale?: string } = {},
) {
  return render(ui, {
    ...options,
    wrapper: ({ children }: { children: ReactNode }) => <AppIntlProvider locale={locale}>{children}</AppIntlProvider>,
  });
}

/** Test route tables under the app's route-locale IntlProvider, as in `app/router.tsx`. */
export function withRouteIntl(routes: RouteObject[]): RouteObject[] {
  return [{ element: <RouteIntlProvider />, children: routes }];
}
