import { z } from 'zod';
import { INTERNAL_ROLE_TYPES, isRoleType, type RoleType } from './roles';

/**
 * The conversation on a submitted request (docs/workflow.md, "Conversations"): a thread of
 * messages between the applicant and the staff, and internal notes only staff read. Who may
 * write what is data here; the CMS runs each post as the command `postMessage` of the shared
 * registry (commands.ts) and the web app offers the composer from the thread's `meta`.
 */

/** Staff who read every thread but write in none (spec §6: read-only access). */
const READ_ONLY_STAFF: readonly RoleType[] = ['readonly-user'];

/** Roles that post messages: the applicant (on their own request) and staff who act on requests. */
export const MESSAGE_ROLES: readonly RoleType[] = [
  'authenticated',
  ...INTERNAL_ROLE_TYPES.filter((role) => !READ_ONLY_STAFF.includes(role)),
];

/** Roles that write internal notes, read by staff only. */
export const INTERNAL_NOTE_ROLES: readonly RoleType[] = INTERNAL_ROLE_TYPES.filter(
  (role) => !READ_ONLY_STAFF.includes(role),
);

export function mayPostMessage(role: string | null | undefined): boolean {
  return isRoleType(role) && MESSAGE_ROLES.includes(role);
}

export function mayWriteInternalNote(role: string | null | undefined): boolean {
  return isRoleType(role) && INTERNAL_NOTE_ROLES.includes(role);
}

/** The events a post appends: a message both sides read, or a note staff read. */
export const MESSAGE_EVENT = 'postMessage';
export const INTERNAL_NOTE_EVENT = 'postInternalNote';

export const MESSAGE_BODY_MAX_LENGTH = 5000;

/** At most this many files on one message (the attachment rules apply to each). */
export const MESSAGE_FILES_MAX = 5;

export const MESSAGE_ERRORS = {
  bodyRequired: 'Write a message before sending it',
  bodyNotString: 'body must be a string',
  bodyTooLong: `A message is at most ${MESSAGE_BODY_MAX_LENGTH} characters`,
  internalInvalid: 'internal must be true or false',
  forbidden: 'Your role cannot post messages on requests',
  internalForbidden: 'Only staff can write internal notes',
} as const;

/** `internal` as JSON sends it, or as a multipart field ('true' / 'false'). */
const internalField = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value === '' || value === null ? undefined : value),
  z.boolean({ error: MESSAGE_ERRORS.internalInvalid }).optional().default(false),
);

/** POST …/{id}/messages: `{ body, internal? }` as JSON, or the same fields with `files` as multipart. */
export const postMessageSchema = z.object({
  body: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? MESSAGE_ERRORS.bodyRequired : MESSAGE_ERRORS.bodyNotString,
    })
    .trim()
    .min(1, { error: MESSAGE_ERRORS.bodyRequired })
    .max(MESSAGE_BODY_MAX_LENGTH, { error: MESSAGE_ERRORS.bodyTooLong }),
  internal: internalField,
});

export type PostMessageInput = z.infer<typeof postMessageSchema>;
