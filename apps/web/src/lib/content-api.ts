import type {
  BecomePartnerPage,
  CommitteeContent,
  ContactUsPage,
  ContentCollectionType,
  ContentSingleType,
  CreateAccountPage,
  DataGovernanceCommitteePage,
  DataGovernancePage,
  DataGovernanceProcessPage,
  DataGovernanceSecurityPage,
  DataProviderPage,
  DatasetAccessRequestPage,
  DatasetDataSamplePage,
  DatasetLibraryPage,
  DatasetPreview,
  DatasetRequestFormPage,
  HomePage,
  NewsPage,
  OurStoryPage,
  Policy,
  Proceeding,
  ProfilePage,
} from '@portal/shared';
import { isRecord } from '@portal/shared/is-record';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@/config/api-paths';
import { apiClient, invalidResponse } from '@/lib/api-client';

/**
 * CMS content read by locale: every single type (GET /api/{type}?locale=…) and the plain
 * collections, through one fetcher each and one key factory, so a page asked for by two features
 * is one cache entry. The server fixes the populate tree, so only `locale` is sent. Errors are the
 * client's ApiError as the server sent them (an unknown locale is a 404 'Locale not found: xx');
 * an unpublished page (`data: null`) or a body of the wrong shape is 'Invalid response' (spec §8).
 *
 *   const page = useContent('contact-us', locale);               // data: ContactUsPage
 *   await queryClient.prefetchQuery(contentQueryOptions('home', locale));
 *   queryClient.invalidateQueries({ queryKey: contentKeys.all }); // every content query
 */

/** What each single type answers with (a single type missing here fails to compile in `getContent`). */
export type ContentPages = {
  'data-provider': DataProviderPage;
  'our-story': OurStoryPage;
  'contact-us': ContactUsPage;
  'create-account': CreateAccountPage;
  new: NewsPage;
  home: HomePage;
  'become-partner': BecomePartnerPage;
  'data-governance': DataGovernancePage;
  'data-governance-committee': DataGovernanceCommitteePage;
  'data-governance-security': DataGovernanceSecurityPage;
  'data-governance-process': DataGovernanceProcessPage;
  committee: CommitteeContent;
  profile: ProfilePage;
  'dataset-library': DatasetLibraryPage;
  'dataset-access-request': DatasetAccessRequestPage;
  'dataset-preview': DatasetPreview;
  'dataset-request-form': DatasetRequestFormPage;
  'dataset-data-sample': DatasetDataSamplePage;
};

/**
 * The collections read as plain lists (one page, the server's default order). Datasets and
 * approved requests have their own fetchers (paging, normalizing) in their features.
 */
export type ContentCollections = {
  policy: Policy;
  proceeding: Proceeding;
};

export type PlainCollectionType = keyof ContentCollections & ContentCollectionType;

/**
 * Query keys of CMS content: `['content', type, locale]`. `all` matches every content query (e.g.
 * to refetch after an editor publishes); `type` every locale of one type.
 */
export const contentKeys = {
  all: ['content'] as const,
  type: (type: ContentSingleType | ContentCollectionType) => ['content', type] as const,
  of: (type: ContentSingleType | ContentCollectionType, locale: string) => ['content', type, locale] as const,
};

/** GET /api/{type}?locale=…: one single type for one locale. */
export async function getContent<T extends ContentSingleType>(
  type: T,
  locale: string,
  signal?: AbortSignal,
): Promise<ContentPages[T]> {
  const { data } = await apiClient.get<unknown>(apiPaths.content(type), { query: { locale }, signal, anonymous: true });
  if (!isRecord(data)) throw invalidResponse();
  // The shape past "an object" is the CMS schema's, typed by the shared types, not re-checked here.
  return data as ContentPages[T];
}

export const contentQueryOptions = <T extends ContentSingleType>(type: T, locale: string) =>
  queryOptions({
    queryKey: contentKeys.of(type, locale),
    queryFn: ({ signal }) => getContent(type, locale, signal),
  });

export const useContent = <T extends ContentSingleType>(type: T, locale: string) =>
  useQuery(contentQueryOptions(type, locale));

/** GET /api/{plural}?locale=…: a plain collection for one locale, entries that are not objects dropped. */
export async function getContentCollection<T extends PlainCollectionType>(
  type: T,
  locale: string,
  signal?: AbortSignal,
): Promise<ContentCollections[T][]> {
  const { data } = await apiClient.get<unknown>(apiPaths.collection(type), {
    query: { locale },
    signal,
    anonymous: true,
  });
  if (!Array.isArray(data)) throw invalidResponse();
  return data.filter(isRecord) as ContentCollections[T][];
}

export const contentCollectionQueryOptions = <T extends PlainCollectionType>(type: T, locale: string) =>
  queryOptions({
    queryKey: contentKeys.of(type, locale),
    queryFn: ({ signal }) => getContentCollection(type, locale, signal),
  });

export const useContentCollection = <T extends PlainCollectionType>(type: T, locale: string) =>
  useQuery(contentCollectionQueryOptions(type, locale));
