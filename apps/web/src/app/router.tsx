import { lazy, type ComponentType, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';

import { loadCatalogs, type LazyCatalogName } from '@/app/catalogs';
import { RequireAuth } from '@/app/guards/require-auth';
import { RequireInternal } from '@/app/guards/require-internal';
import { RouteIntlProvider } from '@/app/intl-provider';
import { LocaleLayout } from '@/app/layout/locale-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { DatasetIndexRedirect, RootRedirect, UserIndexRedirect } from '@/app/redirects';
import { RouteBoundary } from '@/app/route-boundary';
import { routePaths, type DatasetTab, type UserTab } from '@/config/paths';

/**
 * Route-level code splitting: each page module is fetched the first time its route matches,
 * together with the message catalogs its feature needs, so the page never renders message ids.
 * The nearest RouteBoundary shows the skeleton on a first load; a navigation is a transition,
 * so the current page stays until the next one is ready.
 */
function page(load: () => Promise<ComponentType>, catalogs: readonly LazyCatalogName[]): ReactElement {
  const Page = lazy(async () => {
    const [Component] = await Promise.all([load(), loadCatalogs(catalogs)]);
    return { default: Component };
  });
  return <Page />;
}

const datasetTab = (tab: DatasetTab) => tab;
const userTab = (tab: UserTab) => tab;

const localeChildren: RouteObject[] = [
  {
    index: true,
    element: page(() => import('@/features/content/components/home-page').then((m) => m.HomePage), ['content']),
  },
  {
    path: routePaths.ourStory,
    element: page(
      () => import('@/features/content/components/our-story-page').then((m) => m.OurStoryPage),
      ['content'],
    ),
  },
  {
    path: routePaths.contactUs,
    element: page(
      () => import('@/features/content/components/contact-us-page').then((m) => m.ContactUsPage),
      ['content'],
    ),
  },
  {
    path: routePaths.dataProvider,
    element: page(
      () => import('@/features/content/components/data-provider-page').then((m) => m.DataProviderPage),
      ['content'],
    ),
  },
  {
    path: routePaths.news,
    element: page(() => import('@/features/content/components/news-page').then((m) => m.NewsPage), ['content']),
  },
  {
    path: routePaths.becomePartner,
    element: page(
      () => import('@/features/content/components/become-partner-page').then((m) => m.BecomePartnerPage),
      ['content'],
    ),
  },

  {
    path: routePaths.datasetLibrary,
    element: page(
      () => import('@/features/datasets/components/dataset-library-page').then((m) => m.DatasetLibraryPage),
      ['datasets'],
    ),
  },
  {
    path: routePaths.dataset,
    element: page(() => import('@/app/routes/dataset-route').then((m) => m.DatasetRoute), ['datasets', 'account']),
    children: [
      { index: true, element: <DatasetIndexRedirect /> },
      {
        path: datasetTab('overview'),
        element: page(
          () => import('@/features/datasets/components/dataset-overview-page').then((m) => m.DatasetOverviewPage),
          ['datasets'],
        ),
      },
      {
        path: datasetTab('data-statistics'),
        element: page(
          () => import('@/features/datasets/components/dataset-statistics-page').then((m) => m.DatasetStatisticsPage),
          ['datasets'],
        ),
      },
      {
        path: datasetTab('data-dictionary'),
        element: page(
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
        element: page(
          () => import('@/features/requests/components/request-form-page').then((m) => m.RequestFormPage),
          ['requests', 'requestComponents'],
        ),
      },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: routePaths.user,
        element: page(() => import('@/features/account/components/user-page').then((m) => m.UserPage), ['account']),
        children: [
          { index: true, element: <UserIndexRedirect /> },
          {
            path: userTab('edit'),
            element: page(
              () => import('@/features/account/components/profile-edit-page').then((m) => m.ProfileEditPage),
              ['account'],
            ),
          },
          {
            path: userTab('requests'),
            element: page(
              () => import('@/features/account/components/my-requests-page').then((m) => m.MyRequestsPage),
              ['account', 'requestComponents'],
            ),
          },
          {
            path: userTab('bookmarked-datasets'),
            element: page(
              () =>
                import('@/features/account/components/bookmarked-datasets-page').then((m) => m.BookmarkedDatasetsPage),
              ['account'],
            ),
          },
        ],
      },
      {
        path: routePaths.userRequestV1,
        element: page(
          () => import('@/features/requests/components/user-request-page').then((m) => m.UserRequestV1Page),
          ['requests', 'requestComponents'],
        ),
      },
      {
        path: routePaths.userRequestV2,
        element: page(
          () => import('@/features/requests/components/user-request-page').then((m) => m.UserRequestV2Page),
          ['requests', 'requestComponents'],
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
        element: page(
          () => import('@/features/queue/components/queue-list-page').then((m) => m.QueueListPage),
          ['queue', 'requestComponents'],
        ),
      },
      {
        path: routePaths.requestManagementRequest,
        element: page(
          () => import('@/features/queue/components/request-review-page').then((m) => m.RequestReviewPage),
          ['queue', 'requestComponents'],
        ),
      },
    ],
  },

  {
    path: routePaths.login,
    element: page(() => import('@/features/auth/components/login-page').then((m) => m.LoginPage), ['auth']),
  },
  {
    path: routePaths.oneTimePassword,
    element: page(
      () => import('@/features/auth/components/one-time-password-page').then((m) => m.OneTimePasswordPage),
      ['auth'],
    ),
  },
  {
    path: routePaths.forgotPassword,
    element: page(
      () => import('@/features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
      ['auth'],
    ),
  },
  {
    path: routePaths.resetPassword,
    element: page(
      () => import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
      ['auth'],
    ),
  },
  {
    path: routePaths.createAccount,
    element: page(
      () => import('@/features/auth/components/create-account-page').then((m) => m.CreateAccountPage),
      ['auth'],
    ),
  },

  {
    path: routePaths.governance,
    element: page(
      () => import('@/features/governance/components/governance-page').then((m) => m.GovernancePage),
      ['governance'],
    ),
  },
  {
    path: routePaths.governanceProcess,
    // The process page shows the registry (another feature): the route composes the two.
    element: page(async () => {
      const [{ GovernanceProcessPage }, { ApprovedRequestsRegistry }] = await Promise.all([
        import('@/features/governance/components/governance-process-page'),
        import('@/features/registry/components/approved-requests-registry'),
      ]);
      return function GovernanceProcessRoute() {
        return <GovernanceProcessPage renderRegistry={(section) => <ApprovedRequestsRegistry section={section} />} />;
      };
    }, ['governance', 'registry']),
  },
  {
    path: routePaths.governanceCommittee,
    element: page(
      () => import('@/features/governance/components/committee-page').then((m) => m.CommitteePage),
      ['governance'],
    ),
  },
  {
    path: routePaths.governanceSecurity,
    element: page(
      () => import('@/features/governance/components/security-page').then((m) => m.SecurityPage),
      ['governance'],
    ),
  },

  { path: routePaths.notFound, element: <NotFoundPage /> },
];

/** One route table for the browser router (app.tsx) and memory routers (tests). */
export const routes: RouteObject[] = [
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
