import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '@portal/shared';
import { seedCollectionEntry, seedSingleType, seedUnlocalizedEntry } from '../lib/documents';
import { ensureImage, ensureUpload, type SeededMedia } from '../lib/media';
import { makePdf } from '../lib/pdf';
import { bannerSvg, iconSvg, portraitSvg } from '../lib/svg';

/**
 * Demo content of the data-governance area: the four governance pages, the committee, the
 * policies and proceedings (each with a generated PDF) and the public registry of approved
 * requests. Everything is deterministic so that tests can rely on it, and every piece is
 * created only when missing (a restart never overwrites what an editor changed).
 */

type Lang = 'en' | 'fr';
type Text = Record<Lang, string>;

const POLICY_UID = 'api::policy.policy';
const PROCEEDING_UID = 'api::proceeding.proceeding';
const APPROVED_REQUEST_UID = 'api::approved-request.approved-request';
const DATASET_UID = 'api::dataset.dataset';

const committeeName: Text = {
  en: 'Data Access Governance Committee',
  fr: 'Comité de gouvernance de l’accès aux données',
};

/** `shared.link` URLs are relative to the locale: the SPA prefixes `/{locale}`. */
function pagePath(rest: string): string {
  return `/${rest}`;
}

// ---------------------------------------------------------------------------------------------
// Media

interface GovernanceMedia {
  heroes: Record<'governance' | 'process' | 'committee' | 'security', SeededMedia>;
  elementIcons: SeededMedia[];
  stepIcons: SeededMedia[];
  socialIcons: Record<SocialKind, SeededMedia>;
  portraits: Map<string, SeededMedia>;
}

type SocialKind = 'linkedin' | 'orcid' | 'website' | 'x';

const SOCIAL_ICONS: Record<SocialKind, { glyph: string; alt: string; label: Text }> = {
  linkedin: { glyph: 'in', alt: 'LinkedIn', label: { en: 'LinkedIn profile', fr: 'Profil LinkedIn' } },
  orcid: { glyph: 'iD', alt: 'ORCID', label: { en: 'ORCID record', fr: 'Dossier ORCID' } },
  website: { glyph: '↗', alt: 'Website', label: { en: 'Personal website', fr: 'Site web personnel' } },
  x: { glyph: 'X', alt: 'X (formerly Twitter)', label: { en: 'X profile', fr: 'Profil X' } },
};

const HEROES = {
  governance: 'Abstract pattern of interlocking shields in blue and teal',
  process: 'Abstract pathway of connected circles',
  committee: 'Abstract pattern of overlapping circles, like people around a table',
  security: 'Abstract pattern of nested layers',
} as const;

const ELEMENT_GLYPHS = ['→', '⚖', '◈', '§', '☰', '✓'];

/** Every image of the area, generated and uploaded concurrently (each only once, by file name). */
async function seedMedia(strapi: Core.Strapi): Promise<GovernanceMedia> {
  const image = (name: string, svg: string, alternativeText: string) =>
    ensureImage(strapi, { name, svg, alternativeText });
  const heroKeys = Object.keys(HEROES) as Array<keyof typeof HEROES>;
  const socialKinds = Object.keys(SOCIAL_ICONS) as SocialKind[];
  const [heroes, elementIcons, stepIcons, socialIcons, portraits] = await Promise.all([
    Promise.all(
      heroKeys.map((key) =>
        image(`governance-${key}-hero.png`, bannerSvg(`governance-${key}`, 1200, 480), HEROES[key]),
      ),
    ),
    Promise.all(
      ELEMENT_GLYPHS.map((glyph, i) =>
        image(`governance-element-${i + 1}.png`, iconSvg(`element-${i}`, glyph, 128), ''),
      ),
    ),
    Promise.all(
      PROCESS_STEPS.map((_, i) =>
        image(`process-step-${i + 1}.png`, iconSvg(`step-${i + 1}`, String(i + 1), 128), `Step ${i + 1}`),
      ),
    ),
    Promise.all(
      socialKinds.map((kind) =>
        image(`social-${kind}.png`, iconSvg(`social-${kind}`, SOCIAL_ICONS[kind].glyph, 64), SOCIAL_ICONS[kind].alt),
      ),
    ),
    Promise.all(
      MEMBERS.map((member) =>
        image(portraitFileName(member.name), portraitSvg(member.name, 400), `Portrait of ${member.name}`),
      ),
    ),
  ]);
  return {
    heroes: Object.fromEntries(heroKeys.map((key, i) => [key, heroes[i]!])) as GovernanceMedia['heroes'],
    elementIcons,
    stepIcons,
    socialIcons: Object.fromEntries(
      socialKinds.map((kind, i) => [kind, socialIcons[i]!]),
    ) as GovernanceMedia['socialIcons'],
    portraits: new Map(MEMBERS.map((member, i) => [member.name, portraits[i]!])),
  };
}

function portraitFileName(name: string): string {
  return `committee-${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '-')}.png`;
}

// ---------------------------------------------------------------------------------------------
// Data governance home

const GOVERNANCE_ELEMENTS: Array<{ title: Text; description: Text; link?: { label: Text; path: string } }> = [
  {
    title: { en: 'A documented access process', fr: 'Un processus d’accès documenté' },
    description: {
      en: 'Every application follows the same published steps, from submission to signed agreement, so researchers know what to expect and when.',
      fr: 'Chaque demande suit les mêmes étapes publiées, du dépôt à l’entente signée : les chercheurs savent à quoi s’attendre et quand.',
    },
    link: { label: { en: 'See the process', fr: 'Voir le processus' }, path: 'data-governance/process' },
  },
  {
    title: { en: 'An independent committee', fr: 'Un comité indépendant' },
    description: {
      en: 'Researchers, ethicists, privacy experts and members of the public review each request against the public interest and the risk to individuals.',
      fr: 'Des chercheurs, des éthiciens, des experts de la vie privée et des membres du public évaluent chaque demande au regard de l’intérêt public et du risque pour les personnes.',
    },
    link: { label: { en: 'Meet the committee', fr: 'Rencontrer le comité' }, path: 'data-governance/committee' },
  },
  {
    title: { en: 'Layered security', fr: 'Une sécurité en couches' },
    description: {
      en: 'Data stay in a secure research environment protected by physical, technical and organisational safeguards that are audited every year.',
      fr: 'Les données restent dans un environnement de recherche sécurisé, protégé par des mesures physiques, techniques et organisationnelles auditées chaque année.',
    },
    link: {
      label: { en: 'How data are protected', fr: 'Comment les données sont protégées' },
      path: 'data-governance/security',
    },
  },
  {
    title: { en: 'Public policies', fr: 'Des politiques publiques' },
    description: {
      en: 'Our policies on privacy, de-identification, retention and publication are published in full and reviewed at least every three years.',
      fr: 'Nos politiques de confidentialité, de dépersonnalisation, de conservation et de publication sont publiées intégralement et révisées au moins tous les trois ans.',
    },
    link: { label: { en: 'Read the policies', fr: 'Lire les politiques' }, path: 'data-governance/process#policies' },
  },
  {
    title: { en: 'A transparent registry', fr: 'Un registre transparent' },
    description: {
      en: 'Every approved project is listed in a public registry with its purpose, its principal investigator and the datasets it uses.',
      fr: 'Chaque projet approuvé figure dans un registre public qui en précise l’objectif, la chercheuse ou le chercheur principal et les jeux de données utilisés.',
    },
    link: {
      label: { en: 'Browse approved projects', fr: 'Parcourir les projets approuvés' },
      path: 'data-governance/process#registry',
    },
  },
  {
    title: { en: 'Checked outputs', fr: 'Des résultats vérifiés' },
    description: {
      en: 'Tables, figures and models leave the secure environment only after a disclosure check, so that no individual can be recognised in published results.',
      fr: 'Les tableaux, figures et modèles ne quittent l’environnement sécurisé qu’après une vérification de divulgation : personne ne peut être reconnu dans les résultats publiés.',
    },
  },
];

function governancePage(locale: Lang, media: GovernanceMedia) {
  const fr = locale === 'fr';
  return {
    seo: {
      metaTitle: fr
        ? 'Gouvernance des données | Portail d’accès aux données'
        : 'Data governance | Open Data Access Portal',
      metaDescription: fr
        ? 'Comment nous décidons qui peut accéder aux données de recherche, à quelles conditions et avec quelles protections.'
        : 'How we decide who may access research data, on what terms and with which safeguards.',
      keywords: fr
        ? 'gouvernance des données, accès aux données, vie privée, comité'
        : 'data governance, data access, privacy, committee',
      metaImage: media.heroes.governance.id,
      openGraph: {
        ogTitle: fr ? 'Gouvernance des données' : 'Data governance',
        ogDescription: fr
          ? 'Un accès encadré, transparent et sûr aux données de recherche.'
          : 'Governed, transparent and safe access to research data.',
        ogImage: media.heroes.governance.id,
        ogType: 'website',
      },
    },
    hero: {
      eyebrowText: fr ? 'Gouvernance des données' : 'Data governance',
      title: fr ? 'Un accès aux données digne de confiance' : 'Access to data that people can trust',
      description: fr
        ? 'Les données que nous hébergeons décrivent la vie réelle de millions de personnes. Notre gouvernance garantit qu’elles servent l’intérêt public, sous un contrôle indépendant et en toute transparence.'
        : 'The data we hold describe the real lives of millions of people. Our governance makes sure they serve the public interest, under independent oversight and in the open.',
      image: media.heroes.governance.id,
      cta: {
        label: fr ? 'Découvrir le processus d’accès' : 'Discover the access process',
        url: pagePath('data-governance/process'),
        isExternal: false,
      },
    },
    textColumns: {
      eyebrowText: fr ? 'Nos principes' : 'Our principles',
      title: fr ? 'Une gouvernance fondée sur l’intérêt public' : 'Governance grounded in the public interest',
      columns: [
        {
          title: fr ? 'Des données utiles' : 'Data that make a difference',
          body: fr
            ? 'Nous rendons les données accessibles aux projets qui améliorent la santé, les services publics et les connaissances. **Le bénéfice attendu** doit être clair et démontré dans chaque demande.'
            : 'We make data available to projects that improve health, public services and knowledge. **The expected benefit** must be clear and demonstrated in every application.',
        },
        {
          title: fr ? 'Des personnes protégées' : 'People protected',
          body: fr
            ? 'Les chercheurs n’accèdent qu’aux données **dépersonnalisées** strictement nécessaires, dans un environnement sécurisé, et s’engagent par contrat à ne jamais tenter de réidentifier quiconque.'
            : 'Researchers only see the **de-identified** data they strictly need, inside a secure environment, and commit by contract never to attempt to re-identify anyone.',
        },
        {
          title: fr ? 'Des décisions publiques' : 'Decisions in the open',
          body: fr
            ? 'Le comité publie ses procès-verbaux, nos politiques sont en ligne et chaque projet approuvé est inscrit au [registre public](/fr/data-governance/process#registry).'
            : 'The committee publishes its minutes, our policies are online and every approved project is listed in the [public registry](/en/data-governance/process#registry).',
        },
      ],
    },
    governanceElements: {
      title: fr ? 'Les éléments de notre gouvernance' : 'The elements of our governance',
      description: fr
        ? 'Six mécanismes complémentaires encadrent chaque accès aux données.'
        : 'Six complementary mechanisms frame every access to data.',
      items: GOVERNANCE_ELEMENTS.map((element, i) => ({
        title: element.title[locale],
        description: element.description[locale],
        image: media.elementIcons[i]?.id,
        ...(element.link
          ? { link: { label: element.link.label[locale], url: pagePath(element.link.path), isExternal: false } }
          : {}),
      })),
    },
    links: [
      {
        label: fr ? 'Le processus d’accès aux données' : 'The data access process',
        url: pagePath('data-governance/process'),
        isExternal: false,
      },
      {
        label: fr ? 'Le comité de gouvernance' : 'The governance committee',
        url: pagePath('data-governance/committee'),
        isExternal: false,
      },
      {
        label: fr ? 'La sécurité des données' : 'Data security',
        url: pagePath('data-governance/security'),
        isExternal: false,
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Process page

const PROCESS_STEPS: Array<{ title: Text; description: Text }> = [
  {
    title: { en: 'Submit your application', fr: 'Déposer votre demande' },
    description: {
      en: 'Create an account, choose the datasets you need and complete the request form: research question, methods, the variables you need and why, funding and ethics approval.',
      fr: 'Créez un compte, choisissez les jeux de données nécessaires et remplissez le formulaire : question de recherche, méthodes, variables demandées et justification, financement et approbation éthique.',
    },
  },
  {
    title: { en: 'Triage by the queue manager', fr: 'Tri par le gestionnaire de file' },
    description: {
      en: 'Within ten working days the queue manager checks that the application is complete, asks for any missing information and assigns it to committee reviewers.',
      fr: 'Dans un délai de dix jours ouvrables, le gestionnaire de file vérifie que la demande est complète, sollicite les informations manquantes et l’attribue à des membres du comité.',
    },
  },
  {
    title: { en: 'Committee review', fr: 'Examen par le comité' },
    description: {
      en: 'Two committee members review the scientific merit, the public benefit and the privacy risk, then present the application at the monthly committee meeting.',
      fr: 'Deux membres du comité évaluent la valeur scientifique, le bénéfice public et le risque pour la vie privée, puis présentent la demande à la réunion mensuelle du comité.',
    },
  },
  {
    title: { en: 'Decision', fr: 'Décision' },
    description: {
      en: 'The committee approves, approves with conditions or declines the request. You receive a written decision with reasons; a declined request can be revised and resubmitted.',
      fr: 'Le comité approuve la demande, l’approuve sous conditions ou la refuse. Vous recevez une décision écrite et motivée ; une demande refusée peut être révisée et déposée de nouveau.',
    },
  },
  {
    title: { en: 'Contract and signing', fr: 'Contrat et signature' },
    description: {
      en: 'The contract manager prepares the data access agreement. Your institution and the principal investigator sign it, and every team member completes privacy training.',
      fr: 'Le gestionnaire des contrats prépare l’entente d’accès aux données. Votre établissement et la chercheuse ou le chercheur principal la signent, et chaque membre de l’équipe suit la formation sur la vie privée.',
    },
  },
  {
    title: { en: 'Access', fr: 'Accès' },
    description: {
      en: 'Your project workspace opens in the secure research environment with the approved data. The project is published in the registry of approved requests.',
      fr: 'L’espace de votre projet s’ouvre dans l’environnement de recherche sécurisé avec les données approuvées. Le projet est inscrit au registre des demandes approuvées.',
    },
  },
];

function processPage(locale: Lang, media: GovernanceMedia) {
  const fr = locale === 'fr';
  return {
    seo: {
      metaTitle: fr ? 'Processus d’accès aux données | Gouvernance' : 'Data access process | Data governance',
      metaDescription: fr
        ? 'Les étapes d’une demande d’accès, le registre des projets approuvés, nos politiques et les procès-verbaux du comité.'
        : 'The steps of an access request, the registry of approved projects, our policies and the committee’s minutes.',
      metaImage: media.heroes.process.id,
    },
    hero: {
      eyebrowText: fr ? 'Gouvernance des données' : 'Data governance',
      title: fr ? 'Le processus d’accès aux données' : 'The data access process',
      description: fr
        ? 'De la demande à l’accès, chaque étape est connue à l’avance, suivie et documentée.'
        : 'From application to access, every step is known in advance, tracked and documented.',
      image: media.heroes.process.id,
    },
    about: {
      title: fr ? 'À propos du processus' : 'About the process',
      body: fr
        ? `Toute personne affiliée à un établissement de recherche, à un organisme public ou à un organisme sans but lucratif peut demander l’accès aux données. Les demandes sont évaluées par le ${committeeName.fr} selon trois critères :\n\n- **la valeur scientifique** du projet ;\n- **le bénéfice public** attendu ;\n- **la proportionnalité** entre les données demandées et la question de recherche.\n\nLe délai médian entre le dépôt d’une demande complète et la décision est de **six semaines**.`
        : `Anyone affiliated with a research institution, a public body or a non-profit organisation can apply for access to data. Applications are assessed by the ${committeeName.en} against three criteria:\n\n- the **scientific merit** of the project;\n- the expected **public benefit**;\n- the **proportionality** between the data requested and the research question.\n\nThe median time from a complete application to a decision is **six weeks**.`,
    },
    stepsTitle: fr ? 'Six étapes, de la demande à l’accès' : 'Six steps from application to access',
    steps: PROCESS_STEPS.map((step, i) => ({
      title: step.title[locale],
      description: step.description[locale],
      icon: media.stepIcons[i]?.id,
    })),
    registrySection: fr
      ? {
          title: 'Registre des demandes approuvées',
          intro:
            'Chaque projet ayant obtenu l’accès aux données est inscrit ici. Recherchez par titre, organisation, chercheuse ou chercheur principal, ou jeu de données.',
          searchPlaceholder: 'Rechercher un projet, une organisation, une personne…',
          projectTitleLabel: 'Titre du projet',
          investigatorLabel: 'Chercheur principal',
          organizationLabel: 'Organisation',
          organizationTypeLabel: 'Type d’organisation',
          approvalDateLabel: 'Date d’approbation',
          intendedUseLabel: 'Utilisation prévue',
          projectSummaryLabel: 'Résumé du projet',
          countryLabel: 'Pays',
          startDateLabel: 'Début',
          durationLabel: 'Durée',
          requestedLabel: 'Demandé le',
          approvedLabel: 'Approuvé le',
          datasetsLabel: 'Jeux de données',
          principalInvestigatorLabel: 'Chercheuse ou chercheur principal',
          closeLabel: 'Fermer',
          emptyLabel: 'Aucun projet ne correspond à votre recherche.',
        }
      : {
          title: 'Registry of approved requests',
          intro:
            'Every project that has been granted access to data is listed here. Search by title, organisation, principal investigator or dataset.',
          searchPlaceholder: 'Search projects, organisations, people…',
          projectTitleLabel: 'Project title',
          investigatorLabel: 'Principal investigator',
          organizationLabel: 'Organisation',
          organizationTypeLabel: 'Organisation type',
          approvalDateLabel: 'Approval date',
          intendedUseLabel: 'Intended use',
          projectSummaryLabel: 'Project summary',
          countryLabel: 'Country',
          startDateLabel: 'Start',
          durationLabel: 'Duration',
          requestedLabel: 'Requested',
          approvedLabel: 'Approved',
          datasetsLabel: 'Datasets',
          principalInvestigatorLabel: 'Principal investigator',
          closeLabel: 'Close',
          emptyLabel: 'No project matches your search.',
        },
    policiesSection: {
      title: fr ? 'Politiques' : 'Policies',
      intro: fr
        ? 'Les politiques et normes qui encadrent l’accès aux données, de la plus récente à la plus ancienne. Cliquez sur un titre pour télécharger le document.'
        : 'The policies and standards that govern access to data, newest first. Click a title to download the document.',
      moreLabel: fr ? 'Afficher toutes les politiques' : 'Show all policies',
      lessLabel: fr ? 'Afficher moins de politiques' : 'Show fewer policies',
    },
    proceedingsSection: {
      title: fr ? 'Procès-verbaux du comité' : 'Committee proceedings',
      intro: fr
        ? `Les procès-verbaux approuvés des réunions du ${committeeName.fr}.`
        : `The approved minutes of the meetings of the ${committeeName.en}.`,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Committee page and members

function committeePage(locale: Lang, media: GovernanceMedia) {
  const fr = locale === 'fr';
  return {
    seo: {
      metaTitle: fr ? 'Comité de gouvernance | Gouvernance des données' : 'Governance committee | Data governance',
      metaDescription: fr
        ? `Le mandat, la composition et les membres du ${committeeName.fr}.`
        : `The mandate, composition and members of the ${committeeName.en}.`,
      metaImage: media.heroes.committee.id,
    },
    hero: {
      eyebrowText: fr ? 'Gouvernance des données' : 'Data governance',
      title: committeeName[locale],
      description: fr
        ? 'Un comité indépendant de chercheurs, d’experts et de membres du public décide de chaque accès aux données.'
        : 'An independent committee of researchers, experts and members of the public decides on every access to data.',
      image: media.heroes.committee.id,
      // Spec §2: the committee hero links to the members grid of this same page (/en/data-governance/committee#committee-members in English).
      cta: {
        label: fr ? 'Rencontrer les membres' : 'Meet the members',
        url: pagePath('data-governance/committee#committee-members'),
        isExternal: false,
      },
    },
    textColumns: {
      eyebrowText: fr ? 'Le comité' : 'The committee',
      title: fr ? 'Mandat et fonctionnement' : 'Mandate and ways of working',
      columns: [
        {
          title: fr ? 'Mandat' : 'Mandate',
          body: fr
            ? 'Le comité examine chaque demande d’accès aux données, conseille sur les politiques de gouvernance et rend compte chaque année de ses décisions au conseil d’administration.'
            : 'The committee reviews every data access request, advises on governance policies and reports on its decisions to the board every year.',
        },
        {
          title: fr ? 'Composition' : 'Composition',
          body: fr
            ? 'Neuf membres nommés pour trois ans, renouvelables une fois : des chercheurs, une éthicienne, des experts de la vie privée et de la sécurité, et **deux représentants du public**.'
            : 'Nine members appointed for three years, renewable once: researchers, an ethicist, privacy and security experts and **two members of the public**.',
        },
        {
          title: fr ? 'Décisions' : 'Decisions',
          body: fr
            ? 'Le comité se réunit chaque mois. Les décisions sont prises par consensus ou, à défaut, à la majorité des deux tiers. Les membres en conflit d’intérêts se retirent des délibérations.'
            : 'The committee meets every month. Decisions are taken by consensus or, failing that, by a two-thirds majority. Members with a conflict of interest withdraw from the deliberation.',
        },
      ],
    },
    membersSectionTitle: fr ? 'Membres du comité' : 'Committee members',
  };
}

interface MemberSeed {
  name: string;
  title: Text;
  description: Text;
  bio: Text;
  links: Array<{ kind: SocialKind; url: string }>;
}

const MEMBERS: MemberSeed[] = [
  {
    name: 'Amina Okafor',
    title: { en: 'Chair — Professor of Epidemiology', fr: 'Présidente — professeure d’épidémiologie' },
    description: {
      en: 'Leads the committee and its work on the public benefit of data use.',
      fr: 'Dirige le comité et ses travaux sur le bénéfice public de l’utilisation des données.',
    },
    bio: {
      en: 'Amina Okafor is a professor of epidemiology whose research uses population registries to study chronic disease in mothers and children.\n\nShe has chaired the committee since 2023 and previously sat on two national research ethics boards.',
      fr: 'Amina Okafor est professeure d’épidémiologie. Ses recherches s’appuient sur les registres de population pour étudier les maladies chroniques chez les mères et les enfants.\n\nElle préside le comité depuis 2023 et a auparavant siégé à deux comités nationaux d’éthique de la recherche.',
    },
    links: [
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/amina-okafor-epi' },
      { kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' },
    ],
  },
  {
    name: 'Laurent Dubois',
    title: { en: 'Vice-chair — Health law and ethics', fr: 'Vice-président — droit et éthique de la santé' },
    description: {
      en: 'Advises on consent, legal bases for data use and contract terms.',
      fr: 'Conseille sur le consentement, les fondements juridiques de l’utilisation des données et les clauses contractuelles.',
    },
    bio: {
      en: 'Laurent Dubois teaches health law and bioethics. His work focuses on the legal frameworks for secondary use of health data.\n\nHe drafted the committee’s conflict-of-interest policy.',
      fr: 'Laurent Dubois enseigne le droit de la santé et la bioéthique. Ses travaux portent sur les cadres juridiques de l’utilisation secondaire des données de santé.\n\nIl a rédigé la politique du comité sur les conflits d’intérêts.',
    },
    links: [
      { kind: 'website', url: 'https://ldubois-healthlaw.example.org' },
      { kind: 'orcid', url: 'https://orcid.org/0000-0001-5109-3700' },
    ],
  },
  {
    name: 'Mei-Ling Chen',
    title: { en: 'Biostatistician', fr: 'Biostatisticienne' },
    description: {
      en: 'Reviews study designs, sample sizes and the risk of disclosure in outputs.',
      fr: 'Examine les plans d’étude, la taille des échantillons et le risque de divulgation des résultats.',
    },
    bio: {
      en: 'Mei-Ling Chen is a senior biostatistician specialising in statistical disclosure control and small-area estimation.\n\nShe leads the output-checking service of the secure research environment.',
      fr: 'Mei-Ling Chen est biostatisticienne principale, spécialiste du contrôle de la divulgation statistique et de l’estimation pour petits domaines.\n\nElle dirige le service de vérification des résultats de l’environnement de recherche sécurisé.',
    },
    links: [
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/meiling-chen-stats' },
      { kind: 'orcid', url: 'https://orcid.org/0000-0003-1415-9265' },
      { kind: 'x', url: 'https://x.com/mlchen_stats' },
    ],
  },
  {
    name: 'Sarah Thompson',
    title: { en: 'Public representative', fr: 'Représentante du public' },
    description: {
      en: 'Brings the perspective of patients and the public to every review.',
      fr: 'Apporte le point de vue des patients et du public à chaque examen.',
    },
    bio: {
      en: 'Sarah Thompson is a former schoolteacher and a long-time patient advocate with a regional kidney foundation.\n\nShe co-chairs the portal’s public advisory panel.',
      fr: 'Sarah Thompson est une ancienne enseignante et défend depuis longtemps les patients au sein d’une fondation régionale du rein.\n\nElle copréside le comité consultatif public du portail.',
    },
    links: [{ kind: 'linkedin', url: 'https://www.linkedin.com/in/sarah-thompson-advocate' }],
  },
  {
    name: 'Rafael Mendes',
    title: { en: 'Information security expert', fr: 'Expert en sécurité de l’information' },
    description: {
      en: 'Assesses the technical safeguards of each project and of the secure environment.',
      fr: 'Évalue les mesures techniques de protection de chaque projet et de l’environnement sécurisé.',
    },
    bio: {
      en: 'Rafael Mendes has twenty years of experience in information security, most recently as chief information security officer of a university hospital network.\n\nHe is a certified information systems security professional.',
      fr: 'Rafael Mendes possède vingt ans d’expérience en sécurité de l’information, en dernier lieu comme responsable de la sécurité des systèmes d’information d’un réseau d’hôpitaux universitaires.\n\nIl est professionnel certifié en sécurité des systèmes d’information.',
    },
    links: [
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/rafael-mendes-security' },
      { kind: 'website', url: 'https://rmendes.example.net' },
    ],
  },
  {
    name: 'Ingrid Larsen',
    title: { en: 'Health services researcher', fr: 'Chercheuse en services de santé' },
    description: {
      en: 'Evaluates the scientific merit of health services and policy research.',
      fr: 'Évalue la valeur scientifique des recherches sur les services et les politiques de santé.',
    },
    bio: {
      en: 'Ingrid Larsen is an associate professor of health services research who studies waiting times and access to specialist care.\n\nShe joined the committee in 2024.',
      fr: 'Ingrid Larsen est professeure agrégée en recherche sur les services de santé ; elle étudie les délais d’attente et l’accès aux soins spécialisés.\n\nElle a rejoint le comité en 2024.',
    },
    links: [
      { kind: 'orcid', url: 'https://orcid.org/0000-0002-9079-593X' },
      { kind: 'x', url: 'https://x.com/ingrid_larsen_hsr' },
    ],
  },
  {
    name: 'Joseph Whitehorse',
    title: { en: 'Indigenous data governance advisor', fr: 'Conseiller en gouvernance des données autochtones' },
    description: {
      en: 'Ensures that research involving Indigenous communities respects their data sovereignty.',
      fr: 'Veille à ce que la recherche concernant les communautés autochtones respecte leur souveraineté sur les données.',
    },
    bio: {
      en: 'Joseph Whitehorse works with First Nations health organisations on community-led data governance.\n\nHe reviews every request that involves data about Indigenous communities.',
      fr: 'Joseph Whitehorse collabore avec des organismes de santé des Premières Nations à une gouvernance des données dirigée par les communautés.\n\nIl examine chaque demande portant sur des données relatives aux communautés autochtones.',
    },
    links: [{ kind: 'website', url: 'https://whitehorse-datagovernance.example.org' }],
  },
  {
    name: 'Priya Raman',
    title: { en: 'Clinical informatician', fr: 'Spécialiste en informatique clinique' },
    description: {
      en: 'Advises on the meaning, quality and limits of clinical data.',
      fr: 'Conseille sur la signification, la qualité et les limites des données cliniques.',
    },
    bio: {
      en: 'Priya Raman is a physician and clinical informatician who has led the standardisation of hospital discharge data.\n\nShe helps applicants choose the variables that answer their question.',
      fr: 'Priya Raman est médecin et spécialiste en informatique clinique ; elle a dirigé la normalisation des données de sortie d’hôpital.\n\nElle aide les demandeurs à choisir les variables qui répondent à leur question.',
    },
    links: [
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/priya-raman-md' },
      { kind: 'orcid', url: 'https://orcid.org/0000-0001-7352-1224' },
    ],
  },
  {
    name: 'Marc-André Tremblay',
    title: { en: 'Public representative', fr: 'Représentant du public' },
    description: {
      en: 'Represents the public, with a focus on rural and remote communities.',
      fr: 'Représente le public, en particulier les communautés rurales et éloignées.',
    },
    bio: {
      en: 'Marc-André Tremblay is a retired agronomist and a municipal councillor in a rural community.\n\nHe has a particular interest in how data can improve access to care outside large cities.',
      fr: 'Marc-André Tremblay est agronome à la retraite et conseiller municipal d’une communauté rurale.\n\nIl s’intéresse particulièrement à la façon dont les données peuvent améliorer l’accès aux soins hors des grandes villes.',
    },
    links: [{ kind: 'x', url: 'https://x.com/ma_tremblay' }],
  },
];

async function seedCommittee(strapi: Core.Strapi, media: GovernanceMedia): Promise<void> {
  const members = (locale: Lang) =>
    MEMBERS.map((member) => ({
      name: member.name,
      title: member.title[locale],
      description: member.description[locale],
      bio: member.bio[locale],
      profilePicture: media.portraits.get(member.name)?.id,
      socialMediaLinks: member.links.map((link) => ({
        url: link.url,
        label: SOCIAL_ICONS[link.kind].label[locale],
        icon: media.socialIcons[link.kind].id,
      })),
    }));
  await seedSingleType(strapi, 'api::committee.committee', {
    en: { members: members('en') },
    fr: { members: members('fr') },
  });
}

// ---------------------------------------------------------------------------------------------
// Security page

const SAFEGUARDS: Array<{ item: Text; description: Text }> = [
  {
    item: { en: 'Physical', fr: 'Physique' },
    description: {
      en: 'Servers are hosted in a certified data centre with badge and biometric access, video surveillance and visitor logs.',
      fr: 'Les serveurs sont hébergés dans un centre de données certifié avec accès par badge et biométrie, vidéosurveillance et registre des visiteurs.',
    },
  },
  {
    item: { en: 'Network', fr: 'Réseau' },
    description: {
      en: 'The secure research environment has no direct internet access; connections go through an encrypted gateway and firewalls that block copying data out.',
      fr: 'L’environnement de recherche sécurisé n’a pas d’accès direct à Internet ; les connexions passent par une passerelle chiffrée et des pare-feu qui empêchent d’en copier les données.',
    },
  },
  {
    item: { en: 'Application', fr: 'Application' },
    description: {
      en: 'Software is patched monthly, tested for vulnerabilities before release and penetration-tested by an independent firm every year.',
      fr: 'Les logiciels sont mis à jour chaque mois, soumis à des tests de vulnérabilité avant leur déploiement et à un test d’intrusion annuel par une firme indépendante.',
    },
  },
  {
    item: { en: 'Data', fr: 'Données' },
    description: {
      en: 'Data are de-identified before release, encrypted at rest and in transit, and each project receives only the variables it was approved for.',
      fr: 'Les données sont dépersonnalisées avant leur mise à disposition, chiffrées au repos et en transit, et chaque projet ne reçoit que les variables approuvées.',
    },
  },
  {
    item: { en: 'Identity and access', fr: 'Identité et accès' },
    description: {
      en: 'Every user has a named account with multi-factor authentication; access ends automatically when the project or the agreement ends.',
      fr: 'Chaque utilisateur dispose d’un compte nominatif avec authentification multifacteur ; l’accès prend fin automatiquement à la fin du projet ou de l’entente.',
    },
  },
  {
    item: { en: 'Audit', fr: 'Audit' },
    description: {
      en: 'Every login, query and export request is logged and reviewed; an external audit of our controls is published every year.',
      fr: 'Chaque connexion, requête et demande d’exportation est journalisée et examinée ; un audit externe de nos contrôles est publié chaque année.',
    },
  },
  {
    item: { en: 'People', fr: 'Personnes' },
    description: {
      en: 'Staff and researchers complete privacy and security training before access and every year after, and sign a confidentiality undertaking.',
      fr: 'Le personnel et les chercheurs suivent une formation sur la vie privée et la sécurité avant tout accès, puis chaque année, et signent un engagement de confidentialité.',
    },
  },
  {
    item: { en: 'Legal', fr: 'Juridique' },
    description: {
      en: 'A data access agreement binds each institution and researcher, forbids re-identification and linkage to other data, and sets penalties for breaches.',
      fr: 'Une entente d’accès lie chaque établissement et chaque chercheur, interdit la réidentification et le couplage avec d’autres données, et prévoit des sanctions en cas de manquement.',
    },
  },
];

function securityPage(locale: Lang, media: GovernanceMedia) {
  const fr = locale === 'fr';
  return {
    seo: {
      metaTitle: fr ? 'Sécurité des données | Gouvernance des données' : 'Data security | Data governance',
      metaDescription: fr
        ? 'Les couches de protection qui entourent les données de recherche : physique, réseau, application, données, accès, audit, personnes et cadre juridique.'
        : 'The layers of protection around research data: physical, network, application, data, access, audit, people and legal.',
      metaImage: media.heroes.security.id,
    },
    hero: {
      eyebrowText: fr ? 'Gouvernance des données' : 'Data governance',
      title: fr ? 'Comment nous protégeons les données' : 'How we keep data safe',
      description: fr
        ? 'La sécurité repose sur plusieurs couches indépendantes : si l’une d’elles cède, les autres protègent encore les données.'
        : 'Security rests on several independent layers: if one of them fails, the others still protect the data.',
      image: media.heroes.security.id,
    },
    intro: {
      title: fr ? 'Une défense en profondeur' : 'Defence in depth',
      body: fr
        ? 'Notre environnement de recherche sécurisé suit le modèle des **« cinq sûretés »** : projets sûrs, personnes sûres, environnement sûr, données sûres et résultats sûrs. Le tableau ci-dessous présente les mesures appliquées à chaque couche.'
        : 'Our secure research environment follows the **“Five Safes”** model: safe projects, safe people, safe settings, safe data and safe outputs. The table below lists the safeguards applied at each layer.',
    },
    layerHeader: fr ? 'Couche' : 'Layer',
    safeguardHeader: fr ? 'Mesures de protection' : 'Safeguards',
    safeguards: SAFEGUARDS.map((row) => ({ item: row.item[locale], description: row.description[locale] })),
  };
}

// ---------------------------------------------------------------------------------------------
// Policies and proceedings

/** Title (en, fr) and date; 23 policies, so that 12 show and the rest sit in the expandable panel. */
const POLICIES: Array<[string, string, string]> = [
  ['Data Access Policy', 'Politique d’accès aux données', '2025-09-15'],
  ['Privacy Policy', 'Politique de confidentialité', '2025-06-02'],
  [
    'Terms of Reference of the Data Access Governance Committee',
    'Mandat du Comité de gouvernance de l’accès aux données',
    '2025-03-20',
  ],
  ['De-identification Standard', 'Norme de dépersonnalisation', '2025-01-27'],
  ['Secure Research Environment Standard', 'Norme sur l’environnement de recherche sécurisé', '2024-11-18'],
  ['Output Checking and Publication Policy', 'Politique de vérification et de publication des résultats', '2024-10-07'],
  [
    'Indigenous Data Sovereignty Guidelines',
    'Lignes directrices sur la souveraineté des données autochtones',
    '2024-08-26',
  ],
  ['Small Cell Suppression Guideline', 'Ligne directrice sur la suppression des petites cellules', '2024-06-10'],
  ['Data Linkage Policy', 'Politique de couplage des données', '2024-04-15'],
  ['Researcher Accreditation Policy', 'Politique d’accréditation des chercheurs', '2024-02-05'],
  [
    'Conflict of Interest Policy for Committee Members',
    'Politique sur les conflits d’intérêts des membres du comité',
    '2023-12-11',
  ],
  ['Information Security Policy', 'Politique de sécurité de l’information', '2023-10-23'],
  ['Privacy Breach Response Procedure', 'Procédure d’intervention en cas d’atteinte à la vie privée', '2023-09-04'],
  ['Data Retention and Destruction Standard', 'Norme de conservation et de destruction des données', '2023-06-19'],
  ['Acceptable Use Agreement', 'Entente d’utilisation acceptable', '2023-04-03'],
  ['Fee Schedule for Data Access', 'Barème des frais d’accès aux données', '2023-01-16'],
  ['Consent and Notice Policy', 'Politique de consentement et d’avis', '2022-11-07'],
  ['Audit and Monitoring Policy', 'Politique d’audit et de surveillance', '2022-08-22'],
  ['Data Quality Framework', 'Cadre de qualité des données', '2022-06-13'],
  ['Commercial Use of Data Policy', 'Politique sur l’utilisation commerciale des données', '2022-03-28'],
  ['Records Management Policy', 'Politique de gestion des documents', '2021-12-06'],
  ['Data Provider Agreement Template', 'Modèle d’entente avec les fournisseurs de données', '2021-09-20'],
  ['Complaints Handling Procedure', 'Procédure de traitement des plaintes', '2021-05-31'],
];

/** Minutes of the committee's meetings, newest first. */
const PROCEEDINGS: Array<[string, string, string]> = [
  ['Committee meeting minutes — October 2025', 'Procès-verbal de la réunion du comité — octobre 2025', '2025-10-14'],
  ['Committee meeting minutes — July 2025', 'Procès-verbal de la réunion du comité — juillet 2025', '2025-07-08'],
  ['Committee meeting minutes — April 2025', 'Procès-verbal de la réunion du comité — avril 2025', '2025-04-15'],
  ['Committee meeting minutes — January 2025', 'Procès-verbal de la réunion du comité — janvier 2025', '2025-01-21'],
  ['Annual report of the committee — 2024', 'Rapport annuel du comité — 2024', '2024-12-17'],
  ['Committee meeting minutes — October 2024', 'Procès-verbal de la réunion du comité — octobre 2024', '2024-10-08'],
  ['Committee meeting minutes — July 2024', 'Procès-verbal de la réunion du comité — juillet 2024', '2024-07-09'],
  ['Committee meeting minutes — April 2024', 'Procès-verbal de la réunion du comité — avril 2024', '2024-04-16'],
];

function fileName(prefix: string, title: string): string {
  return `${prefix}-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
}

async function seedDocuments(
  strapi: Core.Strapi,
  uid: string,
  prefix: string,
  rows: Array<[string, string, string]>,
  lines: (title: string, date: string) => string[],
): Promise<void> {
  for (const [en, fr, date] of rows) {
    const file = await ensureUpload(strapi, {
      name: fileName(prefix, en),
      buffer: makePdf(en, lines(en, date)),
      mime: 'application/pdf',
      alternativeText: en,
    });
    // One file per item, shared by the locales (the media field is not localized).
    await seedCollectionEntry(
      strapi,
      uid,
      { field: 'title', value: en },
      { en: { title: en, date, file: file.id }, fr: { title: fr, date, file: file.id } },
    );
  }
}

async function seedPoliciesAndProceedings(strapi: Core.Strapi): Promise<void> {
  await seedDocuments(strapi, POLICY_UID, 'policy', POLICIES, (title, date) => [
    `${committeeName.en} - approved policy`,
    `Effective date: ${date}`,
    '',
    `1. Purpose. This document sets out the rules of the "${title}".`,
    '2. Scope. It applies to staff, committee members, data providers and approved researchers.',
    '3. Review. It is reviewed at least every three years or after any significant incident.',
  ]);
  await seedDocuments(strapi, PROCEEDING_UID, 'proceeding', PROCEEDINGS, (title, date) => [
    `Meeting held on ${date}. Quorum present.`,
    '',
    '1. Conflicts of interest declared and recorded.',
    '2. Minutes of the previous meeting approved.',
    '3. New applications reviewed; decisions recorded in the registry of approved requests.',
    '4. Policy review: updates noted and scheduled.',
    `Approved minutes - ${title}`,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Registry of approved requests

interface ApprovedRequestSeed {
  title: string;
  summary: string;
  pi: [
    firstName: string,
    lastName: string,
    title: string,
    country: string,
    organization: string,
    organizationType: string,
  ];
  uses: string[];
}

/**
 * Not localized on purpose: researchers submit their project title and summary in one
 * language, and the registry publishes what was approved, verbatim.
 */
const APPROVED_REQUESTS: ApprovedRequestSeed[] = [
  {
    title: 'Long-term respiratory outcomes after COVID-19 hospitalisation',
    summary:
      'A cohort study of adults hospitalised with COVID-19 comparing lung function, readmissions and new respiratory diagnoses over three years with matched controls.',
    pi: [
      'Amelia',
      'Hart',
      'Associate Professor of Respiratory Medicine',
      'Canada',
      'University of Westbrook',
      'Academic',
    ],
    uses: ['Public health research', 'Academic publication'],
  },
  {
    title: 'Socioeconomic gradients in childhood asthma emergency visits',
    summary:
      'Measures how emergency visits for asthma among children vary with neighbourhood income and housing quality, to target prevention programmes.',
    pi: ['Daniel', 'Osei', 'Senior Research Fellow', 'United Kingdom', 'Northgate School of Public Health', 'Academic'],
    uses: ['Public health research'],
  },
  {
    title: 'Forecasting hospital bed demand during seasonal influenza peaks',
    summary:
      'Builds and validates short-term forecasting models of bed occupancy to help regional planners prepare surge capacity before winter peaks.',
    pi: [
      'Claire',
      'Fontaine',
      'Head of Planning Analytics',
      'France',
      'Armorique Regional Health Agency',
      'Health authority',
    ],
    uses: ['Health services planning'],
  },
  {
    title: 'Medication adherence and readmission in heart failure',
    summary:
      'Links pharmacy dispensing and hospital records to estimate how gaps in medication adherence affect readmissions of patients with heart failure.',
    pi: [
      'Kenji',
      'Watanabe',
      'Assistant Professor of Cardiology',
      'Japan',
      'Kansai Institute of Clinical Science',
      'Academic / Non-profit',
    ],
    uses: ['Clinical research', 'Academic publication'],
  },
  {
    title: 'Rural access to maternity care and birth outcomes',
    summary:
      'Examines whether travel time to the nearest maternity unit is associated with unplanned out-of-hospital births and neonatal outcomes.',
    pi: ['Sofia', 'Lindqvist', 'PhD Candidate', 'Sweden', 'Nordvik University', 'Academic'],
    uses: ['Graduate thesis', 'Public health research'],
  },
  {
    title: 'Evaluation of a province-wide diabetes prevention programme',
    summary:
      'A difference-in-differences evaluation of a lifestyle programme for adults with prediabetes, measuring progression to type 2 diabetes and costs.',
    pi: ['Marcus', 'Bell', 'Director of Evaluation', 'Canada', 'Prairie Health Evaluation Unit', 'Government'],
    uses: ['Policy evaluation', 'Health services planning'],
  },
  {
    title: 'Air pollution exposure and cardiovascular events in older adults',
    summary:
      'Combines residential air-quality estimates with hospital admissions to quantify the short-term effect of fine particles on heart attacks and strokes.',
    pi: [
      'Lucía',
      'Romero',
      'Research Scientist',
      'Spain',
      'Mediterranean Environmental Health Institute',
      'Academic / Non-profit',
    ],
    uses: ['Public health research', 'Academic publication'],
  },
  {
    title: 'Accuracy benchmarks for privacy-preserving record linkage',
    summary:
      'Compares the accuracy of encrypted (Bloom-filter) linkage with clear-text linkage on real administrative records to inform future linkage standards.',
    pi: ['Henrik', 'Vogel', 'Professor of Computer Science', 'Germany', 'Rhein-Main Technical University', 'Academic'],
    uses: ['Methodological research'],
  },
  {
    title: 'Regional variation in wait times for hip and knee replacement',
    summary:
      'Describes waiting times from referral to surgery across regions and identifies the system factors associated with the longest waits.',
    pi: ['Grace', 'Mitchell', 'Senior Analyst', 'Australia', 'Institute for Health System Performance', 'Non-profit'],
    uses: ['Health services planning', 'Quality improvement'],
  },
  {
    title: 'Mental health service use among young adults after the pandemic',
    summary:
      'Tracks outpatient, emergency and inpatient mental health care among 16 to 25 year olds from 2018 to 2024 to describe post-pandemic demand.',
    pi: [
      'Aisha',
      'Rahman',
      'Associate Professor of Psychiatry',
      'United Kingdom',
      'University of Eastmoor',
      'Academic',
    ],
    uses: ['Public health research', 'Academic publication'],
  },
  {
    title: 'Antibiotic prescribing in primary care: variation and drivers',
    summary:
      'Quantifies variation in antibiotic prescribing between practices for respiratory infections and tests which practice characteristics explain it.',
    pi: [
      'Pieter',
      'de Vries',
      'Postdoctoral Researcher',
      'Netherlands',
      'Lowlands Primary Care Research Foundation',
      'Academic / Non-profit',
    ],
    uses: ['Quality improvement', 'Academic publication'],
  },
  {
    title: 'Cancer screening participation among recent immigrants',
    summary:
      'Compares breast, cervical and colorectal screening rates of recent immigrants with long-term residents to guide outreach in under-screened groups.',
    pi: ['Nadia', 'Haddad', 'Senior Epidemiologist', 'Canada', 'Provincial Cancer Prevention Agency', 'Government'],
    uses: ['Public health research', 'Policy evaluation'],
  },
  {
    title: 'Retrospective validation of a machine-learning early warning score for sepsis',
    summary:
      'Validates an early warning model for sepsis on de-identified inpatient data; the model and its code will be published under an open licence.',
    pi: ['Ethan', 'Brooks', 'Principal Data Scientist', 'United States', 'Meridian Health Analytics', 'Industry'],
    uses: ['Clinical research', 'Methodological research'],
  },
  {
    title: 'Timing of dementia diagnosis and subsequent care pathways',
    summary:
      'Describes how the stage at which dementia is diagnosed relates to home care, long-term care admission and hospital use in the following years.',
    pi: ['Margaret', "O'Neill", 'Professor of Gerontology', 'Ireland', 'Western Shore University', 'Academic'],
    uses: ['Health services planning', 'Academic publication'],
  },
  {
    title: 'Opioid prescribing after surgery and persistent use',
    summary:
      'Estimates the risk of persistent opioid use after common surgical procedures according to the quantity first prescribed at discharge.',
    pi: [
      'Tomás',
      'Silva',
      'Clinical Pharmacist Researcher',
      'Portugal',
      'Tagus Centre for Medicines Research',
      'Academic / Non-profit',
    ],
    uses: ['Clinical research', 'Public health research'],
  },
  {
    title: 'Heat waves and emergency department visits',
    summary:
      'Measures the excess of emergency visits during heat waves by age group and cause, to calibrate the regional heat-health alert system.',
    pi: [
      'Élodie',
      'Marchand',
      'Research Officer',
      'France',
      'Southern Regional Health Observatory',
      'Health authority',
    ],
    uses: ['Public health research', 'Health services planning'],
  },
  {
    title: 'Neighbourhood-level childhood vaccination coverage',
    summary:
      'Maps vaccination coverage at age two by neighbourhood and identifies areas where coverage has fallen below the level needed for herd immunity.',
    pi: ['Samuel', 'Kariuki', 'Lecturer in Global Health', 'Kenya', 'Rift Valley University', 'Academic'],
    uses: ['Public health research', 'Academic publication'],
  },
  {
    title: 'The cost of multimorbidity in primary care',
    summary:
      'Estimates primary care and hospital costs by number and combination of chronic conditions to support funding models for complex patients.',
    pi: ['Hannah', 'Schmidt', 'Health Economist', 'Switzerland', 'Alpine Institute for Health Economics', 'Non-profit'],
    uses: ['Health services planning', 'Policy evaluation'],
  },
  {
    title: 'Validating frailty indices built from routinely collected data',
    summary:
      'Compares three electronic frailty indices against clinical frailty assessments and their ability to predict falls, admissions and death.',
    pi: ['Oliver', 'Grant', 'PhD Candidate', 'New Zealand', 'University of Kaimai', 'Academic'],
    uses: ['Graduate thesis', 'Methodological research'],
  },
  {
    title: 'Stroke rehabilitation intensity and functional recovery',
    summary:
      'Examines whether patients who receive more hours of rehabilitation after stroke regain more independence at discharge and at six months.',
    pi: ['Ingrid', 'Nilsen', 'Physiotherapy Researcher', 'Norway', 'Fjordland University Hospital', 'Health authority'],
    uses: ['Clinical research', 'Quality improvement'],
  },
  {
    title: 'Gestational diabetes and long-term maternal health',
    summary:
      'Follows women with and without gestational diabetes for up to fifteen years to estimate their risk of type 2 diabetes and cardiovascular disease.',
    pi: [
      'Priyanka',
      'Desai',
      'Assistant Professor of Obstetrics',
      'Canada',
      'Lakeshore Institute for Health Research',
      'Academic / Non-profit',
    ],
    uses: ['Public health research', 'Academic publication'],
  },
  {
    title: 'Impact of virtual care on emergency department use',
    summary:
      'Assesses whether the expansion of virtual primary care visits since 2020 changed low-acuity emergency department visits.',
    pi: [
      'Jonathan',
      'Price',
      'Manager, Health System Analytics',
      'Canada',
      'Provincial Ministry of Health',
      'Government',
    ],
    uses: ['Policy evaluation', 'Health services planning'],
  },
  {
    title: 'Synthetic data generation for safe teaching datasets',
    summary:
      'Develops and tests methods that generate synthetic copies of administrative health data with measured utility and disclosure risk, for teaching.',
    pi: ['Laura', 'Bianchi', 'Research Engineer', 'Italy', 'Turin Institute of Data Science', 'Academic'],
    uses: ['Methodological research'],
  },
  {
    title: 'Occupational injuries among agricultural workers',
    summary:
      'Describes the frequency, type and seasonality of injuries among agricultural workers treated in emergency departments and clinics.',
    pi: [
      'Carlos',
      'Mendoza',
      'Associate Professor of Occupational Health',
      'Mexico',
      'University of the Central Highlands',
      'Academic',
    ],
    uses: ['Public health research'],
  },
  {
    title: 'Readmissions after paediatric surgery',
    summary:
      'Identifies the clinical and social factors associated with unplanned readmission within 30 days of common paediatric surgical procedures.',
    pi: [
      'Emily',
      'Zhang',
      'Clinical Research Fellow',
      'United States',
      "Riverside Children's Research Institute",
      'Academic / Non-profit',
    ],
    uses: ['Clinical research', 'Quality improvement'],
  },
  {
    title: 'Social isolation and hospital use in older adults living alone',
    summary:
      'Studies whether older adults living alone have longer hospital stays and more delayed discharges, and how home support services change this.',
    pi: ['Anne-Sophie', 'Girard', 'Professor of Social Work', 'Belgium', 'Meuse Valley University', 'Academic'],
    uses: ['Public health research', 'Academic publication'],
  },
  {
    title: 'Equity audit of referrals to cardiac rehabilitation',
    summary:
      'Audits referral and uptake of cardiac rehabilitation after heart attack by sex, age, income and ethnicity to reduce inequities in secondary prevention.',
    pi: ['Kwame', 'Asante', 'Equity Lead', 'United Kingdom', 'Heart Health Alliance', 'Non-profit'],
    uses: ['Quality improvement', 'Policy evaluation'],
  },
  {
    title: 'Tuberculosis treatment completion among migrants',
    summary:
      'Estimates treatment completion and its determinants among people diagnosed with tuberculosis within five years of arrival in the country.',
    pi: [
      'Fatima',
      'Benali',
      'Epidemiologist',
      'Denmark',
      'Nordic Institute for Infectious Disease Control',
      'Government',
    ],
    uses: ['Public health research'],
  },
  {
    title: 'Trends in type 2 diabetes incidence, 2005–2024',
    summary:
      'Describes twenty years of type 2 diabetes incidence by age, sex and area deprivation using a validated case definition.',
    pi: [
      'Robert',
      'Keller',
      'Senior Lecturer in Biostatistics',
      'Australia',
      'Southern Cross Medical School',
      'Academic',
    ],
    uses: ['Academic publication', 'Public health research'],
  },
  {
    title: 'Detecting adverse drug events in discharge summaries with language models',
    summary:
      'Trains and evaluates natural language processing models that flag adverse drug events in de-identified discharge summaries.',
    pi: [
      'Yuki',
      'Tanaka',
      'Research Scientist',
      'Japan',
      'Osaka Institute for Medical Informatics',
      'Academic / Non-profit',
    ],
    uses: ['Methodological research', 'Clinical research'],
  },
  {
    title: 'Attachment to a family doctor and preventable hospitalisations',
    summary:
      'Tests whether people without a regular family doctor have more hospitalisations for conditions that good primary care can usually prevent.',
    pi: [
      'Isabelle',
      'Côté',
      'Associate Professor of Family Medicine',
      'Canada',
      'Université du Saint-Laurent',
      'Academic',
    ],
    uses: ['Health services planning', 'Academic publication'],
  },
  {
    title: 'Chronic kidney disease progression and access to nephrology care',
    summary:
      'Examines whether timely referral to a nephrologist slows progression to dialysis among patients with stage 3 and 4 chronic kidney disease.',
    pi: [
      'Michael',
      'Adeyemi',
      'Nephrologist and Clinician Scientist',
      'Canada',
      'Northern Regional Health Authority',
      'Health authority',
    ],
    uses: ['Clinical research', 'Health services planning'],
  },
  {
    title: 'Housing instability and emergency care use',
    summary:
      'Describes emergency department and hospital use by people experiencing homelessness or housing instability, to plan integrated services.',
    pi: ['Rachel', 'Goldberg', 'Research Director', 'United States', 'Center for Urban Health Equity', 'Non-profit'],
    uses: ['Public health research', 'Policy evaluation'],
  },
  {
    title: 'Cervical cancer screening results after HPV vaccination',
    summary:
      'Compares abnormal screening results between vaccinated and unvaccinated cohorts to inform the age and interval of future screening.',
    pi: ['Maja', 'Kowalska', 'PhD Candidate', 'Poland', 'Vistula Medical University', 'Academic'],
    uses: ['Graduate thesis', 'Public health research'],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function addMonths(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDate(date.getTime() - DAY_MS);
}

/**
 * Dates spread from January 2022 to 2026 (a request every 43 days); approval follows the
 * request, the project starts after approval and ends after it starts. Pure arithmetic on the
 * index: the same every boot.
 */
function approvedRequestDates(index: number): {
  dateRequested: string;
  approvalDate: string;
  projectStartDate: string;
  projectEndDate: string;
} {
  const requested = Date.UTC(2022, 0, 10) + index * 43 * DAY_MS;
  const approved = requested + (21 + ((index * 11) % 45)) * DAY_MS;
  const start = approved + (14 + ((index * 7) % 30)) * DAY_MS;
  const projectStartDate = isoDate(start);
  return {
    dateRequested: isoDate(requested),
    approvalDate: isoDate(approved),
    projectStartDate,
    projectEndDate: addMonths(projectStartDate, 12 + ((index * 5) % 37)),
  };
}

/** One to three datasets per project, chosen by index from the datasets sorted by slug. */
function datasetsFor(index: number, datasets: Array<{ documentId: string }>): string[] {
  if (datasets.length === 0) return [];
  const count = Math.min(1 + (index % 3), datasets.length);
  const chosen = new Set<string>();
  for (let k = 0; chosen.size < count; k += 1) {
    const dataset = datasets[(index * 5 + k * 3) % datasets.length];
    if (dataset) chosen.add(dataset.documentId);
  }
  return [...chosen];
}

async function seedApprovedRequests(strapi: Core.Strapi): Promise<void> {
  const datasets = ((await strapi
    .documents(DATASET_UID as never)
    .findMany({ locale: DEFAULT_LOCALE, status: 'published', fields: ['title', 'slug'], sort: 'slug:asc' } as never)) ??
    []) as unknown as Array<{ documentId: string; slug: string }>;
  if (datasets.length === 0)
    strapi.log.warn('No published dataset yet: approved requests are seeded without datasets.');
  for (const [index, seed] of APPROVED_REQUESTS.entries()) {
    const [firstName, lastName, title, country, organization, organizationType] = seed.pi;
    // The registry is not localized; the relation points at the datasets' default locale and
    // the controller returns their titles in the locale the client asks for.
    const linked = datasetsFor(index, datasets).map((documentId) => ({ documentId, locale: DEFAULT_LOCALE }));
    await seedUnlocalizedEntry(
      strapi,
      APPROVED_REQUEST_UID,
      { field: 'projectTitle', value: seed.title },
      {
        projectTitle: seed.title,
        projectSummary: seed.summary,
        ...approvedRequestDates(index),
        intendedUseOfData: seed.uses.map((value) => ({ value })),
        principalInvestigator: { firstName, lastName, title, country, organization, organizationType },
        ...(linked.length > 0 ? { datasets: { connect: linked } } : {}),
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * The Document Service emits its entry events when the surrounding transaction commits,
 * without awaiting them; each one reads the entry back. Waiting until the connection pool has
 * been idle for a few ticks lets them finish before the next step (and before a test stops
 * Strapi, which would otherwise abort them).
 */
async function databaseSettled(strapi: Core.Strapi): Promise<void> {
  type Pool = { numUsed(): number; numPendingAcquires(): number; numPendingCreates(): number };
  const pool = (strapi.db.connection as unknown as { client: { pool?: Pool } }).client.pool;
  if (!pool) return;
  for (let idleTicks = 0, waited = 0; idleTicks < 3 && waited < 10_000; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    idleTicks = pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() === 0 ? idleTicks + 1 : 0;
  }
}

export async function seedGovernance(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  // One transaction per step: far fewer commits (and fsyncs on SQLite) than one per document.
  const inTransaction = async <T>(work: () => Promise<T>): Promise<T> => {
    const result = await strapi.db.transaction(work);
    await databaseSettled(strapi);
    return result;
  };
  const media = await seedMedia(strapi);
  await inTransaction(async () => {
    await seedSingleType(strapi, 'api::data-governance.data-governance', {
      en: governancePage('en', media),
      fr: governancePage('fr', media),
    });
    await seedSingleType(strapi, 'api::data-governance-process.data-governance-process', {
      en: processPage('en', media),
      fr: processPage('fr', media),
    });
    await seedSingleType(strapi, 'api::data-governance-committee.data-governance-committee', {
      en: committeePage('en', media),
      fr: committeePage('fr', media),
    });
    await seedSingleType(strapi, 'api::data-governance-security.data-governance-security', {
      en: securityPage('en', media),
      fr: securityPage('fr', media),
    });
    await seedCommittee(strapi, media);
  });
  await inTransaction(() => seedPoliciesAndProceedings(strapi));
  await inTransaction(() => seedApprovedRequests(strapi));
  strapi.log.info(`Governance content checked in ${Date.now() - started} ms`);
}
