import type { StaffRequestDetail } from '@portal/shared';

/**
 * What publishing writes to the public register (docs/api/requests.md "Public register"): public
 * fields only, never an e-mail address or internal state. Shown as a preview before publishing.
 */
export type PublicRegisterPreview = {
  projectTitle: string;
  projectSummary: string | null;
  projectStartDate: string | null;
  projectEndDate: string | null;
  dateRequested: string | null;
  approvalDate: string | null;
  intendedUse: string[];
  datasets: string[];
  principalInvestigator: string | null;
  organization: string | null;
  organizationType: string | null;
  country: string | null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function publicRegisterPreview(request: StaffRequestDetail): PublicRegisterPreview {
  const answers = request as StaffRequestDetail & Record<string, unknown>;
  const pi = request.format === 'v2' && 'principalInvestigator' in request ? request.principalInvestigator : null;
  const person = pi ?? request.requester;
  const approvals = request.events.filter((event) => event.action === 'approve').map((event) => event.createdAt);
  const uses = request.format === 'v2' ? answers.intendedUses : answers.intendedUse;
  return {
    projectTitle: request.projectTitle,
    projectSummary: text(request.format === 'v2' ? answers.projectSummary : answers.projectDescription),
    projectStartDate: text(answers.projectStartDate),
    projectEndDate: request.format === 'v2' ? text(answers.projectEndDate) : null,
    dateRequested: request.submittedAt ?? request.createdAt,
    approvalDate: approvals.sort().at(-1) ?? null,
    intendedUse: Array.isArray(uses)
      ? uses.filter((use): use is string => typeof use === 'string')
      : text(uses)
        ? [String(uses)]
        : [],
    datasets: request.datasetDetails.map((detail) => detail.dataset.title),
    principalInvestigator: person
      ? [pi && 'title' in pi ? pi.title : null, person.firstName, person.lastName].filter(Boolean).join(' ') || null
      : null,
    organization: text(person?.organization),
    organizationType: text(person?.organizationType),
    country: pi ? text(pi.country) : null,
  };
}
