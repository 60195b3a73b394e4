import { defineCatalog } from '@/lib/i18n';

/** Strings of the data governance pages (home, process, committee, security). */
export const governanceMessages = defineCatalog({
  en: {
    'governance.links.label': 'More about data governance',
    'governance.steps.fallbackTitle': 'Steps of the data access process',
    'governance.steps.step': 'Step {index}',
    'governance.steps.selected': 'Selected step',
    'governance.policies.fallbackTitle': 'Policies',
    'governance.policies.more': 'Show all policies',
    'governance.policies.less': 'Show fewer policies',
    'governance.proceedings.fallbackTitle': 'Committee proceedings',
    'governance.committee.fallbackTitle': 'Committee members',
    'governance.committee.links': 'Links of {name}',
    'governance.committee.socialLink': '{label} of {name}',
    'governance.security.fallbackLayer': 'Layer',
    'governance.security.fallbackSafeguard': 'Safeguards',
    'governance.empty': 'Nothing has been published here yet.',
  },
  fr: {
    'governance.links.label': 'En savoir plus sur la gouvernance des données',
    'governance.steps.fallbackTitle': 'Étapes du processus d’accès aux données',
    'governance.steps.step': 'Étape {index}',
    'governance.steps.selected': 'Étape sélectionnée',
    'governance.policies.fallbackTitle': 'Politiques',
    'governance.policies.more': 'Afficher toutes les politiques',
    'governance.policies.less': 'Afficher moins de politiques',
    'governance.proceedings.fallbackTitle': 'Procès-verbaux du comité',
    'governance.committee.fallbackTitle': 'Membres du comité',
    'governance.committee.links': 'Liens de {name}',
    'governance.committee.socialLink': '{label} de {name}',
    'governance.security.fallbackLayer': 'Couche',
    'governance.security.fallbackSafeguard': 'Mesures de protection',
    'governance.empty': 'Rien n’a encore été publié ici.',
  },
});
