import { ERROR_CODES, errorMessagesOf, isErrorCode, type ErrorCode } from '@portal/shared';
import { describe, expect, it } from 'vitest';

import { apiErrorMessages } from '@/app/api-errors/messages';

const entries = Object.entries(apiErrorMessages.en).map(([key, english]) => ({
  key,
  code: key.replace(/^error\./, ''),
  english,
  french: (apiErrorMessages.fr as Record<string, string>)[key] ?? '',
}));

/** Where a reader meets the API's errors: the forms, sign-in, their requests, the staff's actions. */
const READER_NAMESPACES = ['auth', 'account', 'contact', 'dataset', 'request', 'file', 'workflow', 'register', 'mail'];

/** Errors only a client that bypasses the SPA's forms can cause (or the admin panel, or a broken CMS). */
const DEVELOPER_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'auth.default_role_missing',
  'account.receive_news_invalid',
  'request.version_invalid',
  'request.request_id_required',
  'request.format_invalid',
  'request.submit_takes_no_body',
  'request.events_append_only',
  'request.versions_append_only',
  'request.admin_read_only',
  'file.id_required',
  'file.field_unexpected',
  'file.contract_missing',
  'file.contract_kind_invalid',
  'workflow.unknown_action',
  'workflow.request_status_invalid',
  'workflow.recommendation_invalid',
  'workflow.note_invalid',
  // The round form sends one of its two choices and the date field's YYYY-MM-DD.
  'workflow.round_invite_invalid',
  'workflow.round_due_at_invalid',
  // The request-information dialog offers the form's answers once each and sends a list of them.
  'workflow.field_comments_invalid',
  'workflow.field_comment_field_required',
  'workflow.field_comment_field_unknown',
  'workflow.field_comment_duplicate',
  'workflow.field_comment_invalid',
  'workflow.field_comments_not_allowed',
  // Their message names states, a role list or a file kind in the API's words; the SPA says these
  // refusals in its own words (a conflict, a refused action), or shows the message as sent.
  'request.incomplete',
  'workflow.assign_not_allowed',
  'workflow.transition_refused',
  'workflow.action_refused',
  'file.already_contract',
]);

describe('the API error catalog (error.<code>)', () => {
  it('names codes of the table only, in English with one of the API’s own wordings for it', () => {
    for (const { key, code, english } of entries) {
      expect(isErrorCode(code), key).toBe(true);
      expect(errorMessagesOf(code as ErrorCode), key).toContain(english);
    }
  });

  it('translates every error a reader can meet', () => {
    const translated = new Set(entries.map((entry) => entry.code));
    const missing = ERROR_CODES.filter(
      (code) => READER_NAMESPACES.includes(code.split('.')[0] ?? '') && !DEVELOPER_ERRORS.has(code),
    ).filter((code) => !translated.has(code));
    expect(missing).toEqual([]);
    for (const code of DEVELOPER_ERRORS) expect(translated.has(code), code).toBe(false);
  });

  it('keeps the numbers of the rules in every language (limits are written out, not arguments)', () => {
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
    for (const { key, english, french } of entries) expect(numbers(french), key).toEqual(numbers(english));
  });
});
