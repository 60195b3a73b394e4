import type { RegistrySection } from '@portal/shared';

import type { MessageKey, Translate } from '@/lib/i18n';

/** Every label of the registry table and dialog; the CMS registry section provides them. */
const LABEL_FALLBACKS = {
  projectTitleLabel: 'registry.field.projectTitle',
  investigatorLabel: 'registry.field.investigator',
  organizationLabel: 'registry.field.organization',
  organizationTypeLabel: 'registry.field.organizationType',
  approvalDateLabel: 'registry.field.approvalDate',
  intendedUseLabel: 'registry.field.intendedUse',
  projectSummaryLabel: 'registry.field.projectSummary',
  countryLabel: 'registry.field.country',
  startDateLabel: 'registry.field.startDate',
  durationLabel: 'registry.field.duration',
  requestedLabel: 'registry.field.requested',
  approvedLabel: 'registry.field.approved',
  datasetsLabel: 'registry.field.datasets',
  principalInvestigatorLabel: 'registry.field.principalInvestigator',
  closeLabel: 'common.close',
  emptyLabel: 'registry.empty',
} as const satisfies Partial<Record<keyof RegistrySection, MessageKey>>;

type RegistryLabelKey = keyof typeof LABEL_FALLBACKS;
/** The section's labels, and the access period's (the section has no field for it: always the chrome string). */
export type RegistryLabels = Record<RegistryLabelKey, string> & { accessPeriodLabel: string };

/** The section's labels, with the translated chrome string wherever an editor left one empty. */
export function registryLabels(section: RegistrySection, t: Translate): RegistryLabels {
  const labels = Object.fromEntries(
    (Object.keys(LABEL_FALLBACKS) as RegistryLabelKey[]).map((key) => [
      key,
      section[key]?.trim() || t(LABEL_FALLBACKS[key]),
    ]),
  ) as Record<RegistryLabelKey, string>;
  return { ...labels, accessPeriodLabel: t('registry.field.accessPeriod') };
}
