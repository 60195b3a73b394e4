import type {
  ApprovedRequest,
  CommitteeContent,
  CommitteeMember,
  DataGovernanceCommitteePage,
  DataGovernancePage,
  DataGovernanceProcessPage,
  DataGovernanceSecurityPage,
  Media,
  Policy,
  Proceeding,
  StrapiResponse,
} from '@portal/shared';
import { http, HttpResponse } from 'msw';

import { registryIndexBody } from '@/testing/registry-api';

/**
 * Strapi-shaped governance content (as GET /api/... answers with the server's fixed populate),
 * for the governance and registry tests. Texts are per locale so tests can tell them apart.
 */

type Lang = 'en' | 'fr';
const t = (locale: string, en: string, fr: string) => (locale === 'fr' ? fr : en);

/** Deterministic id per file name, so two builds of the same fixture are equal. */
const mediaId = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_000, 7);

function mediaFixture(name: string, overrides: Partial<Media> = {}): Media {
  const isPdf = name.endsWith('.pdf');
  return {
    id: mediaId(name),
    documentId: `media-${name}`,
    name,
    url: `/uploads/${name.replace(/\.(\w+)$/, '_abc123.$1')}`,
    mime: isPdf ? 'application/pdf' : 'image/png',
    alternativeText: isPdf ? null : `Image ${name}`,
    width: isPdf ? null : 400,
    height: isPdf ? null : 300,
    formats: null,
    ...overrides,
  };
}

export const strapiBody = <T>(data: T, total?: number): StrapiResponse<T> => ({
  data,
  meta: total === undefined ? {} : { pagination: { page: 1, pageSize: 100, pageCount: 1, total } },
});

// --- Approved requests (registry) --------------------------------------------------------

export function approvedRequestFixture(overrides: Partial<ApprovedRequest> & { documentId: string }): ApprovedRequest {
  return {
    projectTitle: 'Untitled project',
    projectSummary: 'A summary.',
    projectStartDate: '2024-03-01',
    projectEndDate: '2025-03-01',
    dateRequested: '2023-11-02',
    approvalDate: '2024-01-15',
    intendedUseOfData: [{ id: 1, value: 'Public health research' }],
    datasets: [],
    principalInvestigator: {
      firstName: 'Jane',
      lastName: 'Doe',
      title: 'Researcher',
      country: 'Canada',
      organization: 'Some University',
      organizationType: 'Academic',
    },
    accessStartDate: null,
    accessEndDate: null,
    ...overrides,
  };
}

/** Server order: newest approval first. */
export const APPROVED_REQUESTS: ApprovedRequest[] = [
  approvedRequestFixture({
    documentId: 'ar-asthma',
    projectTitle: 'Socioeconomic gradients in childhood asthma emergency visits',
    projectSummary: 'Measures how emergency visits for asthma among children vary with neighbourhood income.',
    projectStartDate: '2024-04-11',
    projectEndDate: '2026-06-24',
    dateRequested: '2023-12-02',
    approvalDate: '2024-02-20',
    intendedUseOfData: [
      { id: 11, value: 'Public health research' },
      { id: 12, value: 'Academic publication' },
    ],
    datasets: [
      { id: 1, documentId: 'ds-1', title: 'National Diabetes Audit', slug: 'national-diabetes-audit' },
      { id: 2, documentId: 'ds-2', title: 'Hospital Episode Statistics', slug: 'hospital-episode-statistics' },
    ],
    principalInvestigator: {
      firstName: 'Daniel',
      lastName: 'Osei',
      title: 'Senior Research Fellow',
      country: 'United Kingdom',
      organization: 'Northgate School of Public Health',
      organizationType: 'Academic',
    },
    accessStartDate: '2024-03-04',
    accessEndDate: '2025-03-03',
  }),
  approvedRequestFixture({
    documentId: 'ar-covid',
    projectTitle: 'Long-term respiratory outcomes after COVID-19 hospitalisation',
    approvalDate: '2023-05-02',
    principalInvestigator: {
      firstName: 'Amelia',
      lastName: 'Hart',
      title: 'Associate Professor of Respiratory Medicine',
      country: 'Canada',
      organization: 'University of Westbrook',
      organizationType: 'Academic',
    },
  }),
  approvedRequestFixture({
    documentId: 'ar-beds',
    projectTitle: 'Forecasting hospital bed demand during seasonal influenza peaks',
    approvalDate: '2022-08-30',
    principalInvestigator: {
      firstName: 'Claire',
      lastName: 'Fontaine',
      title: 'Head of Planning Analytics',
      country: 'France',
      organization: 'Armorique Regional Health Agency',
      organizationType: 'Health authority',
    },
  }),
];

// --- Policies and proceedings -------------------------------------------------------------

/** 14 policies (12 always shown + 2 in the panel), newest first like the server's default. */
export function policiesFixture(locale: string = 'en', count = 14): Policy[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const month = String(12 - (i % 12)).padStart(2, '0');
    return {
      documentId: `policy-${n}`,
      title: t(locale, `Policy number ${n}`, `Politique numéro ${n}`),
      date: `${2025 - Math.floor(i / 12)}-${month}-05`,
      file: mediaFixture(`policy-${n}.pdf`),
    };
  });
}

export function proceedingsFixture(locale: string = 'en'): Proceeding[] {
  return [
    {
      documentId: 'proc-1',
      title: t(locale, 'Committee meeting minutes — October 2025', 'Procès-verbal — octobre 2025'),
      date: '2025-10-14',
      file: mediaFixture('proceeding-october-2025.pdf'),
    },
    {
      documentId: 'proc-2',
      title: t(locale, 'Committee meeting minutes — July 2025', 'Procès-verbal — juillet 2025'),
      date: '2025-07-08',
      file: mediaFixture('proceeding-july-2025.pdf'),
    },
  ];
}

// --- Pages ----------------------------------------------------------------------------------

const seo = (title: string) => ({
  metaTitle: title,
  metaDescription: `${title} description`,
  metaImage: null,
  openGraph: null,
});
const page = (locale: string) => ({ id: 1, documentId: 'page', locale });

export function dataGovernanceFixture(locale: Lang | string = 'en'): DataGovernancePage {
  return {
    ...page(locale),
    seo: seo(t(locale, 'Data governance', 'Gouvernance des données')),
    hero: {
      eyebrowText: t(locale, 'Data governance', 'Gouvernance des données'),
      title: t(locale, 'Access to data that people can trust', 'Un accès aux données digne de confiance'),
      description: t(locale, 'Our governance serves the public interest.', 'Notre gouvernance sert l’intérêt public.'),
      image: mediaFixture('governance-hero.png', { width: 1200, height: 480 }),
      cta: {
        label: t(locale, 'Discover the access process', 'Découvrir le processus'),
        url: '/data-governance/process',
        isExternal: false,
      },
    },
    textColumns: {
      eyebrowText: t(locale, 'Our principles', 'Nos principes'),
      title: t(locale, 'Governance grounded in the public interest', 'Une gouvernance fondée sur l’intérêt public'),
      columns: [
        {
          id: 1,
          title: t(locale, 'People protected', 'Des personnes protégées'),
          body: t(locale, 'Only **de-identified** data.', 'Seulement des données **dépersonnalisées**.'),
        },
      ],
    },
    governanceElements: {
      title: t(locale, 'The elements of our governance', 'Les éléments de notre gouvernance'),
      description: null,
      items: [
        {
          id: 1,
          title: t(locale, 'A documented access process', 'Un processus d’accès documenté'),
          description: 'Steps.',
          image: mediaFixture('element-1.png', { alternativeText: '' }),
          link: {
            label: t(locale, 'See the process', 'Voir le processus'),
            url: '/data-governance/process',
            isExternal: false,
          },
        },
        {
          id: 2,
          title: t(locale, 'An independent committee', 'Un comité indépendant'),
          description: 'People.',
          image: null,
          link: null,
        },
        {
          id: 3,
          title: t(locale, 'Layered security', 'Une sécurité en couches'),
          description: 'Layers.',
          image: null,
          link: null,
        },
        {
          id: 4,
          title: t(locale, 'Public policies', 'Des politiques publiques'),
          description: 'Policies.',
          image: null,
          link: null,
        },
      ],
    },
    links: [
      {
        id: 1,
        label: t(locale, 'Data security', 'La sécurité des données'),
        url: '/data-governance/security',
        isExternal: false,
      },
    ],
  };
}

export const PROCESS_STEPS = [
  { title: 'Submit your application', description: 'Create an account and complete the request form.' },
  { title: 'Triage by the queue manager', description: 'The queue manager checks that the application is complete.' },
  { title: 'Committee review', description: 'Two committee members review the scientific merit.' },
  { title: 'Decision', description: 'The committee approves or declines the request.' },
  { title: 'Contract and signing', description: 'The contract manager prepares the agreement.' },
];

export function dataGovernanceProcessFixture(locale: string = 'en'): DataGovernanceProcessPage {
  const fr = locale === 'fr';
  return {
    ...page(locale),
    seo: seo(t(locale, 'Data access process', 'Processus d’accès')),
    hero: {
      eyebrowText: null,
      title: t(locale, 'The data access process', 'Le processus d’accès aux données'),
      description: null,
      image: null,
      cta: null,
    },
    about: {
      title: t(locale, 'About the process', 'À propos du processus'),
      body: t(locale, 'Anyone can **apply**.', 'Tout le monde peut **demander**.'),
    },
    stepsTitle: t(locale, 'Six steps from application to access', 'Six étapes'),
    steps: PROCESS_STEPS.map((step, i) => ({
      id: i + 1,
      title: fr ? `${step.title} (fr)` : step.title,
      description: fr ? `${step.description} (fr)` : step.description,
      icon: mediaFixture(`step-${i + 1}.png`, { alternativeText: '', width: 128, height: 128 }),
    })),
    registrySection: {
      title: t(locale, 'Registry of approved requests', 'Registre des demandes approuvées'),
      intro: null,
      searchPlaceholder: t(locale, 'Search projects, organisations, people…', 'Rechercher un projet…'),
      projectTitleLabel: t(locale, 'Project title', 'Titre du projet'),
      investigatorLabel: t(locale, 'Principal investigator', 'Chercheur principal'),
      organizationLabel: t(locale, 'Organisation', 'Organisation'),
      organizationTypeLabel: t(locale, 'Organisation type', 'Type d’organisation'),
      approvalDateLabel: t(locale, 'Approval date', 'Date d’approbation'),
      intendedUseLabel: t(locale, 'Intended use', 'Utilisation prévue'),
      projectSummaryLabel: t(locale, 'Project summary', 'Résumé du projet'),
      countryLabel: t(locale, 'Country', 'Pays'),
      startDateLabel: t(locale, 'Start', 'Début'),
      durationLabel: t(locale, 'Duration', 'Durée'),
      requestedLabel: t(locale, 'Requested', 'Demandé le'),
      approvedLabel: t(locale, 'Approved', 'Approuvé le'),
      datasetsLabel: t(locale, 'Datasets', 'Jeux de données'),
      principalInvestigatorLabel: t(locale, 'Principal investigator', 'Chercheuse ou chercheur principal'),
      closeLabel: t(locale, 'Close', 'Fermer'),
      emptyLabel: t(locale, 'No project matches your search.', 'Aucun projet ne correspond à votre recherche.'),
    },
    policiesSection: {
      title: t(locale, 'Policies', 'Politiques'),
      intro: null,
      moreLabel: t(locale, 'Show all policies', 'Afficher toutes les politiques'),
      lessLabel: t(locale, 'Show fewer policies', 'Afficher moins de politiques'),
    },
    proceedingsSection: { title: t(locale, 'Committee proceedings', 'Procès-verbaux du comité'), intro: null },
  };
}

export function dataGovernanceCommitteeFixture(locale: string = 'en'): DataGovernanceCommitteePage {
  return {
    ...page(locale),
    seo: seo(t(locale, 'Governance committee', 'Comité de gouvernance')),
    hero: {
      eyebrowText: null,
      title: t(locale, 'Data Access Governance Committee', 'Comité de gouvernance de l’accès aux données'),
      description: null,
      image: null,
      cta: {
        label: t(locale, 'Meet the members', 'Rencontrer les membres'),
        url: '/data-governance/committee#committee-members',
        isExternal: false,
      },
    },
    textColumns: {
      eyebrowText: null,
      title: t(locale, 'Mandate and ways of working', 'Mandat et fonctionnement'),
      columns: [
        {
          id: 1,
          title: t(locale, 'Mandate', 'Mandat'),
          body: t(locale, 'The committee reviews every request.', 'Le comité examine chaque demande.'),
        },
      ],
    },
    membersSectionTitle: t(locale, 'Committee members', 'Membres du comité'),
  };
}

const MEMBER_NAMES = [
  'Amina Okafor',
  'Laurent Dubois',
  'Mei-Ling Chen',
  'Sarah Thompson',
  'Rafael Mendes',
  'Ingrid Larsen',
  'Joseph Whitehorse',
];

function committeeMemberFixture(name: string, index: number, locale: string = 'en'): CommitteeMember {
  return {
    id: index + 1,
    name,
    title: t(locale, `Title of ${name}`, `Titre de ${name}`),
    description: t(locale, `${name} reviews requests.`, `${name} examine les demandes.`),
    bio: t(locale, `${name} has a **long** career.\n\nSecond paragraph.`, `${name} a une **longue** carrière.`),
    profilePicture: mediaFixture(`portrait-${index + 1}.png`, {
      alternativeText: `Portrait of ${name}`,
      width: 400,
      height: 400,
    }),
    socialMediaLinks: [
      {
        id: index * 10 + 1,
        url: `https://www.linkedin.com/in/member-${index + 1}`,
        label: t(locale, 'LinkedIn profile', 'Profil LinkedIn'),
        icon: mediaFixture('social-linkedin.png', { alternativeText: 'LinkedIn', width: 64, height: 64 }),
      },
      {
        id: index * 10 + 2,
        url: `https://orcid.org/0000-000${index}`,
        label: null,
        icon: mediaFixture('social-orcid.png', { alternativeText: 'ORCID', width: 64, height: 64 }),
      },
    ],
  };
}

export function committeeFixture(locale: string = 'en', count = MEMBER_NAMES.length): CommitteeContent {
  return {
    id: 1,
    documentId: 'committee',
    locale,
    members: MEMBER_NAMES.slice(0, count).map((name, i) => committeeMemberFixture(name, i, locale)),
  };
}

export function dataGovernanceSecurityFixture(locale: string = 'en'): DataGovernanceSecurityPage {
  return {
    ...page(locale),
    seo: seo(t(locale, 'Data security', 'Sécurité des données')),
    hero: {
      eyebrowText: null,
      title: t(locale, 'How we keep data safe', 'Comment nous protégeons les données'),
      description: null,
      image: null,
      cta: null,
    },
    intro: { title: t(locale, 'Defence in depth', 'Une défense en profondeur'), body: 'The **Five Safes** model.' },
    layerHeader: t(locale, 'Layer', 'Couche'),
    safeguardHeader: t(locale, 'Safeguards', 'Mesures de protection'),
    safeguards: [
      {
        id: 1,
        item: t(locale, 'Physical', 'Physique'),
        description: t(locale, 'Servers in a certified data centre.', 'Serveurs dans un centre certifié.'),
      },
      {
        id: 2,
        item: t(locale, 'Network', 'Réseau'),
        description: t(locale, 'No direct internet access.', 'Aucun accès direct à internet.'),
      },
    ],
  };
}

// --- MSW handlers ---------------------------------------------------------------------------

const localeOf = (request: Request) => new URL(request.url).searchParams.get('locale') ?? 'en';

/**
 * Handlers for every governance call, answering per `locale`; tests install them with
 * `server.use(...governanceHandlers())` and override single calls after that.
 */
export function governanceHandlers({
  approvedRequests = APPROVED_REQUESTS,
}: { approvedRequests?: ApprovedRequest[] } = {}) {
  return [
    http.get('*/api/data-governance', ({ request }) =>
      HttpResponse.json(strapiBody(dataGovernanceFixture(localeOf(request)))),
    ),
    http.get('*/api/data-governance-process', ({ request }) =>
      HttpResponse.json(strapiBody(dataGovernanceProcessFixture(localeOf(request)))),
    ),
    http.get('*/api/data-governance-committee', ({ request }) =>
      HttpResponse.json(strapiBody(dataGovernanceCommitteeFixture(localeOf(request)))),
    ),
    http.get('*/api/data-governance-security', ({ request }) =>
      HttpResponse.json(strapiBody(dataGovernanceSecurityFixture(localeOf(request)))),
    ),
    http.get('*/api/committee', ({ request }) => HttpResponse.json(strapiBody(committeeFixture(localeOf(request))))),
    http.get('*/api/policies', ({ request }) => {
      const policies = policiesFixture(localeOf(request));
      return HttpResponse.json(strapiBody(policies, policies.length));
    }),
    http.get('*/api/proceedings', ({ request }) => {
      const proceedings = proceedingsFixture(localeOf(request));
      return HttpResponse.json(strapiBody(proceedings, proceedings.length));
    }),
    http.get('*/api/approved-requests-index', () => HttpResponse.json(registryIndexBody(approvedRequests))),
    http.get('*/api/approved-requests/:documentId', ({ params }) => {
      const entry = approvedRequests.find((item) => item.documentId === params.documentId);
      return entry
        ? HttpResponse.json(strapiBody(entry))
        : HttpResponse.json(
            { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
            { status: 404 },
          );
    }),
  ];
}
