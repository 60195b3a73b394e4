import type {
  BookmarkedDataset,
  CreateAccountPage,
  FormField,
  FormValidation,
  FormValidationField,
  FormValidationRule,
  OtpChallengeResponse,
  ProfilePage,
  PublicUser,
  RoleType,
  SessionResponse,
} from '@portal/shared';
import { http, HttpResponse } from 'msw';

import { authenticatedSession, type Session } from '@/lib/session';
import { strapiError } from '@/testing/fixtures';

/**
 * Accounts and sessions (docs/api/auth.md): users, the create-account and profile content with
 * their formValidations (the seed's rules, English and French messages), and default handlers:
 * nobody is signed in (refresh refused), logout always succeeds, no requests yet.
 */

const t = (locale: string, en: string, fr: string) => (locale === 'fr' ? fr : en);
const localeOf = (request: Request) => new URL(request.url).searchParams.get('locale') ?? 'en';

export function publicUserFixture(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 12,
    documentId: 'user-marie',
    email: 'marie.curie@example.org',
    firstName: 'Marie',
    lastName: 'Curie',
    organization: 'Université de Paris',
    organizationType: 'academic',
    country: 'France',
    receiveNewsAndUpdates: false,
    locale: 'en',
    notificationFrequency: 'immediate',
    confirmed: true,
    role: { type: 'authenticated', name: 'Authenticated' },
    bookmarkedDatasets: [],
    ...overrides,
  };
}

export const staffUserFixture = (type: Exclude<RoleType, 'authenticated'> = 'queue-manager') =>
  publicUserFixture({
    id: 4,
    documentId: `user-${type}`,
    email: `${type}@portal.localhost`,
    firstName: 'Dana',
    lastName: 'Okafor',
    role: { type, name: type },
  });

export const sessionForUser = (user: PublicUser = publicUserFixture()): Session => authenticatedSession(user);

export const bookmarkFixture = (slug: string, title: string): BookmarkedDataset => ({
  documentId: `doc-${slug}`,
  slug,
  title,
});

export const OTP_TOKEN = 'pD0s3NxY2kq8Wm1vL7aZ4rT6uB9cE5fH3jK0nQ2sV8w';

export const otpChallengeFixture = (overrides: Partial<OtpChallengeResponse> = {}): OtpChallengeResponse => ({
  otpToken: OTP_TOKEN,
  expiresAt: '2026-05-04T10:20:00.000Z',
  resendAvailableInSeconds: 60,
  ...overrides,
});

export const sessionResponseFixture = (
  user: PublicUser = publicUserFixture(),
  jwt = 'access-token-1',
): SessionResponse => ({
  jwt,
  user,
});

// ---------------------------------------------------------------------------------------------
// Content

type Rule = [FormValidationField, FormValidationRule, string, string, string];

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

export const REGISTRATION_RULES: Rule[] = [
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

export const validationsFixture = (locale: string, rules: Rule[]): FormValidation[] =>
  rules.map(([field, rule, value, en, fr], index) => ({
    id: index + 1,
    field,
    rule,
    value,
    message: t(locale, en, fr),
  }));

const field = (label: string, placeholder: string | null = null, hint: string | null = null): FormField => ({
  label,
  placeholder,
  hint,
});

const ORGANIZATION_TYPES = [
  ['academic', 'Academic', 'Universitaire'],
  ['government', 'Government', 'Gouvernement'],
  ['industry', 'Industry', 'Industrie'],
] as const;

const organizationTypeOptions = (locale: string) =>
  ORGANIZATION_TYPES.map(([value, en, fr], index) => ({ id: index + 1, value, label: t(locale, en, fr) }));

export function createAccountFixture(locale: string): CreateAccountPage {
  return {
    id: 1,
    documentId: 'create-account',
    locale,
    seo: null,
    hero: {
      eyebrowText: t(locale, 'Join the portal', 'Rejoindre le portail'),
      title: t(locale, 'Create your researcher account', 'Créez votre compte de chercheur'),
      description: null,
      image: null,
    },
    intro: t(locale, 'Use your **institutional email address**.', 'Utilisez votre **adresse institutionnelle**.'),
    form: {
      firstNameField: field(t(locale, 'First name', 'Prénom')),
      lastNameField: field(t(locale, 'Last name', 'Nom de famille')),
      emailField: field(t(locale, 'Email address', 'Adresse courriel'), 'name@university.ca'),
      passwordField: field(
        t(locale, 'Password', 'Mot de passe'),
        null,
        t(locale, 'At least 8 characters.', 'Au moins 8 caractères.'),
      ),
      confirmPasswordField: field(t(locale, 'Confirm password', 'Confirmer le mot de passe')),
      organizationField: field(t(locale, 'Organization', 'Organisation')),
      organizationTypeField: field(
        t(locale, 'Organization type', 'Type d’organisation'),
        t(locale, 'Select a type', 'Sélectionnez un type'),
      ),
      countryField: field(t(locale, 'Country', 'Pays')),
      newsletterLabel: t(locale, 'Send me news about new datasets.', 'Envoyez-moi les nouvelles.'),
      submitLabel: t(locale, 'Create account', 'Créer le compte'),
      successMessage: t(
        locale,
        'Almost done: check your inbox.',
        'C’est presque terminé : consultez votre boîte de réception.',
      ),
      loginPrompt: t(locale, 'Already have an account?', 'Vous avez déjà un compte ?'),
      loginLink: { label: t(locale, 'Sign in', 'Se connecter'), url: '/login', isExternal: false },
    },
    organizationTypeOptions: organizationTypeOptions(locale),
    termsText: t(
      locale,
      'By creating an account you accept the terms of use.',
      'En créant un compte, vous acceptez les conditions.',
    ),
    formValidations: validationsFixture(locale, REGISTRATION_RULES),
  };
}

export function profileFixture(locale: string): ProfilePage {
  const hero = (title: string) => ({ eyebrowText: null, title, description: null, image: null });
  return {
    id: 1,
    documentId: 'profile',
    locale,
    seo: null,
    hero: hero(t(locale, 'My profile', 'Mon profil')),
    requestsHero: hero(t(locale, 'My requests', 'Mes demandes')),
    bookmarkedDatasetsHero: hero(t(locale, 'Bookmarked datasets', 'Jeux de données enregistrés')),
    editTabLabel: t(locale, 'Profile', 'Profil'),
    requestsTabLabel: t(locale, 'Requests', 'Demandes'),
    bookmarksTabLabel: t(locale, 'Bookmarks', 'Favoris'),
    form: {
      firstNameField: field(t(locale, 'First name', 'Prénom')),
      lastNameField: field(t(locale, 'Last name', 'Nom de famille')),
      emailField: field(
        t(locale, 'Email address', 'Adresse courriel'),
        null,
        t(locale, 'Contact us to change it.', 'Contactez-nous pour la changer.'),
      ),
      organizationField: field(t(locale, 'Organization', 'Organisation')),
      organizationTypeField: field(t(locale, 'Organization type', 'Type d’organisation')),
      countryField: field(t(locale, 'Country', 'Pays')),
      newsletterLabel: t(locale, 'Send me news about new datasets.', 'Envoyez-moi les nouvelles.'),
      saveLabel: t(locale, 'Save changes', 'Enregistrer les modifications'),
      cancelLabel: t(locale, 'Cancel', 'Annuler'),
      successMessage: t(locale, 'Your profile has been updated.', 'Votre profil a été mis à jour.'),
      errorMessage: t(
        locale,
        'Your changes could not be saved. Please try again.',
        'Vos modifications n’ont pas pu être enregistrées.',
      ),
    },
    organizationTypeOptions: organizationTypeOptions(locale),
    formValidations: validationsFixture(locale, PROFILE_RULES),
    noRequestsText: t(locale, 'You have not made any request yet.', 'Vous n’avez encore présenté aucune demande.'),
    noBookmarksText: t(
      locale,
      'You have not bookmarked any dataset yet.',
      'Vous n’avez encore enregistré aucun jeu de données.',
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Handlers

export const unauthorized = () =>
  HttpResponse.json(strapiError(401, 'UnauthorizedError', 'User is not logged in'), { status: 401 });

export const authHandlers = [
  http.get('*/api/create-account', ({ request }) =>
    HttpResponse.json({ data: createAccountFixture(localeOf(request)), meta: {} }),
  ),
  http.get('*/api/profile', ({ request }) => HttpResponse.json({ data: profileFixture(localeOf(request)), meta: {} })),
  // Nobody is signed in: no refresh cookie.
  http.post('*/api/auth/refreshToken', () =>
    HttpResponse.json(strapiError(401, 'UnauthorizedError', 'Invalid refresh token'), { status: 401 }),
  ),
  http.post('*/api/logout', () => HttpResponse.json({ data: { ok: true } })),
  http.get('*/api/data-access-requests/find-my', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
  http.get('*/api/dataset-request/find-my', () => HttpResponse.json({ data: [], meta: { total: 0 } })),
];
