import { registerEntry, type RegisterEntry, type StaffRequestDetail } from '@portal/shared';

import type { OptionLabel } from '@/lib/option-labels';

/**
 * What publishing will write to the public register for this request (docs/api/requests.md
 * "Public register"), mapped by the same shared function as the CMS. `labels` must read the
 * register's locale (the default one): the entry is not translated, so the preview shows the
 * words the public will read.
 */
export function registerPreview(request: StaffRequestDetail, labels: OptionLabel, now: Date): RegisterEntry {
  const approvals = request.events.filter((event) => event.action === 'approve').map((event) => event.createdAt);
  return registerEntry(
    {
      ...request,
      // The staff view stands an empty person in for a request without requester.
      requester: request.requester?.documentId ? request.requester : null,
      datasets: request.datasetDetails.map((detail) => detail.dataset),
    },
    {
      intendedUseLabel: (value) => labels('intendedUseOptions', value),
      organizationTypeLabel: (value) => labels('organizationTypeOptions', value),
      requesterCountry: request.requester?.country ?? null,
      approvedAt: approvals.sort().at(-1) ?? null,
      now,
    },
  );
}
