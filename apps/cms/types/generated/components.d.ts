import type { Schema, Struct } from '@strapi/strapi';

export interface DatasetAccessTier extends Struct.ComponentSchema {
  collectionName: 'components_dataset_access_tiers';
  info: {
    description: 'A row of the dataset library describing one access tier (data level)';
    displayName: 'Access tier';
    icon: 'lock';
  };
  attributes: {
    description: Schema.Attribute.Text;
    features: Schema.Attribute.Component<'shared.value-entry', true>;
    image: Schema.Attribute.Media<'images'>;
    tierLabel: Schema.Attribute.String & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetDataLevel extends Struct.ComponentSchema {
  collectionName: 'components_dataset_data_levels';
  info: {
    description: 'A data level the dataset offers: a key that is the same in every locale (requests store it) and the label shown';
    displayName: 'Data level';
    icon: 'lock';
  };
  attributes: {
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    value: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface DatasetDictionary extends Struct.ComponentSchema {
  collectionName: 'components_dataset_dictionaries';
  info: {
    description: 'Dictionary tab: tables of variables';
    displayName: 'Data dictionary';
    icon: 'book';
  };
  attributes: {
    tables: Schema.Attribute.Component<'dataset.dictionary-table', true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetDictionaryColumns extends Struct.ComponentSchema {
  collectionName: 'components_dataset_dictionary_columns';
  info: {
    description: 'Header labels of a dictionary table';
    displayName: 'Dictionary columns';
    icon: 'layout';
  };
  attributes: {
    description: Schema.Attribute.String & Schema.Attribute.Required;
    item: Schema.Attribute.String & Schema.Attribute.Required;
    units: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetDictionaryItem extends Struct.ComponentSchema {
  collectionName: 'components_dataset_dictionary_items';
  info: {
    description: 'One variable: name, description and units';
    displayName: 'Dictionary item';
    icon: 'bulletList';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    item: Schema.Attribute.String & Schema.Attribute.Required;
    units: Schema.Attribute.String;
  };
}

export interface DatasetDictionaryTable extends Struct.ComponentSchema {
  collectionName: 'components_dataset_dictionary_tables';
  info: {
    description: 'A group of variables with column headers';
    displayName: 'Dictionary table';
    icon: 'grid';
  };
  attributes: {
    columns: Schema.Attribute.Component<'dataset.dictionary-columns', false>;
    items: Schema.Attribute.Component<'dataset.dictionary-item', true>;
    subtitle: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetMetric extends Struct.ComponentSchema {
  collectionName: 'components_dataset_metrics';
  info: {
    description: 'A headline figure of a dataset, e.g. 19 517 participants';
    displayName: 'Metric';
    icon: 'chartBubble';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetOverview extends Struct.ComponentSchema {
  collectionName: 'components_dataset_overviews';
  info: {
    description: 'Overview tab: tables and references';
    displayName: 'Overview';
    icon: 'book';
  };
  attributes: {
    references: Schema.Attribute.RichText;
    referencesTitle: Schema.Attribute.String;
    tables: Schema.Attribute.Component<'dataset.overview-table', true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetOverviewItem extends Struct.ComponentSchema {
  collectionName: 'components_dataset_overview_items';
  info: {
    description: 'One row of an overview table';
    displayName: 'Overview item';
    icon: 'bulletList';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    item: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetOverviewTable extends Struct.ComponentSchema {
  collectionName: 'components_dataset_overview_tables';
  info: {
    description: 'A two-column table of the overview tab';
    displayName: 'Overview table';
    icon: 'grid';
  };
  attributes: {
    firstColumnHeader: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'dataset.overview-item', true>;
    secondColumnHeader: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetPreviewNav extends Struct.ComponentSchema {
  collectionName: 'components_dataset_preview_navs';
  info: {
    description: 'A tab of the dataset detail page: label and icons';
    displayName: 'Preview navigation item';
    icon: 'arrowRight';
  };
  attributes: {
    icon: Schema.Attribute.Media<'images'>;
    mobileIcon: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetStatistics extends Struct.ComponentSchema {
  collectionName: 'components_dataset_statistics';
  info: {
    description: 'Statistics tab: one chart image for desktop, one for mobile';
    displayName: 'Data statistics';
    icon: 'chartPie';
  };
  attributes: {
    mobileStatistics: Schema.Attribute.Media<'images'>;
    statistics: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DatasetTagColors extends Struct.ComponentSchema {
  collectionName: 'components_dataset_tag_colors';
  info: {
    description: "Background and text colour of the dataset's main tag (hex, e.g. #0b3d5c); choose a pair with at least 4.5:1 contrast";
    displayName: 'Tag colors';
    icon: 'paint';
  };
  attributes: {
    background: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface GovernanceCommitteeMember extends Struct.ComponentSchema {
  collectionName: 'components_governance_committee_members';
  info: {
    description: 'A member of the data access governance committee';
    displayName: 'Committee member';
    icon: 'user';
  };
  attributes: {
    bio: Schema.Attribute.RichText;
    description: Schema.Attribute.Text;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    profilePicture: Schema.Attribute.Media<'images'>;
    socialMediaLinks: Schema.Attribute.Component<'governance.social-link', true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface GovernancePoliciesSection extends Struct.ComponentSchema {
  collectionName: 'components_governance_policies_sections';
  info: {
    description: 'Heading of the policies list and the labels of its more/less toggle';
    displayName: 'Policies section';
    icon: 'file';
  };
  attributes: {
    intro: Schema.Attribute.Text;
    lessLabel: Schema.Attribute.String & Schema.Attribute.Required;
    moreLabel: Schema.Attribute.String & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface GovernancePrincipalInvestigator extends Struct.ComponentSchema {
  collectionName: 'components_governance_principal_investigators';
  info: {
    description: 'The researcher responsible for an approved project (no contact details: the registry is public)';
    displayName: 'Principal investigator';
    icon: 'user';
  };
  attributes: {
    country: Schema.Attribute.String;
    firstName: Schema.Attribute.String & Schema.Attribute.Required;
    lastName: Schema.Attribute.String & Schema.Attribute.Required;
    organization: Schema.Attribute.String;
    organizationType: Schema.Attribute.String;
    title: Schema.Attribute.String;
  };
}

export interface GovernanceProcessStep extends Struct.ComponentSchema {
  collectionName: 'components_governance_process_steps';
  info: {
    description: 'One step of the data access process: title, description and icon';
    displayName: 'Process step';
    icon: 'arrowRight';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    icon: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface GovernanceRegistrySection extends Struct.ComponentSchema {
  collectionName: 'components_governance_registry_sections';
  info: {
    description: 'Heading, search placeholder and the table and dialog labels of the approved-requests registry';
    displayName: 'Registry section';
    icon: 'layer';
  };
  attributes: {
    approvalDateLabel: Schema.Attribute.String;
    approvedLabel: Schema.Attribute.String;
    closeLabel: Schema.Attribute.String;
    countryLabel: Schema.Attribute.String;
    datasetsLabel: Schema.Attribute.String;
    durationLabel: Schema.Attribute.String;
    emptyLabel: Schema.Attribute.String;
    intendedUseLabel: Schema.Attribute.String;
    intro: Schema.Attribute.Text;
    investigatorLabel: Schema.Attribute.String;
    organizationLabel: Schema.Attribute.String;
    organizationTypeLabel: Schema.Attribute.String;
    principalInvestigatorLabel: Schema.Attribute.String;
    projectSummaryLabel: Schema.Attribute.String;
    projectTitleLabel: Schema.Attribute.String;
    requestedLabel: Schema.Attribute.String;
    searchPlaceholder: Schema.Attribute.String;
    startDateLabel: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface GovernanceRichText extends Struct.ComponentSchema {
  collectionName: 'components_governance_rich_texts';
  info: {
    description: 'A titled block of Markdown text';
    displayName: 'Rich text';
    icon: 'feather';
  };
  attributes: {
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface GovernanceSafeguard extends Struct.ComponentSchema {
  collectionName: 'components_governance_safeguards';
  info: {
    description: 'A row of the security table: the layer (item) and its safeguard (description)';
    displayName: 'Safeguard';
    icon: 'shield';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    item: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface GovernanceSectionHeading extends Struct.ComponentSchema {
  collectionName: 'components_governance_section_headings';
  info: {
    description: 'Title and introduction of a page section';
    displayName: 'Section heading';
    icon: 'heading';
  };
  attributes: {
    intro: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface GovernanceSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_governance_social_links';
  info: {
    description: "A link to a member's profile elsewhere, with its icon";
    displayName: 'Social link';
    icon: 'link';
  };
  attributes: {
    icon: Schema.Attribute.Media<'images'>;
    label: Schema.Attribute.String;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface PagesAboutRow extends Struct.ComponentSchema {
  collectionName: 'components_pages_about_rows';
  info: {
    description: 'A row of the our-story page: text beside an image, image on the left or the right';
    displayName: 'About row';
    icon: 'layout';
  };
  attributes: {
    image: Schema.Attribute.Media<'images'>;
    imagePosition: Schema.Attribute.Enumeration<['left', 'right']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'left'>;
    text: Schema.Attribute.RichText & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface PagesContactDetails extends Struct.ComponentSchema {
  collectionName: 'components_pages_contact_details';
  info: {
    description: "The portal team's public contact address";
    displayName: 'Contact details';
    icon: 'pinMap';
  };
  attributes: {
    address: Schema.Attribute.Text & Schema.Attribute.Required;
    contactEmail: Schema.Attribute.String & Schema.Attribute.Required;
    officeHours: Schema.Attribute.String;
    phone: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface PagesContactForm extends Struct.ComponentSchema {
  collectionName: 'components_pages_contact_forms';
  info: {
    description: 'Labels and messages of the contact-us form';
    displayName: 'Contact form';
    icon: 'envelop';
  };
  attributes: {
    consentLabel: Schema.Attribute.Text & Schema.Attribute.Required;
    emailField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    errorMessage: Schema.Attribute.Text & Schema.Attribute.Required;
    messageField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    nameField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    organizationField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    organizationTypeField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    reasonField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    submitLabel: Schema.Attribute.String & Schema.Attribute.Required;
    successMessage: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface PagesFormField extends Struct.ComponentSchema {
  collectionName: 'components_pages_form_fields';
  info: {
    description: 'Label, placeholder and help text of one form input';
    displayName: 'Form field';
    icon: 'pencil';
  };
  attributes: {
    hint: Schema.Attribute.Text;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    placeholder: Schema.Attribute.String;
  };
}

export interface PagesFormStep extends Struct.ComponentSchema {
  collectionName: 'components_pages_form_steps';
  info: {
    description: 'Label and help of one step of the dataset request form';
    displayName: 'Form step';
    icon: 'arrowRight';
  };
  attributes: {
    description: Schema.Attribute.Text;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    step: Schema.Attribute.Enumeration<
      ['datasets', 'project', 'investigator', 'use', 'funding', 'regulatory', 'dissemination', 'attachments', 'review']
    > &
      Schema.Attribute.Required;
  };
}

export interface PagesFormValidation extends Struct.ComponentSchema {
  collectionName: 'components_pages_form_validations';
  info: {
    description: "One validation rule of an account form. value: 'true' for required/email, a number for minLength/maxLength, a JavaScript regular expression for pattern, the other field's name for matchesField";
    displayName: 'Form validation';
    icon: 'check';
  };
  attributes: {
    field: Schema.Attribute.Enumeration<
      ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'organization', 'organizationType', 'country']
    > &
      Schema.Attribute.Required;
    message: Schema.Attribute.String & Schema.Attribute.Required;
    rule: Schema.Attribute.Enumeration<['required', 'minLength', 'maxLength', 'pattern', 'email', 'matchesField']> &
      Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface PagesNewsItem extends Struct.ComponentSchema {
  collectionName: 'components_pages_news_items';
  info: {
    description: 'One news entry: title, date, summary, image and link';
    displayName: 'News item';
    icon: 'feather';
  };
  attributes: {
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'>;
    link: Schema.Attribute.Component<'shared.link', false>;
    summary: Schema.Attribute.Text & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface PagesProfileForm extends Struct.ComponentSchema {
  collectionName: 'components_pages_profile_forms';
  info: {
    description: 'Field labels, hints and buttons of the profile edit form';
    displayName: 'Profile form';
    icon: 'user';
  };
  attributes: {
    cancelLabel: Schema.Attribute.String;
    countryField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    emailField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    errorMessage: Schema.Attribute.Text & Schema.Attribute.Required;
    firstNameField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    lastNameField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    newsletterLabel: Schema.Attribute.String;
    organizationField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    organizationTypeField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    saveLabel: Schema.Attribute.String & Schema.Attribute.Required;
    successMessage: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface PagesRegistrationForm extends Struct.ComponentSchema {
  collectionName: 'components_pages_registration_forms';
  info: {
    description: 'Field labels, hints and buttons of the create-account form';
    displayName: 'Registration form';
    icon: 'user';
  };
  attributes: {
    confirmPasswordField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    countryField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    emailField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    firstNameField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    lastNameField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    loginLink: Schema.Attribute.Component<'shared.link', false>;
    loginPrompt: Schema.Attribute.String;
    newsletterLabel: Schema.Attribute.String;
    organizationField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    organizationTypeField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    passwordField: Schema.Attribute.Component<'pages.form-field', false> & Schema.Attribute.Required;
    submitLabel: Schema.Attribute.String & Schema.Attribute.Required;
    successMessage: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface PagesTextBlock extends Struct.ComponentSchema {
  collectionName: 'components_pages_text_blocks';
  info: {
    description: 'A titled text (Markdown) with an optional link';
    displayName: 'Text block';
    icon: 'align-left';
  };
  attributes: {
    link: Schema.Attribute.Component<'shared.link', false>;
    text: Schema.Attribute.RichText & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface RequestFormSection extends Struct.ComponentSchema {
  collectionName: 'components_request_form_sections';
  info: {
    description: 'Title and help text of one block of the dataset access request form';
    displayName: 'Form section';
    icon: 'feather';
  };
  attributes: {
    helpText: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface RequestPrincipalInvestigator extends Struct.ComponentSchema {
  collectionName: 'components_request_principal_investigators';
  info: {
    description: 'The researcher responsible for a requested project, with contact details (never published)';
    displayName: 'Principal investigator (request)';
    icon: 'user';
  };
  attributes: {
    country: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    email: Schema.Attribute.Email &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
    firstName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    lastName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    organization: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    organizationType: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface RequestRequestedDataset extends Struct.ComponentSchema {
  collectionName: 'components_request_requested_datasets';
  info: {
    description: 'One dataset of a request and the data level asked for';
    displayName: 'Requested dataset';
    icon: 'database';
  };
  attributes: {
    dataLevel: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    dataset: Schema.Attribute.Relation<'oneToOne', 'api::dataset.dataset'>;
  };
}

export interface SharedCard extends Struct.ComponentSchema {
  collectionName: 'components_shared_card_items';
  info: {
    description: 'Title, text, optional image and link';
    displayName: 'Card';
    icon: 'dashboard';
  };
  attributes: {
    description: Schema.Attribute.Text;
    image: Schema.Attribute.Media<'images'>;
    link: Schema.Attribute.Component<'shared.link', false>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedCards extends Struct.ComponentSchema {
  collectionName: 'components_shared_cards';
  info: {
    description: 'A titled group of cards';
    displayName: 'Cards';
    icon: 'apps';
  };
  attributes: {
    description: Schema.Attribute.Text;
    items: Schema.Attribute.Component<'shared.card', true>;
    title: Schema.Attribute.String;
  };
}

export interface SharedHero extends Struct.ComponentSchema {
  collectionName: 'components_shared_heroes';
  info: {
    description: 'Page header: eyebrow, title, description and image';
    displayName: 'Hero';
    icon: 'landscape';
  };
  attributes: {
    cta: Schema.Attribute.Component<'shared.link', false>;
    description: Schema.Attribute.Text;
    eyebrowText: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_links';
  info: {
    description: 'A labelled link; internal paths are relative to the locale';
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    isExternal: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedOpenGraph extends Struct.ComponentSchema {
  collectionName: 'components_shared_open_graphs';
  info: {
    description: 'Social sharing card';
    displayName: 'Open Graph';
    icon: 'project-diagram';
  };
  attributes: {
    ogDescription: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    ogImage: Schema.Attribute.Media<'images'>;
    ogTitle: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    ogType: Schema.Attribute.String & Schema.Attribute.DefaultTo<'website'>;
    ogUrl: Schema.Attribute.String;
  };
}

export interface SharedOption extends Struct.ComponentSchema {
  collectionName: 'components_shared_options';
  info: {
    description: 'A choice offered by a form: stored value and translated label';
    displayName: 'Option';
    icon: 'bulletList';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    description: 'Page title, description and sharing metadata';
    displayName: 'SEO';
    icon: 'search';
  };
  attributes: {
    canonicalURL: Schema.Attribute.String;
    keywords: Schema.Attribute.Text;
    metaDescription: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    metaImage: Schema.Attribute.Media<'images'>;
    metaRobots: Schema.Attribute.String;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    openGraph: Schema.Attribute.Component<'shared.open-graph', false>;
  };
}

export interface SharedTextColumn extends Struct.ComponentSchema {
  collectionName: 'components_shared_text_column_items';
  info: {
    description: 'One column of a text-columns block';
    displayName: 'Text column';
    icon: 'align-left';
  };
  attributes: {
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
    title: Schema.Attribute.String;
  };
}

export interface SharedTextColumns extends Struct.ComponentSchema {
  collectionName: 'components_shared_text_columns';
  info: {
    description: 'A heading with one to three text columns';
    displayName: 'Text columns';
    icon: 'layout';
  };
  attributes: {
    columns: Schema.Attribute.Component<'shared.text-column', true>;
    eyebrowText: Schema.Attribute.String;
    title: Schema.Attribute.String;
  };
}

export interface SharedValueEntry extends Struct.ComponentSchema {
  collectionName: 'components_shared_value_entries';
  info: {
    description: 'A single text value in a list';
    displayName: 'Value entry';
    icon: 'bulletList';
  };
  attributes: {
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface WorkflowHoliday extends Struct.ComponentSchema {
  collectionName: 'components_workflow_holidays';
  info: {
    description: 'A day off of the committee: deadlines skip it.';
    displayName: 'Holiday';
    icon: 'calendar';
  };
  attributes: {
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
  };
}

export interface WorkflowInternal extends Struct.ComponentSchema {
  collectionName: 'components_workflow_internals';
  info: {
    description: 'Internal workflow state of a data access request: statuses, when the request status last changed (its deadline counts from there) and assignee. Changed only through the workflow service (docs/workflow.md).';
    displayName: 'Request workflow state';
    icon: 'priority';
  };
  attributes: {
    approvalStatus: Schema.Attribute.Enumeration<['approved', 'denied', 'pendingApproval', 'pending']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'pending'>;
    assignee: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
    requestStatus: Schema.Attribute.Enumeration<
      [
        'new',
        'informationRequested',
        'assigned',
        'pendingReassignment',
        'pendingContract',
        'pendingSigning',
        'complete',
        'inReview',
        'contractSigned',
        'published',
      ]
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'new'>;
    statusEnteredAt: Schema.Attribute.DateTime;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'dataset.access-tier': DatasetAccessTier;
      'dataset.data-level': DatasetDataLevel;
      'dataset.dictionary': DatasetDictionary;
      'dataset.dictionary-columns': DatasetDictionaryColumns;
      'dataset.dictionary-item': DatasetDictionaryItem;
      'dataset.dictionary-table': DatasetDictionaryTable;
      'dataset.metric': DatasetMetric;
      'dataset.overview': DatasetOverview;
      'dataset.overview-item': DatasetOverviewItem;
      'dataset.overview-table': DatasetOverviewTable;
      'dataset.preview-nav': DatasetPreviewNav;
      'dataset.statistics': DatasetStatistics;
      'dataset.tag-colors': DatasetTagColors;
      'governance.committee-member': GovernanceCommitteeMember;
      'governance.policies-section': GovernancePoliciesSection;
      'governance.principal-investigator': GovernancePrincipalInvestigator;
      'governance.process-step': GovernanceProcessStep;
      'governance.registry-section': GovernanceRegistrySection;
      'governance.rich-text': GovernanceRichText;
      'governance.safeguard': GovernanceSafeguard;
      'governance.section-heading': GovernanceSectionHeading;
      'governance.social-link': GovernanceSocialLink;
      'pages.about-row': PagesAboutRow;
      'pages.contact-details': PagesContactDetails;
      'pages.contact-form': PagesContactForm;
      'pages.form-field': PagesFormField;
      'pages.form-step': PagesFormStep;
      'pages.form-validation': PagesFormValidation;
      'pages.news-item': PagesNewsItem;
      'pages.profile-form': PagesProfileForm;
      'pages.registration-form': PagesRegistrationForm;
      'pages.text-block': PagesTextBlock;
      'request-form.section': RequestFormSection;
      'request.principal-investigator': RequestPrincipalInvestigator;
      'request.requested-dataset': RequestRequestedDataset;
      'shared.card': SharedCard;
      'shared.cards': SharedCards;
      'shared.hero': SharedHero;
      'shared.link': SharedLink;
      'shared.open-graph': SharedOpenGraph;
      'shared.option': SharedOption;
      'shared.seo': SharedSeo;
      'shared.text-column': SharedTextColumn;
      'shared.text-columns': SharedTextColumns;
      'shared.value-entry': SharedValueEntry;
      'workflow.holiday': WorkflowHoliday;
      'workflow.internal': WorkflowInternal;
    }
  }
}
