/**
 * Which entries of a request's event log its applicant sees (docs/workflow.md, "What the
 * applicant sees"). The log is the staff's audit trail; the applicant's timeline is a filtered
 * view of it: the steps that concern them, never who on the staff did what, never internal
 * notes. Unknown verbs (new event types) stay internal until they are added here.
 */

/** Event types shown in the applicant's timeline, in the order of a request's life. */
export const APPLICANT_VISIBLE_EVENTS = [
  'submit',
  'requestInformation',
  'amend',
  'update',
  'setStatus',
  'approve',
  'deny',
  'addContract',
  'signContract',
  'complete',
  'publish',
  // After approval: the access period and the final report (docs/workflow.md, "Access periods").
  'changeAccessEnd',
  'remindAccessEnding',
  'endAccess',
  'requestExtension',
  'grantExtension',
  'refuseExtension',
  'fileCloseout',
  'acceptCloseout',
  'askCloseoutMore',
] as const;

export type ApplicantVisibleEvent = (typeof APPLICANT_VISIBLE_EVENTS)[number];

/**
 * Event types whose note the applicant sees: notes written to them (information request,
 * decision, contract; also mailed to them) and notes they wrote themselves (amend, v1 update).
 * Every other note (set-status, recommendations, assignments, complete, publish) is internal.
 */
export const APPLICANT_NOTE_EVENTS = [
  'requestInformation',
  'approve',
  'deny',
  'addContract',
  'amend',
  'update',
  'changeAccessEnd',
  'requestExtension',
  'grantExtension',
  'refuseExtension',
  'acceptCloseout',
  'askCloseoutMore',
] as const satisfies readonly ApplicantVisibleEvent[];

const has = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);

export function isApplicantVisibleEvent(action: unknown): action is ApplicantVisibleEvent {
  return has(APPLICANT_VISIBLE_EVENTS, action);
}

/** True when the note of an event of this type is addressed to (or written by) the applicant. */
export function isApplicantNoteEvent(action: unknown): boolean {
  return has(APPLICANT_NOTE_EVENTS, action);
}
