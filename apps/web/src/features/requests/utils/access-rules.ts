import { ACCESS_FIELD_MESSAGES, ACCESS_NOTE_MAX } from '@portal/shared';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { codeText } from '@/lib/error-messages';
import type { MessageKey, Translate } from '@/lib/i18n';

/**
 * The applicant's access forms (more time, final report) check their answers with the shared
 * schemas (packages/shared/src/access.ts), which the API runs too. Those schemas word their
 * refusals in English for the API; here each becomes the form's words in the reader's language.
 */

type AccessFieldMessage = (typeof ACCESS_FIELD_MESSAGES)[keyof typeof ACCESS_FIELD_MESSAGES];

const RULE_KEYS: Record<AccessFieldMessage, MessageKey> = {
  [ACCESS_FIELD_MESSAGES.endsAtInvalid]: 'requests.access.rule.endsAt',
  [ACCESS_FIELD_MESSAGES.reasonRequired]: 'requests.access.rule.reason',
  [ACCESS_FIELD_MESSAGES.reasonTooLong]: 'requests.access.rule.tooLong',
  [ACCESS_FIELD_MESSAGES.dispositionInvalid]: 'requests.access.rule.disposition',
  [ACCESS_FIELD_MESSAGES.retentionReasonRequired]: 'requests.access.rule.retentionReason',
  [ACCESS_FIELD_MESSAGES.attestationRequired]: 'requests.access.rule.attestation',
  [ACCESS_FIELD_MESSAGES.publicationsInvalid]: 'requests.access.rule.publications',
  [ACCESS_FIELD_MESSAGES.doiInvalid]: 'requests.access.rule.doi',
  [ACCESS_FIELD_MESSAGES.outputsTooLong]: 'requests.access.rule.tooLong',
};

const isAccessFieldMessage = (message: string): message is AccessFieldMessage => Object.hasOwn(RULE_KEYS, message);

/**
 * A refusal of the shared access rules (the form's own check, or the API's field error with the
 * same words) for the field at `path`, in the reader's language; any other message by its code.
 */
export function accessRuleText(t: Translate, message: string, path: string, code: string | null = null): string {
  if (!isAccessFieldMessage(message)) return codeText(code, message);
  // One message covers the list and its items: on an item's title it means "no title".
  if (message === ACCESS_FIELD_MESSAGES.publicationsInvalid && path.endsWith('.title'))
    return t('requests.access.rule.publicationTitle');
  return t(RULE_KEYS[message], { max: ACCESS_NOTE_MAX });
}

type Issue = { path: PropertyKey[]; message: string };

/**
 * A react-hook-form resolver on a shared schema: its output when the values pass, else every
 * issue on its field (first message per field, nested paths such as `publications.0.doi`
 * included). `extraIssues` adds problems the schema reports only once everything else passes
 * (a refinement of the whole object), so that a submit lists them all at once.
 */
export function accessResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  t: Translate,
  extraIssues: (values: Values) => readonly Issue[] = () => [],
): Resolver<Values, unknown, Output> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const issue of [...result.error.issues, ...extraIssues(values)]) {
      const path = issue.path.map(String).join('.');
      if (!path || get(errors, path)) continue;
      set(errors, path, { type: 'validation', message: accessRuleText(t, issue.message, path) });
    }
    return { values: {}, errors };
  };
}
