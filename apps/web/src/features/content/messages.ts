import { defineCatalog } from '@/lib/i18n';

/** Strings of the public content pages (home, our story, contact us …). */
export const contentMessages = defineCatalog({
  en: {
    'content.home.downloadSample': 'Download the data sample',
    'content.home.downloadGuide': 'Download the guide',
    'content.news.readMore': 'Read more',
    'content.contact.detailsEmail': 'Email',
    'content.contact.detailsPhone': 'Phone',
    'content.contact.detailsAddress': 'Address',
    'content.contact.detailsHours': 'Office hours',
    'content.contact.honeypot': 'Leave this field empty',
    'content.contact.tooMany':
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    'content.contact.sendAnother': 'Send another message',
    'content.contact.required': 'This field is required.',
  },
  fr: {
    'content.home.downloadSample': 'Télécharger l’échantillon de données',
    'content.home.downloadGuide': 'Télécharger le guide',
    'content.news.readMore': 'Lire la suite',
    'content.contact.detailsEmail': 'Courriel',
    'content.contact.detailsPhone': 'Téléphone',
    'content.contact.detailsAddress': 'Adresse',
    'content.contact.detailsHours': 'Heures d’ouverture',
    'content.contact.honeypot': 'Laissez ce champ vide',
    'content.contact.tooMany':
      'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter quelques minutes, puis réessayer.',
    'content.contact.sendAnother': 'Envoyer un autre message',
    'content.contact.required': 'Ce champ est obligatoire.',
  },
});
