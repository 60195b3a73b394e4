import type { Core } from '@strapi/strapi';
import { serviceOf } from '../../utils/services';

export const DEMO_ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@portal.localhost',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'DemoAdmin2026!',
};

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
  if (await services.user.exists({ email: DEMO_ADMIN.email })) return;
  const superAdmin = await services.role.getSuperAdmin();
  if (!superAdmin) return;
  await services.user.create({
    email: DEMO_ADMIN.email,
    firstname: 'Demo',
    lastname: 'Administrator',
    password: DEMO_ADMIN.password,
    isActive: true,
    roles: [superAdmin.id],
  });
}
