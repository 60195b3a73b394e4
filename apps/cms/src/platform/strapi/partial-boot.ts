import type { Core } from '@strapi/strapi';

/** A service method, by the service's uid and the method's name. */
export type ServiceMethod = [uid: string, method: string];

/**
 * The admin panel's syncs of every boot: the content-manager's configuration of every content
 * type and component (validated and written back each time), the super admin's permissions and
 * the clean-up of permissions whose action is gone. A boot may leave them out when another full
 * boot does them on the same database: a test's boot on a copy of a template the full boot
 * wrote, and a backup's or restore's boot, after which the CMS's own first boot does them.
 */
export const ADMIN_PANEL_SYNCS: ServiceMethod[] = [
  ['plugin::content-manager.components', 'syncConfigurations'],
  ['plugin::content-manager.content-types', 'syncConfigurations'],
  ['admin::role', 'resetSuperAdminPermissions'],
  ['admin::permission', 'cleanPermissionsInDatabase'],
];

/**
 * The admin panel's three roles and their default permissions, written when a database has none
 * (some 700 permissions, a row and a link each): a restore's boot on an empty database needs
 * none of them, and the CMS's first boot on the restored database writes them.
 */
export const ADMIN_ROLES_CREATION: ServiceMethod = ['admin::role', 'createRolesIfNoneExist'];

/**
 * `strapi.load()` with the given service methods made no-ops between register and bootstrap. A
 * method that no longer exists (a Strapi upgrade) fails the boot rather than being kept silently.
 */
export async function loadWithout(strapi: Core.Strapi, skipped: ServiceMethod[]): Promise<void> {
  await strapi.register();
  const services = strapi.get('services') as {
    extend: (uid: string, wrap: (service: Record<string, unknown>) => Record<string, unknown>) => void;
  };
  for (const [uid, method] of skipped)
    services.extend(uid, (service) => {
      if (typeof service[method] !== 'function') throw new Error(`${uid} has no ${method} to leave out of the boot`);
      return { ...service, [method]: async () => {} };
    });
  await strapi.bootstrap();
  strapi.isLoaded = true;
}
