import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { USER_UID } from '../accounts';
import { NOTIFICATION_UID } from './outbox';

/**
 * Signed unsubscribe tokens: `<user id>.<HMAC>`. They work without a session (a mail client's
 * one-click POST has none) and never expire, as a mailing's unsubscribe link must keep working;
 * the key is derived from the users-permissions JWT secret, so rotating it revokes them all.
 */
const PURPOSE = 'portal:unsubscribe:v1';

function key(strapi: Core.Strapi): string {
  const jwtSecret = strapi.config.get('plugin::users-permissions.jwtSecret') as string;
  return createHmac('sha256', jwtSecret).update(PURPOSE).digest('base64url');
}

const signature = (strapi: Core.Strapi, userId: number) =>
  createHmac('sha256', key(strapi)).update(String(userId)).digest('base64url');

export function unsubscribeToken(strapi: Core.Strapi, userId: number): string {
  return `${userId}.${signature(strapi, userId)}`;
}

/** The user id a token was signed for, or null for anything forged, truncated or malformed. */
function verifyUnsubscribeToken(strapi: Core.Strapi, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(strapi, userId));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** Turns notices off for the token's account; true when the token was valid (idempotent). */
export async function unsubscribe(strapi: Core.Strapi, token: unknown): Promise<boolean> {
  const userId = verifyUnsubscribeToken(strapi, token);
  if (userId === null) return false;
  const { count } = (await strapi.db
    .query(USER_UID)
    .updateMany({ where: { id: userId }, data: { notificationFrequency: 'off' } })) as { count: number };
  // What was waiting for a digest is dropped with the rest: the person asked for nothing more.
  await strapi.db.query(NOTIFICATION_UID).deleteMany({ where: { userId, status: 'held' } });
  return count === 1;
}
