import { DEFAULT_LOCALE, type ApprovalStatus, type RequestStatus } from '@portal/shared';

/** The columns of the queue export, in order (docs/workflow.md, "Queue export"). */
export const QUEUE_CSV_COLUMNS = [
  'reference',
  'format',
  'title',
  'requester',
  'organization',
  'approvalStatus',
  'requestStatus',
  'assignee',
  'datasets',
  'submitted',
  'lastUpdate',
] as const;
type QueueCsvColumn = (typeof QUEUE_CSV_COLUMNS)[number];

export interface QueueCsvText {
  columns: Record<QueueCsvColumn, string>;
  requestStatus: Record<RequestStatus, string>;
  approvalStatus: Record<ApprovalStatus, string>;
}

/**
 * The export's words in each language it is written in. English is the file as it has always
 * been, status codes included, since spreadsheets and scripts built on it match those; the
 * other languages write statuses in words, as the staff queue shows them.
 */
const QUEUE_CSV_TEXT = {
  en: {
    columns: {
      reference: 'Reference',
      format: 'Format',
      title: 'Title',
      requester: 'Requester',
      organization: 'Organization',
      approvalStatus: 'Approval status',
      requestStatus: 'Request status',
      assignee: 'Assignee',
      datasets: 'Datasets',
      submitted: 'Submitted',
      lastUpdate: 'Last update',
    },
    requestStatus: {
      new: 'new',
      informationRequested: 'informationRequested',
      assigned: 'assigned',
      pendingReassignment: 'pendingReassignment',
      pendingContract: 'pendingContract',
      pendingSigning: 'pendingSigning',
      complete: 'complete',
      inReview: 'inReview',
      contractSigned: 'contractSigned',
      published: 'published',
    },
    approvalStatus: { approved: 'approved', denied: 'denied', pendingApproval: 'pendingApproval', pending: 'pending' },
  },
  fr: {
    columns: {
      reference: 'Référence',
      format: 'Format',
      title: 'Titre',
      requester: 'Demandeur',
      organization: 'Organisation',
      approvalStatus: 'Statut d’approbation',
      requestStatus: 'Statut de la demande',
      assignee: 'Responsable',
      datasets: 'Jeux de données',
      submitted: 'Soumise le',
      lastUpdate: 'Dernière mise à jour',
    },
    requestStatus: {
      new: 'Nouvelle',
      informationRequested: 'Renseignements demandés',
      assigned: 'Assignée',
      pendingReassignment: 'Réassignation en attente',
      pendingContract: 'Contrat en attente',
      pendingSigning: 'Signature en attente',
      complete: 'Terminée',
      inReview: 'En évaluation',
      contractSigned: 'Contrat signé',
      published: 'Publiée',
    },
    approvalStatus: {
      approved: 'Approuvée',
      denied: 'Refusée',
      pendingApproval: 'Approbation en attente',
      pending: 'En attente',
    },
  },
} as const satisfies Record<string, QueueCsvText>;

type QueueCsvLanguage = keyof typeof QUEUE_CSV_TEXT;

/**
 * The texts for a locale the CMS serves: its language's (`fr-CA` is written in French), else
 * English.
 */
export function queueCsvText(locale: string): QueueCsvText {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return Object.hasOwn(QUEUE_CSV_TEXT, language)
    ? QUEUE_CSV_TEXT[language as QueueCsvLanguage]
    : QUEUE_CSV_TEXT[DEFAULT_LOCALE];
}
