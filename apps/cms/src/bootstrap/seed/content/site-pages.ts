import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { seedSingleType, type Localized } from '../lib/documents';
import { ensureImage, ensureUpload, type SeededMedia } from '../lib/media';
import { makePdf } from '../lib/pdf';
import { bannerSvg, iconSvg } from '../lib/svg';

/**
 * Demo content of the site pages (home, about, contact, account, news, partner and provider
 * pages, the profile area, the request-form texts and the data sample) in English and French.
 *
 * Each page is written once with `t(english, french)` for every translated text, so values
 * that must not differ between locales (option values, validation rules, images, dates,
 * links) are written once and cannot drift apart.
 */

type Data = Record<string, unknown>;
type Locale = 'en' | 'fr';
type Translate = <V>(en: V, fr: V) => V;

function bilingual(build: (t: Translate, locale: Locale) => Data): Localized<Data> {
  return {
    en: build((en) => en, 'en'),
    fr: build((_en, fr) => fr, 'fr'),
  };
}

const SITE_NAME = { en: 'Open Data Access Portal', fr: 'Portail d’accès aux données ouvertes' };

/** The portal team's public address (the only e-mail address the public pages publish). */
export const PUBLIC_CONTACT_EMAIL = 'contact@portal.localhost';

function seo(t: Translate, title: [string, string], description: [string, string], image?: SeededMedia, path = '') {
  const metaTitle = t(`${title[0]} | ${SITE_NAME.en}`, `${title[1]} | ${SITE_NAME.fr}`);
  const metaDescription = t(description[0], description[1]);
  return {
    metaTitle: metaTitle.length <= 70 ? metaTitle : t(title[0], title[1]),
    metaDescription,
    metaRobots: 'index, follow',
    canonicalURL: `${t('/en', '/fr')}${path}`,
    ...(image ? { metaImage: image.id } : {}),
    openGraph: {
      ogTitle: t(title[0], title[1]),
      ogDescription: metaDescription,
      ogType: 'website',
      ogUrl: `${t('/en', '/fr')}${path}`,
      ...(image ? { ogImage: image.id } : {}),
    },
  };
}

const link = (label: string, url: string, isExternal = false) => ({ label, url, isExternal });

// ---------------------------------------------------------------------------------------------
// Form choices and rules shared by several pages

/** Values are what `isAcademic` compares (lowercased): 'academic' and 'academic / non-profit' are academic. */
const ORGANIZATION_TYPES: ReadonlyArray<readonly [value: string, en: string, fr: string]> = [
  ['academic', 'Academic', 'Universitaire'],
  ['academic / non-profit', 'Academic / Non-profit', 'Universitaire / Organisme sans but lucratif'],
  ['government', 'Government', 'Gouvernement'],
  ['industry', 'Industry', 'Industrie'],
  ['healthcare provider', 'Healthcare provider', 'Établissement de santé'],
  ['other', 'Other', 'Autre'],
];

const CONTACT_REASONS: ReadonlyArray<readonly [value: string, en: string, fr: string]> = [
  ['dataset-access', 'A question about accessing a dataset', 'Une question sur l’accès à un jeu de données'],
  ['application-status', 'The status of my access request', 'Le suivi de ma demande d’accès'],
  ['data-provider', 'Sharing data through the portal', 'Partager des données par l’intermédiaire du portail'],
  ['partnership', 'Becoming a partner', 'Devenir partenaire'],
  [
    'technical-support',
    'Technical support (account, sign-in, downloads)',
    'Assistance technique (compte, connexion, téléchargements)',
  ],
  ['media', 'Media and press enquiries', 'Demandes des médias et de la presse'],
  ['other', 'Something else', 'Autre sujet'],
];

function options(t: Translate, table: ReadonlyArray<readonly [string, string, string]>) {
  return table.map(([value, en, fr]) => ({ value, label: t(en, fr) }));
}

type Rule = readonly [field: string, rule: string, value: string, en: string, fr: string];

const NAME_RULES: Rule[] = [
  ['firstName', 'required', 'true', 'Please enter your first name.', 'Veuillez saisir votre prénom.'],
  [
    'firstName',
    'maxLength',
    '100',
    'Your first name must be 100 characters or fewer.',
    'Votre prénom doit comporter au plus 100 caractères.',
  ],
  ['lastName', 'required', 'true', 'Please enter your last name.', 'Veuillez saisir votre nom de famille.'],
  [
    'lastName',
    'maxLength',
    '100',
    'Your last name must be 100 characters or fewer.',
    'Votre nom de famille doit comporter au plus 100 caractères.',
  ],
];

const ORGANIZATION_RULES: Rule[] = [
  [
    'organization',
    'required',
    'true',
    'Please enter the organization you work for.',
    'Veuillez indiquer l’organisation pour laquelle vous travaillez.',
  ],
  [
    'organization',
    'maxLength',
    '200',
    'The organization name must be 200 characters or fewer.',
    'Le nom de l’organisation doit comporter au plus 200 caractères.',
  ],
  [
    'organizationType',
    'required',
    'true',
    'Please select the type of your organization.',
    'Veuillez sélectionner le type de votre organisation.',
  ],
  [
    'country',
    'required',
    'true',
    'Please enter the country where you work.',
    'Veuillez indiquer le pays où vous travaillez.',
  ],
  [
    'country',
    'maxLength',
    '100',
    'The country must be 100 characters or fewer.',
    'Le pays doit comporter au plus 100 caractères.',
  ],
];

const REGISTRATION_RULES: Rule[] = [
  ...NAME_RULES,
  ['email', 'required', 'true', 'Please enter your email address.', 'Veuillez saisir votre adresse courriel.'],
  [
    'email',
    'email',
    'true',
    'Please enter a valid email address, for example name@university.ca.',
    'Veuillez saisir une adresse courriel valide, par exemple nom@universite.ca.',
  ],
  [
    'email',
    'maxLength',
    '254',
    'Your email address must be 254 characters or fewer.',
    'Votre adresse courriel doit comporter au plus 254 caractères.',
  ],
  ['password', 'required', 'true', 'Please choose a password.', 'Veuillez choisir un mot de passe.'],
  [
    'password',
    'minLength',
    '8',
    'Your password must be at least 8 characters long.',
    'Votre mot de passe doit comporter au moins 8 caractères.',
  ],
  [
    'password',
    'maxLength',
    '128',
    'Your password must be 128 characters or fewer.',
    'Votre mot de passe doit comporter au plus 128 caractères.',
  ],
  [
    'password',
    'pattern',
    '[A-Za-z]',
    'Your password must contain at least one letter.',
    'Votre mot de passe doit contenir au moins une lettre.',
  ],
  [
    'password',
    'pattern',
    '\\d',
    'Your password must contain at least one digit.',
    'Votre mot de passe doit contenir au moins un chiffre.',
  ],
  [
    'confirmPassword',
    'required',
    'true',
    'Please type your password again.',
    'Veuillez saisir votre mot de passe une deuxième fois.',
  ],
  [
    'confirmPassword',
    'matchesField',
    'password',
    'The two passwords do not match.',
    'Les deux mots de passe ne correspondent pas.',
  ],
  ...ORGANIZATION_RULES,
];

const PROFILE_RULES: Rule[] = [...NAME_RULES, ...ORGANIZATION_RULES];

function validations(t: Translate, rules: Rule[]) {
  return rules.map(([field, rule, value, en, fr]) => ({ field, rule, value, message: t(en, fr) }));
}

function field(label: string, placeholder?: string, hint?: string) {
  return { label, ...(placeholder ? { placeholder } : {}), ...(hint ? { hint } : {}) };
}

// ---------------------------------------------------------------------------------------------
// The data sample: a small synthetic cohort extract (deterministic, so every boot makes the same file)

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const DATA_SAMPLE_COLUMNS = [
  'participant_id',
  'sex',
  'age_at_baseline',
  'baseline_year',
  'province',
  'education_level',
  'smoking_status',
  'bmi_kg_m2',
  'systolic_bp_mmhg',
  'diastolic_bp_mmhg',
  'hba1c_percent',
  'total_cholesterol_mmol_l',
  'physical_activity_min_week',
  'self_rated_health',
  'follow_up_years',
  'incident_cvd',
] as const;

export const DATA_SAMPLE_ROWS = 50;

export function dataSampleCsv(rows = DATA_SAMPLE_ROWS): string {
  const rnd = random(20240517);
  const pick = <T>(items: readonly T[], weights?: readonly number[]): T => {
    const w = weights ?? items.map(() => 1);
    let r = rnd() * w.reduce((a, b) => a + b, 0);
    for (let i = 0; i < items.length; i++) {
      r -= w[i] ?? 0;
      if (r <= 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  };
  const normal = (mean: number, sd: number) => {
    const u = Math.max(rnd(), 1e-9);
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd());
  };
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const lines = [DATA_SAMPLE_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i++) {
    const sex = pick(['F', 'M'], [52, 48]);
    const age = Math.round(clamp(normal(54, 9), 35, 74));
    const year = 2009 + Math.floor(rnd() * 7);
    const province = pick(['QC', 'ON', 'BC', 'AB', 'NS', 'MB', 'NB', 'SK'], [24, 30, 14, 11, 6, 6, 5, 4]);
    const education = pick(['secondary', 'college', 'university', 'graduate'], [28, 30, 27, 15]);
    const smoking = pick(['never', 'former', 'current'], [52, 34, 14]);
    const bmi = clamp(normal(27.4, 4.6), 18.5, 44);
    const systolic = Math.round(
      clamp(normal(112 + age * 0.35 + (bmi - 27) * 0.9 + (sex === 'M' ? 4 : 0), 13), 92, 190),
    );
    const diastolic = Math.round(clamp(systolic * 0.6 + normal(3, 6), 55, 110));
    const hba1c = clamp(normal(5.5 + (bmi - 27) * 0.04 + (age - 54) * 0.01, 0.45), 4.6, 9.8);
    const cholesterol = clamp(normal(5.1 + (sex === 'F' ? 0.15 : 0), 0.9), 3.1, 8.2);
    const activity = Math.round(clamp(normal(smoking === 'current' ? 120 : 165, 90), 0, 600) / 5) * 5;
    const health = pick(['excellent', 'very good', 'good', 'fair', 'poor'], [14, 34, 33, 15, 4]);
    const followUp = clamp(2025 - year - rnd() * 1.5, 6, 16);
    const risk =
      0.02 +
      (age - 35) * 0.003 +
      (smoking === 'current' ? 0.08 : 0) +
      (systolic > 140 ? 0.07 : 0) +
      (hba1c > 6.5 ? 0.06 : 0);
    const event = rnd() < risk ? 1 : 0;
    lines.push(
      [
        `SAMPLE-${String(i).padStart(4, '0')}`,
        sex,
        age,
        year,
        province,
        education,
        smoking,
        bmi.toFixed(1),
        systolic,
        diastolic,
        hba1c.toFixed(1),
        cholesterol.toFixed(2),
        activity,
        `"${health}"`,
        followUp.toFixed(1),
        event,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

function dataSampleGuide(): Buffer {
  return makePdf('Synthetic cohort data sample - guide', [
    'This file accompanies cohort-data-sample.csv, a synthetic extract of 50 participants',
    'shaped like the baseline and follow-up data of the cohort datasets in the portal.',
    'No row describes a real person: values were simulated from published distributions.',
    '',
    'Variables',
    'participant_id - pseudonymous identifier (SAMPLE-0001 to SAMPLE-0050)',
    'sex - sex recorded at baseline (F, M)',
    'age_at_baseline - age in completed years at the baseline visit (35-74)',
    'baseline_year - calendar year of the baseline visit',
    'province - province of residence at baseline (two-letter code)',
    'education_level - highest level completed (secondary, college, university, graduate)',
    'smoking_status - never, former or current smoker at baseline',
    'bmi_kg_m2 - body mass index measured at baseline (kg/m2)',
    'systolic_bp_mmhg, diastolic_bp_mmhg - mean of two seated readings (mmHg)',
    'hba1c_percent - glycated haemoglobin (%)',
    'total_cholesterol_mmol_l - non-fasting total cholesterol (mmol/L)',
    'physical_activity_min_week - moderate-to-vigorous activity, self-reported (min/week)',
    'self_rated_health - excellent, very good, good, fair or poor',
    'follow_up_years - time from baseline to last linked record (years)',
    'incident_cvd - first cardiovascular event during follow-up (1 = yes, 0 = no)',
    '',
    'Using the sample',
    'The sample is meant for testing analysis code and planning an access request.',
    'Its values must not be used to draw scientific conclusions.',
    'Licence: Creative Commons Attribution 4.0 (CC BY 4.0).',
    'Questions: contact the portal team through the contact-us page.',
  ]);
}

// ---------------------------------------------------------------------------------------------

/**
 * Page banners are gradients: as JPEG they encode (with the upload plugin's responsive
 * formats) about three times faster than PNG and weigh a quarter as much. At most 1280px
 * wide, so no `large` format is generated for them.
 */
async function ensureBanner(
  strapi: Core.Strapi,
  image: { name: string; label: string; alternativeText: string; width?: number; height?: number },
): Promise<SeededMedia> {
  const existing = (await strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { name: image.name } })) as SeededMedia | null;
  if (existing) return existing;
  const buffer = await sharp(Buffer.from(bannerSvg(image.label, image.width ?? 1280, image.height ?? 500)))
    .jpeg({ quality: 82 })
    .toBuffer();
  return ensureUpload(strapi, { name: image.name, buffer, mime: 'image/jpeg', alternativeText: image.alternativeText });
}

/** Awaits an object of uploads concurrently and returns the same keys with their results. */
async function settle<T extends Record<string, Promise<SeededMedia>>>(
  uploads: T,
): Promise<{ [K in keyof T]: SeededMedia }> {
  const entries = await Promise.all(Object.entries(uploads).map(async ([key, upload]) => [key, await upload] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: SeededMedia };
}

/** Every image and file of the site pages, uploaded concurrently (each once per file name). */
function uploadSiteMedia(strapi: Core.Strapi) {
  const banner = (name: string, label: string, alternativeText: string, width?: number, height?: number) =>
    ensureBanner(strapi, { name, label, alternativeText, width, height });
  const icon = (name: string, glyph: string, alternativeText: string) =>
    ensureImage(strapi, { name, svg: iconSvg(name, glyph), alternativeText });
  return settle({
    heroImage: ensureImage(strapi, {
      name: 'home-hero.png',
      svg: bannerSvg('home', 1600, 700),
      alternativeText: 'Abstract shapes in deep blue',
    }),
    storyHero: banner('our-story-hero.jpg', 'our-story', 'Researchers reviewing results together around a table'),
    contactHero: banner('contact-us-hero.jpg', 'contact-us', 'A help desk with a headset and an open laptop'),
    accountHero: banner('create-account-hero.jpg', 'create-account', 'A researcher signing in on a laptop'),
    newsHero: banner('news-hero.jpg', 'news', 'Printed newsletters fanned out on a desk'),
    providerHero: banner('data-provider-hero.jpg', 'data-provider', 'Server racks in a secure data centre'),
    partnerHero: banner('become-partner-hero.jpg', 'become-partner', 'Two people shaking hands in a meeting room'),
    profileHero: banner('profile-hero.jpg', 'profile', 'A personal workspace with a notebook and a laptop', 1200, 360),
    requestsHero: banner(
      'profile-requests-hero.jpg',
      'profile-requests',
      'Folders of applications stacked on a desk',
      1200,
      360,
    ),
    bookmarksHero: banner('profile-bookmarks-hero.jpg', 'profile-bookmarks', 'Bookmarked pages in a binder', 1200, 360),
    aboutOrigins: banner(
      'our-story-origins.jpg',
      'origins',
      'Archive boxes of questionnaires from the first recruitment wave',
      960,
      640,
    ),
    aboutPeople: banner('our-story-people.jpg', 'people', 'Members of the portal team at a workshop', 960, 640),
    aboutPlatform: banner(
      'our-story-platform.jpg',
      'platform',
      'A secure analysis environment shown on two screens',
      960,
      640,
    ),
    newsRelease: banner(
      'news-data-release.jpg',
      'release-2026',
      'Charts from the 2026 follow-up data release',
      800,
      450,
    ),
    newsCommittee: banner('news-committee.jpg', 'committee-2026', 'The data access committee in session', 800, 450),
    newsWebinar: banner('news-webinar.jpg', 'webinar', 'A presenter giving an online training session', 800, 450),
    iconPrivacy: icon('icon-privacy.png', 'P', 'Padlock icon'),
    iconOpen: icon('icon-transparency.png', 'T', 'Open book icon'),
    iconQuality: icon('icon-quality.png', 'Q', 'Check mark icon'),
    iconFair: icon('icon-fair.png', 'F', 'Balance scale icon'),
    iconPeople: icon('icon-participants.png', 'C', 'Group of people icon'),
    iconReach: icon('icon-reach.png', 'R', 'Globe icon'),
    iconSupport: icon('icon-support.png', 'S', 'Life buoy icon'),
    iconCredit: icon('icon-credit.png', 'A', 'Award ribbon icon'),
    sampleFile: ensureUpload(strapi, {
      name: 'cohort-data-sample.csv',
      buffer: Buffer.from(dataSampleCsv(), 'utf8'),
      mime: 'text/csv',
      alternativeText: 'Synthetic cohort data sample: 50 participants, 16 variables (CSV)',
    }),
    sampleGuide: ensureUpload(strapi, {
      name: 'cohort-data-sample-guide.pdf',
      buffer: dataSampleGuide(),
      mime: 'application/pdf',
      alternativeText: 'Guide to the variables of the synthetic cohort data sample (PDF)',
    }),
  });
}

type SiteMedia = Awaited<ReturnType<typeof uploadSiteMedia>>;

export async function seedSitePages(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  const media = await uploadSiteMedia(strapi);
  const uploaded = Date.now();
  // One transaction for all pages: SQLite commits (and syncs to disk) once instead of four
  // times per page, which cut the page time by about a third here; and a failure leaves no
  // half-seeded page behind.
  await strapi.db.transaction(() => seedPages(strapi, media));
  strapi.log.debug(`Site pages: media ${uploaded - started} ms, pages ${Date.now() - uploaded} ms`);
}

async function seedPages(strapi: Core.Strapi, media: SiteMedia): Promise<void> {
  const {
    heroImage,
    storyHero,
    contactHero,
    accountHero,
    newsHero,
    providerHero,
    partnerHero,
    profileHero,
    requestsHero,
    bookmarksHero,
    aboutOrigins,
    aboutPeople,
    aboutPlatform,
    newsRelease,
    newsCommittee,
    newsWebinar,
    iconPrivacy,
    iconOpen,
    iconQuality,
    iconFair,
    iconPeople,
    iconReach,
    iconSupport,
    iconCredit,
    sampleFile,
    sampleGuide,
  } = media;

  await seedSingleType(
    strapi,
    'api::home.home',
    bilingual((t) => ({
      seo: seo(
        t,
        ['Home', 'Accueil'],
        [
          'Discover research datasets and request governed access to them.',
          'Découvrez des jeux de données de recherche et demandez un accès encadré.',
        ],
        heroImage,
      ),
      hero: {
        eyebrowText: t('Research data, responsibly shared', 'Des données de recherche partagées de façon responsable'),
        title: t('Find the data your research needs', 'Trouvez les données dont votre recherche a besoin'),
        description: t(
          'Browse curated cohort, survey and biobank datasets, read how access decisions are made, and apply for the data you need in one place.',
          'Parcourez des jeux de données de cohortes, d’enquêtes et de biobanques, découvrez comment les décisions d’accès sont prises et présentez votre demande au même endroit.',
        ),
        image: heroImage.id,
        cta: link(t('Browse the dataset library', 'Parcourir la bibliothèque de données'), '/dataset'),
      },
      intro: {
        eyebrowText: t('How it works', 'Comment ça fonctionne'),
        title: t('From question to analysis in three steps', 'De la question à l’analyse en trois étapes'),
        columns: [
          {
            title: t('Explore', 'Explorer'),
            body: t(
              'Each dataset has an overview, summary statistics and a **data dictionary**, so you can judge whether it answers your question before you apply.',
              'Chaque jeu de données comporte une présentation, des statistiques descriptives et un **dictionnaire de données** : vous pouvez juger s’il répond à votre question avant de présenter une demande.',
            ),
          },
          {
            title: t('Apply', 'Demander'),
            body: t(
              'Describe your project, your team and the variables you need. Applications are reviewed by an independent data access committee.',
              'Décrivez votre projet, votre équipe et les variables dont vous avez besoin. Les demandes sont évaluées par un comité d’accès aux données indépendant.',
            ),
          },
          {
            title: t('Analyse', 'Analyser'),
            body: t(
              'Once your data access agreement is signed, you work with the approved extract in a secure environment. Approved projects are listed in the public registry.',
              'Une fois l’entente d’accès signée, vous travaillez sur l’extrait approuvé dans un environnement sécurisé. Les projets approuvés figurent au registre public.',
            ),
          },
        ],
      },
      highlights: {
        title: t('Why researchers use the portal', 'Pourquoi les chercheurs utilisent le portail'),
        items: [
          {
            title: t('Curated, documented data', 'Des données documentées et vérifiées'),
            description: t(
              'Every variable is described, with units and collection waves.',
              'Chaque variable est décrite, avec ses unités et ses vagues de collecte.',
            ),
            image: iconQuality.id,
            link: link(t('See the datasets', 'Voir les jeux de données'), '/dataset'),
          },
          {
            title: t('A transparent process', 'Un processus transparent'),
            description: t(
              'Criteria, timelines and decisions are published.',
              'Les critères, les délais et les décisions sont publics.',
            ),
            image: iconOpen.id,
            link: link(t('How access is decided', 'Comment l’accès est décidé'), '/data-governance/process'),
          },
          {
            title: t('Privacy by design', 'La confidentialité dès la conception'),
            description: t(
              'Participants’ data never leave the secure environment identifiable.',
              'Les données des participants ne quittent jamais l’environnement sécurisé sous une forme identifiable.',
            ),
            image: iconPrivacy.id,
            link: link(t('Our safeguards', 'Nos mesures de protection'), '/data-governance/security'),
          },
        ],
      },
      dataSampleTitle: t('Try a data sample', 'Essayez un échantillon de données'),
      dataSampleDescription: t(
        'Download a synthetic extract of 50 participants with the same structure as our cohort data to test your code before you apply.',
        'Téléchargez un extrait synthétique de 50 participants, structuré comme nos données de cohorte, pour tester votre code avant de présenter une demande.',
      ),
      dataSampleButtonLabel: t('Download the sample', 'Télécharger l’échantillon'),
      partnerCta: {
        title: t(
          'Hold data that could serve more research?',
          'Vous détenez des données utiles à d’autres recherches ?',
        ),
        description: t(
          'Universities, hospitals and public agencies share their datasets through the portal while keeping control of who uses them and why.',
          'Universités, hôpitaux et organismes publics partagent leurs données par l’intermédiaire du portail tout en gardant le contrôle sur qui les utilise et pourquoi.',
        ),
        image: partnerHero.id,
        link: link(t('Become a partner', 'Devenir partenaire'), '/become-partner'),
      },
    })),
  );

  await seedSingleType(
    strapi,
    'api::our-story.our-story',
    bilingual((t) => ({
      seo: seo(
        t,
        ['Our story', 'Notre histoire'],
        [
          'Who we are, why the portal exists and how we look after participants’ data.',
          'Qui nous sommes, pourquoi le portail existe et comment nous protégeons les données des participants.',
        ],
        storyHero,
        '/about/our-story',
      ),
      hero: {
        eyebrowText: t('About us', 'À propos'),
        title: t(
          'Data given by thousands, put to work for everyone',
          'Des données confiées par des milliers de personnes, au service de tous',
        ),
        description: t(
          'Since 2009, more than 40,000 adults have answered our questionnaires, given samples and agreed to be followed over time. The portal makes that generosity count.',
          'Depuis 2009, plus de 40 000 adultes ont répondu à nos questionnaires, donné des échantillons et accepté d’être suivis dans le temps. Le portail donne tout son sens à cette générosité.',
        ),
        image: storyHero.id,
      },
      mission: {
        title: t('Our mission', 'Notre mission'),
        text: t(
          'We make high-quality population health data **findable, understandable and usable** by qualified researchers, under rules that participants and the public can trust.\n\nEvery decision we take weighs two duties: to enable research that improves health, and to protect the people behind the data.',
          'Nous rendons des données de santé populationnelle de grande qualité **faciles à trouver, à comprendre et à utiliser** par des chercheurs qualifiés, selon des règles dignes de la confiance des participants et du public.\n\nChacune de nos décisions concilie deux devoirs : permettre une recherche qui améliore la santé et protéger les personnes derrière les données.',
        ),
      },
      commitments: {
        title: t('Our commitments', 'Nos engagements'),
        description: t(
          'Five principles guide how we share data.',
          'Cinq principes guident notre façon de partager les données.',
        ),
        items: [
          {
            title: t('Protect privacy', 'Protéger la vie privée'),
            description: t(
              'Direct identifiers are removed before any release, and analyses run in a secure environment.',
              'Les identifiants directs sont retirés avant toute communication et les analyses se font dans un environnement sécurisé.',
            ),
            image: iconPrivacy.id,
          },
          {
            title: t('Be transparent', 'Faire preuve de transparence'),
            description: t(
              'We publish our access criteria, committee decisions and the list of approved projects.',
              'Nous publions nos critères d’accès, les décisions du comité et la liste des projets approuvés.',
            ),
            image: iconOpen.id,
          },
          {
            title: t('Ensure data quality', 'Garantir la qualité des données'),
            description: t(
              'Each release is checked, versioned and documented in a data dictionary.',
              'Chaque version est vérifiée, numérotée et documentée dans un dictionnaire de données.',
            ),
            image: iconQuality.id,
          },
          {
            title: t('Treat applicants fairly', 'Traiter les demandeurs équitablement'),
            description: t(
              'The same criteria apply to every applicant, whatever their institution or sector.',
              'Les mêmes critères s’appliquent à tous les demandeurs, quels que soient leur établissement ou leur secteur.',
            ),
            image: iconFair.id,
          },
          {
            title: t('Give back to participants', 'Rendre compte aux participants'),
            description: t(
              'Findings are shared with participants in plain language every year.',
              'Les résultats sont présentés chaque année aux participants dans un langage clair.',
            ),
            image: iconPeople.id,
          },
          {
            title: t('Support researchers', 'Accompagner les chercheurs'),
            description: t(
              'Our team helps you prepare your application and understand the data.',
              'Notre équipe vous aide à préparer votre demande et à comprendre les données.',
            ),
            image: iconSupport.id,
          },
        ],
      },
      aboutUsTitle: t('Who we are', 'Qui nous sommes'),
      aboutUs: [
        {
          title: t('Where it started', 'Nos débuts'),
          text: t(
            'The cohort began in 2009 as a collaboration between four universities and their teaching hospitals. Its first recruitment wave enrolled adults aged 35 to 69 in five provinces.',
            'La cohorte est née en 2009 d’une collaboration entre quatre universités et leurs centres hospitaliers universitaires. Sa première vague de recrutement a réuni des adultes de 35 à 69 ans dans cinq provinces.',
          ),
          image: aboutOrigins.id,
          imagePosition: 'left',
        },
        {
          title: t('The people behind the portal', 'L’équipe derrière le portail'),
          text: t(
            'Data managers, epidemiologists, privacy specialists and software developers work together to prepare each release and to answer researchers’ questions.',
            'Gestionnaires de données, épidémiologistes, spécialistes de la protection de la vie privée et développeurs travaillent ensemble pour préparer chaque version et répondre aux questions des chercheurs.',
          ),
          image: aboutPeople.id,
          imagePosition: 'right',
        },
        {
          title: t('A platform built for trust', 'Une plateforme conçue pour la confiance'),
          text: t(
            'The portal replaced paper applications in 2021. Requests, reviews and agreements now follow one traceable path, and every decision is recorded.',
            'Le portail a remplacé les demandes papier en 2021. Demandes, évaluations et ententes suivent désormais un parcours unique et traçable, et chaque décision est consignée.',
          ),
          image: aboutPlatform.id,
          imagePosition: 'left',
        },
      ],
      dataGovernance: {
        title: t('Data governance', 'Gouvernance des données'),
        text: t(
          'Access is granted by an independent **data access committee** of researchers, ethicists and participant representatives. It applies published policies and reports on its decisions.',
          'L’accès est accordé par un **comité d’accès aux données** indépendant, composé de chercheurs, d’éthiciens et de représentants des participants. Il applique des politiques publiques et rend compte de ses décisions.',
        ),
        link: link(t('Read about data governance', 'En savoir plus sur la gouvernance'), '/data-governance'),
      },
      contactUs: {
        title: t('Get in touch', 'Nous joindre'),
        text: t(
          'A question about a dataset, an application or a partnership? Our team answers within two business days.',
          'Une question sur un jeu de données, une demande ou un partenariat ? Notre équipe vous répond dans un délai de deux jours ouvrables.',
        ),
        link: link(t('Contact us', 'Nous écrire'), '/about/contact-us'),
      },
    })),
  );

  await seedSingleType(
    strapi,
    'api::contact-us.contact-us',
    bilingual((t) => ({
      seo: seo(
        t,
        ['Contact us', 'Nous joindre'],
        [
          'Write to the portal team about datasets, applications, partnerships or technical problems.',
          'Écrivez à l’équipe du portail au sujet des données, des demandes, des partenariats ou d’un problème technique.',
        ],
        contactHero,
        '/about/contact-us',
      ),
      hero: {
        eyebrowText: t('Contact', 'Contact'),
        title: t('How can we help?', 'Comment pouvons-nous vous aider ?'),
        description: t(
          'Send us a message and the right person on our team will reply.',
          'Envoyez-nous un message : la bonne personne de notre équipe vous répondra.',
        ),
        image: contactHero.id,
      },
      intro: t(
        'Before writing, you may find your answer in the [dataset library](/dataset) or on the [data access process](/data-governance/process) page. We answer messages within **two business days**.',
        'Avant d’écrire, vous trouverez peut-être la réponse dans la [bibliothèque de données](/dataset) ou sur la page du [processus d’accès](/data-governance/process). Nous répondons aux messages dans un délai de **deux jours ouvrables**.',
      ),
      form: {
        nameField: field(t('Full name', 'Nom complet'), t('Jane Doe', 'Marie Tremblay')),
        emailField: field(
          t('Email address', 'Adresse courriel'),
          t('name@organization.org', 'nom@organisation.org'),
          t('We only use it to reply to you.', 'Nous l’utilisons uniquement pour vous répondre.'),
        ),
        organizationField: field(
          t('Organization', 'Organisation'),
          t('University, hospital, company…', 'Université, hôpital, entreprise…'),
        ),
        organizationTypeField: field(
          t('Organization type', 'Type d’organisation'),
          t('Select a type', 'Sélectionnez un type'),
        ),
        reasonField: field(
          t('Reason for contacting us', 'Motif de votre message'),
          t('Select a reason', 'Sélectionnez un motif'),
        ),
        messageField: field(
          t('Message', 'Message'),
          t('How can we help?', 'Comment pouvons-nous vous aider ?'),
          t(
            'Please do not include health information about yourself or others.',
            'Veuillez ne pas inclure de renseignements de santé vous concernant ou concernant d’autres personnes.',
          ),
        ),
        consentLabel: t(
          'I agree that the portal team stores my message and contact details to answer me. They are deleted after 12 months.',
          'J’accepte que l’équipe du portail conserve mon message et mes coordonnées pour me répondre. Ils sont supprimés après 12 mois.',
        ),
        submitLabel: t('Send message', 'Envoyer le message'),
        successMessage: t(
          'Thank you, your message has been sent. We will reply within two business days.',
          'Merci, votre message a bien été envoyé. Nous vous répondrons dans un délai de deux jours ouvrables.',
        ),
        errorMessage: t(
          'Your message could not be sent. Please try again in a few minutes.',
          'Votre message n’a pas pu être envoyé. Veuillez réessayer dans quelques minutes.',
        ),
      },
      contactReasonOptions: options(t, CONTACT_REASONS),
      organizationTypeOptions: options(t, ORGANIZATION_TYPES),
      contactDetails: {
        title: t('Portal team', 'Équipe du portail'),
        contactEmail: PUBLIC_CONTACT_EMAIL,
        phone: '+1 514 555 0142',
        address: t(
          'Open Data Access Portal\n2155 Guy Street, Suite 800\nMontréal, QC H3H 2R9\nCanada',
          'Portail d’accès aux données ouvertes\n2155, rue Guy, bureau 800\nMontréal (Québec) H3H 2R9\nCanada',
        ),
        officeHours: t(
          'Monday to Friday, 9 a.m. to 5 p.m. (Eastern Time)',
          'Du lundi au vendredi, de 9 h à 17 h (heure de l’Est)',
        ),
      },
    })),
  );

  await seedSingleType(
    strapi,
    'api::create-account.create-account',
    bilingual((t) => ({
      seo: seo(
        t,
        ['Create an account', 'Créer un compte'],
        [
          'Register to bookmark datasets and apply for data access.',
          'Inscrivez-vous pour enregistrer des jeux de données et demander un accès.',
        ],
        accountHero,
        '/create-account',
      ),
      hero: {
        eyebrowText: t('Join the portal', 'Rejoindre le portail'),
        title: t('Create your researcher account', 'Créez votre compte de chercheur'),
        description: t(
          'An account lets you bookmark datasets, apply for access and follow your applications.',
          'Un compte vous permet d’enregistrer des jeux de données, de demander un accès et de suivre vos demandes.',
        ),
        image: accountHero.id,
      },
      intro: t(
        'Use your **institutional email address**: it helps the committee confirm your affiliation. Accounts are personal; each member of a project team needs their own.',
        'Utilisez votre **adresse courriel institutionnelle** : elle aide le comité à confirmer votre affiliation. Les comptes sont personnels ; chaque membre d’une équipe de projet doit avoir le sien.',
      ),
      form: {
        firstNameField: field(t('First name', 'Prénom')),
        lastNameField: field(t('Last name', 'Nom de famille')),
        emailField: field(
          t('Email address', 'Adresse courriel'),
          t('name@university.ca', 'nom@universite.ca'),
          t(
            'We will send a confirmation link to this address.',
            'Nous enverrons un lien de confirmation à cette adresse.',
          ),
        ),
        passwordField: field(
          t('Password', 'Mot de passe'),
          undefined,
          t(
            'At least 8 characters, including a letter and a digit.',
            'Au moins 8 caractères, dont une lettre et un chiffre.',
          ),
        ),
        confirmPasswordField: field(t('Confirm password', 'Confirmer le mot de passe')),
        organizationField: field(
          t('Organization', 'Organisation'),
          t('e.g. McGill University', 'p. ex. Université de Montréal'),
          t(
            'The institution that employs you or where you study.',
            'L’établissement qui vous emploie ou où vous étudiez.',
          ),
        ),
        organizationTypeField: field(
          t('Organization type', 'Type d’organisation'),
          t('Select a type', 'Sélectionnez un type'),
        ),
        countryField: field(t('Country', 'Pays'), t('Canada', 'Canada')),
        newsletterLabel: t(
          'Send me news about new datasets and releases (about four emails a year).',
          'Envoyez-moi les nouvelles sur les jeux de données et les versions (environ quatre courriels par an).',
        ),
        submitLabel: t('Create account', 'Créer le compte'),
        successMessage: t(
          'Almost done: check your inbox and click the link we sent to confirm your email address.',
          'C’est presque terminé : consultez votre boîte de réception et cliquez sur le lien envoyé pour confirmer votre adresse courriel.',
        ),
        loginPrompt: t('Already have an account?', 'Vous avez déjà un compte ?'),
        loginLink: link(t('Sign in', 'Se connecter'), '/login'),
      },
      organizationTypeOptions: options(t, ORGANIZATION_TYPES),
      termsText: t(
        'By creating an account you accept the [terms of use](/data-governance/process#policies) and confirm that the information you give is accurate. We use your details only to manage your account and your applications.',
        'En créant un compte, vous acceptez les [conditions d’utilisation](/data-governance/process#policies) et confirmez l’exactitude des renseignements fournis. Nous utilisons vos données uniquement pour gérer votre compte et vos demandes.',
      ),
      formValidations: validations(t, REGISTRATION_RULES),
    })),
  );

  await seedSingleType(
    strapi,
    'api::new.new',
    bilingual((t) => ({
      seo: seo(
        t,
        ['News', 'Nouvelles'],
        [
          'Data releases, committee decisions and events of the portal.',
          'Nouvelles versions de données, décisions du comité et événements du portail.',
        ],
        newsHero,
        '/news',
      ),
      hero: {
        eyebrowText: t('News', 'Nouvelles'),
        title: t('What’s new on the portal', 'Quoi de neuf sur le portail'),
        description: t(
          'Data releases, governance updates and training sessions.',
          'Nouvelles versions de données, mises à jour de la gouvernance et séances de formation.',
        ),
        image: newsHero.id,
      },
      newsItems: [
        {
          title: t(
            'Follow-up wave 4 data now available',
            'Les données de la quatrième vague de suivi sont disponibles',
          ),
          date: '2026-10-14',
          summary: t(
            'Questionnaire and physical measurement data from the fourth follow-up wave (2022–2025) can now be requested. The data dictionary lists 312 new variables.',
            'Les données de questionnaire et de mesures physiques de la quatrième vague de suivi (2022-2025) peuvent maintenant être demandées. Le dictionnaire de données compte 312 nouvelles variables.',
          ),
          image: newsRelease.id,
          link: link(t('See the dataset', 'Voir le jeu de données'), '/dataset'),
        },
        {
          title: t('New members join the data access committee', 'De nouveaux membres au comité d’accès aux données'),
          date: '2026-09-02',
          summary: t(
            'A bioethicist and a second participant representative joined the committee, which now has nine members.',
            'Une bioéthicienne et un second représentant des participants se sont joints au comité, qui compte désormais neuf membres.',
          ),
          image: newsCommittee.id,
          link: link(t('Meet the committee', 'Découvrir le comité'), '/data-governance/committee'),
        },
        {
          title: t('Webinar: preparing a strong access request', 'Webinaire : préparer une demande d’accès solide'),
          date: '2026-06-18',
          summary: t(
            'The recording of our June webinar is online: how to describe your project, choose variables and plan your analysis.',
            'L’enregistrement de notre webinaire de juin est en ligne : comment décrire votre projet, choisir les variables et planifier votre analyse.',
          ),
          image: newsWebinar.id,
          link: link(
            t('Watch the recording', 'Voir l’enregistrement'),
            'https://www.youtube.com/@opendataaccessportal',
            true,
          ),
        },
      ],
      emptyStateText: t('There is no news yet. Come back soon.', 'Aucune nouvelle pour le moment. Revenez bientôt.'),
    })),
  );

  await seedSingleType(
    strapi,
    'api::data-provider.data-provider',
    bilingual((t) => ({
      seo: seo(
        t,
        ['Data providers', 'Fournisseurs de données'],
        [
          'Share your research data through the portal, with governance and support included.',
          'Partagez vos données de recherche par l’intermédiaire du portail, gouvernance et soutien compris.',
        ],
        providerHero,
        '/data-provider',
      ),
      hero: {
        eyebrowText: t('For data providers', 'Pour les fournisseurs de données'),
        title: t('Give your data a second life', 'Donnez une seconde vie à vos données'),
        description: t(
          'Cohorts, trials and registries hold far more answers than one team can find. We help you share them safely and get credit for it.',
          'Les cohortes, les essais et les registres contiennent bien plus de réponses qu’une seule équipe ne peut en trouver. Nous vous aidons à les partager en toute sécurité et à en obtenir la reconnaissance.',
        ),
        image: providerHero.id,
        cta: link(t('Talk to us', 'Parlons-en'), '/about/contact-us?reason=data-provider'),
      },
      textColumns: {
        eyebrowText: t('Why share', 'Pourquoi partager'),
        title: t('You keep control, we do the heavy lifting', 'Vous gardez le contrôle, nous nous chargeons du reste'),
        columns: [
          {
            title: t('You decide', 'Vous décidez'),
            body: t(
              'You set the conditions of use, and a representative of your team can sit on the committee when your data are discussed.',
              'Vous fixez les conditions d’utilisation, et un représentant de votre équipe peut siéger au comité lorsque vos données sont examinées.',
            ),
          },
          {
            title: t('We curate', 'Nous préparons'),
            body: t(
              'Our data managers harmonise variables, write the data dictionary and prepare de-identified extracts.',
              'Nos gestionnaires de données harmonisent les variables, rédigent le dictionnaire de données et préparent des extraits dépersonnalisés.',
            ),
          },
          {
            title: t('Everyone benefits', 'Tout le monde y gagne'),
            body: t(
              'Approved projects cite your dataset, and you receive a yearly report of its use.',
              'Les projets approuvés citent votre jeu de données, et vous recevez chaque année un rapport sur son utilisation.',
            ),
          },
        ],
      },
      benefits: {
        title: t('What you get', 'Ce que vous obtenez'),
        items: [
          {
            title: t('Visibility', 'De la visibilité'),
            description: t(
              'Your dataset is listed in the library with its own page and statistics.',
              'Votre jeu de données figure dans la bibliothèque, avec sa propre page et ses statistiques.',
            ),
            image: iconReach.id,
          },
          {
            title: t('Governance included', 'Une gouvernance incluse'),
            description: t(
              'Applications are reviewed by an established, independent committee.',
              'Les demandes sont évaluées par un comité indépendant et reconnu.',
            ),
            image: iconFair.id,
          },
          {
            title: t('Secure infrastructure', 'Une infrastructure sécurisée'),
            description: t(
              'Data are hosted in a certified environment and never e-mailed.',
              'Les données sont hébergées dans un environnement certifié et ne sont jamais transmises par courriel.',
            ),
            image: iconPrivacy.id,
          },
          {
            title: t('Recognition', 'De la reconnaissance'),
            description: t(
              'Publications using your data acknowledge your study and funders.',
              'Les publications utilisant vos données mentionnent votre étude et ses bailleurs de fonds.',
            ),
            image: iconCredit.id,
          },
        ],
      },
      steps: {
        title: t('How to become a data provider', 'Comment devenir fournisseur de données'),
        description: t(
          'Most datasets are online within four to six months.',
          'La plupart des jeux de données sont en ligne en quatre à six mois.',
        ),
        items: [
          {
            title: t('1. First conversation', '1. Premier échange'),
            description: t(
              'Tell us about your data, consent and funding conditions.',
              'Présentez-nous vos données, le consentement obtenu et les conditions de financement.',
            ),
          },
          {
            title: t('2. Data sharing agreement', '2. Entente de partage'),
            description: t(
              'We agree on the conditions of use and the roles of each party.',
              'Nous convenons des conditions d’utilisation et des rôles de chaque partie.',
            ),
          },
          {
            title: t('3. Curation', '3. Préparation'),
            description: t(
              'Our team de-identifies, documents and checks the data with you.',
              'Notre équipe dépersonnalise, documente et vérifie les données avec vous.',
            ),
          },
          {
            title: t('4. Publication', '4. Publication'),
            description: t(
              'Your dataset appears in the library and applications can start.',
              'Votre jeu de données apparaît dans la bibliothèque et les demandes peuvent commencer.',
            ),
          },
        ],
      },
      cta: {
        title: t('Ready to share your data?', 'Prêt à partager vos données ?'),
        description: t(
          'Write to us with a short description of your study; we will set up a first call.',
          'Écrivez-nous en décrivant brièvement votre étude ; nous organiserons un premier appel.',
        ),
        link: link(
          t('Contact the data team', 'Écrire à l’équipe des données'),
          '/about/contact-us?reason=data-provider',
        ),
      },
    })),
  );

  await seedSingleType(
    strapi,
    'api::become-partner.become-partner',
    bilingual((t) => ({
      seo: seo(
        t,
        ['Become a partner', 'Devenir partenaire'],
        [
          'Partner with the portal to support open, well-governed research data.',
          'Associez-vous au portail pour soutenir des données de recherche ouvertes et bien encadrées.',
        ],
        partnerHero,
        '/become-partner',
      ),
      hero: {
        eyebrowText: t('Partnerships', 'Partenariats'),
        title: t('Build the future of research data with us', 'Bâtissez avec nous l’avenir des données de recherche'),
        description: t(
          'Universities, hospitals, public agencies and foundations support the portal and help decide its direction.',
          'Universités, hôpitaux, organismes publics et fondations soutiennent le portail et contribuent à en fixer les orientations.',
        ),
        image: partnerHero.id,
        cta: link(t('Become a partner', 'Devenir partenaire'), '/about/contact-us?reason=partnership'),
      },
      textColumns: {
        title: t('Why partner with us', 'Pourquoi devenir partenaire'),
        columns: [
          {
            title: t('Shared infrastructure', 'Une infrastructure partagée'),
            body: t(
              'Partners use one secure, maintained platform instead of building their own.',
              'Les partenaires utilisent une plateforme sécurisée et entretenue plutôt que d’en construire une.',
            ),
          },
          {
            title: t('A voice in governance', 'Une voix dans la gouvernance'),
            body: t(
              'Partners sit on the steering committee that sets priorities and policies.',
              'Les partenaires siègent au comité directeur qui fixe les priorités et les politiques.',
            ),
          },
          {
            title: t('Training and support', 'Formation et soutien'),
            body: t(
              'Your researchers get priority support and training sessions.',
              'Vos chercheurs bénéficient d’un soutien prioritaire et de séances de formation.',
            ),
          },
        ],
      },
      tiers: {
        title: t('Partnership levels', 'Niveaux de partenariat'),
        description: t(
          'Contributions are set according to the size of the organization.',
          'Les contributions sont fixées selon la taille de l’organisation.',
        ),
        items: [
          {
            title: t('Associate', 'Associé'),
            description: t(
              'For research groups and small organizations: listing as a partner, newsletter, two training seats a year.',
              'Pour les groupes de recherche et les petites organisations : mention comme partenaire, infolettre, deux places de formation par an.',
            ),
          },
          {
            title: t('Institutional', 'Institutionnel'),
            description: t(
              'For universities and hospitals: priority support, an observer seat on the steering committee, unlimited training.',
              'Pour les universités et les hôpitaux : soutien prioritaire, siège d’observateur au comité directeur, formation illimitée.',
            ),
          },
          {
            title: t('Strategic', 'Stratégique'),
            description: t(
              'For funders and agencies: a voting seat on the steering committee and co-designed data releases.',
              'Pour les bailleurs de fonds et les organismes : siège avec droit de vote au comité directeur et versions de données conçues ensemble.',
            ),
          },
        ],
      },
      cta: {
        title: t('Interested in a partnership?', 'Un partenariat vous intéresse ?'),
        description: t(
          'Tell us about your organization and we will send you our partnership guide.',
          'Parlez-nous de votre organisation et nous vous enverrons notre guide de partenariat.',
        ),
        link: link(
          t('Contact us about a partnership', 'Nous écrire au sujet d’un partenariat'),
          '/about/contact-us?reason=partnership',
        ),
      },
    })),
  );

  await seedSingleType(
    strapi,
    'api::profile.profile',
    bilingual((t) => ({
      seo: {
        ...seo(
          t,
          ['My account', 'Mon compte'],
          [
            'Your profile, applications and bookmarked datasets.',
            'Votre profil, vos demandes et vos jeux de données enregistrés.',
          ],
          undefined,
          '/user',
        ),
        metaRobots: 'noindex, nofollow',
      },
      hero: {
        eyebrowText: t('My account', 'Mon compte'),
        title: t('My profile', 'Mon profil'),
        description: t(
          'Keep your details up to date: the committee uses them when it reviews your applications.',
          'Tenez vos renseignements à jour : le comité s’y réfère lorsqu’il évalue vos demandes.',
        ),
        image: profileHero.id,
      },
      requestsHero: {
        eyebrowText: t('My account', 'Mon compte'),
        title: t('My requests', 'Mes demandes'),
        description: t(
          'Follow each application from draft to decision, and answer the committee’s questions.',
          'Suivez chaque demande, du brouillon à la décision, et répondez aux questions du comité.',
        ),
        image: requestsHero.id,
        cta: link(t('Start a new request', 'Commencer une nouvelle demande'), '/dataset-request-form'),
      },
      bookmarkedDatasetsHero: {
        eyebrowText: t('My account', 'Mon compte'),
        title: t('Bookmarked datasets', 'Jeux de données enregistrés'),
        description: t(
          'The datasets you saved while browsing the library.',
          'Les jeux de données que vous avez enregistrés en parcourant la bibliothèque.',
        ),
        image: bookmarksHero.id,
        cta: link(t('Browse the library', 'Parcourir la bibliothèque'), '/dataset'),
      },
      editTabLabel: t('Profile', 'Profil'),
      requestsTabLabel: t('Requests', 'Demandes'),
      bookmarksTabLabel: t('Bookmarks', 'Favoris'),
      form: {
        firstNameField: field(t('First name', 'Prénom')),
        lastNameField: field(t('Last name', 'Nom de famille')),
        emailField: field(
          t('Email address', 'Adresse courriel'),
          undefined,
          t(
            'To change your email address, please contact the portal team.',
            'Pour changer d’adresse courriel, veuillez communiquer avec l’équipe du portail.',
          ),
        ),
        organizationField: field(t('Organization', 'Organisation')),
        organizationTypeField: field(
          t('Organization type', 'Type d’organisation'),
          t('Select a type', 'Sélectionnez un type'),
        ),
        countryField: field(t('Country', 'Pays')),
        newsletterLabel: t(
          'Send me news about new datasets and releases.',
          'Envoyez-moi les nouvelles sur les jeux de données et les versions.',
        ),
        saveLabel: t('Save changes', 'Enregistrer les modifications'),
        cancelLabel: t('Cancel', 'Annuler'),
        successMessage: t('Your profile has been updated.', 'Votre profil a été mis à jour.'),
        errorMessage: t(
          'Your changes could not be saved. Please try again.',
          'Vos modifications n’ont pas pu être enregistrées. Veuillez réessayer.',
        ),
      },
      organizationTypeOptions: options(t, ORGANIZATION_TYPES),
      formValidations: validations(t, PROFILE_RULES),
      noRequestsText: t(
        'You have not made any request yet. Find a dataset in the library to start one.',
        'Vous n’avez encore présenté aucune demande. Trouvez un jeu de données dans la bibliothèque pour en commencer une.',
      ),
      noBookmarksText: t(
        'You have not bookmarked any dataset yet. Use the bookmark icon on a dataset to save it here.',
        'Vous n’avez encore enregistré aucun jeu de données. Utilisez l’icône de signet d’un jeu de données pour l’ajouter ici.',
      ),
    })),
  );

  await seedSingleType(
    strapi,
    'api::dataset-request-form.dataset-request-form',
    bilingual((t) => ({
      seo: {
        ...seo(
          t,
          ['Dataset access request', 'Demande d’accès aux données'],
          ['Apply for access to one or more datasets.', 'Demandez l’accès à un ou plusieurs jeux de données.'],
          undefined,
          '/dataset-request-form',
        ),
        metaRobots: 'noindex, nofollow',
      },
      title: t('Request access to data', 'Demander l’accès aux données'),
      intro: t(
        'The form has four steps and takes about 30 minutes. Your answers are **saved as a draft** whenever you move to the next step, so you can come back later.',
        'Le formulaire compte quatre étapes et prend environ 30 minutes. Vos réponses sont **enregistrées comme brouillon** à chaque changement d’étape : vous pouvez y revenir plus tard.',
      ),
      steps: [
        {
          step: 'project',
          label: t('Project', 'Projet'),
          description: t(
            'Title, summary, intended use, funding and ethics approval.',
            'Titre, résumé, utilisation prévue, financement et approbation éthique.',
          ),
        },
        {
          step: 'datasets',
          label: t('Datasets', 'Jeux de données'),
          description: t(
            'The datasets and data levels you need, and why.',
            'Les jeux de données et niveaux de données nécessaires, et pourquoi.',
          ),
        },
        {
          step: 'team',
          label: t('Team', 'Équipe'),
          description: t(
            'The principal investigator and everyone who will access the data.',
            'Le chercheur principal et toutes les personnes qui accéderont aux données.',
          ),
        },
        {
          step: 'review',
          label: t('Review and submit', 'Vérification et envoi'),
          description: t(
            'Check your answers and accept the conditions of use.',
            'Vérifiez vos réponses et acceptez les conditions d’utilisation.',
          ),
        },
      ],
      backLabel: t('Back', 'Précédent'),
      nextLabel: t('Continue', 'Continuer'),
      saveDraftLabel: t('Save draft', 'Enregistrer le brouillon'),
      draftSavedMessage: t('Draft saved.', 'Brouillon enregistré.'),
      submitLabel: t('Submit request', 'Envoyer la demande'),
      successTitle: t('Your request has been submitted', 'Votre demande a été envoyée'),
      successText: t(
        'Thank you. The portal team checks that your request is complete within five business days, then sends it to the committee. You can follow its progress under [My requests](/user/requests).',
        'Merci. L’équipe du portail vérifie que votre demande est complète dans un délai de cinq jours ouvrables, puis la transmet au comité. Vous pouvez suivre son avancement dans [Mes demandes](/user/requests).',
      ),
      helpText: t(
        'Need help? Read the [data access process](/data-governance/process) or [write to us](/about/contact-us?reason=dataset-access).',
        'Besoin d’aide ? Consultez le [processus d’accès aux données](/data-governance/process) ou [écrivez-nous](/about/contact-us?reason=dataset-access).',
      ),
    })),
  );

  await seedSingleType(
    strapi,
    'api::dataset-data-sample.dataset-data-sample',
    bilingual((t) => ({
      seo: seo(
        t,
        ['Data sample', 'Échantillon de données'],
        [
          'A free synthetic sample of cohort data to test your analysis before applying.',
          'Un échantillon synthétique gratuit de données de cohorte pour tester votre analyse avant de faire une demande.',
        ],
        heroImage,
      ),
      title: t('Synthetic cohort data sample', 'Échantillon synthétique de données de cohorte'),
      description: t(
        'A CSV file of **50 synthetic participants** and 16 variables (demographics, blood pressure, HbA1c, cholesterol, physical activity and cardiovascular events), laid out like the cohort extracts you receive after approval.',
        'Un fichier CSV de **50 participants synthétiques** et 16 variables (données démographiques, tension artérielle, HbA1c, cholestérol, activité physique et événements cardiovasculaires), organisé comme les extraits de cohorte remis après approbation.',
      ),
      file: sampleFile.id,
      fileLabel: t('Download the sample (CSV, 4 kB)', 'Télécharger l’échantillon (CSV, 4 ko)'),
      guide: sampleGuide.id,
      guideLabel: t('Variable guide (PDF)', 'Guide des variables (PDF, en anglais)'),
      licenceNote: t(
        'The sample is synthetic: no row describes a real person, and results obtained with it have no scientific value. It is released under the [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/) licence.',
        'L’échantillon est synthétique : aucune ligne ne décrit une personne réelle et les résultats obtenus n’ont aucune valeur scientifique. Il est diffusé sous licence [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/deed.fr).',
      ),
    })),
  );
}
