import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REQUEST_FORM_STEPS, isAcademic } from '@portal/shared';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { seedContent } from '../../src/bootstrap/seed';
import { DATA_SAMPLE_COLUMNS, DATA_SAMPLE_ROWS } from '../../src/bootstrap/seed/content/data-sample';
import { PUBLIC_CONTACT_EMAIL } from '../../src/bootstrap/seed/content/public-contact';

/**
 * The site-page single types: schema conventions, the public read contract of each endpoint
 * (envelope, fixed populate, locales, refusals, no private data) and the page-specific rules
 * (form choices, validation rules, the downloadable data sample).
 */

let app: TestApp;
const cache = new Map<string, Page>();
const CMS_ROOT = path.resolve(__dirname, '..', '..');

beforeAll(async () => {
  app = await bootStrapi({ seedDemo: true });
});
afterAll(async () => {
  await app?.stop();
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Page = Record<string, Json>;
type Locale = 'en' | 'fr';

/** GET /api/{name}?locale=…, asserting the envelope; responses are cached (the seed is read-only). */
async function page(name: string, locale: Locale): Promise<Page> {
  const key = `${name}:${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const res = await request(app.server).get(`/api/${name}?locale=${locale}`);
  expect(res.status, `${name} ${locale}: ${JSON.stringify(res.body?.error)}`).toBe(200);
  expect(Object.keys(res.body).sort()).toEqual(['data', 'meta']);
  const data = res.body.data as Page;
  cache.set(key, data);
  return data;
}

/** Reads a dotted path, numeric segments index arrays: `aboutUs.0.image.url`. */
function at(value: Json | undefined, path: string): Json | undefined {
  return path.split('.').reduce<Json | undefined>((node, segment) => {
    if (node === null || node === undefined || typeof node !== 'object') return undefined;
    return Array.isArray(node) ? node[Number(segment)] : node[segment];
  }, value);
}

function walk(
  value: Json | undefined,
  visit: (node: Json, key: string | undefined, path: string) => void,
  key?: string,
  path = '',
): void {
  if (value === undefined) return;
  visit(value, key, path);
  if (value !== null && typeof value === 'object') {
    for (const [k, child] of Object.entries(value)) walk(child, visit, k, path ? `${path}.${k}` : k);
  }
}

const isMedia = (node: Json): node is Record<string, Json> =>
  node !== null &&
  typeof node === 'object' &&
  !Array.isArray(node) &&
  typeof node.url === 'string' &&
  typeof node.mime === 'string';

const FRENCH = /[àâçéèêëîïôûùüœ’]|\b(le|la|les|de|du|des|un|une|votre|vos|doit|au|aux|ne|pas|et|pour)\b/i;

/** Keys that would mean user or admin data leaked into a public content response. */
const PRIVATE_KEYS = ['email', 'createdBy', 'updatedBy', 'password', 'resetPasswordToken', 'confirmationToken'];
/** The only addresses the public pages publish: the team's contact address and form placeholders/examples. */
const PUBLISHED_ADDRESSES = new Set([
  PUBLIC_CONTACT_EMAIL,
  'name@organization.org',
  'nom@organisation.org',
  'name@university.ca',
  'nom@universite.ca',
]);
const EMAIL_LIKE = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;

interface PageSpec {
  name: string;
  /** Path → [English, French] text that identifies the locale. */
  texts: Record<string, [string, string]>;
  /** Components and lists the fixed populate tree must return: path → minimum length (0 for an object). */
  populated: Record<string, number>;
  /** Media fields that must be populated: path → 'image' | 'file'. */
  media: Record<string, 'image' | 'file'>;
}

const PAGES: PageSpec[] = [
  {
    name: 'home',
    texts: {
      'hero.title': ['Find the data your research needs', 'Trouvez les données dont votre recherche a besoin'],
      dataSampleTitle: ['Try a data sample', 'Essayez un échantillon de données'],
      dataSampleButtonLabel: ['Download the sample', 'Télécharger l’échantillon'],
      'partnerCta.link.label': ['Become a partner', 'Devenir partenaire'],
    },
    populated: {
      hero: 0,
      'hero.cta': 0,
      intro: 0,
      'intro.columns': 3,
      highlights: 0,
      'highlights.items': 3,
      partnerCta: 0,
      'partnerCta.link': 0,
      seo: 0,
      'seo.openGraph': 0,
    },
    media: {
      'hero.image': 'image',
      'highlights.items.0.image': 'image',
      'partnerCta.image': 'image',
      'seo.metaImage': 'image',
      'seo.openGraph.ogImage': 'image',
    },
  },
  {
    name: 'our-story',
    texts: {
      'mission.title': ['Our mission', 'Notre mission'],
      'commitments.title': ['Our commitments', 'Nos engagements'],
      'aboutUs.0.title': ['Where it started', 'Nos débuts'],
      'dataGovernance.title': ['Data governance', 'Gouvernance des données'],
      'contactUs.link.label': ['Contact us', 'Nous écrire'],
    },
    populated: {
      hero: 0,
      mission: 0,
      commitments: 0,
      'commitments.items': 5,
      aboutUs: 3,
      dataGovernance: 0,
      'dataGovernance.link': 0,
      contactUs: 0,
      'contactUs.link': 0,
      seo: 0,
    },
    media: {
      'hero.image': 'image',
      'aboutUs.0.image': 'image',
      'aboutUs.1.image': 'image',
      'aboutUs.2.image': 'image',
      'commitments.items.0.image': 'image',
    },
  },
  {
    name: 'contact-us',
    texts: {
      'hero.title': ['How can we help?', 'Comment pouvons-nous vous aider ?'],
      'form.nameField.label': ['Full name', 'Nom complet'],
      'form.emailField.label': ['Email address', 'Adresse courriel'],
      'form.organizationTypeField.label': ['Organization type', 'Type d’organisation'],
      'form.reasonField.label': ['Reason for contacting us', 'Motif de votre message'],
      'form.submitLabel': ['Send message', 'Envoyer le message'],
      'organizationTypeOptions.0.label': ['Academic', 'Universitaire'],
      'contactDetails.title': ['Portal team', 'Équipe du portail'],
    },
    populated: {
      hero: 0,
      form: 0,
      'form.nameField': 0,
      'form.emailField': 0,
      'form.organizationField': 0,
      'form.organizationTypeField': 0,
      'form.reasonField': 0,
      'form.messageField': 0,
      contactReasonOptions: 5,
      organizationTypeOptions: 6,
      contactDetails: 0,
      seo: 0,
    },
    media: { 'hero.image': 'image' },
  },
  {
    name: 'create-account',
    texts: {
      'hero.title': ['Create your researcher account', 'Créez votre compte de chercheur'],
      'form.passwordField.label': ['Password', 'Mot de passe'],
      'form.passwordField.hint': [
        'At least 8 characters, including a letter and a digit.',
        'Au moins 8 caractères, dont une lettre et un chiffre.',
      ],
      'form.submitLabel': ['Create account', 'Créer le compte'],
      'form.loginLink.label': ['Sign in', 'Se connecter'],
    },
    populated: {
      hero: 0,
      form: 0,
      'form.firstNameField': 0,
      'form.lastNameField': 0,
      'form.emailField': 0,
      'form.passwordField': 0,
      'form.confirmPasswordField': 0,
      'form.organizationField': 0,
      'form.organizationTypeField': 0,
      'form.countryField': 0,
      organizationTypeOptions: 6,
      formValidations: 15,
      seo: 0,
    },
    media: { 'hero.image': 'image' },
  },
  {
    name: 'new',
    texts: {
      'hero.title': ['What’s new on the portal', 'Quoi de neuf sur le portail'],
      'newsItems.0.title': [
        'Follow-up wave 4 data now available',
        'Les données de la quatrième vague de suivi sont disponibles',
      ],
      emptyStateText: ['There is no news yet. Come back soon.', 'Aucune nouvelle pour le moment. Revenez bientôt.'],
    },
    populated: { hero: 0, newsItems: 3, 'newsItems.0.link': 0, seo: 0 },
    media: {
      'hero.image': 'image',
      'newsItems.0.image': 'image',
      'newsItems.1.image': 'image',
      'newsItems.2.image': 'image',
    },
  },
  {
    name: 'data-provider',
    texts: {
      'hero.title': ['Give your data a second life', 'Donnez une seconde vie à vos données'],
      'benefits.title': ['What you get', 'Ce que vous obtenez'],
      'steps.title': ['How to become a data provider', 'Comment devenir fournisseur de données'],
      'cta.title': ['Ready to share your data?', 'Prêt à partager vos données ?'],
    },
    populated: {
      hero: 0,
      'hero.cta': 0,
      textColumns: 0,
      'textColumns.columns': 3,
      benefits: 0,
      'benefits.items': 4,
      steps: 0,
      'steps.items': 4,
      cta: 0,
      'cta.link': 0,
      seo: 0,
    },
    media: { 'hero.image': 'image', 'benefits.items.0.image': 'image' },
  },
  {
    name: 'become-partner',
    texts: {
      'hero.title': [
        'Build the future of research data with us',
        'Bâtissez avec nous l’avenir des données de recherche',
      ],
      'tiers.title': ['Partnership levels', 'Niveaux de partenariat'],
      'tiers.items.0.title': ['Associate', 'Associé'],
      'cta.link.label': ['Contact us about a partnership', 'Nous écrire au sujet d’un partenariat'],
    },
    populated: {
      hero: 0,
      textColumns: 0,
      'textColumns.columns': 3,
      tiers: 0,
      'tiers.items': 3,
      cta: 0,
      'cta.link': 0,
      seo: 0,
    },
    media: { 'hero.image': 'image' },
  },
  {
    name: 'profile',
    texts: {
      'hero.title': ['My profile', 'Mon profil'],
      'requestsHero.title': ['My requests', 'Mes demandes'],
      'bookmarkedDatasetsHero.title': ['Bookmarked datasets', 'Jeux de données enregistrés'],
      'form.saveLabel': ['Save changes', 'Enregistrer les modifications'],
      bookmarksTabLabel: ['Bookmarks', 'Favoris'],
    },
    populated: {
      hero: 0,
      requestsHero: 0,
      bookmarkedDatasetsHero: 0,
      'bookmarkedDatasetsHero.cta': 0,
      form: 0,
      'form.firstNameField': 0,
      'form.countryField': 0,
      organizationTypeOptions: 6,
      formValidations: 5,
      seo: 0,
    },
    media: { 'hero.image': 'image', 'requestsHero.image': 'image', 'bookmarkedDatasetsHero.image': 'image' },
  },
  {
    name: 'dataset-request-form',
    texts: {
      title: ['Request access to data', 'Demander l’accès aux données'],
      'steps.0.label': ['Datasets', 'Jeux de données'],
      saveDraftLabel: ['Save draft', 'Enregistrer le brouillon'],
      submitLabel: ['Submit request', 'Envoyer la demande'],
      successTitle: ['Your request has been submitted', 'Votre demande a été envoyée'],
    },
    populated: { steps: 9, seo: 0 },
    media: {},
  },
  {
    name: 'dataset-data-sample',
    texts: {
      title: ['Synthetic cohort data sample', 'Échantillon synthétique de données de cohorte'],
      guideLabel: ['Variable guide (PDF)', 'Guide des variables (PDF, en anglais)'],
    },
    populated: { seo: 0 },
    media: { file: 'file', guide: 'file', 'seo.metaImage': 'image' },
  },
];

const NAMES = PAGES.map((p) => p.name);

describe('site-page schemas', () => {
  it.each(NAMES)('%s is a localized single type with draft & publish and shared.seo', (name) => {
    const model = app.strapi.contentType(`api::${name}.${name}` as never) as unknown as {
      kind: string;
      info: { singularName: string; pluralName: string };
      options: { draftAndPublish?: boolean };
      pluginOptions?: { i18n?: { localized?: boolean } };
      attributes: Record<
        string,
        { type: string; component?: string; pluginOptions?: { i18n?: { localized?: boolean } } }
      >;
    };
    expect(model.kind).toBe('singleType');
    expect(model.info.singularName).toBe(name);
    expect(model.info.pluralName).not.toBe(name);
    expect(model.options.draftAndPublish).toBe(true);
    expect(model.pluginOptions?.i18n?.localized).toBe(true);
    expect(model.attributes.seo).toMatchObject({ type: 'component', component: 'shared.seo' });
    // Every own attribute states whether it is translated; only media are shared by locales.
    for (const [attribute, definition] of Object.entries(model.attributes)) {
      if (
        [
          'id',
          'documentId',
          'createdAt',
          'updatedAt',
          'publishedAt',
          'createdBy',
          'updatedBy',
          'locale',
          'localizations',
        ].includes(attribute)
      )
        continue;
      expect(typeof definition.pluginOptions?.i18n?.localized, `${name}.${attribute}`).toBe('boolean');
      expect(definition.pluginOptions?.i18n?.localized, `${name}.${attribute}`).toBe(definition.type !== 'media');
    }
  });

  it('pages.form-validation offers exactly the account fields and rules', () => {
    const component = app.strapi.components['pages.form-validation' as never] as unknown as {
      attributes: Record<string, { enum?: string[]; required?: boolean }>;
    };
    expect(component.attributes.field?.enum).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
      'confirmPassword',
      'organization',
      'organizationType',
      'country',
    ]);
    expect(component.attributes.rule?.enum).toEqual([
      'required',
      'minLength',
      'maxLength',
      'pattern',
      'email',
      'matchesField',
    ]);
    for (const attribute of ['field', 'rule', 'value', 'message'])
      expect(component.attributes[attribute]?.required, attribute).toBe(true);
  });
});

describe.each(PAGES)('GET /api/$name', (spec) => {
  const path = `/api/${spec.name}`;

  it('answers 200 with { data, meta } in the default locale (en)', async () => {
    const res = await request(app.server).get(path);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({});
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      documentId: expect.any(String),
      locale: 'en',
      publishedAt: expect.any(String),
    });
    const en = await page(spec.name, 'en');
    expect(res.body.data.documentId).toBe(en.documentId);
  });

  it.each(['en', 'fr'] as const)('returns the %s text', async (locale) => {
    const data = await page(spec.name, locale);
    expect(data.locale).toBe(locale);
    for (const [field, [en, fr]] of Object.entries(spec.texts)) {
      expect(at(data, field), field).toBe(locale === 'en' ? en : fr);
    }
    expect(at(data, 'seo.metaTitle')).toEqual(expect.any(String));
    expect(at(data, 'seo.metaDescription')).toEqual(expect.any(String));
    expect((at(data, 'seo.metaTitle') as string).length).toBeLessThanOrEqual(70);
    expect((at(data, 'seo.metaDescription') as string).length).toBeLessThanOrEqual(200);
    expect(at(data, 'seo.openGraph.ogTitle')).toEqual(expect.any(String));
    if (locale === 'fr') expect(at(data, 'seo.metaDescription') as string).toMatch(FRENCH);
  });

  it('serves both locales from one document with translated text', async () => {
    const [en, fr] = await Promise.all([page(spec.name, 'en'), page(spec.name, 'fr')]);
    expect(fr.documentId).toBe(en.documentId);
    expect(at(fr, 'seo.metaTitle')).not.toBe(at(en, 'seo.metaTitle'));
  });

  it('populates components and lists without a client populate', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const data = await page(spec.name, locale);
      for (const [field, min] of Object.entries(spec.populated)) {
        const value = at(data, field);
        expect(value, `${locale} ${field}`).toBeTypeOf('object');
        expect(value, `${locale} ${field}`).not.toBeNull();
        if (min > 0) {
          expect(Array.isArray(value), `${locale} ${field} is a list`).toBe(true);
          expect((value as Json[]).length, `${locale} ${field}`).toBeGreaterThanOrEqual(min);
        }
      }
    }
  });

  it('populates media with url, size and alternative text', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const data = await page(spec.name, locale);
      for (const [field, kind] of Object.entries(spec.media)) {
        const media = at(data, field);
        expect(isMedia(media ?? null), `${locale} ${field} is populated media`).toBe(true);
        if (kind === 'image') expect((media as Record<string, Json>).mime, field).toMatch(/^image\//);
      }
      // Every media object anywhere in the page is complete, not only the listed ones.
      let count = 0;
      walk(data, (node, _key, where) => {
        // Responsive variants under `formats` are derived files, described by their parent.
        if (!isMedia(node) || /(^|\.)formats\./.test(where)) return;
        count += 1;
        expect(node.url, where).toMatch(/^\/uploads\/[^/]+$/);
        expect(node.alternativeText, where).toEqual(expect.stringMatching(/\S/));
        expect(node.name, where).toEqual(expect.any(String));
        if ((node.mime as string).startsWith('image/')) {
          expect(node.width, where).toBeGreaterThan(0);
          expect(node.height, where).toBeGreaterThan(0);
        } else {
          expect(node.width, where).toBeNull();
          expect(node.height, where).toBeNull();
        }
      });
      expect(count).toBeGreaterThanOrEqual(Object.keys(spec.media).length);
    }
  });

  it('exposes no private data', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const data = await page(spec.name, locale);
      walk(data, (node, key, where) => {
        if (key !== undefined) expect(PRIVATE_KEYS, `${locale} ${where}`).not.toContain(key);
        if (typeof node === 'string') {
          for (const address of node.match(EMAIL_LIKE) ?? [])
            expect(PUBLISHED_ADDRESSES.has(address), `${locale} ${where}: ${address}`).toBe(true);
        }
      });
    }
  });

  it('answers 404 for an unknown locale', async () => {
    const res = await request(app.server).get(`${path}?locale=xx`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ data: null, error: { status: 404, message: 'Locale not found: xx' } });
  });

  it.each(['populate=*', 'populate[seo]=true', 'populate[0]=hero'])(
    'refuses a client populate (%s) with 400',
    async (query) => {
      const res = await request(app.server).get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ data: null, error: { status: 400 } });
    },
  );

  it('refuses writes and leaves the content unchanged', async () => {
    const before = await page(spec.name, 'en');
    const body = { data: { seo: { metaTitle: 'Defaced', metaDescription: 'Defaced' } } };
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(app.server)[method](path).send(body);
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
    }
    const after = await request(app.server).get(`${path}?locale=en`);
    expect(after.body.data.seo.metaTitle).toBe(at(before, 'seo.metaTitle'));
    expect(after.body.data.updatedAt).toBe(before.updatedAt);
  });
});

// ---------------------------------------------------------------------------------------------
// Page-specific rules

type Option = { value: string; label: string };
type Rule = { field: string; rule: string; value: string; message: string };

const ORGANIZATION_TYPE_VALUES = [
  'academic',
  'academic / non-profit',
  'government',
  'industry',
  'healthcare provider',
  'other',
];
const ORGANIZATION_TYPE_LABELS_EN = [
  'Academic',
  'Academic / Non-profit',
  'Government',
  'Industry',
  'Healthcare provider',
  'Other',
];

function optionsOf(data: Page, field: string): Option[] {
  return (data[field] as unknown as Option[]).map(({ value, label }) => ({ value, label }));
}

describe.each([
  ['contact-us', 'organizationTypeOptions'],
  ['create-account', 'organizationTypeOptions'],
  ['profile', 'organizationTypeOptions'],
])('%s %s', (name, field) => {
  it('offers the six organization types in both locales, with the values isAcademic understands', async () => {
    const [en, fr] = [optionsOf(await page(name, 'en'), field), optionsOf(await page(name, 'fr'), field)];
    expect(en.map((o) => o.value)).toEqual(ORGANIZATION_TYPE_VALUES);
    expect(fr.map((o) => o.value)).toEqual(ORGANIZATION_TYPE_VALUES);
    expect(en.map((o) => o.label)).toEqual(ORGANIZATION_TYPE_LABELS_EN);
    for (const [i, option] of fr.entries()) {
      expect(option.label).not.toBe(en[i]?.label);
      expect(option.label).toMatch(/\S/);
    }
    // A user who picks an option is academic exactly for the two academic values, whatever the label language.
    const academic = en.filter((o) => isAcademic({ organizationType: o.value })).map((o) => o.label);
    expect(academic).toEqual(['Academic', 'Academic / Non-profit']);
    expect(isAcademic({ organizationType: en[1]?.label })).toBe(true); // the label lowercases to the value too
  });
});

describe('contact-us', () => {
  it('offers the same contact reasons in both locales with translated labels', async () => {
    const en = optionsOf(await page('contact-us', 'en'), 'contactReasonOptions');
    const fr = optionsOf(await page('contact-us', 'fr'), 'contactReasonOptions');
    expect(en.length).toBeGreaterThanOrEqual(5);
    expect(fr.map((o) => o.value)).toEqual(en.map((o) => o.value));
    expect(new Set(en.map((o) => o.value)).size).toBe(en.length);
    for (const value of ['dataset-access', 'data-provider', 'partnership', 'technical-support', 'other'])
      expect(en.map((o) => o.value)).toContain(value);
    for (const [i, option] of fr.entries()) {
      expect(option.label, option.value).not.toBe(en[i]?.label);
      expect(option.value, 'values are slugs, not labels').toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('has every form label and message in both locales', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const form = at(await page('contact-us', locale), 'form') as Record<string, Json>;
      for (const fieldName of [
        'nameField',
        'emailField',
        'organizationField',
        'organizationTypeField',
        'reasonField',
        'messageField',
      ]) {
        expect(at(form, `${fieldName}.label`), `${locale} ${fieldName}`).toEqual(expect.stringMatching(/\S/));
      }
      for (const text of ['consentLabel', 'submitLabel', 'successMessage', 'errorMessage']) {
        expect(form[text], `${locale} ${text}`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });

  it('publishes the team contact details', async () => {
    const en = at(await page('contact-us', 'en'), 'contactDetails') as Record<string, Json>;
    const fr = at(await page('contact-us', 'fr'), 'contactDetails') as Record<string, Json>;
    expect(en.contactEmail).toBe(PUBLIC_CONTACT_EMAIL);
    expect(fr.contactEmail).toBe(PUBLIC_CONTACT_EMAIL);
    expect(en.address).toMatch(/\n/);
    expect(fr.address).toMatch(/Québec/);
  });
});

/** Applies account-form rules the way a client would; returns the failing `field:rule` pairs. */
function failures(values: Record<string, string>, rules: Rule[]): string[] {
  const failed = new Set<string>();
  for (const { field, rule, value } of rules) {
    const input = values[field] ?? '';
    const ok = (() => {
      if (rule === 'required') return input.trim() !== '';
      if (input === '') return true;
      if (rule === 'minLength') return input.length >= Number(value);
      if (rule === 'maxLength') return input.length <= Number(value);
      if (rule === 'pattern') return new RegExp(value).test(input);
      if (rule === 'email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input);
      if (rule === 'matchesField') return input === values[value];
      throw new Error(`Unknown rule ${rule}`);
    })();
    if (!ok) failed.add(`${field}:${rule}`);
  }
  return [...failed].sort();
}

const VALID_ACCOUNT = {
  firstName: 'Amélie',
  lastName: 'Gagnon',
  email: 'amelie.gagnon@umontreal.example',
  password: 'cohort2026',
  confirmPassword: 'cohort2026',
  organization: 'Université de Montréal',
  organizationType: 'academic',
  country: 'Canada',
};

async function rulesOf(name: string, locale: Locale): Promise<Rule[]> {
  return (await page(name, locale)).formValidations as unknown as Rule[];
}

describe.each(['create-account', 'profile'])('%s formValidations', (name) => {
  it('have field, rule, value and message, and rules that a client can apply', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const rules = await rulesOf(name, locale);
      for (const rule of rules) {
        const where = `${locale} ${rule.field}:${rule.rule}`;
        expect(rule, where).toMatchObject({
          field: expect.any(String),
          rule: expect.any(String),
          value: expect.any(String),
          message: expect.stringMatching(/\S/),
        });
        if (rule.rule === 'required' || rule.rule === 'email') expect(rule.value, where).toBe('true');
        if (rule.rule === 'minLength' || rule.rule === 'maxLength') expect(rule.value, where).toMatch(/^[1-9]\d*$/);
        if (rule.rule === 'pattern') expect(() => new RegExp(rule.value), where).not.toThrow();
        if (rule.rule === 'matchesField')
          expect(
            rules.map((r) => r.field),
            where,
          ).toContain(rule.value);
      }
      expect(new Set(rules.map((r) => `${r.field}:${r.rule}:${r.value}`)).size, `${locale} no duplicate rule`).toBe(
        rules.length,
      );
    }
  });

  it('are the same rules in both locales, with French messages in fr', async () => {
    const [en, fr] = [await rulesOf(name, 'en'), await rulesOf(name, 'fr')];
    expect(fr.map(({ field, rule, value }) => ({ field, rule, value }))).toEqual(
      en.map(({ field, rule, value }) => ({ field, rule, value })),
    );
    for (const [i, rule] of fr.entries()) {
      expect(rule.message, `${rule.field}:${rule.rule}`).not.toBe(en[i]?.message);
      expect(rule.message, `${rule.field}:${rule.rule}`).toMatch(FRENCH);
    }
  });

  it('accept a valid account and require every field they cover', async () => {
    const rules = await rulesOf(name, 'en');
    expect(failures(VALID_ACCOUNT, rules)).toEqual([]);
    for (const field of new Set(rules.map((r) => r.field))) {
      const failed = failures({ ...VALID_ACCOUNT, [field]: '' }, rules);
      // Blanking the password also breaks its confirmation; nothing else may fail.
      expect(
        failed.filter((f) => !f.endsWith(':matchesField')),
        field,
      ).toEqual([`${field}:required`]);
    }
    expect(failures({ ...VALID_ACCOUNT, lastName: 'x'.repeat(101) }, rules)).toEqual(['lastName:maxLength']);
    expect(failures({ ...VALID_ACCOUNT, organization: 'x'.repeat(200) }, rules)).toEqual([]);
  });
});

describe('create-account formValidations', () => {
  it('cover every registration field', async () => {
    const fields = new Set((await rulesOf('create-account', 'en')).map((r) => r.field));
    expect([...fields].sort()).toEqual([
      'confirmPassword',
      'country',
      'email',
      'firstName',
      'lastName',
      'organization',
      'organizationType',
      'password',
    ]);
  });

  it.each([
    ['a 7-character password', { password: 'cohort7', confirmPassword: 'cohort7' }, ['password:minLength']],
    ['a password without a digit', { password: 'cohortstudy', confirmPassword: 'cohortstudy' }, ['password:pattern']],
    ['a password without a letter', { password: '20262026', confirmPassword: '20262026' }, ['password:pattern']],
    ['a confirmation that differs', { confirmPassword: 'cohort2027' }, ['confirmPassword:matchesField']],
    ['a malformed email', { email: 'amelie.gagnon@' }, ['email:email']],
    ['a 101-character first name', { firstName: 'A'.repeat(101) }, ['firstName:maxLength']],
  ])('reject %s', async (_case, change, expected) => {
    for (const locale of ['en', 'fr'] as const) {
      expect(failures({ ...VALID_ACCOUNT, ...change }, await rulesOf('create-account', locale)), locale).toEqual(
        expected,
      );
    }
  });
});

describe('profile', () => {
  it('validates only the fields a user can edit (not email or password)', async () => {
    const fields = new Set((await rulesOf('profile', 'en')).map((r) => r.field));
    expect([...fields].sort()).toEqual(['country', 'firstName', 'lastName', 'organization', 'organizationType']);
  });

  it('has three heroes with distinct images and both empty-state texts', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const data = await page('profile', locale);
      const urls = ['hero', 'requestsHero', 'bookmarkedDatasetsHero'].map((h) => at(data, `${h}.image.url`));
      expect(new Set(urls).size, locale).toBe(3);
      expect(data.noRequestsText, locale).toEqual(expect.stringMatching(/\S/));
      expect(data.noBookmarksText, locale).toEqual(expect.stringMatching(/\S/));
      expect(at(data, 'seo.metaRobots'), 'the account area is not indexed').toBe('noindex, nofollow');
    }
  });
});

describe('our-story', () => {
  it('has more commitment cards than the carousel shows (3) and alternating about-us rows', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const data = await page('our-story', locale);
      const cards = at(data, 'commitments.items') as Array<Record<string, Json>>;
      expect(cards.length).toBeGreaterThanOrEqual(5);
      for (const card of cards)
        expect(card.description, `${locale} ${String(card.title)}`).toEqual(expect.stringMatching(/\S/));
      const rows = data.aboutUs as Array<Record<string, Json>>;
      expect(rows.map((r) => r.imagePosition)).toEqual(['left', 'right', 'left']);
      for (const row of rows) expect(row.text).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('links the governance and contact blocks to their pages', async () => {
    const data = await page('our-story', 'en');
    expect(at(data, 'dataGovernance.link.url')).toBe('/data-governance');
    expect(at(data, 'contactUs.link.url')).toBe('/about/contact-us');
  });
});

describe('news', () => {
  it('lists dated items, newest first, identical dates in both locales', async () => {
    const [en, fr] = [await page('new', 'en'), await page('new', 'fr')];
    const dates = (en.newsItems as Array<Record<string, Json>>).map((item) => item.date as string);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((fr.newsItems as Array<Record<string, Json>>).map((item) => item.date)).toEqual(dates);
  });
});

describe('dataset-request-form', () => {
  it('offers exactly the form’s steps (REQUEST_FORM_STEPS) to editors', () => {
    const schema = JSON.parse(readFileSync(path.join(CMS_ROOT, 'src/components/pages/form-step.json'), 'utf8')) as {
      attributes: { step: { enum: string[] } };
    };
    expect(schema.attributes.step.enum).toEqual([...REQUEST_FORM_STEPS]);
  });

  it.each(['en', 'fr'] as const)('labels and describes the nine steps in order (%s)', async (locale) => {
    const steps = (await page('dataset-request-form', locale)).steps as Array<Record<string, Json>>;
    expect(steps.map((s) => s.step)).toEqual([...REQUEST_FORM_STEPS]);
    for (const step of steps) {
      expect(step.label).toEqual(expect.stringMatching(/\S/));
      expect(step.description).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('translates every step and says how many there are', async () => {
    const [en, fr] = [await page('dataset-request-form', 'en'), await page('dataset-request-form', 'fr')];
    const labels = (p: Page) => (p.steps as Array<Record<string, Json>>).map((s) => s.label);
    labels(en).forEach((label, index) => expect(labels(fr)[index]).not.toBe(label));
    expect(en.intro).toMatch(/nine steps/);
    expect(fr.intro).toMatch(/neuf étapes/);
  });
});

describe('dataset-data-sample', () => {
  /** Buffers any body (superagent only buffers text and JSON by default); in Node the response is a stream. */
  type Parser = Exclude<Parameters<request.Test['parse']>[0], (text: string) => unknown>;
  const binary: Parser = (res, done) => {
    const stream = res as unknown as NodeJS.ReadableStream;
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  };

  it('shares the same file and guide between locales', async () => {
    const [en, fr] = [await page('dataset-data-sample', 'en'), await page('dataset-data-sample', 'fr')];
    expect(at(fr, 'file.url')).toBe(at(en, 'file.url'));
    expect(at(fr, 'guide.url')).toBe(at(en, 'guide.url'));
    expect(at(en, 'file.mime')).toBe('text/csv');
    expect(at(en, 'guide.mime')).toBe('application/pdf');
  });

  it('serves the sample as a downloadable CSV of realistic synthetic participants', async () => {
    const data = await page('dataset-data-sample', 'en');
    const res = await request(app.server)
      .get(at(data, 'file.url') as string)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = (res.body as Buffer).toString('utf8').trimEnd().split('\n');
    expect(lines[0]?.split(',')).toEqual([...DATA_SAMPLE_COLUMNS]);
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(DATA_SAMPLE_ROWS);
    expect(DATA_SAMPLE_ROWS).toBe(50);
    const column = (name: (typeof DATA_SAMPLE_COLUMNS)[number]) =>
      rows.map((row) => row[DATA_SAMPLE_COLUMNS.indexOf(name)] ?? '');
    for (const row of rows) expect(row).toHaveLength(DATA_SAMPLE_COLUMNS.length);
    expect(new Set(column('participant_id')).size).toBe(DATA_SAMPLE_ROWS);
    for (const age of column('age_at_baseline').map(Number)) expect(age >= 35 && age <= 74, String(age)).toBe(true);
    for (const bmi of column('bmi_kg_m2').map(Number)) expect(bmi >= 18.5 && bmi <= 44, String(bmi)).toBe(true);
    const systolic = column('systolic_bp_mmhg').map(Number);
    column('diastolic_bp_mmhg').forEach((d, i) => expect(Number(d)).toBeLessThan(systolic[i] ?? 0));
    expect(new Set(column('sex'))).toEqual(new Set(['F', 'M']));
    expect(new Set(column('incident_cvd'))).toEqual(new Set(['0', '1']));
    // The home page describes this same file.
    expect((await page('home', 'en')).dataSampleDescription).toContain(`${DATA_SAMPLE_ROWS} participants`);
  });

  it('serves the variable guide as a PDF', async () => {
    const data = await page('dataset-data-sample', 'en');
    const res = await request(app.server)
      .get(at(data, 'guide.url') as string)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    for (const column of DATA_SAMPLE_COLUMNS) expect(pdf.toString('latin1'), column).toContain(column);
  });
});

describe('seed', () => {
  it('publishes exactly one document per page with en and fr, and a second run adds nothing', async () => {
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const name of NAMES) {
        const uid = `api::${name}.${name}`;
        const published = (await app.strapi.db
          .query(uid as never)
          .findMany({ where: { publishedAt: { $notNull: true } }, select: ['documentId', 'locale'] })) as Array<{
          documentId: string;
          locale: string;
        }>;
        expect(new Set(published.map((d) => d.documentId)).size, uid).toBe(1);
        expect(published.map((d) => d.locale).sort(), uid).toEqual(['en', 'fr']);
        result[uid] = await app.strapi.db.query(uid as never).count();
      }
      result.files = await app.strapi.db.query('plugin::upload.file').count();
      return result;
    };
    const before = await counts();
    const started = Date.now();
    await seedContent(app.strapi);
    const elapsed = Date.now() - started;
    expect(await counts()).toEqual(before);
    expect(elapsed, 'a re-run only checks what exists').toBeLessThan(5_000);
  });
});
