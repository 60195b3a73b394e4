import type { Core } from '@strapi/strapi';
import { ROLE_TYPES, type RoleType } from '@portal/shared';
import { portalEnv } from '../platform/env/env';

/** One password for every demo account (README, docs/api/auth.md). Demo only: never in production. */
export const DEMO_PASSWORD = 'DemoPortal2026!';

export interface DemoAccount {
  email: string;
  role: RoleType;
  firstName: string;
  lastName: string;
  organization: string;
  organizationType: string;
  country: string;
}

const STAFF = { organization: 'Open Data Access Portal', organizationType: 'academic / non-profit', country: 'Canada' };

/** A confirmed account for every role of the shared role table: one applicant and one per staff role. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'applicant@portal.localhost',
    role: 'authenticated',
    firstName: 'Amira',
    lastName: 'Haddad',
    organization: 'McGill University',
    organizationType: 'academic',
    country: 'Canada',
  },
  { email: 'queue-manager@portal.localhost', role: 'queue-manager', firstName: 'Quentin', lastName: 'Morel', ...STAFF },
  { email: 'dag-member@portal.localhost', role: 'dag-member', firstName: 'Dana', lastName: 'Okafor', ...STAFF },
  { email: 'dag-chair@portal.localhost', role: 'dag-chair', firstName: 'Charles', lastName: 'Tremblay', ...STAFF },
  {
    email: 'contract-manager@portal.localhost',
    role: 'contract-manager',
    firstName: 'Camille',
    lastName: 'Nguyen',
    ...STAFF,
  },
  { email: 'readonly-user@portal.localhost', role: 'readonly-user', firstName: 'Robin', lastName: 'Singh', ...STAFF },
];

// Every role has a demo account (a new role type in the shared table fails the boot until added).
const missing = ROLE_TYPES.filter((role) => !DEMO_ACCOUNTS.some((account) => account.role === role));
if (missing.length > 0) throw new Error(`Demo accounts missing for roles: ${missing.join(', ')}`);

/**
 * Creates the demo accounts that do not exist yet (idempotent). Called from the demo seed,
 * which runs only with SEED_DEMO=true; refuses to run in production regardless.
 */
export async function ensureDemoAccounts(strapi: Core.Strapi): Promise<void> {
  if (portalEnv().production) return;
  const users = strapi.plugin('users-permissions').service('user') as {
    add: (values: Record<string, unknown>) => Promise<unknown>;
  };
  for (const account of DEMO_ACCOUNTS) {
    const exists = await strapi.db.query('plugin::users-permissions.user').count({ where: { email: account.email } });
    if (exists > 0) continue;
    const role = (await strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: account.role } })) as { id: number } | null;
    if (!role) throw new Error(`Role ${account.role} does not exist: run ensureRolesAndPermissions first`);
    const { role: _type, ...profile } = account;
    await users.add({
      ...profile,
      username: account.email,
      password: DEMO_PASSWORD,
      provider: 'local',
      confirmed: true,
      blocked: false,
      receiveNewsAndUpdates: false,
      role: role.id,
    });
  }
}
