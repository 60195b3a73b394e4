import type { Core } from '@strapi/strapi';
import { ORIGIN, SESSION_UID, sessionManager } from '../sessions';
import { runCompiled } from '../../../platform/database/prepared';
import { USER_UID, type UserRow } from './public-user';

const ROLE_UID = 'plugin::users-permissions.role';

/** What ctx.state.user carries: the user's own fields (no secrets) and its role. */
const PRINCIPAL_FIELDS = [
  'id',
  'documentId',
  'email',
  'username',
  'firstName',
  'lastName',
  'organization',
  'organizationType',
  'country',
  'receiveNewsAndUpdates',
  'locale',
  'notificationFrequency',
  'confirmed',
  'blocked',
  'provider',
] as const;
const BOOLEAN_FIELDS = new Set(['receiveNewsAndUpdates', 'confirmed', 'blocked']);

interface Attribute {
  columnName?: string;
  joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
}
type Meta = { tableName: string; attributes: Record<string, Attribute> };

/** SQLite stores booleans as 0/1 and timestamps as milliseconds or text; PostgreSQL as their types. */
const toBoolean = (value: unknown): boolean | null =>
  value === null || value === undefined ? null : value === true || value === 1 || value === '1' || value === 't';
const toDate = (value: unknown): Date =>
  value instanceof Date
    ? value
    : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));

/**
 * The signed-in user of an access token's claims, with its role, in one SQL statement that
 * also checks the session (record present, this origin, not expired) — what the jwt service's
 * session check and `fetchAuthenticatedUser` (user, then role) do in three. Every
 * authenticated staff and applicant call pays for it, so it is worth the hand-written join.
 * Null when the session or the user is gone.
 */
export async function loadPrincipal(
  strapi: Core.Strapi,
  claims: { id: number; sessionId: string },
): Promise<UserRow | null> {
  const meta = (uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;
  const column = (uid: string, attribute: string) => meta(uid).attributes[attribute]?.columnName ?? attribute;
  const roleLink = meta(USER_UID).attributes.role?.joinTable;
  if (!roleLink) throw new Error('users-permissions user has no role join table');

  const [row] = await runCompiled<Record<string, unknown>>(
    strapi,
    strapi.db.connection,
    'principal',
    { sessionId: claims.sessionId, userId: String(claims.id), id: claims.id },
    (value) =>
      strapi.db
        .connection(`${meta(USER_UID).tableName} as u`)
        .join(`${meta(SESSION_UID).tableName} as s`, (on) =>
          on
            .onVal(`s.${column(SESSION_UID, 'sessionId')}`, value('sessionId'))
            .andOnVal(`s.${column(SESSION_UID, 'userId')}`, value('userId')),
        )
        .leftJoin(`${roleLink.name} as l`, `l.${roleLink.joinColumn.name}`, 'u.id')
        .leftJoin(`${meta(ROLE_UID).tableName} as r`, 'r.id', `l.${roleLink.inverseJoinColumn.name}`)
        .where('u.id', value('id'))
        .select(
          ...PRINCIPAL_FIELDS.map((field) => `u.${column(USER_UID, field)} as ${field}`),
          'r.id as role_id',
          `r.${column(ROLE_UID, 'type')} as role_type`,
          `r.${column(ROLE_UID, 'name')} as role_name`,
          `s.${column(SESSION_UID, 'origin')} as session_origin`,
          `s.${column(SESSION_UID, 'expiresAt')} as session_expires`,
        )
        .limit(1),
  );
  if (!row || row.session_origin !== ORIGIN) return null;
  if (toDate(row.session_expires) <= new Date()) {
    // Strapi's own check deletes an expired record on sight: let it.
    await sessionManager(strapi).isSessionActive(claims.sessionId);
    return null;
  }
  const user: Record<string, unknown> = {};
  for (const field of PRINCIPAL_FIELDS) user[field] = BOOLEAN_FIELDS.has(field) ? toBoolean(row[field]) : row[field];
  user.id = Number(row.id);
  user.role = row.role_id == null ? null : { id: Number(row.role_id), type: row.role_type, name: row.role_name };
  return user as unknown as UserRow;
}
