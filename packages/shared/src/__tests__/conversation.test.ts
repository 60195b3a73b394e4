import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUSES,
  COMMAND_SPECS,
  INTERNAL_NOTE_EVENT,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_ERRORS,
  MESSAGE_EVENT,
  REQUEST_STATUSES,
  ROLE_TYPES,
  checkCommand,
  isApplicantVisibleEvent,
  isOpenRequestStatus,
  mayPostMessage,
  mayWriteInternalNote,
  noticesOf,
  postMessageSchema,
} from '../index';

/** Who posts and who writes internal notes, role by role (spec §6: read-only staff only read). */
const POSTS = {
  authenticated: { message: true, note: false },
  'dag-member': { message: true, note: true },
  'dag-chair': { message: true, note: true },
  'queue-manager': { message: true, note: true },
  'contract-manager': { message: true, note: true },
  'readonly-user': { message: false, note: false },
} as const;

describe('the conversation rules', () => {
  it('says who may post and who may write internal notes, for every role', () => {
    expect(Object.keys(POSTS).sort()).toEqual([...ROLE_TYPES].sort());
    for (const role of ROLE_TYPES) {
      expect(mayPostMessage(role), role).toBe(POSTS[role].message);
      expect(mayWriteInternalNote(role), role).toBe(POSTS[role].note);
    }
    for (const unknown of [null, undefined, '', 'admin', 'public']) {
      expect(mayPostMessage(unknown)).toBe(false);
      expect(mayWriteInternalNote(unknown)).toBe(false);
    }
  });

  it('lets a post through in every state, to the owner and staff, never to someone else’s applicant', () => {
    for (const role of ROLE_TYPES)
      for (const requestStatus of REQUEST_STATUSES)
        for (const approvalStatus of APPROVAL_STATUSES)
          for (const isOwner of [true, false]) {
            const check = checkCommand(role, 'postMessage', { requestStatus, approvalStatus }, {}, { isOwner });
            const expected = POSTS[role].message && (role !== 'authenticated' || isOwner);
            expect(check.ok, `${role} ${requestStatus}/${approvalStatus} owner=${isOwner}`).toBe(expected);
            // A post never moves the request.
            if (check.ok) expect(check.to).toEqual({ requestStatus, approvalStatus });
          }
  });

  it('is a command outside the version that appends a message or a note', () => {
    expect(COMMAND_SPECS.postMessage.versioned).toBe(false);
    expect(COMMAND_SPECS.postMessage.events).toEqual([MESSAGE_EVENT, INTERNAL_NOTE_EVENT]);
    expect(COMMAND_SPECS.postMessage.edges).toEqual([]);
  });

  it('keeps both events out of the applicant’s timeline (the thread shows messages)', () => {
    expect(isApplicantVisibleEvent(MESSAGE_EVENT)).toBe(false);
    expect(isApplicantVisibleEvent(INTERNAL_NOTE_EVENT)).toBe(false);
  });

  it('tells the other side of a message, and the assignee of a note', () => {
    expect(noticesOf(MESSAGE_EVENT).map((rule) => [rule.message, rule.to, rule.when])).toEqual([
      ['messageFromApplicant', 'handlers', 'byApplicant'],
      ['messageFromCommittee', 'applicant', 'byStaff'],
    ]);
    expect(noticesOf(INTERNAL_NOTE_EVENT).map((rule) => [rule.message, rule.to])).toEqual([
      ['internalNoteAdded', 'assignee'],
    ]);
    // Nobody but staff is ever told of a note.
    expect(noticesOf(INTERNAL_NOTE_EVENT).every((rule) => rule.link === 'staff' && rule.to !== 'applicant')).toBe(true);
  });

  it('treats complete and published requests as closed to files, every other status as open', () => {
    for (const status of REQUEST_STATUSES)
      expect(isOpenRequestStatus(status), status).toBe(status !== 'complete' && status !== 'published');
    expect(isOpenRequestStatus('nonsense')).toBe(false);
  });
});

describe('postMessageSchema', () => {
  const parse = (input: unknown) => postMessageSchema.safeParse(input);
  const message = (input: unknown) => {
    const result = parse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('trims the body and reads internal from JSON or multipart', () => {
    expect(parse({ body: '  Hello  ' }).data).toEqual({ body: 'Hello', internal: false });
    for (const [internal, expected] of [
      [true, true],
      [false, false],
      ['true', true],
      ['false', false],
      ['', false],
      [null, false],
      [undefined, false],
    ] as const)
      expect(parse({ body: 'x', internal }).data?.internal, String(internal)).toBe(expected);
  });

  it('refuses a missing, blank, non-text or too long body, and an unreadable internal flag', () => {
    expect(message({})).toBe(MESSAGE_ERRORS.bodyRequired);
    expect(message({ body: null })).toBe(MESSAGE_ERRORS.bodyRequired);
    expect(message({ body: '   \n ' })).toBe(MESSAGE_ERRORS.bodyRequired);
    expect(message({ body: 42 })).toBe(MESSAGE_ERRORS.bodyNotString);
    expect(message({ body: 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1) })).toBe(MESSAGE_ERRORS.bodyTooLong);
    expect(parse({ body: 'x'.repeat(MESSAGE_BODY_MAX_LENGTH) }).success).toBe(true);
    expect(message({ body: 'x', internal: 'yes' })).toBe(MESSAGE_ERRORS.internalInvalid);
    expect(message({ body: 'x', internal: 1 })).toBe(MESSAGE_ERRORS.internalInvalid);
  });
});
