import type { Media } from './media';
import type { RequestFormStep } from '../request-form-steps';

/**
 * Content pages as the CMS serves them (GET /api/{single type}?locale=…): every component,
 * media field and nested component is populated by the server; optional text is `null`
 * when an editor left it empty. Rich text fields hold Markdown.
 */

export type OpenGraph = {
  ogTitle: string;
  ogDescription: string | null;
  ogImage: Media | null;
  ogUrl?: string | null;
  ogType?: string | null;
};

/** `shared.seo`: the Open Graph card is nested in it (`seo.openGraph`). */
export type Seo = {
  metaTitle: string;
  metaDescription: string | null;
  metaImage: Media | null;
  keywords?: string | null;
  metaRobots?: string | null;
  canonicalURL?: string | null;
  openGraph?: OpenGraph | null;
};

/** `shared.link`: internal URLs are paths relative to the current locale (e.g. `/about/contact-us`). */
export type Link = {
  id?: number;
  label: string;
  url: string;
  isExternal: boolean | null;
};

export type Hero = {
  eyebrowText: string | null;
  title: string;
  description: string | null;
  image: Media | null;
  cta?: Link | null;
};

export type TextColumn = {
  id?: number;
  title: string | null;
  /** Markdown. */
  body: string;
};

export type TextColumns = {
  eyebrowText: string | null;
  title: string | null;
  columns: TextColumn[];
};

export type Card = {
  id?: number;
  title: string;
  description: string | null;
  image: Media | null;
  link: Link | null;
};

export type Cards = {
  title: string | null;
  description: string | null;
  items: Card[];
};

/** `shared.option`: a form choice; `value` is stored, `label` is shown (translated). */
export type Option = {
  id?: number;
  value: string;
  label: string;
};

/** Fields every content page (Strapi single type) carries. */
export type ContentPage = {
  id: number;
  documentId: string;
  locale: string;
  seo: Seo | null;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string | null;
};

// ---------------------------------------------------------------------------------------------
// Page components (category `pages`)

/** `pages.text-block`: a titled Markdown text with an optional link. */
export type TextBlock = {
  title: string;
  text: string;
  link: Link | null;
};

export type AboutRow = {
  id?: number;
  title: string;
  /** Markdown. */
  text: string;
  image: Media | null;
  imagePosition: 'left' | 'right';
};

/** `pages.form-field`: label, placeholder and help text of one input. */
export type FormField = {
  label: string;
  placeholder: string | null;
  hint: string | null;
};

export type FormValidationField =
  'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'organization' | 'organizationType' | 'country';

export type FormValidationRule = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'email' | 'matchesField';

/**
 * `pages.form-validation`: one rule of an account form. `value` is 'true' for required and
 * email, a decimal number for minLength/maxLength, a JavaScript regular expression source for
 * pattern, and the other field's name for matchesField. `message` is translated.
 */
export type FormValidation = {
  id?: number;
  field: FormValidationField;
  rule: FormValidationRule;
  value: string;
  message: string;
};

export type ContactForm = {
  nameField: FormField;
  emailField: FormField;
  organizationField: FormField;
  organizationTypeField: FormField;
  reasonField: FormField;
  messageField: FormField;
  consentLabel: string;
  submitLabel: string;
  successMessage: string;
  errorMessage: string;
};

export type ContactDetails = {
  title: string;
  contactEmail: string;
  phone: string | null;
  address: string;
  officeHours: string | null;
};

export type RegistrationForm = {
  firstNameField: FormField;
  lastNameField: FormField;
  emailField: FormField;
  passwordField: FormField;
  confirmPasswordField: FormField;
  organizationField: FormField;
  organizationTypeField: FormField;
  countryField: FormField;
  newsletterLabel: string | null;
  submitLabel: string;
  successMessage: string;
  loginPrompt: string | null;
  loginLink: Link | null;
};

export type ProfileForm = {
  firstNameField: FormField;
  lastNameField: FormField;
  emailField: FormField;
  organizationField: FormField;
  organizationTypeField: FormField;
  countryField: FormField;
  newsletterLabel: string | null;
  saveLabel: string;
  cancelLabel: string | null;
  successMessage: string;
  errorMessage: string;
};

export type NewsItem = {
  id?: number;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  summary: string;
  image: Media | null;
  link: Link | null;
};

/** The editor's label and help of one step of the request form (`pages.form-step`). */
export type RequestFormStepContent = {
  id?: number;
  step: RequestFormStep;
  label: string;
  description: string | null;
};

// ---------------------------------------------------------------------------------------------
// Site pages (GET /api/{name})

/** GET /api/home */
export type HomePage = ContentPage & {
  hero: Hero | null;
  intro: TextColumns | null;
  highlights: Cards | null;
  dataSampleTitle: string | null;
  dataSampleDescription: string | null;
  dataSampleButtonLabel: string | null;
  partnerCta: Card | null;
};

/** GET /api/our-story */
export type OurStoryPage = ContentPage & {
  hero: Hero | null;
  mission: TextBlock | null;
  /** Shown as a carousel of 3 (1 under 800px). */
  commitments: Cards | null;
  aboutUsTitle: string | null;
  aboutUs: AboutRow[];
  dataGovernance: TextBlock | null;
  contactUs: TextBlock | null;
};

/** GET /api/contact-us */
export type ContactUsPage = ContentPage & {
  hero: Hero | null;
  /** Markdown. */
  intro: string | null;
  form: ContactForm | null;
  contactReasonOptions: Option[];
  /** Values are compared lowercased by `isAcademic`: 'academic', 'academic / non-profit', … */
  organizationTypeOptions: Option[];
  contactDetails: ContactDetails | null;
};

/** GET /api/create-account */
export type CreateAccountPage = ContentPage & {
  hero: Hero | null;
  /** Markdown. */
  intro: string | null;
  form: RegistrationForm | null;
  organizationTypeOptions: Option[];
  /** Markdown. */
  termsText: string | null;
  formValidations: FormValidation[];
};

/** GET /api/new (the news page) */
export type NewsPage = ContentPage & {
  hero: Hero | null;
  newsItems: NewsItem[];
  emptyStateText: string | null;
};

/** GET /api/data-provider */
export type DataProviderPage = ContentPage & {
  hero: Hero | null;
  textColumns: TextColumns | null;
  benefits: Cards | null;
  steps: Cards | null;
  cta: Card | null;
};

/** GET /api/become-partner */
export type BecomePartnerPage = ContentPage & {
  hero: Hero | null;
  textColumns: TextColumns | null;
  tiers: Cards | null;
  cta: Card | null;
};

/** GET /api/profile */
export type ProfilePage = ContentPage & {
  /** Hero of the profile (edit) page. */
  hero: Hero | null;
  requestsHero: Hero | null;
  bookmarkedDatasetsHero: Hero | null;
  editTabLabel: string | null;
  requestsTabLabel: string | null;
  bookmarksTabLabel: string | null;
  form: ProfileForm | null;
  organizationTypeOptions: Option[];
  formValidations: FormValidation[];
  noRequestsText: string | null;
  noBookmarksText: string | null;
};

/** GET /api/dataset-request-form */
export type DatasetRequestFormPage = ContentPage & {
  title: string;
  /** Markdown. */
  intro: string | null;
  /** The editor's texts per step, in the form's order (REQUEST_FORM_STEPS); a step may be missing. */
  steps: RequestFormStepContent[];
  backLabel: string | null;
  nextLabel: string | null;
  saveDraftLabel: string | null;
  draftSavedMessage: string | null;
  submitLabel: string | null;
  successTitle: string | null;
  /** Markdown. */
  successText: string | null;
  /** Markdown. */
  helpText: string | null;
};

/** GET /api/dataset-data-sample: the sample download offered on the home page. */
export type DatasetDataSamplePage = ContentPage & {
  title: string;
  /** Markdown. */
  description: string | null;
  /** The sample itself (CSV). */
  file: Media | null;
  fileLabel: string | null;
  /** A PDF guide describing the sample's variables. */
  guide: Media | null;
  guideLabel: string | null;
  /** Markdown. */
  licenceNote: string | null;
};
