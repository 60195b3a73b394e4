import { z } from 'zod';
import { localDate, startOfLocalDate } from './clock';
import type { RoleType } from './roles';
import type { WorkflowAction } from './transitions';
import { WORKFLOW_COMMAND_MESSAGES, noteField, requiredNoteField, versionField } from './schemas/workflow-commands';

/**
 * Access after approval (docs/workflow.md, "Access periods"): an approved request grants its
 * applicant the use of its datasets for a period that ends. The period has a state of its own,
 * beside the request's statuses (which stay those of the specification): whether access has begun,
 * runs or has ended, whether an extension is asked, and where the final (closeout) report stands.
 * Who may do what in which access state is the graph below, as data; the CMS runs every access
 * command through the request command pipeline, which checks it here.
 */

export const ACCESS_STATES = [
  /** Approved; access begins at contract signature (as the settings say). */
  'pending',
  /** The applicant may use the data until `endsAt`. */
  'active',
  /** The end date has passed (or staff ended access early): a final report is due. */
  'ended',
  /** The final report was accepted: the request is closed out. */
  'closedOut',
] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

export const EXTENSION_STATES = ['none', 'requested'] as const;
export type ExtensionState = (typeof EXTENSION_STATES)[number];

export const CLOSEOUT_STATES = ['none', 'filed', 'moreRequested', 'accepted'] as const;
export type CloseoutState = (typeof CLOSEOUT_STATES)[number];

/** Where a request's access stands: the key of the access graph. */
export interface AccessPhase {
  state: AccessState;
  extension: ExtensionState;
  closeout: CloseoutState;
  /** Ended longer ago than the extension window: too late to ask for more time. */
  late: boolean;
}

/** When access begins: at the chair's approval, or once the applicant has signed the contract. */
export const ACCESS_START_POINTS = ['approval', 'signature'] as const;
export type AccessStartPoint = (typeof ACCESS_START_POINTS)[number];

export interface AccessSettings {
  accessStartsAt: AccessStartPoint;
  /** The longest first period, in calendar months from its start. */
  accessMaxMonths: number;
  /** Days before the end at which the applicant is reminded, each once per end date. */
  accessReminderDays: readonly number[];
  /** Days after the end during which the applicant may still ask for an extension. */
  extensionGraceDays: number;
  /** Days after the end by which the final report is due (then it shows as overdue). */
  closeoutDueDays: number;
}

export const DEFAULT_ACCESS_SETTINGS: AccessSettings = {
  accessStartsAt: 'signature',
  accessMaxMonths: 12,
  accessReminderDays: [30, 7, 1],
  extensionGraceDays: 30,
  closeoutDueDays: 60,
};

/** The commands of the access graph (each also a request command: packages/shared/src/commands.ts). */
export const ACCESS_COMMANDS = [
  'changeAccessEnd',
  'requestExtension',
  'grantExtension',
  'refuseExtension',
  'fileCloseout',
  'acceptCloseout',
  'askCloseoutMore',
] as const;
export type AccessCommand = (typeof ACCESS_COMMANDS)[number];

/** Events the clock appends (no person acts): a reminder before the end, and the end. */
export const ACCESS_REMINDER_EVENT = 'remindAccessEnding';
export const ACCESS_ENDED_EVENT = 'endAccess';

/** The staff who keep access periods: the queue managers, who also close requests. */
export const ACCESS_STAFF_ROLES: readonly RoleType[] = ['queue-manager'];

interface AccessPattern {
  state: readonly AccessState[];
  extension: readonly ExtensionState[];
  closeout: readonly CloseoutState[];
  late?: false;
}

/** Facts an access edge needs besides the phase: where the new end date falls. */
export interface AccessInput {
  /** The new end (change, grant) is after now: access runs again until then. */
  endsInFuture?: boolean;
}

export interface AccessEdge {
  roles: readonly RoleType[];
  /** Roles that run it only on their own request (the applicant). */
  ownerOnly: readonly RoleType[];
  from: readonly AccessPattern[];
  to: (phase: AccessPhase, input: AccessInput) => AccessPhase;
  /** The 409 when the phase does not allow it. */
  refusal: string;
}

// A new end is never in the past (a day already over ends access now), so the extension window
// counts again from it: a period that ended long ago and is re-dated is no longer too late.
const running = (phase: AccessPhase, input: AccessInput): AccessPhase => ({
  ...phase,
  state: input.endsInFuture ? 'active' : 'ended',
  late: false,
});

export const ACCESS_MESSAGES = {
  noAccess: 'This request has no access period yet.',
  changeEnd: 'The end of access can be changed only while access runs or has ended without a final report.',
  requestExtension: 'An extension can be asked only while access runs or shortly after it ended, and one at a time.',
  decideExtension: 'No extension is waiting for a decision on this request.',
  fileCloseout: 'The final report can be filed once access has ended, and not while an extension is asked.',
  decideCloseout: 'No final report is waiting for a decision on this request.',
  endBeforeStart: 'The last day of access cannot be before its first day.',
  grantInPast: 'An extension must end in the future.',
  extensionNotLater: 'An extension must end after the current end of access.',
} as const;

export const ACCESS_EDGES: Readonly<Record<AccessCommand, AccessEdge>> = {
  changeAccessEnd: {
    roles: ACCESS_STAFF_ROLES,
    ownerOnly: [],
    from: [{ state: ['active', 'ended'], extension: EXTENSION_STATES, closeout: ['none'] }],
    to: running,
    refusal: ACCESS_MESSAGES.changeEnd,
  },
  requestExtension: {
    roles: ['authenticated'],
    ownerOnly: ['authenticated'],
    from: [{ state: ['active', 'ended'], extension: ['none'], closeout: ['none'], late: false }],
    to: (phase) => ({ ...phase, extension: 'requested' }),
    refusal: ACCESS_MESSAGES.requestExtension,
  },
  grantExtension: {
    roles: ACCESS_STAFF_ROLES,
    ownerOnly: [],
    from: [{ state: ['active', 'ended'], extension: ['requested'], closeout: ['none'] }],
    to: (phase, input) => ({ ...running(phase, input), extension: 'none' }),
    refusal: ACCESS_MESSAGES.decideExtension,
  },
  refuseExtension: {
    roles: ACCESS_STAFF_ROLES,
    ownerOnly: [],
    from: [{ state: ['active', 'ended'], extension: ['requested'], closeout: ['none'] }],
    to: (phase) => ({ ...phase, extension: 'none' }),
    refusal: ACCESS_MESSAGES.decideExtension,
  },
  fileCloseout: {
    roles: ['authenticated'],
    ownerOnly: ['authenticated'],
    from: [{ state: ['ended'], extension: ['none'], closeout: ['none', 'moreRequested'] }],
    to: (phase) => ({ ...phase, closeout: 'filed' }),
    refusal: ACCESS_MESSAGES.fileCloseout,
  },
  acceptCloseout: {
    roles: ACCESS_STAFF_ROLES,
    ownerOnly: [],
    from: [{ state: ['ended'], extension: ['none'], closeout: ['filed'] }],
    to: (phase) => ({ ...phase, state: 'closedOut', closeout: 'accepted' }),
    refusal: ACCESS_MESSAGES.decideCloseout,
  },
  askCloseoutMore: {
    roles: ACCESS_STAFF_ROLES,
    ownerOnly: [],
    from: [{ state: ['ended'], extension: ['none'], closeout: ['filed'] }],
    to: (phase) => ({ ...phase, closeout: 'moreRequested' }),
    refusal: ACCESS_MESSAGES.decideCloseout,
  },
};

export function isAccessCommand(value: unknown): value is AccessCommand {
  return typeof value === 'string' && (ACCESS_COMMANDS as readonly string[]).includes(value);
}

/** Does the access graph have this command's edge from `phase` (whoever acts)? */
export function accessEdgeApplies(command: AccessCommand, phase: AccessPhase | null | undefined): boolean {
  if (!phase) return false;
  return ACCESS_EDGES[command].from.some(
    (pattern) =>
      pattern.state.includes(phase.state) &&
      pattern.extension.includes(phase.extension) &&
      pattern.closeout.includes(phase.closeout) &&
      (pattern.late === undefined || !phase.late),
  );
}

/** The phase after the command, or null when the graph has no such edge. */
export function nextAccessPhase(
  command: AccessCommand,
  phase: AccessPhase | null | undefined,
  input: AccessInput = {},
): AccessPhase | null {
  return phase && accessEdgeApplies(command, phase) ? ACCESS_EDGES[command].to(phase, input) : null;
}

/** Every phase reachable from the start of access by the graph and the clock (for tests and docs). */
export function reachableAccessPhases(): AccessPhase[] {
  const key = (phase: AccessPhase) => `${phase.state}/${phase.extension}/${phase.closeout}/${phase.late}`;
  const start: AccessPhase = { state: 'active', extension: 'none', closeout: 'none', late: false };
  const seen = new Map<string, AccessPhase>([[key(start), start]]);
  const queue = [start];
  const clock = (phase: AccessPhase): AccessPhase[] =>
    phase.state === 'active'
      ? [{ ...phase, state: 'ended' }]
      : phase.state === 'ended' && !phase.late
        ? [{ ...phase, late: true }]
        : [];
  while (queue.length > 0) {
    const phase = queue.shift() as AccessPhase;
    const next = [
      ...clock(phase),
      ...ACCESS_COMMANDS.flatMap((command) =>
        [true, false].map((endsInFuture) => nextAccessPhase(command, phase, { endsInFuture })),
      ),
    ];
    for (const candidate of next) {
      if (candidate && !seen.has(key(candidate))) {
        seen.set(key(candidate), candidate);
        queue.push(candidate);
      }
    }
  }
  return [...seen.values()];
}

// ---------------------------------------------------------------------------------------------
// The period itself

const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` calendar months after `start` (the last day of a shorter month when the day is missing). */
export function addMonths(start: Date, months: number): Date {
  const result = new Date(start.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The instant a `YYYY-MM-DD` end date is over in `timeZone`: access runs through that whole day. */
export function endOfLocalDate(ymd: string, timeZone: string): Date {
  const next = new Date(Date.parse(`${ymd}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return startOfLocalDate(next, timeZone);
}

/** The last day of access, as the reader sees it: the local date before the end instant. */
export function lastAccessDate(endsAt: Date, timeZone: string): string {
  return localDate(new Date(endsAt.getTime() - 1), timeZone);
}

/**
 * When a period that starts at `startsAt` ends: the end of the project's end date, capped by the
 * longest first period; without a usable project end date (old-format requests, an end already
 * passed), the longest period.
 */
export function initialAccessEnd(
  startsAt: Date,
  projectEndDate: string | null | undefined,
  settings: Pick<AccessSettings, 'accessMaxMonths'>,
  timeZone: string,
): Date {
  const cap = addMonths(startsAt, settings.accessMaxMonths);
  if (!projectEndDate || !/^\d{4}-\d{2}-\d{2}$/.test(projectEndDate)) return cap;
  const projectEnd = endOfLocalDate(projectEndDate, timeZone);
  if (projectEnd.getTime() <= startsAt.getTime()) return cap;
  return projectEnd.getTime() < cap.getTime() ? projectEnd : cap;
}

/** The reminder offsets (days before the end) due by `now` and not yet sent for this end. */
export function dueAccessReminders(
  endsAt: Date,
  now: Date,
  offsets: readonly number[],
  sent: readonly number[],
): number[] {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return [];
  const due = offsets.filter((days) => !sent.includes(days) && left <= days * DAY_MS);
  // Only the nearest one is sent: a period granted 5 days before its end is not told "30 days" too.
  const nearest = Math.min(...due);
  return due.length > 0 ? [nearest] : [];
}

/** Whole days from `now` until `endsAt` (rounded up: 1 on the last day). */
export function daysUntil(endsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
}

/** "Access ending soon" in the queue: the nearest reminder offset or fewer days left. */
export function isEndingSoon(endsAt: Date | null, now: Date, settings: Pick<AccessSettings, 'accessReminderDays'>) {
  if (!endsAt) return false;
  const window = Math.max(0, ...settings.accessReminderDays);
  const left = endsAt.getTime() - now.getTime();
  return left > 0 && left <= window * DAY_MS;
}

/** The phase of a stored period at `now` (the clock moves `active` to `ended` when the end passes). */
export function accessPhaseAt(
  period: { state: AccessState; extension: ExtensionState; closeout: CloseoutState; endsAt: Date | null },
  now: Date,
  settings: Pick<AccessSettings, 'extensionGraceDays'>,
): AccessPhase {
  const passed = !!period.endsAt && period.endsAt.getTime() <= now.getTime();
  const state = period.state === 'active' && passed ? 'ended' : period.state;
  const late =
    state === 'ended' &&
    !!period.endsAt &&
    now.getTime() - period.endsAt.getTime() > settings.extensionGraceDays * DAY_MS;
  return { state, extension: period.extension, closeout: period.closeout, late };
}

// ---------------------------------------------------------------------------------------------
// Bodies

export const ACCESS_NOTE_MAX = 5000;
const ymd = /^\d{4}-\d{2}-\d{2}$/;

export const ACCESS_FIELD_MESSAGES = {
  endsAtInvalid: 'endsAt must be a date (YYYY-MM-DD)',
  reasonRequired: 'A reason is required',
  reasonTooLong: `reason must be at most ${ACCESS_NOTE_MAX} characters`,
  dispositionInvalid: 'dataDisposition must be one of: destroyed, retained',
  retentionReasonRequired: 'Say why the data is retained, and under which agreement',
  attestationRequired: 'You must attest to what happened to the data',
  publicationsInvalid: 'publications must be a list of at most 50 items, each with a title and an optional doi',
  doiInvalid: 'A DOI looks like 10.1234/abc',
  outputsTooLong: `outputs must be at most ${ACCESS_NOTE_MAX} characters`,
} as const;

const A = ACCESS_FIELD_MESSAGES;

export const accessDateField = z
  .string({ error: A.endsAtInvalid })
  .regex(ymd, { error: A.endsAtInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: A.endsAtInvalid });

export const extensionReasonField = z
  .string({ error: A.reasonRequired })
  .trim()
  .min(1, { error: A.reasonRequired })
  .max(ACCESS_NOTE_MAX, { error: A.reasonTooLong });

export const DATA_DISPOSITIONS = ['destroyed', 'retained'] as const;
export type DataDisposition = (typeof DATA_DISPOSITIONS)[number];

export const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

export const publicationSchema = z.object({
  title: z.string({ error: A.publicationsInvalid }).trim().min(1, { error: A.publicationsInvalid }).max(500),
  doi: z
    .string()
    .trim()
    .transform((value) => value.replace(/^https?:\/\/(dx\.)?doi\.org\//i, ''))
    .refine((value) => value === '' || DOI_PATTERN.test(value), { error: A.doiInvalid })
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null),
});

/** The final report's fields (JSON, or the text fields of a multipart body with `publications` as JSON). */
export const closeoutReportSchema = z
  .object({
    publications: z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value ?? [];
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return value;
        }
      },
      z.array(publicationSchema, { error: A.publicationsInvalid }).max(50, { error: A.publicationsInvalid }),
    ),
    outputs: z
      .string()
      .trim()
      .max(ACCESS_NOTE_MAX, { error: A.outputsTooLong })
      .nullish()
      .transform((value) => value || null),
    dataDisposition: z.enum(DATA_DISPOSITIONS, { error: A.dispositionInvalid }),
    retentionReason: z
      .string()
      .trim()
      .max(ACCESS_NOTE_MAX)
      .nullish()
      .transform((value) => value || null),
    attestation: z.preprocess(
      (value) => value === true || value === 'true' || value === 'on',
      z.literal(true, { error: A.attestationRequired }),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.dataDisposition === 'retained' && !value.retentionReason)
      ctx.addIssue({ code: 'custom', path: ['retentionReason'], message: A.retentionReasonRequired });
  });

export type CloseoutReportInput = z.infer<typeof closeoutReportSchema>;

const accessBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, version: versionField }, { error: WORKFLOW_COMMAND_MESSAGES.bodyNotObject });

/** POST …/{id}/access/end: staff move the end (a date today or before ends access now). */
export const changeAccessEndSchema = accessBody({ endsAt: accessDateField, note: requiredNoteField });
/** POST …/{id}/access/extension: the applicant asks for a new end date. */
export const requestExtensionSchema = accessBody({ endsAt: accessDateField, reason: extensionReasonField });
/** POST …/{id}/access/extension/grant: the date asked, or another one. */
export const grantExtensionSchema = accessBody({ endsAt: accessDateField.optional(), note: noteField });
/** POST …/{id}/access/extension/refuse: always with the reason. */
export const refuseExtensionSchema = accessBody({ note: requiredNoteField });
/** POST …/{id}/closeout/accept and …/closeout/more. */
export const acceptCloseoutSchema = accessBody({ note: noteField });
export const askCloseoutMoreSchema = accessBody({ note: requiredNoteField });

/**
 * What an edge of the request graph does to access: the approval opens the period (running at
 * once or waiting for the signature, as the settings say); the signature starts a waiting one.
 */
export const ACCESS_EDGE_EFFECTS: Readonly<Partial<Record<WorkflowAction, 'open' | 'start'>>> = {
  approve: 'open',
  signContract: 'start',
};

/** The staff queue's access filter (`access=`): running out, ended, or a final report overdue. */
export const ACCESS_QUEUE_FILTERS = ['endingSoon', 'ended', 'closeoutOverdue'] as const;
export type AccessQueueFilter = (typeof ACCESS_QUEUE_FILTERS)[number];

/** "Final report overdue": access has ended, no report is filed, and its due days have passed. */
export function isCloseoutOverdue(
  phase: Pick<AccessPhase, 'state' | 'closeout'>,
  endsAt: Date | null,
  now: Date,
  settings: Pick<AccessSettings, 'closeoutDueDays'>,
): boolean {
  return (
    phase.state === 'ended' &&
    phase.closeout !== 'filed' &&
    !!endsAt &&
    endsAt.getTime() + settings.closeoutDueDays * DAY_MS <= now.getTime()
  );
}

/** Stored states whose end the queue's access filters read: the period runs, or has run out. */
const KEYED_STATES: readonly AccessState[] = ['active', 'ended'];

/**
 * What the queue index keeps of a request's period so that each access filter is one range of
 * one column, whatever the clock says: `accessEndMs`, the end while the period runs or has
 * ended; `reportDueFromMs`, the same until a final report is filed. Neither moves when the clock
 * turns `active` into `ended` (a stored `ended` period's end is always behind it), so the queue
 * entry is written only when a command or the backfill writes the period.
 */
export interface AccessQueueKeys {
  accessEndMs: number | null;
  reportDueFromMs: number | null;
}

export function accessQueueKeys(period: {
  state: AccessState;
  closeout: CloseoutState;
  endsAt: Date | null;
}): AccessQueueKeys {
  const end = period.endsAt && KEYED_STATES.includes(period.state) ? period.endsAt.getTime() : null;
  return { accessEndMs: end, reportDueFromMs: period.closeout === 'filed' ? null : end };
}

/** The range of one key an access filter keeps at `now`: `after` < key ≤ `upTo`. */
export interface AccessQueueRange {
  key: keyof AccessQueueKeys;
  after: number | null;
  upTo: number;
}

export function accessQueueRange(
  filter: AccessQueueFilter,
  now: Date,
  settings: Pick<AccessSettings, 'accessReminderDays' | 'closeoutDueDays'>,
): AccessQueueRange {
  const at = now.getTime();
  if (filter === 'endingSoon')
    return { key: 'accessEndMs', after: at, upTo: at + Math.max(0, ...settings.accessReminderDays) * DAY_MS };
  if (filter === 'ended') return { key: 'accessEndMs', after: null, upTo: at };
  return { key: 'reportDueFromMs', after: null, upTo: at - settings.closeoutDueDays * DAY_MS };
}

/** Whether keys fall in an access filter's range (the queue's SQL reads the same range). */
export function inAccessQueueRange(keys: AccessQueueKeys, range: AccessQueueRange): boolean {
  const value = keys[range.key];
  return value !== null && value <= range.upTo && (range.after === null || value > range.after);
}
