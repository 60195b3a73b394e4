import type { Core } from '@strapi/strapi';
import { CHALLENGE_UID } from '../accounts';

/**
 * What the portal leaves behind and nothing else removes on a quiet site:
 *
 * - login challenges (the emailed one-time passwords): useless once expired; kept a day for
 *   the "code expired" answer, then deleted (a login also deletes them, but only when someone logs in);
 * - refresh-session records of the portal's users whose token has expired (idle or absolute
 *   lifetime): such a token no longer verifies, so its record serves nothing. Strapi's session
 *   manager purges only past the absolute lifetime, and only every 50 logins.
 */
const CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;
const SESSION_UID = 'admin::session';
const PORTAL_SESSION_ORIGIN = 'users-permissions';

export interface PurgeResult {
  loginChallenges: number;
  sessions: number;
}

export async function purgeExpired(strapi: Core.Strapi, now = new Date()): Promise<PurgeResult> {
  const challenges = await strapi.db
    .query(CHALLENGE_UID)
    .deleteMany({ where: { expiresAt: { $lt: new Date(now.getTime() - CHALLENGE_RETENTION_MS) } } });
  const sessions = await strapi.db.query(SESSION_UID).deleteMany({
    where: {
      origin: PORTAL_SESSION_ORIGIN,
      $or: [{ expiresAt: { $lt: now } }, { absoluteExpiresAt: { $lt: now } }],
    },
  });
  return { loginChallenges: challenges.count, sessions: sessions.count };
}
