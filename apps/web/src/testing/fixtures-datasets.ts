import type {
  Dataset,
  DatasetDataSamplePage,
  DatasetLibraryPage,
  DatasetPreview,
  DatasetPreviewNavItem,
  Media,
} from '@portal/shared';
import { http, HttpResponse } from 'msw';

import { strapiError } from '@/testing/fixtures';

/** Strapi-shaped bodies of the dataset screens (GET /api/datasets…, dataset-library, dataset-preview). */

let mediaId = 100;
function mediaFixture(name: string, width: number | null, height: number | null, alt = '', mime = 'image/png'): Media {
  mediaId += 1;
  return {
    id: mediaId,
    documentId: `media-${name}`,
    name,
    url: `/uploads/${name}`,
    mime,
    alternativeText: alt,
    width,
    height,
    formats: null,
  };
}

const LEVEL_1 = 'Level 1 – Aggregated';
export const LEVEL_2 = 'Level 2 – De-identified';
export const LEVEL_3 = 'Level 3 – Identifiable (restricted)';

/** The seeded levels' keys (the same in every locale). */
const LEVEL_KEYS: Record<string, string> = {
  [LEVEL_1]: 'aggregated',
  [LEVEL_2]: 'deidentified',
  [LEVEL_3]: 'identifiable',
};

type DatasetInit = Pick<Dataset, 'slug' | 'title'> & Partial<Dataset> & { levels?: string[] };

export function datasetFixture({ slug, title, levels = [LEVEL_1], ...rest }: DatasetInit): Dataset {
  return {
    id: slug.length,
    documentId: `doc-${slug}`,
    locale: 'en',
    slug,
    title,
    description: `${title}: a short description.`,
    contentImg: mediaFixture(`dataset-${slug}.jpg`, 1200, 600, title, 'image/jpeg'),
    metrics: [
      { label: 'Participants', value: '18,329' },
      { label: 'Sweeps', value: '7' },
    ],
    infoTag: 'Longitudinal cohort',
    mainTagColors: { background: '#E0F2F1', text: '#00514A' },
    overview: {
      title: 'Overview',
      tables: [
        {
          firstColumnHeader: 'Key facts',
          secondColumnHeader: 'Details',
          items: [
            { item: 'Population', description: `Population of ${title}` },
            { item: 'Time period', description: '2011–2025' },
          ],
        },
        {
          firstColumnHeader: 'Theme',
          secondColumnHeader: 'What it covers',
          items: [{ item: 'Growth and health', description: 'Height, weight and BMI.' }],
        },
      ],
      referencesTitle: 'References and documentation',
      references: '- *User guide to sweeps 1–7*, version 4.1.\n- [Technical report](https://example.org/report)',
    },
    dataStatistics: {
      title: 'Cohort members responding at each sweep',
      statistics: mediaFixture(`dataset-${slug}-statistics.png`, 1200, 600, 'Responding cohort members by sweep'),
      mobileStatistics: mediaFixture(
        `dataset-${slug}-statistics-mobile.png`,
        600,
        900,
        'Responding cohort members by sweep',
      ),
    },
    dataDictionary: {
      title: 'Data dictionary',
      tables: [
        {
          title: 'Birth and early life',
          subtitle: 'Sweep 1 (age 9 months)',
          columns: { item: 'Variable', description: 'Description', units: 'Units' },
          items: [
            { item: 'cohort_id', description: 'Pseudonymised identifier', units: 'identifier' },
            { item: 'birth_weight', description: 'Weight at birth', units: 'grams' },
            { item: 'notes', description: 'Free comment', units: null },
          ],
        },
        {
          title: 'Measurements at each sweep',
          subtitle: null,
          columns: { item: 'Variable', description: 'Description', units: 'Units' },
          items: [{ item: 'height', description: 'Standing height', units: 'cm' }],
        },
      ],
    },
    availableDataLevels: levels.map((value) => ({ key: LEVEL_KEYS[value] ?? value.toLowerCase(), value })),
    ...rest,
  };
}

/** Three datasets in API order (not sorted: the SPA sorts by title). */
const DATASETS: Dataset[] = [
  datasetFixture({
    slug: 'national-birth-cohort',
    title: 'National Birth Cohort Study',
    levels: [LEVEL_1, LEVEL_2, LEVEL_3],
  }),
  datasetFixture({
    slug: 'air-quality-sensor-network',
    title: 'Air Quality Sensor Network',
    infoTag: 'Environmental',
    mainTagColors: { background: '#E3F2FD', text: '#0D47A1' },
    levels: [LEVEL_1],
  }),
  datasetFixture({
    slug: 'cancer-registry-extract',
    title: 'Regional Cancer Registry Extract',
    infoTag: 'Disease registry',
    levels: [LEVEL_1, LEVEL_2],
  }),
];

export const DATASET_BIRTH_COHORT = DATASETS[0] as Dataset;

function navItem(title: string, key: string): DatasetPreviewNavItem {
  return {
    title,
    icon: mediaFixture(`dataset-tab-${key}.png`, 64, 64),
    mobileIcon: mediaFixture(`dataset-tab-${key}-mobile.png`, 40, 40),
  };
}

const DATASET_PREVIEW: DatasetPreview = {
  id: 1,
  documentId: 'dataset-preview',
  locale: 'en',
  seo: {
    metaTitle: 'Dataset details – Open Data Access Portal',
    metaDescription: 'Overview, statistics and dictionary.',
    metaImage: null,
  },
  overviewNav: navItem('Overview', 'overview'),
  dataStatisticsNav: navItem('Data statistics', 'statistics'),
  dataDictionaryNav: navItem('Data dictionary', 'dictionary'),
};

export const DATASET_LIBRARY: DatasetLibraryPage = {
  id: 1,
  documentId: 'dataset-library',
  locale: 'en',
  seo: { metaTitle: 'Dataset library – Open Data Access Portal', metaDescription: 'Browse datasets.', metaImage: null },
  hero: {
    eyebrowText: 'Dataset library',
    title: 'Data for research that serves the public',
    description: 'Cohorts, registries, administrative records, surveys and sensor networks.',
    image: mediaFixture('dataset-library-hero.png', 1440, 560, 'Abstract pattern of linked data points'),
  },
  textColumns: {
    eyebrowText: 'How the library works',
    title: 'Find a dataset, then ask for the level you need',
    columns: [
      { title: 'Explore', body: 'Each dataset page has an **overview**.' },
      { title: 'Apply', body: 'Describe your project once.' },
    ],
  },
  tierRowBlocks: [
    {
      tierLabel: LEVEL_1,
      title: 'Aggregated tables',
      description: 'Counts, rates and summary statistics.',
      features: [{ value: 'Download straight after sign-in' }, { value: 'Cells below 10 suppressed' }],
      image: mediaFixture('access-tier-1.png', 160, 160, 'Level 1 icon'),
    },
    {
      tierLabel: LEVEL_2,
      title: 'De-identified record-level data',
      description: 'One row per person or event.',
      features: [{ value: 'Review by the Data Access Committee' }],
      image: null,
    },
  ],
  sampleTitle: 'Not sure yet? Start with a data sample',
  sampleDescription: 'A synthetic extract with the structure of our record-level releases.',
  sampleButtonLabel: 'Download the data sample',
};

export const DATASET_DATA_SAMPLE: DatasetDataSamplePage = {
  id: 1,
  documentId: 'dataset-data-sample',
  locale: 'en',
  seo: null,
  title: 'Data sample',
  description: 'A synthetic sample.',
  file: mediaFixture('data-sample.csv', null, null, '', 'text/csv'),
  fileLabel: 'Data sample (CSV)',
  guide: null,
  guideLabel: null,
  licenceNote: null,
};

export const DATA_SAMPLE_CSV = 'cohort_id,birth_weight\n1,3400\n';

const notFound = () => HttpResponse.json(strapiError(404, 'NotFoundError', 'Dataset not found'), { status: 404 });

/** One list page of `datasets` in the envelope Strapi answers with. */
export const datasetsBody = (datasets: Dataset[]) => ({
  data: datasets,
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: datasets.length } },
});

/**
 * Default handlers: the list, a detail by slug or documentId (404 'Dataset not found'
 * otherwise), the library, the tab navigation, the data sample and its file.
 */
export const datasetHandlers = [
  http.get('*/api/datasets', () => HttpResponse.json(datasetsBody(DATASETS))),
  http.get('*/api/datasets/:id', ({ params }) => {
    const dataset = DATASETS.find((item) => item.slug === params.id || item.documentId === params.id);
    return dataset ? HttpResponse.json({ data: dataset, meta: {} }) : notFound();
  }),
  http.get('*/api/dataset-library', () => HttpResponse.json({ data: DATASET_LIBRARY, meta: {} })),
  http.get('*/api/dataset-preview', () => HttpResponse.json({ data: DATASET_PREVIEW, meta: {} })),
  http.get('*/api/dataset-data-sample', () => HttpResponse.json({ data: DATASET_DATA_SAMPLE, meta: {} })),
  http.get('*/uploads/data-sample.csv', () =>
    HttpResponse.text(DATA_SAMPLE_CSV, { headers: { 'Content-Type': 'text/csv' } }),
  ),
];
