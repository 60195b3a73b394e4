import type { Core } from '@strapi/strapi';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLE_TYPES } from '@portal/shared';
import { PERMISSION_GRANTS, type GrantedRole } from './permission-grants';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

async function ensureRole(strapi: Core.Strapi, type: GrantedRole): Promise<{ id: number }> {
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
  if (existing) return existing;
  if (type === 'public') throw new Error('users-permissions did not create the public role');
  return strapi.db.query(ROLE_UID).create({
    data: { type, name: ROLE_LABELS[type], description: ROLE_DESCRIPTIONS[type] },
  });
}

/**
 * Creates the roles of the shared role table and grants each exactly the actions listed in
 * PERMISSION_GRANTS. Idempotent: existing grants are kept, missing ones added; grants an
 * editor added by hand in the admin are left alone.
 */
export async function ensureRolesAndPermissions(strapi: Core.Strapi): Promise<void> {
  const roles: GrantedRole[] = ['public', ...ROLE_TYPES];
  for (const type of roles) {
    const role = await ensureRole(strapi, type);
    const existing = (await strapi.db.query(PERMISSION_UID).findMany({ where: { role: role.id } })) as Array<{
      action: string;
    }>;
    const have = new Set(existing.map((p) => p.action));
    for (const action of PERMISSION_GRANTS[type]) {
      if (!have.has(action)) {
        await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
      }
    }
  }
}
