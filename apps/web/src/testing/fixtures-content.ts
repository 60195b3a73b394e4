import type {
  BecomePartnerPage,
  Card,
  ContactUsPage,
  DataProviderPage,
  HomePage,
  Media,
  NewsPage,
  OurStoryPage,
  Seo,
} from '@portal/shared';
import { http, HttpResponse } from 'msw';

/**
 * Strapi-shaped site pages (GET /api/{page}?locale=… with the server's fixed populate) for the
 * content tests. Home, our story and contact us have English and French texts; the others
 * keep their English title in every locale (router tests look for the "News" heading).
 */

const t = (locale: string, en: string, fr: string) => (locale === 'fr' ? fr : en);
const localeOf = (request: Request) => new URL(request.url).searchParams.get('locale') ?? 'en';

let nextMediaId = 100;
export function imageFixture(
  name: string,
  width = 800,
  height = 450,
  alternativeText: string | null = `Alt ${name}`,
): Media {
  nextMediaId += 1;
  return {
    id: nextMediaId,
    documentId: `media-${name}`,
    name,
    url: `/uploads/${name}`,
    mime: 'image/png',
    alternativeText,
    width,
    height,
    formats: {
      small: { url: `/uploads/small_${name}`, width: Math.round(width / 2), height: Math.round(height / 2) },
      thumbnail: { url: `/uploads/thumbnail_${name}`, width: 156, height: Math.round((156 * height) / width) },
    },
  };
}

export function seoFixture(title: string, description = `${title} description`): Seo {
  return {
    metaTitle: `${title} | Open Data Access Portal`,
    metaDescription: description,
    metaImage: imageFixture('seo.png', 1200, 630),
    keywords: 'research data, access',
    metaRobots: 'index, follow',
    canonicalURL: 'https://portal.example.org/en',
    openGraph: {
      ogTitle: `${title} (OG)`,
      ogDescription: `${description} (OG)`,
      ogImage: imageFixture('og.png', 1200, 630),
      ogUrl: 'https://portal.example.org/en',
      ogType: 'website',
    },
  };
}

const base = (locale: string, documentId: string) => ({ id: 1, documentId, locale });

const card = (title: string, extra: Partial<Card> = {}): Card => ({
  title,
  description: `${title} description`,
  image: null,
  link: null,
  ...extra,
});

export function homeFixture(locale: string): HomePage {
  return {
    ...base(locale, 'home'),
    seo: seoFixture(t(locale, 'Home', 'Accueil')),
    hero: {
      eyebrowText: t(locale, 'Research data', 'Données de recherche'),
      title: t(locale, 'Home', 'Accueil'),
      description: t(
        locale,
        'Find the data your research needs.',
        'Trouvez les données dont votre recherche a besoin.',
      ),
      image: imageFixture('home-hero.png', 1200, 800),
      cta: {
        label: t(locale, 'Browse the dataset library', 'Parcourir la bibliothèque'),
        url: '/dataset',
        isExternal: false,
      },
    },
    intro: {
      eyebrowText: null,
      title: t(locale, 'How it works', 'Comment ça fonctionne'),
      columns: [
        { title: 'Explore', body: 'Read the **data dictionary**.' },
        { title: 'Apply', body: 'Describe your project.' },
      ],
    },
    highlights: {
      title: t(locale, 'Why researchers use the portal', 'Pourquoi les chercheurs utilisent le portail'),
      description: null,
      items: [card('Curated data'), card('Transparent process')],
    },
    dataSampleTitle: t(locale, 'Try a data sample', 'Essayez un échantillon de données'),
    dataSampleDescription: t(
      locale,
      'A synthetic extract of 50 participants.',
      'Un extrait synthétique de 50 participants.',
    ),
    dataSampleButtonLabel: t(locale, 'Download the sample', 'Télécharger l’échantillon'),
    partnerCta: card(t(locale, 'Hold data that could serve more research?', 'Vous détenez des données ?'), {
      link: { label: t(locale, 'Become a partner', 'Devenir partenaire'), url: '/become-partner', isExternal: false },
    }),
  };
}

export const COMMITMENT_TITLES = [
  'Protect privacy',
  'Be transparent',
  'Ensure data quality',
  'Treat applicants fairly',
  'Give back',
];

function ourStoryFixture(locale: string): OurStoryPage {
  return {
    ...base(locale, 'our-story'),
    seo: seoFixture(t(locale, 'Our story', 'Notre histoire')),
    hero: {
      eyebrowText: t(locale, 'About us', 'À propos'),
      title: t(locale, 'Data given by thousands', 'Des données confiées par des milliers de personnes'),
      description: null,
      image: imageFixture('story-hero.png', 1200, 800),
    },
    mission: { title: t(locale, 'Our mission', 'Notre mission'), text: 'We make data **findable**.', link: null },
    commitments: {
      title: t(locale, 'Our commitments', 'Nos engagements'),
      description: t(locale, 'Five principles.', 'Cinq principes.'),
      items: COMMITMENT_TITLES.map((title) => card(title, { image: imageFixture(`${title}.png`, 96, 96) })),
    },
    aboutUsTitle: t(locale, 'Who we are', 'Qui nous sommes'),
    aboutUs: [
      { title: 'Where it started', text: 'In 2009.', image: imageFixture('origins.png'), imagePosition: 'left' },
      { title: 'The people', text: 'Data managers.', image: imageFixture('people.png'), imagePosition: 'right' },
    ],
    dataGovernance: {
      title: t(locale, 'Data governance', 'Gouvernance des données'),
      text: 'An independent committee.',
      link: {
        label: t(locale, 'Read about data governance', 'En savoir plus'),
        url: '/data-governance',
        isExternal: false,
      },
    },
    contactUs: {
      title: t(locale, 'Get in touch', 'Nous joindre'),
      text: 'We answer within two business days.',
      link: { label: t(locale, 'Contact us', 'Nous écrire'), url: '/about/contact-us', isExternal: false },
    },
  };
}

function contactUsFixture(locale: string): ContactUsPage {
  const field = (label: string, placeholder: string | null = null, hint: string | null = null) => ({
    label,
    placeholder,
    hint,
  });
  return {
    ...base(locale, 'contact-us'),
    seo: seoFixture(t(locale, 'Contact us', 'Nous joindre')),
    hero: {
      eyebrowText: null,
      title: t(locale, 'How can we help?', 'Comment pouvons-nous vous aider ?'),
      description: null,
      image: null,
    },
    intro: t(locale, 'See the [dataset library](/dataset) first.', 'Consultez d’abord la [bibliothèque](/dataset).'),
    form: {
      nameField: field(t(locale, 'Full name', 'Nom complet')),
      emailField: field(
        t(locale, 'Email address', 'Adresse courriel'),
        null,
        t(locale, 'We only use it to reply.', 'Pour vous répondre.'),
      ),
      organizationField: field(t(locale, 'Organization', 'Organisation')),
      organizationTypeField: field(
        t(locale, 'Organization type', 'Type d’organisation'),
        t(locale, 'Select a type', 'Sélectionnez un type'),
      ),
      reasonField: field(
        t(locale, 'Reason for contacting us', 'Motif de votre message'),
        t(locale, 'Select a reason', 'Sélectionnez un motif'),
      ),
      messageField: field(t(locale, 'Message', 'Message')),
      consentLabel: t(
        locale,
        'I agree that the portal team stores my message.',
        'J’accepte que l’équipe conserve mon message.',
      ),
      submitLabel: t(locale, 'Send message', 'Envoyer le message'),
      successMessage: t(locale, 'Thank you, your message has been sent.', 'Merci, votre message a bien été envoyé.'),
      errorMessage: t(locale, 'Your message could not be sent.', 'Votre message n’a pas pu être envoyé.'),
    },
    contactReasonOptions: [
      { value: 'dataset-access', label: t(locale, 'A question about accessing a dataset', 'Une question sur l’accès') },
      { value: 'other', label: t(locale, 'Something else', 'Autre sujet') },
    ],
    organizationTypeOptions: [
      { value: 'academic', label: t(locale, 'Academic', 'Universitaire') },
      { value: 'industry', label: t(locale, 'Industry', 'Industrie') },
    ],
    contactDetails: {
      title: t(locale, 'Portal team', 'Équipe du portail'),
      contactEmail: 'contact@portal.localhost',
      phone: '+1 514 555 0142',
      address: '2155 Guy Street\nMontréal',
      officeHours: null,
    },
  };
}

function dataProviderFixture(locale: string): DataProviderPage {
  return {
    ...base(locale, 'data-provider'),
    seo: seoFixture('Data provider'),
    hero: { eyebrowText: null, title: 'Data provider', description: null, image: null },
    textColumns: { eyebrowText: null, title: 'Share your data', columns: [{ title: null, body: 'Text.' }] },
    benefits: { title: 'Benefits', description: null, items: [card('Visibility')] },
    steps: { title: 'Steps', description: null, items: [card('Contact us'), card('Sign an agreement')] },
    cta: null,
  };
}

function newsFixture(locale: string): NewsPage {
  return {
    ...base(locale, 'new'),
    seo: seoFixture('News'),
    hero: { eyebrowText: null, title: 'News', description: null, image: null },
    newsItems: [
      { title: 'Older item', date: '2024-05-02', summary: 'Older summary.', image: null, link: null },
      { title: 'Newer item', date: '2025-03-12', summary: 'Newer summary.', image: null, link: null },
    ],
    emptyStateText: 'No news yet.',
  };
}

function becomePartnerFixture(locale: string): BecomePartnerPage {
  return {
    ...base(locale, 'become-partner'),
    seo: seoFixture('Become a partner'),
    hero: { eyebrowText: null, title: 'Become a partner', description: null, image: null },
    textColumns: null,
    tiers: { title: 'Partnership tiers', description: null, items: [card('Contributor'), card('Founding partner')] },
    cta: null,
  };
}

const page =
  <T>(build: (locale: string) => T) =>
  ({ request }: { request: Request }) =>
    HttpResponse.json({ data: build(localeOf(request)), meta: {} });

/** Default handlers for the site pages (the data sample is served by the dataset handlers). */
export const contentHandlers = [
  http.get('*/api/home', page(homeFixture)),
  http.get('*/api/our-story', page(ourStoryFixture)),
  http.get('*/api/contact-us', page(contactUsFixture)),
  http.get('*/api/data-provider', page(dataProviderFixture)),
  http.get('*/api/new', page(newsFixture)),
  http.get('*/api/become-partner', page(becomePartnerFixture)),
];
