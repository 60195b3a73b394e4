import {
  DEFAULT_LOCALE,
  csvRow,
  type ReportTable,
  type TurnaroundMeasure,
  type TurnaroundReport,
} from '@portal/shared';
import { queueCsvText } from '../requests';

/**
 * One table of a report as CSV (docs/api/reports.md): a UTF-8 byte-order mark, a header row and
 * CRLF rows, RFC 4180 quoting, and every cell that a spreadsheet would read as a formula
 * prefixed with `'` (csvRow). Headers in the reader's language (English and French, else
 * English); status values as the queue export writes them (queue-csv-text.ts).
 */
interface ReportCsvText {
  headers: Record<ReportTable, string[]>;
  measures: Record<TurnaroundMeasure, string>;
  unassigned: string;
}

const REPORT_CSV_TEXT: Record<'en' | 'fr', ReportCsvText> = {
  en: {
    headers: {
      monthly: ['Month', 'Received', 'Approved', 'Denied'],
      turnaround: ['Measure', 'Requests', 'Median (working days)', '90th percentile (working days)'],
      backlogStatus: ['Request status', 'Open requests'],
      backlogAssignee: ['Assignee', 'Open requests'],
      overdue: ['Request status', 'Overdue requests'],
    },
    measures: { decision: 'Submission to decision', contractSigned: 'Submission to contract signed' },
    unassigned: 'Unassigned',
  },
  fr: {
    headers: {
      monthly: ['Mois', 'Reçues', 'Approuvées', 'Refusées'],
      turnaround: ['Mesure', 'Demandes', 'Médiane (jours ouvrables)', '90e centile (jours ouvrables)'],
      backlogStatus: ['Statut de la demande', 'Demandes ouvertes'],
      backlogAssignee: ['Responsable', 'Demandes ouvertes'],
      overdue: ['Statut de la demande', 'Demandes en retard'],
    },
    measures: {
      decision: 'De la soumission à la décision',
      contractSigned: 'De la soumission à la signature du contrat',
    },
    unassigned: 'Non assignée',
  },
};

function textFor(locale: string): ReportCsvText {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return language === 'fr' ? REPORT_CSV_TEXT.fr : REPORT_CSV_TEXT[DEFAULT_LOCALE as 'en'];
}

const number = (value: number | null) => (value === null ? '' : String(value));

/** The rows of one table (without the header). */
function rowsOf(report: TurnaroundReport, table: ReportTable, locale: string): string[][] {
  const text = textFor(locale);
  const statuses = queueCsvText(locale).requestStatus;
  switch (table) {
    case 'monthly':
      return report.monthly.map((row) => [row.month, number(row.received), number(row.approved), number(row.denied)]);
    case 'turnaround':
      return report.turnaround.map((row) => [
        text.measures[row.measure],
        number(row.count),
        number(row.median),
        number(row.p90),
      ]);
    case 'backlogStatus':
      return report.backlogStatus.map((row) => [statuses[row.requestStatus], number(row.count)]);
    case 'backlogAssignee':
      return report.backlogAssignee.map((row) => [
        row.assignee ? [row.assignee.firstName, row.assignee.lastName].filter(Boolean).join(' ') : text.unassigned,
        number(row.count),
      ]);
    case 'overdue':
      return report.overdue.map((row) => [statuses[row.requestStatus], number(row.count)]);
  }
}

export function reportCsv(report: TurnaroundReport, table: ReportTable, locale: string): string {
  const header = textFor(locale).headers[table];
  return `\uFEFF${csvRow(header)}${rowsOf(report, table, locale)
    .map((cells) => csvRow(cells))
    .join('')}`;
}

/** `turnaround-report-<table>-<from>-to-<to>.csv` */
export function reportCsvFileName(report: TurnaroundReport, table: ReportTable): string {
  return `turnaround-report-${table}-${report.range.from}-to-${report.range.to}.csv`;
}
