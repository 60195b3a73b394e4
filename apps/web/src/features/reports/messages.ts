import { defineCatalog } from '@/lib/i18n';

/**
 * Strings of the staff's turnaround reports. Keys start with `reports.`; same keys in en and fr;
 * `{name}` placeholders (ICU syntax; typographic apostrophes, since an ASCII one starts an ICU quote).
 */
export const reportsMessages = defineCatalog({
  en: {
    'reports.title': 'Turnaround reports',
    'reports.intro':
      'Requests received and decided, how long decisions and contracts take in working days, and the work open now. Each chart has its figures in the table beside it.',
    'reports.range.legend': 'Period',
    'reports.range.from': 'From',
    'reports.range.to': 'To',
    'reports.range.submit': 'Show',
    'reports.range.reversed': 'The start date must be on or before the end date.',
    'reports.range.missing': 'Enter both dates.',
    'reports.summary':
      'From {from} to {to}, days and months in the committee’s time zone ({timeZone}). Backlog and overdue as of {generatedAt}.',
    'reports.loading': 'Loading the reports…',
    'reports.error': 'The reports could not be loaded.',
    'reports.downloadCsv': 'Download CSV',
    'reports.chartLabel': 'Chart: {title}. Its figures are in the table “{caption}”.',
    'reports.noData': 'Nothing to show for this period.',
    'reports.axis.month': 'Month',
    'reports.axis.requests': 'Requests',
    'reports.axis.workingDays': 'Working days',
    'reports.axis.status': 'Request status',
    'reports.axis.assignee': 'Assignee',
    'reports.axis.measure': 'Measure',

    'reports.monthly.title': 'Requests per month',
    'reports.monthly.description':
      'Received: requests submitted in the month. Approved and denied: decisions taken in the month, whenever the request was submitted.',
    'reports.monthly.caption': 'Requests received, approved and denied per month',
    'reports.monthly.month': 'Month',
    'reports.monthly.received': 'Received',
    'reports.monthly.approved': 'Approved',
    'reports.monthly.denied': 'Denied',

    'reports.turnaround.title': 'Turnaround in working days',
    'reports.turnaround.description':
      'From submission to decision (approved or denied) and to contract signed, for the requests that reached it in the period. Median and 90th percentile by nearest rank: 9 requests in 10 took at most the 90th percentile.',
    'reports.turnaround.caption': 'Working days from submission to decision and to contract signed',
    'reports.turnaround.measure': 'Measure',
    'reports.turnaround.count': 'Requests',
    'reports.turnaround.median': 'Median',
    'reports.turnaround.p90': '90th percentile',
    'reports.turnaround.decision': 'To decision',
    'reports.turnaround.contractSigned': 'To contract signed',
    'reports.turnaround.none': '—',

    'reports.backlogStatus.title': 'Backlog per status',
    'reports.backlogStatus.description': 'Open requests (not complete or published) in each status, now.',
    'reports.backlogStatus.caption': 'Open requests per status',
    'reports.backlogStatus.status': 'Status',
    'reports.backlogStatus.count': 'Open requests',

    'reports.backlogAssignee.title': 'Backlog per assignee',
    'reports.backlogAssignee.description': 'Open requests per assignee, now.',
    'reports.backlogAssignee.caption': 'Open requests per assignee',
    'reports.backlogAssignee.assignee': 'Assignee',
    'reports.backlogAssignee.count': 'Open requests',
    'reports.backlogAssignee.unassigned': 'Unassigned',

    'reports.overdue.title': 'Overdue now',
    'reports.overdue.description': 'Requests past the deadline of their status, per status.',
    'reports.overdue.caption': 'Overdue requests per status',
    'reports.overdue.status': 'Status',
    'reports.overdue.count': 'Overdue requests',
  },
  fr: {
    'reports.title': 'Rapports de délais',
    'reports.intro':
      'Les demandes reçues et tranchées, le temps que prennent les décisions et les contrats en jours ouvrables, et le travail en cours. Chaque graphique a ses chiffres dans le tableau à côté.',
    'reports.range.legend': 'Période',
    'reports.range.from': 'Du',
    'reports.range.to': 'Au',
    'reports.range.submit': 'Afficher',
    'reports.range.reversed': 'La date de début doit précéder la date de fin ou lui être égale.',
    'reports.range.missing': 'Saisissez les deux dates.',
    'reports.summary':
      'Du {from} au {to}, jours et mois dans le fuseau horaire du comité ({timeZone}). Arriéré et retards au {generatedAt}.',
    'reports.loading': 'Chargement des rapports…',
    'reports.error': 'Les rapports n’ont pas pu être chargés.',
    'reports.downloadCsv': 'Télécharger en CSV',
    'reports.chartLabel': 'Graphique : {title}. Ses chiffres sont dans le tableau « {caption} ».',
    'reports.noData': 'Rien à afficher pour cette période.',
    'reports.axis.month': 'Mois',
    'reports.axis.requests': 'Demandes',
    'reports.axis.workingDays': 'Jours ouvrables',
    'reports.axis.status': 'Statut de la demande',
    'reports.axis.assignee': 'Responsable',
    'reports.axis.measure': 'Mesure',

    'reports.monthly.title': 'Demandes par mois',
    'reports.monthly.description':
      'Reçues : demandes soumises dans le mois. Approuvées et refusées : décisions prises dans le mois, quelle que soit la date de soumission.',
    'reports.monthly.caption': 'Demandes reçues, approuvées et refusées par mois',
    'reports.monthly.month': 'Mois',
    'reports.monthly.received': 'Reçues',
    'reports.monthly.approved': 'Approuvées',
    'reports.monthly.denied': 'Refusées',

    'reports.turnaround.title': 'Délais en jours ouvrables',
    'reports.turnaround.description':
      'De la soumission à la décision (approbation ou refus) et à la signature du contrat, pour les demandes qui y sont arrivées dans la période. Médiane et 90e centile par rang le plus proche : 9 demandes sur 10 ont pris au plus le 90e centile.',
    'reports.turnaround.caption': 'Jours ouvrables de la soumission à la décision et à la signature du contrat',
    'reports.turnaround.measure': 'Mesure',
    'reports.turnaround.count': 'Demandes',
    'reports.turnaround.median': 'Médiane',
    'reports.turnaround.p90': '90e centile',
    'reports.turnaround.decision': 'Jusqu’à la décision',
    'reports.turnaround.contractSigned': 'Jusqu’à la signature du contrat',
    'reports.turnaround.none': '—',

    'reports.backlogStatus.title': 'Arriéré par statut',
    'reports.backlogStatus.description': 'Demandes ouvertes (ni terminées ni publiées) dans chaque statut, maintenant.',
    'reports.backlogStatus.caption': 'Demandes ouvertes par statut',
    'reports.backlogStatus.status': 'Statut',
    'reports.backlogStatus.count': 'Demandes ouvertes',

    'reports.backlogAssignee.title': 'Arriéré par responsable',
    'reports.backlogAssignee.description': 'Demandes ouvertes par responsable, maintenant.',
    'reports.backlogAssignee.caption': 'Demandes ouvertes par responsable',
    'reports.backlogAssignee.assignee': 'Responsable',
    'reports.backlogAssignee.count': 'Demandes ouvertes',
    'reports.backlogAssignee.unassigned': 'Non assignée',

    'reports.overdue.title': 'En retard maintenant',
    'reports.overdue.description': 'Demandes dont l’échéance de leur statut est passée, par statut.',
    'reports.overdue.caption': 'Demandes en retard par statut',
    'reports.overdue.status': 'Statut',
    'reports.overdue.count': 'Demandes en retard',
  },
});
