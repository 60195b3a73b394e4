import type { ApprovedRequest, RegistryIndexEntry } from '@portal/shared';

/**
 * The registry's compact index row of a fixture entry, as GET /api/approved-requests-index
 * builds it (apps/cms/src/modules/registry/search-index.ts).
 */
export const toIndexEntry = (item: ApprovedRequest): RegistryIndexEntry => ({
  documentId: item.documentId,
  projectTitle: item.projectTitle,
  approvalDate: item.approvalDate,
  firstName: item.principalInvestigator?.firstName ?? '',
  lastName: item.principalInvestigator?.lastName ?? '',
  organization: item.principalInvestigator?.organization ?? '',
  datasets: item.datasets.map((dataset) => dataset.title),
  accessStartDate: item.accessStartDate,
  accessEndDate: item.accessEndDate,
});

export const registryIndexBody = (items: readonly ApprovedRequest[]) => ({
  data: items.map(toIndexEntry),
  meta: { total: items.length },
});
