import { CONTENT_COLLECTION_TYPES, CONTENT_SINGLE_TYPES, ROLE_TYPES, type RoleType } from '@portal/shared';

/** Read access to the public content of spec §7: `find` on single types, `find`/`findOne` on collections. */
export const CONTENT_READ_ACTIONS: readonly string[] = [
  ...CONTENT_SINGLE_TYPES.map((name) => `api::${name}.${name}.find`),
  ...CONTENT_COLLECTION_TYPES.flatMap((name) => [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`]),
  'plugin::i18n.locales.listLocales',
];

/**
 * Every role a users-permissions request can carry. `public` is the anonymous role; a
 * signed-in user is judged only by their own role, so each role needs the public reads too.
 */
export type GrantedRole = 'public' | RoleType;

export const PERMISSION_GRANTS: Record<GrantedRole, readonly string[]> = {
  public: CONTENT_READ_ACTIONS,
  ...(Object.fromEntries(ROLE_TYPES.map((role) => [role, CONTENT_READ_ACTIONS])) as Record<RoleType, readonly string[]>),
};
