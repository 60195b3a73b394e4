import { defineCatalog } from '@/lib/i18n';

/**
 * Strings of the public registry of approved requests. The CMS registry section carries the real
 * labels; these are the fallbacks when an editor leaves one empty.
 */
export const registryMessages = defineCatalog({
  en: {
    'registry.title': 'Registry of approved requests',
    'registry.search.label': 'Search the registry',
    'registry.results': '{count, plural, one {# project} other {# projects}}',
    'registry.rowHint': 'Select a row to see the project details.',
    'registry.field.projectTitle': 'Project title',
    'registry.field.investigator': 'Principal investigator',
    'registry.field.organization': 'Organization',
    'registry.field.organizationType': 'Organization type',
    'registry.field.approvalDate': 'Approval date',
    'registry.field.intendedUse': 'Intended use',
    'registry.field.projectSummary': 'Project summary',
    'registry.field.country': 'Country',
    'registry.field.startDate': 'Start date',
    'registry.field.duration': 'Duration',
    'registry.field.requested': 'Requested',
    'registry.field.approved': 'Approved',
    'registry.field.datasets': 'Datasets',
    'registry.field.principalInvestigator': 'Principal investigator',
    'registry.empty': 'No project matches your search.',
  },
  fr: {
    'registry.title': 'Registre des demandes approuvées',
    'registry.search.label': 'Rechercher dans le registre',
    'registry.results': '{count, plural, one {# projet} other {# projets}}',
    'registry.rowHint': 'Sélectionnez une ligne pour voir le détail du projet.',
    'registry.field.projectTitle': 'Titre du projet',
    'registry.field.investigator': 'Chercheur principal',
    'registry.field.organization': 'Organisation',
    'registry.field.organizationType': 'Type d’organisation',
    'registry.field.approvalDate': 'Date d’approbation',
    'registry.field.intendedUse': 'Utilisation prévue',
    'registry.field.projectSummary': 'Résumé du projet',
    'registry.field.country': 'Pays',
    'registry.field.startDate': 'Date de début',
    'registry.field.duration': 'Durée',
    'registry.field.requested': 'Demandé le',
    'registry.field.approved': 'Approuvé le',
    'registry.field.datasets': 'Jeux de données',
    'registry.field.principalInvestigator': 'Chercheuse ou chercheur principal',
    'registry.empty': 'Aucun projet ne correspond à votre recherche.',
  },
});
