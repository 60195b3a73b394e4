import { CONTENT_COLLECTION_TYPES, CONTENT_SINGLE_TYPES, type RoleType } from '@portal/shared';

/** Read access to the public content of spec §7: `find` on single types, `find`/`findOne` on collections. */
export const CONTENT_READ_ACTIONS: readonly string[] = [
  ...CONTENT_SINGLE_TYPES.map((name) => `api::${name}.${name}.find`),
  ...CONTENT_COLLECTION_TYPES.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]),
  'plugin::i18n.locales.listLocales',
];

/*
 * Custom routes (account, requests, workflow) are not granted here: they are `auth: false` and
 * guarded by policies from the shared role table (docs/decisions.md). Grants cover Strapi's own
 * routes: the content reads below.
 */

/**
 * Every role a users-permissions request can carry. `public` is the anonymous role; a
 * signed-in user is judged only by their own role, so each role needs the public reads too.
 */
export type GrantedRole = 'public' | RoleType;

/** Every role reads the public content; nothing else is granted (see above). */
export const PERMISSION_GRANTS: Record<GrantedRole, readonly string[]> = {
  public: CONTENT_READ_ACTIONS,
  authenticated: CONTENT_READ_ACTIONS,
  'dag-member': CONTENT_READ_ACTIONS,
  'dag-chair': CONTENT_READ_ACTIONS,
  'queue-manager': CONTENT_READ_ACTIONS,
  'contract-manager': CONTENT_READ_ACTIONS,
  'readonly-user': CONTENT_READ_ACTIONS,
};
