import {
  calendarDuration,
  formatDialogDate,
  formatStartDate,
  investigatorName,
  REQUEST_DIALOG_FULLSCREEN_MAX,
  type ApprovedRequest,
} from '@portal/shared';
import type { ReactNode } from 'react';

import { Dialog, DialogClose } from '@/components/dialog';
import { paths } from '@/config/paths';
import type { RegistryLabels } from '@/features/registry/registry-labels';
import { accessPeriodText } from '@/features/registry/registry-table';
import { useFormat, type Format } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

import './registry.css';

/** Spec §9: the details dialog is 60rem wide and full screen at 760px or narrower. */
const DIALOG_WIDTH = '60rem';

type Field = { key: string; label: string; value: ReactNode };

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function DatasetLinks({ request }: { request: ApprovedRequest }) {
  const locale = useLocale();
  const t = useT();
  return (
    <ul className="request-details__datasets">
      {request.datasets.map((dataset) => (
        <li key={dataset.documentId}>
          <a href={paths.dataset(locale, dataset.slug, 'overview')} target="_blank" rel="noopener noreferrer">
            {dataset.title} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The fields of spec §2 in order; a field without a value is left out rather than shown blank. */
function detailFields(request: ApprovedRequest, labels: RegistryLabels, format: Format): Field[] {
  const pi = request.principalInvestigator;
  const uses = request.intendedUseOfData
    .map((use) => use.value.trim())
    .filter(Boolean)
    .join(', ');
  const investigator = [investigatorName(pi), pi?.title?.trim()].filter(filled).join(', ');
  const fields: Array<Field | null> = [
    filled(pi?.organization) ? { key: 'organization', label: labels.organizationLabel, value: pi.organization } : null,
    filled(pi?.organizationType)
      ? { key: 'organizationType', label: labels.organizationTypeLabel, value: pi.organizationType }
      : null,
    uses ? { key: 'intendedUse', label: labels.intendedUseLabel, value: uses } : null,
    filled(request.projectSummary)
      ? { key: 'projectSummary', label: labels.projectSummaryLabel, value: request.projectSummary }
      : null,
    filled(pi?.country) ? { key: 'country', label: labels.countryLabel, value: pi.country } : null,
    { key: 'startDate', label: labels.startDateLabel, value: formatStartDate(request.projectStartDate) },
    {
      key: 'duration',
      label: labels.durationLabel,
      value: format.duration(calendarDuration(request.projectStartDate, request.projectEndDate)),
    },
    { key: 'requested', label: labels.requestedLabel, value: formatDialogDate(request.dateRequested) },
    { key: 'approved', label: labels.approvedLabel, value: formatDialogDate(request.approvalDate) },
    // Shown even without a period (a dash): the reader learns there is none, not that it is missing.
    { key: 'accessPeriod', label: labels.accessPeriodLabel, value: accessPeriodText(request, formatDialogDate) },
    request.datasets.length > 0
      ? { key: 'datasets', label: labels.datasetsLabel, value: <DatasetLinks request={request} /> }
      : null,
    investigator
      ? { key: 'principalInvestigator', label: labels.principalInvestigatorLabel, value: investigator }
      : null,
  ];
  return fields.filter((field): field is Field => field !== null && field.value !== '');
}

export type RequestDetailsDialogProps = {
  /** The request shown; null closes the dialog. */
  request: ApprovedRequest | null;
  labels: RegistryLabels;
  onClose: () => void;
};

/** The details of one approved request (spec §2), opened from a registry row. */
export function RequestDetailsDialog({ request, labels, onClose }: RequestDetailsDialogProps) {
  const format = useFormat();
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={request?.projectTitle ?? ''}
      width={DIALOG_WIDTH}
      fullScreenBelow={REQUEST_DIALOG_FULLSCREEN_MAX}
      closeLabel={labels.closeLabel}
      footer={<DialogClose>{labels.closeLabel}</DialogClose>}
      className="request-details"
    >
      {request ? (
        <dl className="request-details__fields">
          {detailFields(request, labels, format).map((field) => (
            <div key={field.key} className="request-details__field" data-field={field.key}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Dialog>
  );
}
