export const ROLE_TYPES = [
  'authenticated',
  'dag-member',
  'dag-chair',
  'queue-manager',
  'contract-manager',
  'readonly-user',
] as const;

export type RoleType = (typeof ROLE_TYPES)[number];

/** Every role except the external `authenticated` user (spec §6). */
export const INTERNAL_ROLE_TYPES = [
  'dag-member',
  'dag-chair',
  'queue-manager',
  'contract-manager',
  'readonly-user',
] as const satisfies readonly RoleType[];

export type InternalRoleType = (typeof INTERNAL_ROLE_TYPES)[number];

export function isRoleType(value: unknown): value is RoleType {
  return typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);
}

export function isInternal(role: string | null | undefined): role is InternalRoleType {
  return typeof role === 'string' && (INTERNAL_ROLE_TYPES as readonly string[]).includes(role);
}

export const ROLE_LABELS = {
  authenticated: 'Authenticated user',
  'dag-member': 'DAG member',
  'dag-chair': 'DAG chair',
  'queue-manager': 'Queue manager',
  'contract-manager': 'Contract manager',
  'readonly-user': 'Read-only user',
} as const satisfies Record<RoleType, string>;

export const ROLE_DESCRIPTIONS = {
  authenticated: 'External user who bookmarks datasets and files access requests.',
  'dag-member': 'Governance committee member who reviews and recommends on requests.',
  'dag-chair': 'Governance committee chair who assigns requests to committee members.',
  'queue-manager': 'Internal staff member who triages and routes requests in the queue.',
  'contract-manager': 'Internal staff member who prepares and tracks data access contracts.',
  'readonly-user': 'Internal staff member with read-only access to the request queue.',
} as const satisfies Record<RoleType, string>;
