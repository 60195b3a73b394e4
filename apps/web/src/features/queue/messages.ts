import { defineCatalog } from '@/lib/i18n';

/** Strings of the staff request queue. */
export const queueMessages = defineCatalog({
  en: {
    'queue.list.title': 'Request queue',
  },
  fr: {
    'queue.list.title': 'File des demandes',
  },
});
