import type { Core } from '@strapi/strapi';
import { portalEnv } from '../../platform/env/env';
import { serviceOf } from '../../platform/strapi/services';

interface AdminServices {
  user: {
    exists: (where: { email: string }) => Promise<boolean>;
    create: (data: Record<string, unknown>) => Promise<unknown>;
  };
  role: { getSuperAdmin: () => Promise<{ id: number } | null> };
}

/** A super admin for the demo, so the admin panel opens without the first-run registration. */
export async function ensureDemoAdmin(strapi: Core.Strapi): Promise<void> {
  // The admin module's services, by uid as the admin module itself reaches them.
  const services: AdminServices = {
    user: serviceOf<AdminServices['user']>(strapi, 'admin::user'),
    role: serviceOf<AdminServices['role']>(strapi, 'admin::role'),
  };
  const { adminEmail, adminPassword } = portalEnv().demo;
  if (await services.user.exists({ email: adminEmail })) return;
  const superAdmin = await services.role.getSuperAdmin();
  if (!superAdmin) return;
  await services.user.create({
    email: adminEmail,
    firstname: 'Demo',
    lastname: 'Administrator',
    password: adminPassword,
    isActive: true,
    roles: [superAdmin.id],
  });
}
