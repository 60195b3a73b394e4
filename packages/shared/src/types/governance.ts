import type { Media } from './media';
import type { Cards, ContentPage, Hero, Link, TextColumns } from './content';
import type { CommitteeMember } from './committee';

/** `governance.process-step`: one card of the process carousel (the first is preselected). */
export type DataAccessStep = {
  id: number;
  title: string;
  description: string;
  icon: Media | null;
};

/** A row of the security page: `item` is the layer, `description` its safeguard. */
export type SecuritySafeguardItem = {
  id: number;
  item: string;
  description: string;
};

/** `governance.rich-text`: a titled Markdown block. */
export type GovernanceRichText = {
  title: string;
  /** Markdown. */
  body: string;
};

/** `governance.section-heading`. */
export type SectionHeading = {
  title: string;
  intro: string | null;
};

/** `governance.policies-section`: heading of the policies list and its more/less toggle labels. */
export type PoliciesSection = SectionHeading & {
  moreLabel: string;
  lessLabel: string;
};

/** `governance.registry-section`: heading, search placeholder, table and dialog labels of the registry. */
export type RegistrySection = SectionHeading & {
  searchPlaceholder: string | null;
  projectTitleLabel: string | null;
  investigatorLabel: string | null;
  organizationLabel: string | null;
  organizationTypeLabel: string | null;
  approvalDateLabel: string | null;
  intendedUseLabel: string | null;
  projectSummaryLabel: string | null;
  countryLabel: string | null;
  startDateLabel: string | null;
  durationLabel: string | null;
  requestedLabel: string | null;
  approvedLabel: string | null;
  datasetsLabel: string | null;
  principalInvestigatorLabel: string | null;
  closeLabel: string | null;
  emptyLabel: string | null;
};

/** GET /api/data-governance */
export type DataGovernancePage = ContentPage & {
  hero: Hero | null;
  textColumns: TextColumns | null;
  /** Carousel of governance elements: 3 visible (1 under 800px). */
  governanceElements: Cards | null;
  /** Links to the process, committee and security pages (URLs relative to the locale). */
  links: Link[];
};

/** GET /api/data-governance-process */
export type DataGovernanceProcessPage = ContentPage & {
  hero: Hero | null;
  about: GovernanceRichText | null;
  stepsTitle: string | null;
  /** In order: submit → triage → committee review → decision → contract → access. */
  steps: DataAccessStep[];
  registrySection: RegistrySection | null;
  policiesSection: PoliciesSection | null;
  proceedingsSection: SectionHeading | null;
};

/** GET /api/data-governance-committee (the members come from GET /api/committee). */
export type DataGovernanceCommitteePage = ContentPage & {
  /** `hero.cta` targets `/data-governance/committee#committee-members`. */
  hero: Hero | null;
  textColumns: TextColumns | null;
  membersSectionTitle: string | null;
};

/** GET /api/data-governance-security */
export type DataGovernanceSecurityPage = ContentPage & {
  hero: Hero | null;
  intro: GovernanceRichText | null;
  /** Table column headers: layer, safeguard. */
  layerHeader: string | null;
  safeguardHeader: string | null;
  safeguards: SecuritySafeguardItem[];
};

/** GET /api/committee */
export type CommitteeContent = {
  id: number;
  documentId: string;
  locale: string;
  members: CommitteeMember[];
};
