import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';

import { loadCatalogs, type LazyCatalogName } from '@/app/catalogs';
import { RequireAuth } from '@/app/guards/require-auth';
import { RequireInternal } from '@/app/guards/require-internal';
import { RouteIntlProvider } from '@/app/intl-provider';
import { LocaleLayout } from '@/app/layout/locale-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { DatasetIndexRedirect, RootRedirect, UserIndexRedirect } from '@/app/redirects';
import { RouteBoundary } from '@/app/route-boundary';
import { LOCALE_PARAM, routePaths, type DatasetTab, type UserTab } from '@/config/paths';
import { contentQueryOptions } from '@/lib/content-api';
import { localesQueryOptions } from '@/lib/site-locales';

/**
 * What a route carries for `preloadRoute`: `preload()` fetches the page's code and catalogs
 * (once, set by `page()`); `prefetch()` puts the data its first render needs in the query cache.
 */
type RouteHandle = {
  preload?: () => Promise<unknown>;
  prefetch?: (queryClient: QueryClient, locale: string) => Promise<unknown>;
};

/**
 * Route-level code splitting: each page module is fetched the first time its route matches,
 * together with the message catalogs its feature needs, so the page never renders message ids.
 * The nearest RouteBoundary shows the skeleton on a first load; a navigation is a transition,
 * so the current page stays until the next one is ready. A page whose code is already loaded
 * (`preloadRoute`) renders at once, without suspending.
 */
function page(
  load: () => Promise<ComponentType>,
  catalogs: readonly LazyCatalogName[],
  prefetch?: RouteHandle['prefetch'],
): { element: ReactElement; handle: RouteHandle } {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), loadCatalogs(catalogs)]).then(
      ([Component]) => (loaded = Component),
      (error: unknown) => {
        // A failed chunk (a new deployment, a lost connection) is fetched again on the next try.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Decided once per mount, so a later render never swaps the element type (a remount).
    const [Preloaded] = useState(() => loaded);
    return Preloaded ? <Preloaded /> : <Lazy />;
  }
  return { element: <Page />, handle: { preload, prefetch } };
}

const datasetTab = (tab: DatasetTab) => tab;
const userTab = (tab: UserTab) => tab;

const localeChildren: RouteObject[] = [
  {
    index: true,
    ...page(
      () => import('@/features/content/components/home-page').then((m) => m.HomePage),
      ['content'],
      (queryClient, locale) => queryClient.prefetchQuery(contentQueryOptions('home', locale)),
    ),
  },
  {
    path: routePaths.ourStory,
    ...page(() => import('@/features/content/components/our-story-page').then((m) => m.OurStoryPage), ['content']),
  },
  {
    path: routePaths.contactUs,
    ...page(
      () => import('@/features/content/components/contact-us-page').then((m) => m.ContactUsPage),
      ['content', 'errors'],
    ),
  },
  {
    path: routePaths.dataProvider,
    ...page(
      () => import('@/features/content/components/data-provider-page').then((m) => m.DataProviderPage),
      ['content'],
    ),
  },
  {
    path: routePaths.unsubscribe,
    ...page(() => import('@/features/account/components/unsubscribe-page').then((m) => m.UnsubscribePage), ['account']),
  },
  {
    path: routePaths.news,
    ...page(() => import('@/features/content/components/news-page').then((m) => m.NewsPage), ['content']),
  },
  {
    path: routePaths.becomePartner,
    ...page(
      () => import('@/features/content/components/become-partner-page').then((m) => m.BecomePartnerPage),
      ['content'],
    ),
  },

  {
    path: routePaths.datasetLibrary,
    ...page(
      () => import('@/features/datasets/components/dataset-library-page').then((m) => m.DatasetLibraryPage),
      ['datasets'],
      (queryClient, locale) => queryClient.prefetchQuery(contentQueryOptions('dataset-library', locale)),
    ),
  },
  {
    path: routePaths.dataset,
    ...page(() => import('@/app/routes/dataset-route').then((m) => m.DatasetRoute), ['datasets', 'account', 'errors']),
    children: [
      { index: true, element: <DatasetIndexRedirect /> },
      {
        path: datasetTab('overview'),
        ...page(
          () => import('@/features/datasets/components/dataset-overview-page').then((m) => m.DatasetOverviewPage),
          ['datasets'],
        ),
      },
      {
        path: datasetTab('data-statistics'),
        ...page(
          () => import('@/features/datasets/components/dataset-statistics-page').then((m) => m.DatasetStatisticsPage),
          ['datasets'],
        ),
      },
      {
        path: datasetTab('data-dictionary'),
        ...page(
          () => import('@/features/datasets/components/dataset-dictionary-page').then((m) => m.DatasetDictionaryPage),
          ['datasets'],
        ),
      },
    ],
  },

  {
    element: <RequireAuth redirectToLogin />,
    children: [
      {
        path: routePaths.datasetRequestForm,
        ...page(
          () => import('@/features/requests/components/request-form-page').then((m) => m.RequestFormPage),
          ['requests', 'requestComponents', 'errors'],
        ),
      },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: routePaths.user,
        ...page(() => import('@/features/account/components/user-page').then((m) => m.UserPage), ['account', 'errors']),
        children: [
          { index: true, element: <UserIndexRedirect /> },
          {
            path: userTab('edit'),
            ...page(
              () => import('@/features/account/components/profile-edit-page').then((m) => m.ProfileEditPage),
              ['account'],
            ),
          },
          {
            path: userTab('requests'),
            ...page(
              () => import('@/features/account/components/my-requests-page').then((m) => m.MyRequestsPage),
              ['account', 'requestComponents', 'conversation'],
            ),
          },
          {
            path: userTab('bookmarked-datasets'),
            ...page(
              () =>
                import('@/features/account/components/bookmarked-datasets-page').then((m) => m.BookmarkedDatasetsPage),
              ['account'],
            ),
          },
        ],
      },
      {
        path: routePaths.userRequestV1,
        ...page(
          () => import('@/features/requests/components/user-request-page').then((m) => m.UserRequestV1Page),
          ['requests', 'requestComponents', 'conversation', 'access', 'errors'],
        ),
      },
      {
        path: routePaths.userRequestV2,
        ...page(
          () => import('@/features/requests/components/user-request-page').then((m) => m.UserRequestV2Page),
          ['requests', 'requestComponents', 'conversation', 'access', 'errors'],
        ),
      },
    ],
  },
  {
    // Spec §2 does not list the reviewer page's allowed roles; internal-only until it does.
    element: <RequireInternal />,
    children: [
      {
        path: routePaths.queueList,
        ...page(
          () => import('@/features/queue/components/queue-list-page').then((m) => m.QueueListPage),
          ['queue', 'requestComponents', 'conversation', 'errors'],
        ),
      },
      {
        path: routePaths.requestManagementRequest,
        ...page(
          () => import('@/features/queue/components/request-review-page').then((m) => m.RequestReviewPage),
          ['queue', 'requestComponents', 'conversation', 'access', 'errors'],
        ),
      },
      {
        // Every internal role, read-only included. The chart library is in this page's chunk only.
        path: routePaths.reports,
        ...page(
          () => import('@/features/reports/components/reports-page').then((m) => m.ReportsPage),
          ['reports', 'requestComponents', 'errors'],
        ),
      },
    ],
  },

  {
    path: routePaths.login,
    ...page(() => import('@/features/auth/components/login-page').then((m) => m.LoginPage), ['auth', 'errors']),
  },
  {
    path: routePaths.oneTimePassword,
    ...page(
      () => import('@/features/auth/components/one-time-password-page').then((m) => m.OneTimePasswordPage),
      ['auth', 'errors'],
    ),
  },
  {
    path: routePaths.forgotPassword,
    ...page(
      () => import('@/features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
      ['auth', 'errors'],
    ),
  },
  {
    path: routePaths.resetPassword,
    ...page(
      () => import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
      ['auth', 'errors'],
    ),
  },
  {
    path: routePaths.createAccount,
    ...page(
      () => import('@/features/auth/components/create-account-page').then((m) => m.CreateAccountPage),
      ['auth', 'errors'],
    ),
  },

  {
    path: routePaths.governance,
    ...page(
      () => import('@/features/governance/components/governance-page').then((m) => m.GovernancePage),
      ['governance'],
    ),
  },
  {
    path: routePaths.governanceProcess,
    // The process page shows the registry (another feature): the route composes the two. The
    // registry (a table, a dialog) is below the fold: it loads after the page has rendered.
    ...page(
      () => import('@/app/routes/governance-process-route').then((m) => m.GovernanceProcessRoute),
      ['governance'],
      (queryClient, locale) => queryClient.prefetchQuery(contentQueryOptions('data-governance-process', locale)),
    ),
  },
  {
    path: routePaths.governanceCommittee,
    ...page(
      () => import('@/features/governance/components/committee-page').then((m) => m.CommitteePage),
      ['governance'],
    ),
  },
  {
    path: routePaths.governanceSecurity,
    ...page(() => import('@/features/governance/components/security-page').then((m) => m.SecurityPage), ['governance']),
  },

  { path: routePaths.notFound, element: <NotFoundPage /> },
];

/** One route table for the browser router (app.tsx) and memory routers (tests). */
const routes: RouteObject[] = [
  {
    // Pathless, so every page and error message renders inside the IntlProvider.
    element: <RouteIntlProvider />,
    children: [
      {
        path: routePaths.root,
        element: <RouteBoundary />,
        children: [
          { index: true, element: <RootRedirect /> },
          {
            path: routePaths.locale,
            element: <LocaleLayout />,
            handle: {
              prefetch: (queryClient) => queryClient.prefetchQuery(localesQueryOptions()),
            } satisfies RouteHandle,
            // Pathless so page errors render inside the header/footer layout instead of replacing it.
            children: [{ element: <RouteBoundary />, children: localeChildren }],
          },
        ],
      },
    ],
  },
];

/**
 * The route table rendered by a declarative router (`<BrowserRouter>` in app.tsx, `<MemoryRouter>`
 * in tests). The data router is not used: it would add about 18 kB of gzip JS to every page for
 * loaders and actions the portal does not have (docs/performance.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the code, catalogs and first data of the page at `pathname` (nothing for an unknown
 * path). main.tsx waits for it before the first render, so that render is the page itself: a
 * page that suspended there would show a skeleton first, and React holds a boundary's content
 * for 300 ms after its fallback appeared (most of the home page's LCP on a throttled phone,
 * docs/performance.md). public/prefetch-content.js has already started these requests, so
 * nothing is fetched twice.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.flatMap(({ route, params }) => {
      const handle = route.handle as RouteHandle | undefined;
      return [handle?.preload?.(), handle?.prefetch?.(queryClient, params[LOCALE_PARAM] ?? '')];
    }),
  );
}
