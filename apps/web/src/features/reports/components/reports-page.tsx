import type { ReportTable, TurnaroundReport } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { requestStatusKey } from '@/components/request/request-status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import {
  reportCsvFileName,
  reportCsvUrl,
  reportQueryOptions,
  type ReportRange,
} from '@/features/reports/api/get-report';
import { RangeForm } from '@/features/reports/components/range-form';
import { CHART_COLORS, ReportChart, type ChartSeries } from '@/features/reports/components/report-chart';
import { ReportSection } from '@/features/reports/components/report-section';
import { useFormat } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

import './reports.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Columns of a figures table over `rows`: plain text, not sortable (the order is the report's). */
function columnsOf<T>(
  _rows: readonly T[],
  columns: ReadonlyArray<[id: string, header: string, accessor: (row: T) => string]>,
): DataTableColumn<T>[] {
  return columns.map(([id, header, accessor]) => ({ id, header, accessor, sortable: false }));
}

/**
 * Turnaround reports (every internal role): requests per month, turnaround in working days,
 * backlog per status and per assignee, overdue now. The period is in the URL (`?from=&to=`);
 * without it the server's default (the last twelve months). Each chart has a table of its
 * figures beside it, each table a CSV download.
 */
export function ReportsPage() {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const range = useMemo<ReportRange>(() => {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return { from: DATE.test(from) ? from : undefined, to: DATE.test(to) ? to : undefined };
  }, [params]);
  const report = useQuery(reportQueryOptions(range));
  // On a phone, bars run from the left with their labels above one another.
  const narrow = useMediaQuery(maxWidth(640));

  const shown = report.data?.range;
  return (
    <div className="reports-page">
      <PageTitle title={t('reports.title')} />
      <h1>{t('reports.title')}</h1>
      <p className="reports-page__intro">{t('reports.intro')}</p>
      <RangeForm
        // A new answer's range (the server's default, at first) resets the fields.
        key={shown ? `${shown.from}|${shown.to}` : 'pending'}
        value={{ from: shown?.from ?? range.from ?? '', to: shown?.to ?? range.to ?? '' }}
        onSubmit={(next) => setParams({ from: next.from, to: next.to })}
      />

      {report.isPending ? (
        <p role="status" className="reports-page__status">
          {t('reports.loading')}
        </p>
      ) : report.isError ? (
        <ErrorState message={report.error.message || t('reports.error')} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <p role="status" className="reports-page__status">
            {t('reports.summary', {
              from: format.date(report.data.range.from),
              to: format.date(report.data.range.to),
              timeZone: report.data.range.timeZone,
              generatedAt: format.dateTime(report.data.generatedAt),
            })}
          </p>
          <div className={report.isPlaceholderData ? 'reports-page__sections--updating' : undefined}>
            <ReportSections report={report.data} narrow={narrow} locale={locale} />
          </div>
        </>
      )}
    </div>
  );
}

function ReportSections({ report, narrow, locale }: { report: TurnaroundReport; narrow: boolean; locale: string }) {
  const t = useT();
  const format = useFormat();
  const csv = (table: ReportTable) => ({
    csvUrl: reportCsvUrl(report.range, table, locale),
    csvFileName: reportCsvFileName(report.range, table),
  });
  const chartLabel = (title: MessageKey, caption: MessageKey) =>
    t('reports.chartLabel', { title: t(title), caption: t(caption) });
  const days = (value: number | null) => (value === null ? t('reports.turnaround.none') : format.number(value));

  const monthly = report.monthly.map((row) => ({ ...row, label: format.month(row.month) }));
  const monthlySeries: ChartSeries<'received' | 'approved' | 'denied'>[] = [
    { key: 'received', name: t('reports.monthly.received'), color: CHART_COLORS.primary },
    { key: 'approved', name: t('reports.monthly.approved'), color: CHART_COLORS.green },
    { key: 'denied', name: t('reports.monthly.denied'), color: CHART_COLORS.orange },
  ];
  const measure = (key: 'decision' | 'contractSigned') =>
    t(key === 'decision' ? 'reports.turnaround.decision' : 'reports.turnaround.contractSigned');
  const turnaround = report.turnaround.map((row) => ({ ...row, label: measure(row.measure) }));
  const backlogStatus = report.backlogStatus.map((row) => ({
    ...row,
    label: t(requestStatusKey(row.requestStatus)),
  }));
  const backlogAssignee = report.backlogAssignee.map((row) => ({
    ...row,
    label: row.assignee
      ? [row.assignee.firstName, row.assignee.lastName].filter(Boolean).join(' ')
      : t('reports.backlogAssignee.unassigned'),
  }));
  const overdue = report.overdue.map((row) => ({ ...row, label: t(requestStatusKey(row.requestStatus)) }));
  const count = (name: string): ChartSeries<'count'>[] => [{ key: 'count', name, color: CHART_COLORS.primary }];

  return (
    <>
      <ReportSection
        title={t('reports.monthly.title')}
        description={t('reports.monthly.description')}
        chart={
          <ReportChart
            rows={monthly}
            series={monthlySeries}
            categoryAxis={t('reports.axis.month')}
            valueAxis={t('reports.axis.requests')}
            label={chartLabel('reports.monthly.title', 'reports.monthly.caption')}
            horizontal={narrow}
          />
        }
        table={
          <DataTable
            data={monthly}
            caption={t('reports.monthly.caption')}
            getRowId={(row) => row.month}
            columns={columnsOf(monthly, [
              ['month', t('reports.monthly.month'), (row) => row.label],
              ['received', t('reports.monthly.received'), (row) => format.number(row.received)],
              ['approved', t('reports.monthly.approved'), (row) => format.number(row.approved)],
              ['denied', t('reports.monthly.denied'), (row) => format.number(row.denied)],
            ])}
          />
        }
        {...csv('monthly')}
      />

      <ReportSection
        title={t('reports.turnaround.title')}
        description={t('reports.turnaround.description')}
        chart={
          <ReportChart
            rows={turnaround.filter((row) => row.count > 0)}
            series={[
              { key: 'median', name: t('reports.turnaround.median'), color: CHART_COLORS.primary },
              { key: 'p90', name: t('reports.turnaround.p90'), color: CHART_COLORS.orange },
            ]}
            categoryAxis={t('reports.axis.measure')}
            valueAxis={t('reports.axis.workingDays')}
            label={chartLabel('reports.turnaround.title', 'reports.turnaround.caption')}
            horizontal
          />
        }
        table={
          <DataTable
            data={turnaround}
            caption={t('reports.turnaround.caption')}
            getRowId={(row) => row.measure}
            columns={columnsOf(turnaround, [
              ['measure', t('reports.turnaround.measure'), (row) => row.label],
              ['count', t('reports.turnaround.count'), (row) => format.number(row.count)],
              ['median', t('reports.turnaround.median'), (row) => days(row.median)],
              ['p90', t('reports.turnaround.p90'), (row) => days(row.p90)],
            ])}
          />
        }
        {...csv('turnaround')}
      />

      <ReportSection
        title={t('reports.backlogStatus.title')}
        description={t('reports.backlogStatus.description')}
        chart={
          <ReportChart
            rows={backlogStatus}
            series={count(t('reports.backlogStatus.count'))}
            categoryAxis={t('reports.axis.status')}
            valueAxis={t('reports.axis.requests')}
            label={chartLabel('reports.backlogStatus.title', 'reports.backlogStatus.caption')}
            horizontal
          />
        }
        table={
          <DataTable
            data={backlogStatus}
            caption={t('reports.backlogStatus.caption')}
            getRowId={(row) => row.requestStatus}
            emptyMessage={t('reports.noData')}
            columns={columnsOf(backlogStatus, [
              ['status', t('reports.backlogStatus.status'), (row) => row.label],
              ['count', t('reports.backlogStatus.count'), (row) => format.number(row.count)],
            ])}
          />
        }
        {...csv('backlogStatus')}
      />

      <ReportSection
        title={t('reports.backlogAssignee.title')}
        description={t('reports.backlogAssignee.description')}
        chart={
          <ReportChart
            rows={backlogAssignee}
            series={count(t('reports.backlogAssignee.count'))}
            categoryAxis={t('reports.axis.assignee')}
            valueAxis={t('reports.axis.requests')}
            label={chartLabel('reports.backlogAssignee.title', 'reports.backlogAssignee.caption')}
            horizontal
          />
        }
        table={
          <DataTable
            data={backlogAssignee}
            caption={t('reports.backlogAssignee.caption')}
            getRowId={(row) => row.assignee?.documentId ?? 'unassigned'}
            emptyMessage={t('reports.noData')}
            columns={columnsOf(backlogAssignee, [
              ['assignee', t('reports.backlogAssignee.assignee'), (row) => row.label],
              ['count', t('reports.backlogAssignee.count'), (row) => format.number(row.count)],
            ])}
          />
        }
        {...csv('backlogAssignee')}
      />

      <ReportSection
        title={t('reports.overdue.title')}
        description={t('reports.overdue.description')}
        chart={
          <ReportChart
            rows={overdue}
            series={[{ key: 'count', name: t('reports.overdue.count'), color: CHART_COLORS.red }]}
            categoryAxis={t('reports.axis.status')}
            valueAxis={t('reports.axis.requests')}
            label={chartLabel('reports.overdue.title', 'reports.overdue.caption')}
            horizontal
          />
        }
        table={
          <DataTable
            data={overdue}
            caption={t('reports.overdue.caption')}
            getRowId={(row) => row.requestStatus}
            emptyMessage={t('reports.noData')}
            columns={columnsOf(overdue, [
              ['status', t('reports.overdue.status'), (row) => row.label],
              ['count', t('reports.overdue.count'), (row) => format.number(row.count)],
            ])}
          />
        }
        {...csv('overdue')}
      />
    </>
  );
}
