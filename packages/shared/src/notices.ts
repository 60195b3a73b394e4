import { INTERNAL_NOTE_EVENT, MESSAGE_EVENT } from './conversation';
import { ROUND_REMINDER_EVENT } from './rounds';
import { ACCESS_ENDED_EVENT, ACCESS_REMINDER_EVENT } from './access';

/**
 * Who is told about what (docs/workflow.md, "Who is told"): for each event a command appends, the
 * notices it causes — which message goes to which audience, and when. The CMS resolves audiences
 * to people and writes the notices in the event's transaction; nobody is told about their own
 * action, and a person in two audiences of one event gets each message once.
 */
export const NOTICE_AUDIENCES = [
  /** The request's applicant. */
  'applicant',
  /** The staff member assigned to the request after the change. */
  'assignee',
  /** The staff member assigned before the change (reassign, unassign). */
  'previousAssignee',
  /** Whoever handles the next step: the assignee, or every queue manager when nobody is assigned. */
  'handlers',
  /** Every active queue manager. */
  'queueManagers',
  /** Every active committee chair (dag-chair). */
  'chairs',
  /** The assigned contract manager, or every active contract manager when the assignee is someone else. */
  'contractManagers',
  /** The committee members a recommendation round invited (packages/shared/src/rounds.ts). */
  'roundInvitees',
  /** The invited member a round's reminder is for (one reminder event per member). */
  'remindedMember',
] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** Conditions a notice may carry; the CMS evaluates each on the change. */
export const NOTICE_CONDITIONS = [
  /** The request had an assignee before, and it is someone else now. */
  'reassigned',
  /** The applicant made the change (not staff on their behalf). */
  'byApplicant',
  /** A member of staff made the change (not the applicant). */
  'byStaff',
  /** The request was not published before (a re-publication only refreshes the register entry). */
  'firstPublication',
  /** The recommendation is not a vote of an open round (a round tells the chairs at its quorum). */
  'outsideRound',
] as const;
export type NoticeCondition = (typeof NOTICE_CONDITIONS)[number];

export interface NoticeRule {
  message: string;
  to: NoticeAudience;
  when?: NoticeCondition;
  /** Where the link in the mail leads: the applicant's request page, or the staff review page. */
  link: 'applicant' | 'staff';
  /** A receipt: sent even when the recipient made the change (every other notice skips the actor). */
  receipt?: true;
}

export const NOTICES: Readonly<Record<string, readonly NoticeRule[]>> = {
  submit: [
    { message: 'requestSubmittedApplicant', to: 'applicant', link: 'applicant', receipt: true },
    { message: 'requestSubmittedStaff', to: 'queueManagers', link: 'staff' },
  ],
  assign: [
    { message: 'requestAssigned', to: 'assignee', link: 'staff' },
    { message: 'requestReassigned', to: 'previousAssignee', when: 'reassigned', link: 'staff' },
  ],
  unassign: [{ message: 'requestUnassigned', to: 'previousAssignee', link: 'staff' }],
  recommend: [{ message: 'decisionDue', to: 'chairs', when: 'outsideRound', link: 'staff' }],
  openRound: [{ message: 'roundOpened', to: 'roundInvitees', link: 'staff' }],
  roundQuorumReached: [{ message: 'roundDecisionDue', to: 'chairs', link: 'staff' }],
  roundReminder: [{ message: 'roundReminder', to: 'remindedMember', link: 'staff' }],
  requestInformation: [{ message: 'informationRequested', to: 'applicant', link: 'applicant' }],
  approve: [{ message: 'requestApproved', to: 'applicant', link: 'applicant' }],
  deny: [{ message: 'requestDenied', to: 'applicant', link: 'applicant' }],
  addContract: [{ message: 'contractReady', to: 'applicant', link: 'applicant' }],
  signContract: [
    { message: 'contractSigned', to: 'contractManagers', link: 'staff' },
    { message: 'contractSigned', to: 'queueManagers', link: 'staff' },
  ],
  complete: [{ message: 'requestCompleted', to: 'applicant', link: 'applicant' }],
  addAttachment: [{ message: 'attachmentAdded', to: 'handlers', when: 'byApplicant', link: 'staff' }],
  amend: [{ message: 'requestAmended', to: 'handlers', link: 'staff' }],
  publish: [{ message: 'requestPublished', to: 'applicant', when: 'firstPublication', link: 'applicant' }],
  // A message goes to the other side; an internal note to the assignee (the thread itself is
  // read in the portal: mails never carry a message's words).
  [MESSAGE_EVENT]: [
    { message: 'messageFromApplicant', to: 'handlers', when: 'byApplicant', link: 'staff' },
    { message: 'messageFromCommittee', to: 'applicant', when: 'byStaff', link: 'applicant' },
  ],
  [INTERNAL_NOTE_EVENT]: [{ message: 'internalNoteAdded', to: 'assignee', link: 'staff' }],
  // Appended by the reminder job, not by a person (docs/workflow.md, "Reminders").
  remindOverdue: [{ message: 'requestOverdue', to: 'handlers', link: 'staff' }],
  // After approval (docs/workflow.md, "Access periods"): the applicant is told of every change to
  // their access; the queue managers of what waits for them (an extension, a final report).
  changeAccessEnd: [{ message: 'accessEndChanged', to: 'applicant', link: 'applicant' }],
  [ACCESS_REMINDER_EVENT]: [{ message: 'accessEnding', to: 'applicant', link: 'applicant' }],
  [ACCESS_ENDED_EVENT]: [{ message: 'accessEnded', to: 'applicant', link: 'applicant' }],
  requestExtension: [{ message: 'extensionRequested', to: 'queueManagers', link: 'staff' }],
  grantExtension: [{ message: 'extensionGranted', to: 'applicant', link: 'applicant' }],
  refuseExtension: [{ message: 'extensionRefused', to: 'applicant', link: 'applicant' }],
  fileCloseout: [{ message: 'closeoutFiled', to: 'queueManagers', link: 'staff' }],
  acceptCloseout: [{ message: 'closeoutAccepted', to: 'applicant', link: 'applicant' }],
  askCloseoutMore: [{ message: 'closeoutMoreRequested', to: 'applicant', link: 'applicant' }],
};

/**
 * Events appended by scheduled tasks rather than by a person's command: they have no actor, so
 * nobody is left out of their audience as "the one who acted".
 */
/** The reminder job's event for an overdue request (docs/workflow.md, "Reminders"). */
export const OVERDUE_REMINDER_EVENT = 'remindOverdue';

export const SCHEDULED_EVENTS: readonly string[] = [
  ROUND_REMINDER_EVENT,
  OVERDUE_REMINDER_EVENT,
  ACCESS_REMINDER_EVENT,
  ACCESS_ENDED_EVENT,
];

/** The notices an event causes (none for events outside the table: setStatus, update …). */
export function noticesOf(event: string): readonly NoticeRule[] {
  return Object.hasOwn(NOTICES, event) ? (NOTICES[event] ?? []) : [];
}
