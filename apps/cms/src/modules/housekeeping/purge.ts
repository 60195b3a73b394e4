import type { Core } from '@strapi/strapi';
import { CHALLENGE_UID } from '../accounts';
import { NOTIFICATION_UID } from '../notifications';

/**
 * What the portal leaves behind and nothing else removes on a quiet site:
 *
 * - login challenges (the emailed one-time passwords): useless once expired; kept a day for
 *   the "code expired" answer, then deleted (a login also deletes them, but only when someone logs in);
 * - refresh-session records of the portal's users whose token has expired (idle or absolute
 *   lifetime): such a token no longer verifies, so its record serves nothing. Strapi's session
 *   manager purges only past the absolute lifetime, and only every 50 logins;
 * - delivered notices (sent, or gathered into a digest) older than 90 days: the outbox is a
 *   queue, not an archive (the request's events are the record). Given-up ones stay for operators.
 */
const NOTICE_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
const CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;
const SESSION_UID = 'admin::session';
const PORTAL_SESSION_ORIGIN = 'users-permissions';

export interface PurgeResult {
  loginChallenges: number;
  sessions: number;
  notifications: number;
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
  const notices = await strapi.db.query(NOTIFICATION_UID).deleteMany({
    where: {
      status: { $in: ['sent', 'digested'] },
      updatedAt: { $lt: new Date(now.getTime() - NOTICE_RETENTION_MS) },
    },
  });
  return { loginChallenges: challenges.count, sessions: sessions.count, notifications: notices.count };
}
