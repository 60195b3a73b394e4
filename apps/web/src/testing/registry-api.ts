import { matchesRegistrySearch, PAGE_SIZE_MAX, type ApprovedRequest } from '@portal/shared';

/**
 * GET /api/approved-requests as the CMS answers it (search `q`, one-column `sort`, Strapi
 * pagination; apps/cms/src/api/approved-request/registry), over fixture entries, for MSW.
 */

const key: Record<string, (item: ApprovedRequest) => string> = {
  title: (item) => item.projectTitle,
  investigator: (item) => item.principalInvestigator?.lastName ?? '',
  organization: (item) => item.principalInvestigator?.organization ?? '',
  approvalDate: (item) => item.approvalDate ?? '',
};

function sorted(items: ApprovedRequest[], sort: string | null): ApprovedRequest[] {
  const [column = 'approvalDate', direction = sort ? 'asc' : 'desc'] = (sort ?? '').split(':').filter(Boolean);
  const value = key[column] ?? key.approvalDate!;
  const sign = direction === 'desc' ? -1 : 1;
  const byDate = (a: ApprovedRequest, b: ApprovedRequest) => (b.approvalDate ?? '').localeCompare(a.approvalDate ?? '');
  return [...items].sort((a, b) => {
    const [x, y] = [value(a).trim().toLowerCase(), value(b).trim().toLowerCase()];
    // Empty values last in both directions, like the CMS.
    if (x === '' || y === '') return x === y ? byDate(a, b) : x === '' ? 1 : -1;
    return sign * (x < y ? -1 : x > y ? 1 : 0) || byDate(a, b);
  });
}

export function registryResponse(items: readonly ApprovedRequest[], url: string) {
  const params = new URL(url).searchParams;
  const page = Number(params.get('pagination[page]') ?? 1);
  const pageSize = Number(params.get('pagination[pageSize]') ?? PAGE_SIZE_MAX);
  const matching = sorted(
    items.filter((item) => matchesRegistrySearch(item, params.get('q') ?? '')),
    params.get('sort'),
  );
  return {
    data: matching.slice((page - 1) * pageSize, page * pageSize),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(matching.length / pageSize), total: matching.length } },
  };
}
