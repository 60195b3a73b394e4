import { randomUUID } from 'node:crypto';
import type { RoleType } from '@portal/shared';
import type { TestApp } from './strapi';

/**
 * Sessions for API tests without the e-mailed one-time-password round trip: a user is created
 * directly (as an administrator would) and a session is issued through Strapi's session manager,
 * exactly like the login's second step does. `bearerFor` returns the `Authorization` header value.
 */
export interface TestUser {
  id: number;
  documentId: string;
  email: string;
  password: string;
  role: RoleType;
  firstName: string;
  lastName: string;
  organization: string;
  organizationType: string;
}

export interface UserFields {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  organization?: string;
  organizationType?: string;
  country?: string;
}

let counter = 0;

async function createUser(app: TestApp, role: RoleType, fields: UserFields = {}): Promise<TestUser> {
  counter += 1;
  const strapi = app.strapi;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const email = (fields.email ?? `${role}-${unique}@test.localhost`).toLowerCase();
  const password = fields.password ?? 'Test-passw0rd!';
  const roleRow = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role } })) as {
    id: number;
  } | null;
  if (!roleRow) throw new Error(`No role ${role}`);
  const firstName = fields.firstName ?? 'Test';
  const lastName = fields.lastName ?? `${role} ${counter}`;
  const organization = fields.organization ?? 'Test University';
  const organizationType = fields.organizationType ?? 'academic';
  const user = (await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      email,
      username: email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: roleRow.id,
      firstName,
      lastName,
      organization,
      organizationType,
      country: fields.country ?? 'Canada',
    })) as { id: number; documentId: string };
  return {
    id: user.id,
    documentId: user.documentId,
    email,
    password,
    role,
    firstName,
    lastName,
    organization,
    organizationType,
  };
}

interface SessionManager {
  generateRefreshToken: (
    userId: string,
    deviceId: string | undefined,
    options: Record<string, unknown>,
  ) => Promise<{ token: string }>;
  generateAccessToken: (refreshToken: string) => Promise<{ token: string } | { error: string }>;
}

/** `Bearer <access token>` for a fresh session of `user` (valid for the access-token lifespan). */
export async function bearerFor(app: TestApp, user: { id: number }): Promise<string> {
  const manager = (app.strapi as unknown as { sessionManager: (origin: string) => SessionManager }).sessionManager(
    'users-permissions',
  );
  const refresh = await manager.generateRefreshToken(String(user.id), randomUUID(), { type: 'refresh' });
  const access = await manager.generateAccessToken(refresh.token);
  if ('error' in access) throw new Error(`Could not issue an access token: ${access.error}`);
  return `Bearer ${access.token}`;
}

/** A user of `role` together with its Authorization header. */
export async function userWithSession(
  app: TestApp,
  role: RoleType,
  fields: UserFields = {},
): Promise<TestUser & { auth: string }> {
  const user = await createUser(app, role, fields);
  return { ...user, auth: await bearerFor(app, user) };
}
