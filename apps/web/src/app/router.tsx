import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { loadCatalogs, type LazyCatalogName } from '@/app/catalogs';
import { RequireAuth } from '@/app/guards/require-auth';
import { RequireInternal } from '@/app/guards/require-internal';
import { RouteIntlProvider } from '@/app/intl-provider';
import { LocaleLayout } from '@/app/layout/locale-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { DatasetIndexRedirect, rootRedirectLoader, UserIndexRedirect } from '@/app/redirects';
import { RouteErrorPage } from '@/app/route-error-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { routePaths, type DatasetTab, type UserTab } from '@/config/paths';

/**
 * Route-level code splitting: each page module is fetched the first time its route matches,
 * together with the message catalogs its feature needs, so the page never renders message ids.
 */
function page(load: () => Promise<ComponentType>, catalogs: readonly LazyCatalogName[]) {
  return async () => {
    const [Component] = await Promise.all([load(), loadCatalogs(catalogs)]);
    return { Component };
  };
}

const datasetTab = (tab: DatasetTab) => tab;
const userTab = (tab: UserTab) => tab;

const localeChildren: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('@/features/content/components/home-page').then((m) => m.HomePage), ['content']),
  },
  {
    path: routePaths.ourStory,
    lazy: page(() => import('@/features/content/components/our-story-page').then((m) => m.OurStoryPage), ['content']),
  },
  {
    path: routePaths.contactUs,
    lazy: page(() => import('@/features/content/components/contact-us-page').then((m) => m.ContactUsPage), ['content']),
  },
  {
    path: routePaths.dataProvider,
    lazy: page(
      () => import('@/features/content/components/data-provider-page').then((m) => m.DataProviderPage),
      ['content'],
    ),
  },
  {
    path: routePaths.news,
    lazy: page(() => import('@/features/content/components/news-page').then((m) => m.NewsPage), ['content']),
  },
  {
    path: routePaths.becomePartner,
    lazy: page(
      () => import('@/features/content/components/become-partner-page').then((m) => m.BecomePartnerPage),
      ['content'],
    ),
  },

  {
    path: routePaths.datasetLibrary,
    lazy: page(
      () => import('@/features/datasets/components/dataset-library-page').then((m) => m.DatasetLibraryPage),
      ['datasets'],
    ),
  },
  {
    path: routePaths.dataset,
    lazy: page(() => import('@/app/routes/dataset-route').then((m) => m.DatasetRoute), ['datasets', 'account']),
    children: [
      { index: true, element: <DatasetIndexRedirect /> },
      {
        path: datasetTab('overview'),
        lazy: page(
          () => import('@/features/datasets/components/dataset-overview-page').then((m) => m.DatasetOverviewPage),
          ['datasets'],
        ),
      },
      {
        path: datasetTab('data-statistics'),
        lazy: page(
          () => import('@/features/datasets/components/dataset-statistics-page').then((m) => m.DatasetStatisticsPage),
          ['datasets'],
        ),
      },
      {
        path: datasetTab('data-dictionary'),
        lazy: page(
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
        lazy: page(
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
        lazy: page(() => import('@/features/account/components/user-page').then((m) => m.UserPage), ['account']),
        children: [
          { index: true, element: <UserIndexRedirect /> },
          {
            path: userTab('edit'),
            lazy: page(
              () => import('@/features/account/components/profile-edit-page').then((m) => m.ProfileEditPage),
              ['account'],
            ),
          },
          {
            path: userTab('requests'),
            lazy: page(
              () => import('@/features/account/components/my-requests-page').then((m) => m.MyRequestsPage),
              ['account', 'requestComponents'],
            ),
          },
          {
            path: userTab('bookmarked-datasets'),
            lazy: page(
              () =>
                import('@/features/account/components/bookmarked-datasets-page').then((m) => m.BookmarkedDatasetsPage),
              ['account'],
            ),
          },
        ],
      },
      {
        path: routePaths.userRequestV1,
        lazy: page(
          () => import('@/features/requests/components/user-request-page').then((m) => m.UserRequestV1Page),
          ['requests', 'requestComponents'],
        ),
      },
      {
        path: routePaths.userRequestV2,
        lazy: page(
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
        lazy: page(
          () => import('@/features/queue/components/queue-list-page').then((m) => m.QueueListPage),
          ['queue', 'requestComponents'],
        ),
      },
      {
        path: routePaths.requestManagementRequest,
        lazy: page(
          () => import('@/features/queue/components/request-review-page').then((m) => m.RequestReviewPage),
          ['queue', 'requestComponents'],
        ),
      },
    ],
  },

  {
    path: routePaths.login,
    lazy: page(() => import('@/features/auth/components/login-page').then((m) => m.LoginPage), ['auth']),
  },
  {
    path: routePaths.oneTimePassword,
    lazy: page(
      () => import('@/features/auth/components/one-time-password-page').then((m) => m.OneTimePasswordPage),
      ['auth'],
    ),
  },
  {
    path: routePaths.forgotPassword,
    lazy: page(
      () => import('@/features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
      ['auth'],
    ),
  },
  {
    path: routePaths.resetPassword,
    lazy: page(
      () => import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
      ['auth'],
    ),
  },
  {
    path: routePaths.createAccount,
    lazy: page(
      () => import('@/features/auth/components/create-account-page').then((m) => m.CreateAccountPage),
      ['auth'],
    ),
  },

  {
    path: routePaths.governance,
    lazy: page(
      () => import('@/features/governance/components/governance-page').then((m) => m.GovernancePage),
      ['governance'],
    ),
  },
  {
    path: routePaths.governanceProcess,
    // The process page shows the registry (another feature): the route composes the two.
    lazy: async () => {
      const [{ GovernanceProcessPage }, { ApprovedRequestsRegistry }] = await Promise.all([
        import('@/features/governance/components/governance-process-page'),
        import('@/features/registry/components/approved-requests-registry'),
        loadCatalogs(['governance', 'registry']),
      ]);
      return {
        Component: () => (
          <GovernanceProcessPage renderRegistry={(section) => <ApprovedRequestsRegistry section={section} />} />
        ),
      };
    },
  },
  {
    path: routePaths.governanceCommittee,
    lazy: page(
      () => import('@/features/governance/components/committee-page').then((m) => m.CommitteePage),
      ['governance'],
    ),
  },
  {
    path: routePaths.governanceSecurity,
    lazy: page(
      () => import('@/features/governance/components/security-page').then((m) => m.SecurityPage),
      ['governance'],
    ),
  },

  { path: routePaths.notFound, element: <NotFoundPage /> },
];

/** One route table for the browser router (app.tsx) and memory routers (tests). */
export const routes: RouteObject[] = [
  {
    // Pathless and error-free, so every page and error element renders inside the IntlProvider.
    element: <RouteIntlProvider />,
    children: [
      {
        path: routePaths.root,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <PageSkeleton />,
        children: [
          // The loader always redirects; `element: null` says so and keeps the router from warning.
          { index: true, loader: rootRedirectLoader, element: null },
          {
            path: routePaths.locale,
            element: <LocaleLayout />,
            // Pathless so page errors render inside the header/footer layout instead of replacing it.
            children: [{ errorElement: <RouteErrorPage />, children: localeChildren }],
          },
        ],
      },
    ],
  },
];
