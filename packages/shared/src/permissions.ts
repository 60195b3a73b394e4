import { type RoleType, isRoleType } from './roles';

export const ACTIONS = ['unassign', 'addFiles', 'recommend', 'changeStatus'] as const;

export type Action = (typeof ACTIONS)[number];

export type RolePermissions = { internal: boolean } & Record<Action, boolean>;

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

/** Spec §6, row for row. */
export const PERMISSIONS: Readonly<Record<RoleType, Readonly<RolePermissions>>> = {
  authenticated: { internal: false, unassign: false, addFiles: true, recommend: false, changeStatus: false },
  'dag-member': { internal: true, unassign: true, addFiles: false, recommend: true, changeStatus: true },
  'queue-manager': { internal: true, unassign: false, addFiles: true, recommend: true, changeStatus: true },
  'dag-chair': { internal: true, unassign: true, addFiles: false, recommend: false, changeStatus: false },
  'contract-manager': { internal: true, unassign: true, addFiles: false, recommend: false, changeStatus: false },
  'readonly-user': { internal: true, unassign: false, addFiles: false, recommend: false, changeStatus: false },
};

// Role strings come from the database and from tokens, so anything unrecognised is denied.
export function can(role: string | null | undefined, action: Action): boolean {
  return isRoleType(role) && isAction(action) && PERMISSIONS[role][action];
}
