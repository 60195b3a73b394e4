/**
 * Demo data of the request seed (requests.ts): applicants and projects. Realistic projects of
 * the kind a population-health data service receives; option values are those of the
 * dataset-access-request content (datasets.ts), dataset slugs those of the library.
 */

export interface DemoApplicant {
  email: string;
  firstName: string;
  lastName: string;
  organization: string;
  organizationType: string;
  country: string;
}

/** Extra applicants besides the demo account applicant@portal.localhost (same demo password). */
export const EXTRA_APPLICANTS: readonly DemoApplicant[] = [
  {
    email: 'sofia.lopez@portal.localhost',
    firstName: 'Sofia',
    lastName: 'López',
    organization: 'University of Toronto',
    organizationType: 'Academic',
    country: 'Canada',
  },
  {
    email: 'jonas.becker@portal.localhost',
    firstName: 'Jonas',
    lastName: 'Becker',
    organization: 'Institut de recherche en santé publique',
    organizationType: 'Academic / Non-profit',
    country: 'France',
  },
  {
    email: 'priya.raman@portal.localhost',
    firstName: 'Priya',
    lastName: 'Raman',
    organization: 'Provincial Public Health Agency',
    organizationType: 'Government',
    country: 'Canada',
  },
  {
    email: 'liam.oconnor@portal.localhost',
    firstName: 'Liam',
    lastName: 'O’Connor',
    organization: 'HealthSight Analytics Ltd',
    organizationType: 'Commercial',
    country: 'Ireland',
  },
];

/** A requested dataset: library slug and level number (1 aggregated, 2 de-identified, 3 identifiable). */
export type DatasetPick = [slug: string, level: 1 | 2 | 3];

export interface V2Project {
  title: string;
  summary: string;
  datasets: DatasetPick[];
  classification: string;
  uses: string[];
  funding: string;
  fundingDetails?: string;
  review: string;
  reviewDetails?: string;
  bodies: string[];
  bodyDetails?: string;
  dissemination: string[];
  protocol: string;
  pi: {
    title: string;
    firstName: string;
    lastName: string;
    email: string;
    organization: string;
    organizationType: string;
    country: string;
  };
}

export interface V1Project {
  title: string;
  description: string;
  intendedUse: string;
  datasets: string[];
}

const PI = {
  larsen: {
    title: 'Professor',
    firstName: 'Ingrid',
    lastName: 'Larsen',
    email: 'ingrid.larsen@utoronto.example',
    organization: 'University of Toronto',
    organizationType: 'Academic',
    country: 'Canada',
  },
  haddad: {
    title: 'Dr',
    firstName: 'Amira',
    lastName: 'Haddad',
    email: 'amira.haddad@mcgill.example',
    organization: 'McGill University',
    organizationType: 'Academic',
    country: 'Canada',
  },
  moreau: {
    title: 'Dr',
    firstName: 'Élise',
    lastName: 'Moreau',
    email: 'elise.moreau@irsp.example',
    organization: 'Institut de recherche en santé publique',
    organizationType: 'Academic / Non-profit',
    country: 'France',
  },
  raman: {
    title: 'Senior Epidemiologist',
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@health.gov.example',
    organization: 'Provincial Public Health Agency',
    organizationType: 'Government',
    country: 'Canada',
  },
  okoye: {
    title: 'Head of Data Science',
    firstName: 'Chidi',
    lastName: 'Okoye',
    email: 'chidi.okoye@healthsight.example',
    organization: 'HealthSight Analytics Ltd',
    organizationType: 'Commercial',
    country: 'Ireland',
  },
  tanaka: {
    title: 'Associate Professor',
    firstName: 'Kenji',
    lastName: 'Tanaka',
    email: 'kenji.tanaka@ubc.example',
    organization: 'University of British Columbia',
    organizationType: 'Academic',
    country: 'Canada',
  },
};

export const V2_PROJECTS: readonly V2Project[] = [
  {
    title: 'Air pollution and emergency visits for childhood asthma',
    summary:
      'We will estimate the lagged effect of daily nitrogen dioxide and fine particle concentrations on emergency department visits for asthma among children aged 2 to 14, to inform local clean-air zones.',
    datasets: [
      ['air-quality-sensor-network', 2],
      ['emergency-department-attendances', 2],
    ],
    classification: 'academic-research',
    uses: ['epidemiology', 'environmental-health'],
    funding: 'funded',
    fundingDetails: 'CIHR project grant PJT-190233',
    review: 'ethics-approved',
    reviewDetails: 'University of Toronto REB #44120',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication', 'public-summary'],
    protocol: 'registered',
    pi: PI.larsen,
  },
  {
    title: 'Early-life growth trajectories and school readiness',
    summary:
      'Using the birth cohort’s repeated height and weight measures, we will identify growth trajectory groups and relate them to school readiness scores at age five, adjusting for family circumstances.',
    datasets: [['national-birth-cohort', 2]],
    classification: 'academic-research',
    uses: ['epidemiology', 'methodology'],
    funding: 'funded',
    fundingDetails: 'SSHRC Insight Grant 435-2025-0112',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication', 'conference'],
    protocol: 'published',
    pi: PI.haddad,
  },
  {
    title: 'Stage at diagnosis of colorectal cancer after the screening age change',
    summary:
      'An interrupted time-series of stage at diagnosis before and after screening was extended to people aged 45 to 49, to measure whether earlier screening shifted diagnoses to earlier stages.',
    datasets: [
      ['cancer-registry-extract', 2],
      ['hospital-episode-statistics', 1],
    ],
    classification: 'public-health',
    uses: ['epidemiology', 'health-services'],
    funding: 'internal',
    review: 'peer-reviewed',
    bodies: ['data-protection-authority'],
    bodyDetails: 'Registered with the provincial privacy commissioner, file 2026-118',
    dissemination: ['policy-report', 'peer-reviewed-publication'],
    protocol: 'attached',
    pi: PI.raman,
  },
  {
    title: 'Antidepressant prescribing after the pandemic',
    summary:
      'We will describe trends in new antidepressant prescriptions by age group and area deprivation between 2018 and 2025 and test whether the post-pandemic rise persists.',
    datasets: [
      ['primary-care-prescribing', 1],
      ['adult-mental-health-survey', 1],
    ],
    classification: 'public-health',
    uses: ['health-services'],
    funding: 'unfunded',
    review: 'not-required',
    reviewDetails: 'Aggregated data only; no individual records requested',
    bodies: [],
    dissemination: ['policy-report', 'preprint'],
    protocol: 'in-preparation',
    pi: PI.raman,
  },
  {
    title: 'Polygenic scores for type 2 diabetes in a diverse population',
    summary:
      'We will evaluate how well published polygenic scores predict type 2 diabetes across ancestry groups, using summary statistics only, and report calibration by group.',
    datasets: [
      ['genomic-variant-summary', 1],
      ['national-diabetes-audit', 1],
    ],
    classification: 'academic-research',
    uses: ['genetics', 'methodology'],
    funding: 'pending',
    fundingDetails: 'Genome Canada application under review',
    review: 'ethics-pending',
    bodies: ['research-ethics-committee', 'institutional-review-board'],
    dissemination: ['peer-reviewed-publication'],
    protocol: 'registered',
    pi: PI.tanaka,
  },
  {
    title: 'Catch-up vaccination after missed appointments',
    summary:
      'We will measure how many children who missed a scheduled dose catch up within six months and which reminder practices are associated with faster catch-up.',
    datasets: [['childhood-immunisation-records', 2]],
    classification: 'service-evaluation',
    uses: ['health-services'],
    funding: 'internal',
    review: 'not-required',
    reviewDetails: 'Service evaluation under the agency’s mandate',
    bodies: ['data-protection-authority'],
    dissemination: ['policy-report', 'public-summary'],
    protocol: 'attached',
    pi: PI.raman,
  },
  {
    title: 'Heat waves and cause-specific mortality',
    summary:
      'A case-crossover study of deaths during summer heat waves from 2005 to 2023, by cause and age, to support heat-health warning thresholds.',
    datasets: [
      ['cause-of-death-register', 2],
      ['air-quality-sensor-network', 1],
    ],
    classification: 'academic-research',
    uses: ['environmental-health', 'epidemiology'],
    funding: 'funded',
    fundingDetails: 'ANR grant ANR-25-CE36-0007',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee', 'data-protection-authority'],
    dissemination: ['peer-reviewed-publication', 'policy-report'],
    protocol: 'published',
    pi: PI.moreau,
  },
  {
    title: 'Shift work and cardiovascular risk in hospital staff',
    summary:
      'We will compare blood pressure and lipid trajectories between night-shift and day workers in the occupational cohort over eight years of follow-up.',
    datasets: [['occupational-health-cohort', 2]],
    classification: 'academic-research',
    uses: ['epidemiology'],
    funding: 'funded',
    fundingDetails: 'Heart and Stroke Foundation G-25-0031',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication', 'conference'],
    protocol: 'registered',
    pi: PI.tanaka,
  },
  {
    title: 'Readmission risk model for heart failure',
    summary:
      'Development and external validation of a 30-day readmission model for heart failure admissions, to be offered to hospitals as a free decision-support tool.',
    datasets: [
      ['hospital-episode-statistics', 2],
      ['primary-care-prescribing', 2],
    ],
    classification: 'commercial-research',
    uses: ['health-services', 'methodology'],
    funding: 'internal',
    fundingDetails: 'Company research budget',
    review: 'peer-reviewed',
    bodies: ['data-protection-authority', 'confidentiality-advisory-group'],
    dissemination: ['peer-reviewed-publication'],
    protocol: 'attached',
    pi: PI.okoye,
  },
  {
    title: 'Emergency department crowding and patient outcomes',
    summary:
      'We will relate hourly department occupancy to time to treatment and seven-day mortality, to inform staffing standards.',
    datasets: [
      ['emergency-department-attendances', 2],
      ['cause-of-death-register', 2],
    ],
    classification: 'service-evaluation',
    uses: ['health-services'],
    funding: 'funded',
    fundingDetails: 'Ministry of Health quality fund',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee'],
    dissemination: ['policy-report', 'peer-reviewed-publication'],
    protocol: 'published',
    pi: PI.larsen,
  },
  {
    title: 'Teaching module on survival analysis with registry data',
    summary:
      'An aggregated extract of cancer survival by stage for a graduate course on survival analysis; no individual records are needed.',
    datasets: [['cancer-registry-extract', 1]],
    classification: 'student-project',
    uses: ['teaching'],
    funding: 'unfunded',
    review: 'not-required',
    reviewDetails: 'Aggregated tables for teaching',
    bodies: [],
    dissemination: ['thesis'],
    protocol: 'in-preparation',
    pi: PI.haddad,
  },
  {
    title: 'Diabetes care processes and amputation rates',
    summary:
      'We will test whether practices completing all eight care processes have lower rates of lower-limb amputation, using audit data linked to hospital episodes.',
    datasets: [
      ['national-diabetes-audit', 2],
      ['hospital-episode-statistics', 2],
    ],
    classification: 'public-health',
    uses: ['health-services', 'epidemiology'],
    funding: 'funded',
    fundingDetails: 'Diabetes Canada research grant',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee', 'data-protection-authority'],
    dissemination: ['peer-reviewed-publication', 'public-summary'],
    protocol: 'registered',
    pi: PI.tanaka,
  },
  {
    title: 'Maternal mental health and infant development',
    summary:
      'Using the birth cohort’s maternal questionnaires, we will examine how postnatal depressive symptoms relate to language development at ages two and three.',
    datasets: [
      ['national-birth-cohort', 2],
      ['adult-mental-health-survey', 1],
    ],
    classification: 'academic-research',
    uses: ['epidemiology'],
    funding: 'pending',
    fundingDetails: 'Fondation de France application',
    review: 'ethics-pending',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication', 'thesis'],
    protocol: 'attached',
    pi: PI.moreau,
  },
  {
    title: 'Opioid prescribing after surgery',
    summary:
      'A description of opioid quantities dispensed in the 30 days after common surgical procedures, by region, to support prescribing guidance.',
    datasets: [
      ['primary-care-prescribing', 2],
      ['hospital-episode-statistics', 2],
    ],
    classification: 'policy-development',
    uses: ['health-services'],
    funding: 'internal',
    review: 'not-required',
    reviewDetails: 'Service evaluation for the provincial formulary committee',
    bodies: ['data-protection-authority'],
    dissemination: ['policy-report'],
    protocol: 'in-preparation',
    pi: PI.raman,
  },
  {
    title: 'Rare variant burden in early-onset cancer',
    summary:
      'We will compare the burden of rare germline variants in cancer predisposition genes between early-onset cases and population controls.',
    datasets: [
      ['genomic-variant-summary', 2],
      ['cancer-registry-extract', 3],
    ],
    classification: 'academic-research',
    uses: ['genetics'],
    funding: 'funded',
    fundingDetails: 'Canadian Cancer Society grant 708321',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee', 'confidentiality-advisory-group'],
    bodyDetails: 'CAG approval 26/CAG/0041 for identifiable registry linkage',
    dissemination: ['peer-reviewed-publication'],
    protocol: 'published',
    pi: PI.tanaka,
  },
  {
    title: 'Urban heat islands and hospital admissions in older adults',
    summary:
      'We will map neighbourhood temperature from the sensor network and relate it to admissions for heat-related illness among people over 75.',
    datasets: [
      ['air-quality-sensor-network', 2],
      ['hospital-episode-statistics', 2],
    ],
    classification: 'public-health',
    uses: ['environmental-health'],
    funding: 'funded',
    fundingDetails: 'City climate adaptation fund',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee'],
    dissemination: ['policy-report', 'public-summary'],
    protocol: 'registered',
    pi: PI.larsen,
  },
  {
    title: 'Synthetic data benchmark for prescribing records',
    summary:
      'We will generate synthetic prescribing data and measure its statistical fidelity and disclosure risk against the aggregated source tables.',
    datasets: [['primary-care-prescribing', 1]],
    classification: 'commercial-research',
    uses: ['methodology'],
    funding: 'internal',
    fundingDetails: 'Company research budget',
    review: 'not-required',
    reviewDetails: 'Aggregated data only',
    bodies: [],
    dissemination: ['preprint', 'conference'],
    protocol: 'in-preparation',
    pi: PI.okoye,
  },
  {
    title: 'Suicide prevention: contacts with services before death',
    summary:
      'A description of contacts with emergency and primary care services in the year before death by suicide, to identify missed opportunities for prevention.',
    datasets: [
      ['cause-of-death-register', 3],
      ['emergency-department-attendances', 2],
    ],
    classification: 'public-health',
    uses: ['health-services', 'epidemiology'],
    funding: 'funded',
    fundingDetails: 'Mental Health Commission grant',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee', 'confidentiality-advisory-group'],
    dissemination: ['policy-report', 'peer-reviewed-publication'],
    protocol: 'attached',
    pi: PI.raman,
  },
  {
    title: 'Immunisation coverage and measles outbreaks',
    summary:
      'We will model how neighbourhood coverage of the second measles dose relates to outbreak size, to target catch-up campaigns.',
    datasets: [['childhood-immunisation-records', 1]],
    classification: 'public-health',
    uses: ['epidemiology'],
    funding: 'internal',
    review: 'not-required',
    bodies: [],
    dissemination: ['policy-report'],
    protocol: 'in-preparation',
    pi: PI.raman,
  },
  {
    title: 'Noise exposure and hearing loss in industrial workers',
    summary:
      'A cohort analysis of measured noise exposure and audiometric decline, to evaluate the current exposure limit.',
    datasets: [['occupational-health-cohort', 2]],
    classification: 'academic-research',
    uses: ['epidemiology', 'environmental-health'],
    funding: 'funded',
    fundingDetails: 'WorkSafe research grant RS2025-17',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication', 'policy-report'],
    protocol: 'registered',
    pi: PI.moreau,
  },
  {
    title: 'Loneliness and primary care use',
    summary:
      'We will link survey-reported loneliness to consultation frequency, using aggregated tables by age and sex.',
    datasets: [
      ['adult-mental-health-survey', 1],
      ['primary-care-prescribing', 1],
    ],
    classification: 'student-project',
    uses: ['health-services'],
    funding: 'unfunded',
    review: 'not-required',
    bodies: [],
    dissemination: ['thesis', 'conference'],
    protocol: 'in-preparation',
    pi: PI.haddad,
  },
  {
    title: 'Gestational diabetes and childhood obesity',
    summary:
      'We will examine the association between maternal gestational diabetes and obesity at ages 7 and 11 in the birth cohort.',
    datasets: [['national-birth-cohort', 2]],
    classification: 'academic-research',
    uses: ['epidemiology'],
    funding: 'funded',
    fundingDetails: 'CIHR project grant PJT-188904',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication'],
    protocol: 'published',
    pi: PI.haddad,
  },
  {
    title: 'Ambulance handover delays',
    summary:
      'An analysis of arrival-to-handover times by hospital and hour, to support the provincial handover standard.',
    datasets: [['emergency-department-attendances', 1]],
    classification: 'service-evaluation',
    uses: ['health-services'],
    funding: 'internal',
    review: 'not-required',
    bodies: [],
    dissemination: ['policy-report'],
    protocol: 'in-preparation',
    pi: PI.raman,
  },
  {
    title: 'Statin adherence and cardiovascular events',
    summary:
      'A cohort study of statin refill adherence and subsequent myocardial infarction or stroke, with a target trial emulation design.',
    datasets: [
      ['primary-care-prescribing', 2],
      ['hospital-episode-statistics', 2],
    ],
    classification: 'academic-research',
    uses: ['epidemiology', 'methodology'],
    funding: 'funded',
    fundingDetails: 'Heart and Stroke Foundation G-26-0107',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication', 'preprint'],
    protocol: 'registered',
    pi: PI.tanaka,
  },
  {
    title: 'Cancer survival by rurality',
    summary:
      'We will compare one- and five-year survival between rural and urban residents for the ten most common cancers.',
    datasets: [['cancer-registry-extract', 1]],
    classification: 'public-health',
    uses: ['epidemiology'],
    funding: 'unfunded',
    review: 'not-required',
    bodies: [],
    dissemination: ['policy-report', 'public-summary'],
    protocol: 'in-preparation',
    pi: PI.moreau,
  },
  {
    title: 'Machine-learning triage for emergency departments',
    summary:
      'Development of a triage model predicting admission from arrival data, with fairness evaluation across age, sex and deprivation.',
    datasets: [['emergency-department-attendances', 2]],
    classification: 'commercial-research',
    uses: ['methodology', 'health-services'],
    funding: 'funded',
    fundingDetails: 'Enterprise Ireland innovation grant',
    review: 'peer-reviewed',
    bodies: ['data-protection-authority'],
    dissemination: ['peer-reviewed-publication', 'conference'],
    protocol: 'attached',
    pi: PI.okoye,
  },
  {
    title: 'Air quality and adult mental health',
    summary:
      'We will test whether long-term exposure to fine particles is associated with self-reported anxiety and depression in the survey.',
    datasets: [
      ['air-quality-sensor-network', 1],
      ['adult-mental-health-survey', 2],
    ],
    classification: 'academic-research',
    uses: ['environmental-health', 'epidemiology'],
    funding: 'pending',
    review: 'ethics-pending',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication'],
    protocol: 'registered',
    pi: PI.larsen,
  },
  {
    title: 'Vaccination timeliness and socioeconomic position',
    summary: 'We will describe delays in the routine schedule by area deprivation and parental country of birth.',
    datasets: [['childhood-immunisation-records', 2]],
    classification: 'academic-research',
    uses: ['epidemiology', 'health-services'],
    funding: 'funded',
    fundingDetails: 'Fondation de France grant 00112345',
    review: 'ethics-approved',
    bodies: ['research-ethics-committee'],
    dissemination: ['peer-reviewed-publication', 'public-summary'],
    protocol: 'published',
    pi: PI.moreau,
  },
];

export const V1_PROJECTS: readonly V1Project[] = [
  {
    title: 'Regional variation in hip fracture surgery times',
    description:
      'Time from admission to hip fracture surgery by hospital and weekday, 2015–2022, to support the provincial audit.',
    intendedUse: 'Health services research and audit',
    datasets: ['hospital-episode-statistics'],
  },
  {
    title: 'Childhood cancer incidence trends',
    description: 'Age-standardised incidence of childhood cancers by diagnostic group since 2000.',
    intendedUse: 'Descriptive epidemiology for the annual cancer report',
    datasets: ['cancer-registry-extract'],
  },
  {
    title: 'Asthma prescribing in primary care',
    description: 'Inhaler prescribing patterns by practice and deprivation quintile.',
    intendedUse: 'Service evaluation',
    datasets: ['primary-care-prescribing'],
  },
  {
    title: 'Wildfire smoke and respiratory attendances',
    description: 'Daily emergency attendances for respiratory complaints during the 2021 wildfire season.',
    intendedUse: 'Environmental health research',
    datasets: ['air-quality-sensor-network', 'emergency-department-attendances'],
  },
  {
    title: 'Preterm birth and educational attainment',
    description: 'School outcomes at age 11 by gestational age at birth in the birth cohort.',
    intendedUse: 'Epidemiological research',
    datasets: ['national-birth-cohort'],
  },
  {
    title: 'Mortality after diabetic foot ulcer',
    description: 'Five-year mortality after a first recorded foot ulcer among people in the diabetes audit.',
    intendedUse: 'Epidemiological research',
    datasets: ['national-diabetes-audit', 'cause-of-death-register'],
  },
  {
    title: 'Workplace injuries in healthcare staff',
    description: 'Incidence of reported injuries by occupation and shift pattern in the occupational cohort.',
    intendedUse: 'Occupational health research',
    datasets: ['occupational-health-cohort'],
  },
  {
    title: 'HPV vaccine uptake by school',
    description: 'Uptake of the HPV vaccine in school programmes by school characteristics.',
    intendedUse: 'Public health planning',
    datasets: ['childhood-immunisation-records'],
  },
  {
    title: 'Depression screening in young adults',
    description: 'Prevalence of moderate depressive symptoms among survey respondents aged 18–25.',
    intendedUse: 'Teaching and training',
    datasets: ['adult-mental-health-survey'],
  },
  {
    title: 'Population frequency of pharmacogenomic variants',
    description: 'Allele frequencies of variants affecting common drug metabolism genes.',
    intendedUse: 'Genetic association study',
    datasets: ['genomic-variant-summary'],
  },
  {
    title: 'Causes of death in people experiencing homelessness',
    description: 'Leading causes of death recorded with no fixed abode, 2010–2022.',
    intendedUse: 'Public health surveillance',
    datasets: ['cause-of-death-register'],
  },
  {
    title: 'Frequent attenders at emergency departments',
    description: 'Characteristics of people attending ten or more times a year.',
    intendedUse: 'Health services research',
    datasets: ['emergency-department-attendances'],
  },
  {
    title: 'Antibiotic prescribing for respiratory infections',
    description: 'Antibiotic prescriptions for acute respiratory infections by season and practice.',
    intendedUse: 'Antimicrobial stewardship evaluation',
    datasets: ['primary-care-prescribing'],
  },
  {
    title: 'Breast cancer stage and screening attendance',
    description: 'Stage at diagnosis among screened and unscreened women aged 50–74.',
    intendedUse: 'Public health evaluation',
    datasets: ['cancer-registry-extract'],
  },
  {
    title: 'Hospital admissions for falls in older adults',
    description: 'Admissions for falls among people aged 65 and over by region.',
    intendedUse: 'Injury prevention planning',
    datasets: ['hospital-episode-statistics'],
  },
  {
    title: 'Traffic pollution near schools',
    description: 'Nitrogen dioxide levels within 200 metres of primary schools during term time.',
    intendedUse: 'Environmental health research',
    datasets: ['air-quality-sensor-network'],
  },
];

/** v2 drafts (every answer optional): a few at different stages of completion. */
export const DRAFT_PROJECTS: ReadonlyArray<{ applicant: number; answers: Record<string, unknown> }> = [
  {
    applicant: 0,
    answers: {
      projectTitle: 'Sleep duration and adolescent mental health',
      projectSummary: 'We plan to relate sleep reported at age 14 to emotional difficulties in the birth cohort.',
      projectClassification: 'academic-research',
      intendedUses: ['epidemiology'],
    },
  },
  { applicant: 0, answers: { projectTitle: 'Vaccination reminders by text message' } },
  {
    applicant: 2,
    answers: {
      projectTitle: 'Prescribing of ADHD medication in adults',
      projectSummary: 'A description of new prescriptions for ADHD medication in adults since 2015.',
      projectClassification: 'public-health',
      intendedUses: ['health-services'],
      fundingStatus: 'internal',
      independentReview: 'not-required',
      dissemination: ['policy-report'],
      protocol: 'in-preparation',
    },
  },
];
