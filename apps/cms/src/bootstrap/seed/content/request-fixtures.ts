import { z } from 'zod';
import { dataPath, readDataFile } from '../lib/data-files';

/**
 * Demo data of the request seed (requests.ts): applicants and projects, read from
 * data/request-fixtures.yaml. Option values are those of the dataset-access-request page
 * (data/<locale>/dataset-access-request.yaml), dataset slugs those of the library.
 */

const text = z.string().min(1);
const slug = z.string().regex(/^[a-z0-9-]+$/);

const applicant = z.strictObject({
  email: z.email(),
  firstName: text,
  lastName: text,
  organization: text,
  /** A value of the profile's organization type options (data/<locale>/profile.yaml). */
  organizationType: text,
  country: text,
});

/** A requested dataset: library slug and level number (1 aggregated, 2 de-identified, 3 identifiable). */
const datasetPick = z.tuple([slug, z.union([z.literal(1), z.literal(2), z.literal(3)])]);

const v2Project = z.strictObject({
  title: text,
  summary: text,
  datasets: z.array(datasetPick).min(1),
  classification: text,
  uses: z.array(text).min(1),
  funding: text,
  fundingDetails: text.optional(),
  review: text,
  reviewDetails: text.optional(),
  bodies: z.array(text),
  bodyDetails: text.optional(),
  dissemination: z.array(text),
  protocol: text,
  pi: z.strictObject({
    title: text,
    firstName: text,
    lastName: text,
    email: z.email(),
    organization: text,
    organizationType: text,
    country: text,
  }),
});

const v1Project = z.strictObject({
  title: text,
  description: text,
  intendedUse: text,
  datasets: z.array(slug).min(1),
});

const fixtures = z.strictObject({
  /** Extra applicants besides the demo account applicant@portal.localhost (same demo password). */
  extraApplicants: z.array(applicant),
  v2Projects: z.array(v2Project),
  v1Projects: z.array(v1Project),
  /** v2 drafts (every answer optional): a few at different stages of completion. */
  draftProjects: z.array(
    z.strictObject({ applicant: z.number().int().min(0), answers: z.record(z.string(), z.unknown()) }),
  ),
});

export type DemoApplicant = z.output<typeof applicant>;
export type V2Project = z.output<typeof v2Project>;
export type V1Project = z.output<typeof v1Project>;

const data = readDataFile(dataPath('request-fixtures.yaml'), fixtures);

export const EXTRA_APPLICANTS: readonly DemoApplicant[] = data.extraApplicants;
export const V2_PROJECTS: readonly V2Project[] = data.v2Projects;
export const V1_PROJECTS: readonly V1Project[] = data.v1Projects;
export const DRAFT_PROJECTS: ReadonlyArray<{ applicant: number; answers: Record<string, unknown> }> =
  data.draftProjects;
