import type { Core } from '@strapi/strapi';
import { DEFAULT_ACCESS_SETTINGS, DEFAULT_LOCALE, addMonths } from '@portal/shared';
import { z } from 'zod';
import { dataPath, readDataFile, SeedDataError } from '../lib/data-files';
import { seedUnlocalizedEntry } from '../lib/documents';

const APPROVED_REQUEST_UID = 'api::approved-request.approved-request';
const DATASET_UID = 'api::dataset.dataset';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD');

/** data/approved-requests.yaml: the public registry (not localized); datasets are library slugs. */
const approvedRequest = z.strictObject({
  projectTitle: z.string().min(1),
  projectSummary: z.string().min(1),
  dateRequested: isoDate,
  approvalDate: isoDate,
  projectStartDate: isoDate,
  projectEndDate: isoDate,
  intendedUseOfData: z.array(z.strictObject({ value: z.string().min(1) })).min(1),
  principalInvestigator: z.strictObject({
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    title: z.string().min(1),
    country: z.string().min(1),
    organization: z.string().min(1),
    organizationType: z.string().min(1),
  }),
  datasets: z.array(z.string().regex(/^[a-z0-9-]+$/)),
});

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo entries' access period, as the portal would have kept it: from the approval to the
 * project's end, at most the longest first period (docs/workflow.md, "Access periods").
 */
function accessDates(approvalDate: string, projectEndDate: string) {
  const cap = addMonths(new Date(`${approvalDate}T00:00:00Z`), DEFAULT_ACCESS_SETTINGS.accessMaxMonths);
  const lastDay = new Date(cap.getTime() - DAY).toISOString().slice(0, 10);
  return { accessStartDate: approvalDate, accessEndDate: projectEndDate < lastDay ? projectEndDate : lastDay };
}

/** Seeds the registry of approved requests; run after the datasets, which it links to. */
export async function seedApprovedRequests(strapi: Core.Strapi): Promise<void> {
  const file = dataPath('approved-requests.yaml');
  const entries = readDataFile(file, z.array(approvedRequest));
  const datasets = await strapi
    .documents(DATASET_UID)
    .findMany({ locale: DEFAULT_LOCALE, status: 'published', fields: ['slug'] });
  const bySlug = new Map(datasets.map((dataset) => [String(dataset.slug), dataset.documentId]));
  for (const [index, { datasets: slugs, ...entry }] of entries.entries()) {
    // The registry is not localized; the relation points at the datasets' default locale and
    // the controller returns their titles in the locale the client asks for.
    const linked = slugs.map((slug) => {
      const documentId = bySlug.get(slug);
      if (!documentId) throw new SeedDataError(file, `entry ${index + 1} links to an unknown dataset "${slug}"`);
      return { documentId, locale: DEFAULT_LOCALE };
    });
    await seedUnlocalizedEntry(
      strapi,
      APPROVED_REQUEST_UID,
      { field: 'projectTitle', value: entry.projectTitle },
      {
        ...entry,
        ...accessDates(entry.approvalDate, entry.projectEndDate),
        ...(linked.length > 0 ? { datasets: { connect: linked } } : {}),
      },
    );
  }
}
