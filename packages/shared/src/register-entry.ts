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
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A date or timestamp as the UTC day the register stores (YYYY-MM-DD); null for anything else. */
function day(value: unknown): string | null {
  if (!(value instanceof Date) && !text(value)) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
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
  };
}
