import type { Core } from '@strapi/strapi';
import { authSettings } from './auth/settings';
import { USER_UID } from './auth/public-user';
import { deleteChallengesOf } from './login';
import { revokeAllSessions } from './sessions';

interface UpdateEvent {
  params: { data?: Record<string, unknown>; where?: Record<string, unknown> };
  result?: { id?: number } | null;
}

/**
 * Blocking a user or changing their password (admin panel, reset, any service) ends all their
 * sessions and pending login attempts at once: the refresh tokens are deleted, and the access
 * tokens die with them (their session is checked on every request).
 */
export function subscribeUserLifecycles(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async afterUpdate(event: UpdateEvent) {
      const data = event.params.data ?? {};
      const userId = event.result?.id;
      if (!userId) return;
      if (data.blocked === true || (typeof data.password === 'string' && data.password.length > 0)) {
        await revokeAllSessions(strapi, userId);
        await deleteChallengesOf(strapi, userId);
      }
    },
  });
}

/**
 * users-permissions settings the account flow relies on, enforced at every boot: e-mail
 * confirmation is required, and the admin panel shows the SPA pages the links lead to.
 * "Enable sign-ups" stays the admin's choice; the role of a new account is always
 * `authenticated` (the registration service ignores the default-role setting).
 */
export async function enforceAccountSettings(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  const webUrl = authSettings().webUrl;
  const wanted = {
    ...advanced,
    unique_email: true,
    email_confirmation: true,
    email_confirmation_redirection: `${webUrl}/en/login?confirmed=true`,
    email_reset_password: `${webUrl}/en/reset-password`,
  };
  if (JSON.stringify(wanted) !== JSON.stringify(advanced)) await store.set({ key: 'advanced', value: wanted });
}
