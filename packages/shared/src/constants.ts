export const DEFAULT_LOCALE = 'en';

export const SEARCH_DEBOUNCE_MS = 500;

/** The first policies are always listed; the rest sit in an expandable panel. */
export const POLICIES_ALWAYS_VISIBLE = 12;

/** Pixel widths; "mobile" means at or below BREAKPOINTS.mobile. */
export const BREAKPOINTS = { wide: 1080, desktop: 1024, mobile: 768, small: 375 } as const;

/** The request dialog goes full-screen at or below this width (px). */
export const REQUEST_DIALOG_FULLSCREEN_MAX = 760;

export const REGISTRY_BODY_MAX_HEIGHT = 468;

/** The filter area shows at viewport widths of at least this (px). */
export const FILTERS_MIN_WIDTH = 769;

export const PAGE_SIZE_MAX = 100;

/** Strapi single types fetched as content pages (spec §7), by API name: GET /api/{name}. */
export const CONTENT_SINGLE_TYPES = [
  'data-provider',
  'our-story',
  'contact-us',
  'create-account',
  'new',
  'home',
  'become-partner',
  'data-governance',
  'data-governance-committee',
  'data-governance-security',
  'data-governance-process',
  'committee',
  'profile',
  'dataset-library',
  'dataset-access-request',
  'dataset-preview',
  'dataset-request-form',
  'dataset-data-sample',
] as const;

export type ContentSingleType = (typeof CONTENT_SINGLE_TYPES)[number];

/** Strapi collection types read as content, by singular API name. */
export const CONTENT_COLLECTION_TYPES = ['dataset', 'approved-request', 'policy', 'proceeding'] as const;

export type ContentCollectionType = (typeof CONTENT_COLLECTION_TYPES)[number];

/** Plural API names, the path segment of the collection's REST routes: GET /api/{plural}. */
export const CONTENT_COLLECTION_PLURALS = {
  dataset: 'datasets',
  'approved-request': 'approved-requests',
  policy: 'policies',
  proceeding: 'proceedings',
} as const satisfies Record<ContentCollectionType, string>;
