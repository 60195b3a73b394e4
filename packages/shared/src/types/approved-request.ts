/** `governance.principal-investigator`: no contact details, the registry is public. */
export type PrincipalInvestigator = {
  firstName: string;
  lastName: string;
  title: string | null;
  country: string | null;
  organization: string | null;
  organizationType: string | null;
};

/** A dataset linked to an approved request: its title is in the requested locale when translated. */
export type ApprovedRequestDataset = {
  id?: number;
  title: string;
  slug: string;
  documentId: string;
};

/**
 * An entry of the public registry of approved requests (GET /api/approved-requests).
 * Not localized: the project title and summary are published as the researchers submitted
 * them; `?locale=` is accepted and only translates the dataset titles. Newest approval first
 * by default. Dates are ISO date strings (YYYY-MM-DD).
 */
export type ApprovedRequest = {
  id?: number;
  documentId: string;
  projectTitle: string;
  projectSummary: string | null;
  projectStartDate: string | null;
  projectEndDate: string | null;
  dateRequested: string | null;
  approvalDate: string | null;
  intendedUseOfData: { id?: number; value: string }[];
  datasets: ApprovedRequestDataset[];
  principalInvestigator: PrincipalInvestigator | null;
  /** The first and last day of the applicant's access to the data; null when the entry has none. */
  accessStartDate: string | null;
  accessEndDate: string | null;
};

/**
 * One row of the registry's compact index (GET /api/approved-requests-index?locale=): what the
 * table shows and searches, with the linked datasets' titles in the requested locale. The
 * details dialog loads the full entry by documentId.
 */
export type RegistryIndexEntry = {
  documentId: string;
  projectTitle: string;
  approvalDate: string | null;
  firstName: string;
  lastName: string;
  organization: string;
  datasets: string[];
  accessStartDate: string | null;
  accessEndDate: string | null;
};
