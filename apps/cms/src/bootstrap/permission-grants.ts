import { CONTENT_COLLECTION_TYPES, CONTENT_SINGLE_TYPES, type RoleType } from '@portal/shared';

/** Read access to the public content of spec §7: `find` on single types, `find`/`findOne` on collections. */
export const CONTENT_READ_ACTIONS: readonly string[] = [
  ...CONTENT_SINGLE_TYPES.map((name) => `api::${name}.${name}.find`),
  ...CONTENT_COLLECTION_TYPES.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]),
  'plugin::i18n.locales.listLocales',
];

/**
 * The signed-in user's own account (docs/api/auth.md): session status, profile, bookmarks.
 * Every role has an account. Login, refresh, logout, registration and password reset are
 * public routes (`auth: false`) and need no grant.
 */
export const ACCOUNT_ACTIONS: readonly string[] = [
  'api::account.account.userStatus',
  'api::account.account.updateProfile',
  'api::account.account.addBookmark',
  'api::account.account.removeBookmark',
];

/** Internal staff only: the staff directory used to pick assignees (GET /api/users-by-role). */
export const STAFF_DIRECTORY_ACTIONS: readonly string[] = ['api::account.account.usersByRole'];

/**
 * Every role a users-permissions request can carry. `public` is the anonymous role; a
 * signed-in user is judged only by their own role, so each role needs the public reads too.
 */
export type GrantedRole = 'public' | RoleType;

/** What every internal role can do at least (role-specific grants are added per role below). */
const STAFF_BASE: readonly string[] = [...CONTENT_READ_ACTIONS, ...ACCOUNT_ACTIONS, ...STAFF_DIRECTORY_ACTIONS];

export const PERMISSION_GRANTS: Record<GrantedRole, readonly string[]> = {
  public: CONTENT_READ_ACTIONS,
  authenticated: [...CONTENT_READ_ACTIONS, ...ACCOUNT_ACTIONS],
  'dag-member': STAFF_BASE,
  'dag-chair': STAFF_BASE,
  'queue-manager': STAFF_BASE,
  'contract-manager': STAFF_BASE,
  'readonly-user': STAFF_BASE,
};
