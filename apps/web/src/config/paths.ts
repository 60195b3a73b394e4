/**
 * Every route of the SPA (spec §2). `routePaths` are the patterns the router
 * registers, relative to `/:locale`; `paths` builds the hrefs components link to.
 */

export const LOCALE_PARAM = 'locale';

export const DATASET_TABS = ['overview', 'data-statistics', 'data-dictionary'] as const;
export type DatasetTab = (typeof DATASET_TABS)[number];

export const USER_TABS = ['edit', 'requests', 'bookmarked-datasets'] as const;
export type UserTab = (typeof USER_TABS)[number];

export type RequestVersion = 'v1' | 'v2';

export const COMMITTEE_MEMBERS_FRAGMENT = 'committee-members';

/** Query parameters of the request form: a dataset to preselect (slug), a draft to resume, the step shown. */
export type RequestFormQuery = { dataset?: string; draft?: string; step?: string };

const withQuery = (href: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length > 0 ? `${href}?${new URLSearchParams(entries).toString()}` : href;
};

export const routePaths = {
  root: '/',
  locale: `:${LOCALE_PARAM}`,
  home: '',
  ourStory: 'about/our-story',
  contactUs: 'about/contact-us',
  datasetLibrary: 'dataset',
  dataset: 'dataset/:id',
  datasetOverview: 'dataset/:id/overview',
  datasetStatistics: 'dataset/:id/data-statistics',
  datasetDictionary: 'dataset/:id/data-dictionary',
  dataProvider: 'data-provider',
  datasetRequestForm: 'dataset-request-form',
  news: 'news',
  user: 'user',
  userEdit: 'user/edit',
  userRequests: 'user/requests',
  userBookmarkedDatasets: 'user/bookmarked-datasets',
  userRequestV1: 'user/requests/v1/:id',
  userRequestV2: 'user/requests/v2/:id',
  unsubscribe: 'notifications/unsubscribe',
  queueList: 'request-management/queue-list',
  requestManagementRequest: 'request-management/request/:id',
  reports: 'request-management/reports',
  login: 'login',
  oneTimePassword: 'one-time-password/:token',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  createAccount: 'create-account',
  becomePartner: 'become-partner',
  governance: 'data-governance',
  governanceProcess: 'data-governance/process',
  governanceCommittee: 'data-governance/committee',
  governanceSecurity: 'data-governance/security',
  notFound: '*',
} as const;

const segment = (value: string) => encodeURIComponent(value);
const at = (locale: string, rest = '') => `/${segment(locale)}${rest ? `/${rest}` : ''}`;

export const paths = {
  root: () => '/',
  home: (locale: string) => at(locale),
  ourStory: (locale: string) => at(locale, routePaths.ourStory),
  contactUs: (locale: string) => at(locale, routePaths.contactUs),
  datasetLibrary: (locale: string) => at(locale, routePaths.datasetLibrary),
  dataset: (locale: string, slug: string, tab?: DatasetTab) =>
    at(locale, `dataset/${segment(slug)}${tab ? `/${tab}` : ''}`),
  dataProvider: (locale: string) => at(locale, routePaths.dataProvider),
  datasetRequestForm: (locale: string, query: RequestFormQuery = {}) =>
    withQuery(at(locale, routePaths.datasetRequestForm), {
      dataset: query.dataset,
      draft: query.draft,
      step: query.step,
    }),
  news: (locale: string) => at(locale, routePaths.news),
  user: (locale: string, tab?: UserTab) => at(locale, tab ? `user/${tab}` : routePaths.user),
  /** The page a notice's footer links to (with its signed `token`). */
  unsubscribe: (locale: string, token: string) => withQuery(at(locale, routePaths.unsubscribe), { token }),
  userRequest: (locale: string, version: RequestVersion, id: string) =>
    at(locale, `user/requests/${version}/${segment(id)}`),
  queueList: (locale: string) => at(locale, routePaths.queueList),
  requestManagementRequest: (locale: string, id: string) => at(locale, `request-management/request/${segment(id)}`),
  reports: (locale: string) => at(locale, routePaths.reports),
  /** `redirect` is the original path + search to return to after login. */
  login: (locale: string, redirect?: string) =>
    at(locale, routePaths.login) + (redirect ? `?${new URLSearchParams({ redirect }).toString()}` : ''),
  oneTimePassword: (locale: string, token: string) => at(locale, `one-time-password/${segment(token)}`),
  forgotPassword: (locale: string) => at(locale, routePaths.forgotPassword),
  resetPassword: (locale: string, code?: string) =>
    at(locale, routePaths.resetPassword) + (code ? `?${new URLSearchParams({ code }).toString()}` : ''),
  createAccount: (locale: string) => at(locale, routePaths.createAccount),
  becomePartner: (locale: string) => at(locale, routePaths.becomePartner),
  governance: (locale: string) => at(locale, routePaths.governance),
  governanceProcess: (locale: string) => at(locale, routePaths.governanceProcess),
  committee: (locale: string) => at(locale, routePaths.governanceCommittee),
  committeeMembers: (locale: string) => `${at(locale, routePaths.governanceCommittee)}#${COMMITTEE_MEMBERS_FRAGMENT}`,
  security: (locale: string) => at(locale, routePaths.governanceSecurity),
} as const;
