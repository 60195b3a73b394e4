import type { Core } from '@strapi/strapi';
import { authSettings } from './auth/settings';
import { USER_UID } from './auth/public-user';

/**
 * The bcrypt cost of new password hashes (AUTH_BCRYPT_ROUNDS). users-permissions and the
 * Document Service both read it from the password attribute's `encryption.rounds`; a check reads
 * the cost from the stored hash, so raising it applies to each password as it is next set.
 */
export function setPasswordHashCost(strapi: Core.Strapi): void {
  const password = strapi.contentType(USER_UID).attributes.password as { encryption?: { rounds: number } };
  password.encryption = { rounds: authSettings().passwordHashRounds };
}
