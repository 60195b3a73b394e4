import { REPORT_MAX_MONTHS, REPORT_TABLES, REQUEST_STATUSES, TURNAROUND_MEASURES } from '@portal/shared';
import { SECURITY, errorResponses, localeParam, ok, operation, queryParam } from '../builders';
import { NOT_SIGNED_IN, STAFF_ONLY } from '../messages';
import type { JsonSchema, Paths, Response } from '../types';

/** Turnaround reports (docs/api/reports.md, docs/workflow.md "Turnaround reports"). */
const TABLES = REPORT_TABLES.join(', ');

const count = { type: 'integer', minimum: 0 } as const;
const days = { type: ['integer', 'null'], minimum: 0, description: 'Working days; null without any request' } as const;
const statusCount: JsonSchema = {
  type: 'object',
  required: ['requestStatus', 'count'],
  properties: { requestStatus: { type: 'string', enum: [...REQUEST_STATUSES] }, count },
};

const REPORT: JsonSchema = {
  type: 'object',
  required: ['range', 'generatedAt', 'monthly', 'turnaround', 'backlogStatus', 'backlogAssignee', 'overdue'],
  properties: {
    range: {
      type: 'object',
      required: ['from', 'to', 'timeZone'],
      properties: {
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
        timeZone: { type: 'string', description: 'The committee’s time zone: where days and months start' },
      },
    },
    generatedAt: { type: 'string', format: 'date-time' },
    monthly: {
      type: 'array',
      items: {
        type: 'object',
        required: ['month', 'received', 'approved', 'denied'],
        properties: {
          month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
          received: count,
          approved: count,
          denied: count,
        },
      },
    },
    turnaround: {
      type: 'array',
      items: {
        type: 'object',
        required: ['measure', 'count', 'median', 'p90'],
        properties: { measure: { type: 'string', enum: [...TURNAROUND_MEASURES] }, count, median: days, p90: days },
      },
    },
    backlogStatus: { type: 'array', items: statusCount },
    backlogAssignee: {
      type: 'array',
      items: {
        type: 'object',
        required: ['assignee', 'count'],
        properties: {
          assignee: {
            type: ['object', 'null'],
            required: ['documentId', 'firstName', 'lastName'],
            properties: { documentId: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' } },
          },
          count,
        },
      },
    },
    overdue: { type: 'array', items: statusCount },
  },
};

/** The JSON answer, and the CSV one of `format=csv`. */
const withCsv = (response: Response): Response => ({
  ...response,
  content: { ...response.content, 'text/csv': { schema: { type: 'string' } } },
});

export const reportPaths: Paths = {
  '/api/request-management/reports': {
    get: operation({
      operationId: 'turnaroundReport',
      summary:
        'Requests received and decided per month, turnaround in working days, backlog and overdue (every internal role); one table as CSV with format=csv',
      tags: ['Reports'],
      security: SECURITY.bearer,
      parameters: [
        queryParam(
          'from',
          'First date (YYYY-MM-DD, the committee’s calendar); default: the first day of the month 11 months before `to`',
          {
            type: 'string',
            format: 'date',
          },
        ),
        queryParam('to', 'Last date, inclusive (YYYY-MM-DD); default: today', { type: 'string', format: 'date' }),
        queryParam('format', '`json` (default) or `csv`', { type: 'string', enum: ['json', 'csv'] }),
        queryParam('table', `With format=csv (required there): ${TABLES}`, {
          type: 'string',
          enum: [...REPORT_TABLES],
        }),
        localeParam,
      ],
      responses: {
        '200': withCsv(
          ok(
            REPORT,
            'The figures (JSON), or one table as RFC 4180 CSV with a byte-order mark and `Content-Disposition: attachment`',
          ),
        ),
        ...errorResponses([
          { status: 400, message: 'from must be a date (YYYY-MM-DD)' },
          { status: 400, message: 'to must be a date (YYYY-MM-DD)' },
          { status: 400, message: 'from must be on or before to' },
          { status: 400, message: `The range must cover at most ${REPORT_MAX_MONTHS} months` },
          { status: 400, message: 'format must be json or csv' },
          { status: 400, message: `table must be one of ${TABLES}` },
          { status: 400, message: `table is required with format=csv: one of ${TABLES}` },
          { status: 400, message: 'from must be a single value', when: 'A parameter given twice' },
          NOT_SIGNED_IN,
          STAFF_ONLY,
        ]),
      },
    }),
  },
};
