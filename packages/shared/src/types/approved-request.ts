export type PrincipalInvestigator = {
  firstName: string;
  lastName: string;
  title: string | null;
  country: string | null;
  organization: string | null;
  organizationType: string | null;
};

export type ApprovedRequestDataset = {
  title: string;
  slug: string;
  documentId: string;
};

/** An entry of the public registry of approved requests. Dates are ISO date strings. */
export type ApprovedRequest = {
  documentId: string;
  projectTitle: string;
  projectSummary: string | null;
  projectStartDate: string | null;
  projectEndDate: string | null;
  dateRequested: string | null;
  approvalDate: string | null;
  intendedUseOfData: { value: string }[];
  datasets: ApprovedRequestDataset[];
  principalInvestigator: PrincipalInvestigator | null;
};
