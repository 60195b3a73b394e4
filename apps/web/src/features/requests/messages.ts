import { defineCatalog } from '@/lib/i18n';

/** Strings of the applicant’s data access requests. */
export const requestsMessages = defineCatalog({
  en: {
    'requests.form.title': 'Dataset request form',
    'requests.userRequest.title': 'Your request {id} ({version})',
  },
  fr: {
    'requests.form.title': 'Formulaire de demande d’accès aux données',
    'requests.userRequest.title': 'Votre demande {id} ({version})',
  },
});
