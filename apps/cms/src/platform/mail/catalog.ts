/**
 * The e-mail messages: what each one is called, which variables it takes and of what kind. The
 * texts are in the catalogs (catalogs/<locale>.ts, ICU MessageFormat, the same keys in every
 * locale); the layout (templates.ts) decides where each kind of variable shows. docs/email.md
 * is the editors' and operators' guide.
 */

/**
 * What a variable holds, which decides how it is checked and where it appears:
 * - `text`, `number`, `period`: values for the ICU texts (`number` can drive a plural, `period`
 *   is `daily` or `weekly` for a select);
 * - `name`: an optional first name, `''` in the texts when missing, and the greeting;
 * - `link`: a URL, shown as a button (its label is the message's `actions` text) and as a line of
 *   its own in the text part; usable in the texts too;
 * - `code`: a one-time code, shown large, on a line of its own in the text part;
 * - `note`: optional staff note, a quotation, left out when empty;
 * - `quote`: user-written text (the contact form's message), a quotation;
 * - `items`: the digest's list of `{ text, link }`, not usable in the texts.
 */
export type VariableKind = 'text' | 'name' | 'number' | 'period' | 'link' | 'code' | 'note' | 'quote' | 'items';

export interface DigestItem {
  text: string;
  link: string;
}

/** The TypeScript type of each kind of variable. */
interface VariableTypes {
  text: string;
  name: string | null | undefined;
  number: number;
  period: 'daily' | 'weekly';
  link: string;
  code: string;
  note: string | null | undefined;
  quote: string;
  items: readonly DigestItem[];
}

type OptionalKind = 'name' | 'note';

export interface MessageSpec {
  /** Greets the reader with this variable ("Hello Ada,"; "Hello," when it is empty). */
  greeting?: string;
  variables: Readonly<Record<string, VariableKind>>;
}

const workflow = <const V extends Record<string, VariableKind>>(variables: V) =>
  ({ greeting: 'firstName', variables: { firstName: 'name', ...variables, note: 'note' } }) as const;

export const MAIL_MESSAGES = {
  oneTimePassword: { greeting: 'firstName', variables: { firstName: 'name', code: 'code', ttlMinutes: 'number' } },
  emailConfirmation: { greeting: 'firstName', variables: { firstName: 'name', link: 'link' } },
  resetPassword: { greeting: 'firstName', variables: { firstName: 'name', link: 'link', ttlMinutes: 'number' } },
  loginAttempts: { greeting: 'firstName', variables: { firstName: 'name', count: 'number', link: 'link' } },
  requestSubmittedApplicant: workflow({ title: 'text', link: 'link' }),
  requestSubmittedStaff: workflow({ title: 'text', requester: 'text', link: 'link' }),
  requestAssigned: workflow({ title: 'text', assignedBy: 'text', link: 'link' }),
  requestUnassigned: workflow({ title: 'text', unassignedBy: 'text', link: 'link' }),
  requestReassigned: workflow({ title: 'text', assignedTo: 'text', assignedBy: 'text', link: 'link' }),
  // How many answers the request comments on (docs/workflow.md, "Returns for changes").
  informationRequested: workflow({ title: 'text', commentCount: 'number', link: 'link' }),
  requestAmended: workflow({ title: 'text', applicant: 'text', link: 'link' }),
  attachmentAdded: workflow({ title: 'text', applicant: 'text', fileName: 'text', link: 'link' }),
  decisionDue: workflow({ title: 'text', recommendationCount: 'number', link: 'link' }),
  roundOpened: workflow({ title: 'text', openedBy: 'text', dueAt: 'text', link: 'link' }),
  roundReminder: workflow({ title: 'text', dueAt: 'text', link: 'link' }),
  // The round's tally; no note (the vote that reached the quorum is not quoted to the chairs).
  roundDecisionDue: {
    greeting: 'firstName',
    variables: { firstName: 'name', title: 'text', approve: 'number', deny: 'number', abstain: 'number', link: 'link' },
  },
  // A message's words stay in the portal (docs/workflow.md, "Conversations"): no note.
  messageFromApplicant: {
    greeting: 'firstName',
    variables: { firstName: 'name', title: 'text', applicant: 'text', link: 'link' },
  },
  messageFromCommittee: { greeting: 'firstName', variables: { firstName: 'name', title: 'text', link: 'link' } },
  internalNoteAdded: {
    greeting: 'firstName',
    variables: { firstName: 'name', title: 'text', author: 'text', link: 'link' },
  },
  requestOverdue: workflow({ title: 'text', overdueDays: 'number', link: 'link' }),
  requestApproved: workflow({ title: 'text', link: 'link' }),
  requestDenied: workflow({ title: 'text', link: 'link' }),
  contractReady: workflow({ title: 'text', link: 'link' }),
  contractSigned: workflow({ title: 'text', link: 'link' }),
  requestCompleted: workflow({ title: 'text', link: 'link' }),
  requestPublished: workflow({ title: 'text', registerLink: 'link', link: 'link' }),
  // Access periods (docs/workflow.md, "Access periods"): dates are the last day of access, as the reader writes dates.
  accessEndChanged: workflow({ title: 'text', lastDay: 'text', link: 'link' }),
  accessEnding: workflow({ title: 'text', daysLeft: 'number', lastDay: 'text', link: 'link' }),
  accessEnded: workflow({ title: 'text', link: 'link' }),
  extensionRequested: workflow({ title: 'text', applicant: 'text', askedDay: 'text', link: 'link' }),
  extensionGranted: workflow({ title: 'text', lastDay: 'text', link: 'link' }),
  extensionRefused: workflow({ title: 'text', link: 'link' }),
  closeoutFiled: workflow({ title: 'text', applicant: 'text', link: 'link' }),
  closeoutAccepted: workflow({ title: 'text', link: 'link' }),
  closeoutMoreRequested: workflow({ title: 'text', link: 'link' }),
  notificationDigest: {
    greeting: 'firstName',
    variables: { firstName: 'name', count: 'number', period: 'period', items: 'items' },
  },
  contactInbox: { variables: { name: 'text', reason: 'text', message: 'quote' } },
  contactConfirmation: { greeting: 'name', variables: { name: 'text', reason: 'text', message: 'quote' } },
} as const satisfies Record<string, MessageSpec>;

export type MailId = keyof typeof MAIL_MESSAGES;

/** Every message id, in the order of MAIL_MESSAGES (the editors' enumeration uses the same list). */
export const MAIL_IDS = Object.keys(MAIL_MESSAGES) as MailId[];

export function isMailId(value: unknown): value is MailId {
  return typeof value === 'string' && Object.hasOwn(MAIL_MESSAGES, value);
}

type VariablesOf<Id extends MailId> = (typeof MAIL_MESSAGES)[Id]['variables'];

/** The variables of message `Id`, as callers pass them (`name` and `note` ones may be left out). */
export type MailVarsOf<Id extends MailId> = {
  -readonly [
    K in keyof VariablesOf<Id> as VariablesOf<Id>[K] extends OptionalKind ? never : K
  ]: VariableTypes[VariablesOf<Id>[K] & VariableKind];
} & {
  -readonly [
    K in keyof VariablesOf<Id> as VariablesOf<Id>[K] extends OptionalKind ? K : never
  ]?: VariableTypes[VariablesOf<Id>[K] & VariableKind];
};

/** The link variables of message `Id` (each one gets a button, labelled by the catalog). */
type LinkVariableOf<Id extends MailId> = {
  [K in keyof VariablesOf<Id>]: VariablesOf<Id>[K] extends 'link' ? K : never;
}[keyof VariablesOf<Id>] &
  string;

export const MAIL_LOCALES = ['en', 'fr'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];
const DEFAULT_MAIL_LOCALE: MailLocale = 'en';

/** The catalog locale of a locale code: its language when a catalog has it (`fr-CA` → `fr`), else English. */
export function mailLocaleOf(locale: string | null | undefined): MailLocale {
  const language = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (MAIL_LOCALES as readonly string[]).includes(language ?? '') ? (language as MailLocale) : DEFAULT_MAIL_LOCALE;
}

/** Labels of the contact inbox's table (the `fields` render option). */
export const FIELD_LABELS = [
  'name',
  'email',
  'organization',
  'organizationType',
  'reason',
  'language',
  'received',
] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number];

/** The layout's own texts, and the variables each one may use. */
export const LAYOUT_TEXTS = {
  /** The header (and the HTML title's suffix). */
  portal: [],
  /** Greeting when the greeting variable is empty, and when it is given. */
  hello: [],
  helloNamed: ['name'],
  /** Above the quotation of a staff note, and of the contact form's message. */
  noteLabel: [],
  messageLabel: [],
  /** A label before its value (the fields' table) or its URL (links, on the next line) in the text part. */
  labelLine: ['label'],
  signature: [],
  /** The footer's line when the mail has an unsubscribe address: why it came, and the link's label. */
  unsubscribeReason: [],
  unsubscribeAction: [],
} as const satisfies Record<string, readonly string[]>;
type LayoutText = keyof typeof LAYOUT_TEXTS;

/**
 * One message's texts in one locale, every one an ICU message: the subject, the body as
 * paragraphs (no blank line inside one) and, for each link variable, its button's label.
 */
type MessageTexts<Id extends MailId> = {
  subject: string;
  body: readonly string[];
} & ([LinkVariableOf<Id>] extends [never]
  ? { actions?: undefined }
  : { actions: Readonly<Record<LinkVariableOf<Id>, string>> });

export interface MailCatalog {
  layout: Readonly<Record<LayoutText, string>>;
  fieldLabels: Readonly<Record<FieldLabel, string>>;
  messages: { readonly [Id in MailId]: MessageTexts<Id> };
}
