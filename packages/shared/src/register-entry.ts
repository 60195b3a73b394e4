import { localDate } from './clock';
import type { RequestFormat } from './statuses';
import type { PrincipalInvestigator } from './types/approved-request';
import { isRecord } from './is-record';

/** The requester as both the CMS's loaded request and the staff detail carry them. */
export type RegisterEntryPerson = {
  firstName?: string | null;
  lastName?: string | null;
  organization?: string | null;
  organizationType?: string | null;
};

/**
 * What a register entry is made from: a request of either format, as the CMS stores it or as
 * the staff detail carries it. The answers are `unknown` because the CMS reads them from a
 * stored row; the mapping keeps only text, dates and string lists.
 */
export type RegisterEntrySource = {
  format: RequestFormat;
  projectTitle: string;
  createdAt: string;
  /** v2: when it was submitted (the register's "date requested"). */
  submittedAt?: unknown;
  /** v2 */
  projectSummary?: unknown;
  /** v1 */
  projectDescription?: unknown;
  projectStartDate?: unknown;
  projectEndDate?: unknown;
  /** v2: option values of the dataset-access-request content's intended-use list. */
  intendedUses?: unknown;
  /** v1: free text. */
  intendedUse?: unknown;
  /** v2: the investigator named on the form. */
  principalInvestigator?: unknown;
  requester: RegisterEntryPerson | null;
  datasets: ReadonlyArray<{ documentId: string; title?: string | null }>;
  /** The access period as request reads carry it (`access`); null or absent when there is none. */
  access?: RegisterEntryAccess | null;
};

/**
 * What the register shows of an access period: when it began (an instant), and its last day
 * (a day of the committee's calendar). `endsAt`, the instant that day ends, places `startsAt` in
 * the same calendar when the committee's time zone is not known (the staff preview).
 */
export type RegisterEntryAccess = {
  startsAt: string | null;
  lastDay: string | null;
  endsAt?: string | null;
};

export type RegisterEntryContext = {
  /**
   * An intended-use option's label. The register is not localized: the CMS writes the default
   * locale's labels, and a preview of the entry reads the same ones.
   */
  intendedUseLabel: (value: string) => string;
  /** An organization-type option's label (the profile content's), in the register's locale. */
  organizationTypeLabel: (value: string) => string;
  /** The requester's profile country: a v1 request has no investigator of its own. */
  requesterCountry: string | null;
  /** When the latest `approve` event was written; null if none was. */
  approvedAt: string | Date | null;
  /** The approval date when no `approve` event gives one (a request approved before events). */
  now: Date;
  /** The committee's time zone (IANA name): the first day of access is a day of its calendar. */
  timeZone?: string;
};

/** The public fields of an approved-request entry (spec §3): no e-mail address, account or internal state. */
export type RegisterEntry = {
  projectTitle: string;
  projectSummary: string | null;
  projectStartDate: string | null;
  projectEndDate: string | null;
  dateRequested: string | null;
  approvalDate: string | null;
  intendedUseOfData: Array<{ value: string }>;
  datasets: Array<{ documentId: string; title: string }>;
  principalInvestigator: PrincipalInvestigator | null;
  /** The first and last day of access (YYYY-MM-DD, the committee's calendar); null without a running period. */
  accessStartDate: string | null;
  accessEndDate: string | null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A date or timestamp as the UTC day the register stores (YYYY-MM-DD); null for anything else. */
function day(value: unknown): string | null {
  if (!(value instanceof Date) && !text(value)) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const YMD = /^\d{4}-\d{2}-\d{2}$/;
/** The most a time zone is away from UTC (UTC+14), and the step offsets come in (a quarter hour). */
const MAX_OFFSET_MS = 14 * 60 * 60 * 1000;
const OFFSET_STEP_MS = 15 * 60 * 1000;

/**
 * How far the committee's midnight is from UTC's, as the end of the period tells it: `endsAt` is
 * the end of `lastDay` there. An end that is no midnight (access revoked at once) tells nothing: 0.
 */
function calendarOffset(access: RegisterEntryAccess): number {
  const end = access.endsAt ? Date.parse(access.endsAt) : Number.NaN;
  if (Number.isNaN(end) || !access.lastDay || !YMD.test(access.lastDay)) return 0;
  const offset = end - (Date.parse(`${access.lastDay}T00:00:00Z`) + DAY_MS);
  return Math.abs(offset) <= MAX_OFFSET_MS && offset % OFFSET_STEP_MS === 0 ? offset : 0;
}

/**
 * The first and last day of access a register entry shows: the first in `timeZone` (the
 * committee's), or without it in the calendar the period's end implies. Also what updates a
 * published entry when the end of access moves.
 */
export function registerAccessDates(
  access: RegisterEntryAccess | null | undefined,
  timeZone?: string,
): Pick<RegisterEntry, 'accessStartDate' | 'accessEndDate'> {
  const start = access?.startsAt ? new Date(access.startsAt) : null;
  if (!access || !start || Number.isNaN(start.getTime())) return { accessStartDate: null, accessEndDate: null };
  const accessStartDate = timeZone
    ? localDate(start, timeZone)
    : new Date(start.getTime() - calendarOffset(access)).toISOString().slice(0, 10);
  return { accessStartDate, accessEndDate: access.lastDay && YMD.test(access.lastDay) ? access.lastDay : null };
}

function investigator(source: RegisterEntrySource, context: RegisterEntryContext): PrincipalInvestigator | null {
  const organizationType = (value: unknown) => {
    const stored = text(value);
    return stored ? context.organizationTypeLabel(stored) : null;
  };
  if (source.format === 'v2') {
    const pi = isRecord(source.principalInvestigator) ? source.principalInvestigator : null;
    if (!pi) return null;
    return {
      firstName: text(pi.firstName) ?? '',
      lastName: text(pi.lastName) ?? '',
      title: text(pi.title),
      country: text(pi.country),
      organization: text(pi.organization),
      organizationType: organizationType(pi.organizationType),
    };
  }
  const person = source.requester;
  if (!person) return null;
  return {
    firstName: text(person.firstName) ?? '',
    lastName: text(person.lastName) ?? '',
    title: null,
    country: text(context.requesterCountry),
    organization: text(person.organization),
    organizationType: organizationType(person.organizationType),
  };
}

function intendedUses(source: RegisterEntrySource, context: RegisterEntryContext): Array<{ value: string }> {
  if (source.format === 'v1') {
    const use = text(source.intendedUse);
    return use ? [{ value: use }] : [];
  }
  const values = Array.isArray(source.intendedUses) ? source.intendedUses : [];
  return values.flatMap((value) =>
    typeof value === 'string' && value.trim() ? [{ value: context.intendedUseLabel(value) }] : [],
  );
}

/**
 * The register entry of a request: what publishing writes (apps/cms register service) and what
 * the staff review page previews before it does. v1 has no project dates and no investigator of
 * its own: the requester is the investigator, with the country of their profile.
 */
export function registerEntry(source: RegisterEntrySource, context: RegisterEntryContext): RegisterEntry {
  const v2 = source.format === 'v2';
  return {
    projectTitle: source.projectTitle,
    projectSummary: text(v2 ? source.projectSummary : source.projectDescription),
    projectStartDate: v2 ? day(source.projectStartDate) : null,
    projectEndDate: v2 ? day(source.projectEndDate) : null,
    dateRequested: (v2 ? day(source.submittedAt) : null) ?? day(source.createdAt),
    approvalDate: day(context.approvedAt) ?? day(context.now),
    intendedUseOfData: intendedUses(source, context),
    datasets: source.datasets.map((dataset) => ({ documentId: dataset.documentId, title: dataset.title ?? '' })),
    principalInvestigator: investigator(source, context),
    ...registerAccessDates(source.access, context.timeZone),
  };
}
