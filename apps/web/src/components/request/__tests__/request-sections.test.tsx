import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { RequestAnswers } from '@/components/request/request-answers';
import { RequestFiles } from '@/components/request/request-files';
import { RequestStatusBadges } from '@/components/request/request-status-badge';
import { RequestTimeline } from '@/components/request/request-timeline';
import {
  applicantRequestFixture,
  requestEventFixture,
  requestFileFixture,
  v1RequestFixture,
} from '@/testing/fixtures-requests';
import { withRouteIntl } from '@/testing/intl';

function renderAt(locale: string, element: ReactNode) {
  const router = createMemoryRouter(withRouteIntl([{ path: '/:locale', element }]), { initialEntries: [`/${locale}`] });
  return render(<RouterProvider router={router} />);
}

describe('request sections', () => {
  it('shows a v2 request section by section, with option labels, dates and dataset links', () => {
    const labels: Record<string, string> = { research: 'Academic research', funded: 'Funded' };
    renderAt(
      'en',
      <RequestAnswers
        request={applicantRequestFixture({ fundingDetails: '' })}
        optionLabel={(_list, value) => labels[value] ?? value}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Datasets and data levels',
      'Project',
      'Principal investigator',
      'Intended use',
      'Funding and independent review',
      'Regulatory bodies',
      'Dissemination and protocol',
    ]);
    const datasets = screen.getByRole('region', { name: 'Datasets and data levels' });
    expect(within(datasets).getByRole('link', { name: 'Air quality sensor network' })).toHaveAttribute(
      'href',
      '/en/dataset/air-quality/overview',
    );
    expect(within(datasets).getByText('Level 1 – Aggregated')).toBeInTheDocument();
    const project = screen.getByRole('region', { name: 'Project' });
    expect(within(project).getByText('Academic research')).toBeInTheDocument();
    expect(within(project).getByText('May 1, 2026')).toBeInTheDocument();
    const funding = screen.getByRole('region', { name: 'Funding and independent review' });
    expect(within(funding).getByText('Funded')).toBeInTheDocument();
    expect(within(funding).getAllByText('Not answered')).toHaveLength(2);
  });

  it('shows each data level in the reader’s locale, and text that is no known level as stored', () => {
    const request = applicantRequestFixture({
      datasetDetails: [
        {
          dataset: { documentId: 'ds00000001', title: 'Air', slug: 'air-quality' },
          dataLevel: 'aggregated',
          dataLevelLabels: { en: 'Level 1 – Aggregated', fr: 'Niveau 1 – Données agrégées' },
        },
        {
          dataset: { documentId: 'ds00000002', title: 'Cohort', slug: 'cohort' },
          dataLevel: 'Some older wording',
          dataLevelLabels: {},
        },
      ],
    });
    renderAt('fr', <RequestAnswers request={request} />);
    const datasets = screen.getByRole('region', { name: 'Jeux de données et niveaux de données' });
    expect(within(datasets).getByText('Niveau 1 – Données agrégées')).toBeInTheDocument();
    expect(within(datasets).getByText('Some older wording')).toBeInTheDocument();
    expect(within(datasets).queryByText('aggregated')).not.toBeInTheDocument();
  });

  it('shows a v1 request with its description and intended use, in French', () => {
    renderAt('fr', <RequestAnswers request={v1RequestFixture()} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jeux de données et niveaux de données',
      'Projet',
      'Utilisation prévue',
    ]);
    expect(screen.getByText('Birth weight across regions.')).toBeInTheDocument();
    expect(screen.getByText('Non précisé')).toBeInTheDocument();
  });

  it('lists files with kind, size and a named download button; replaced contracts are marked', () => {
    renderAt(
      'en',
      <RequestFiles
        files={[
          requestFileFixture(),
          requestFileFixture({
            documentId: 'file000002',
            name: 'contract.pdf',
            kind: 'contract',
            superseded: true,
            size: 3 * 1024 * 1024,
          }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Attachment')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2 kB')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: /Download protocol\.pdf/ })).toBeEnabled();
    expect(within(items[1]!).getByText('Contract')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Replaced')).toBeInTheDocument();
    expect(within(items[1]!).getByText('3 MB')).toBeInTheDocument();
  });

  it('writes sizes and dates in the reader’s language', () => {
    renderAt(
      'fr',
      <>
        <RequestAnswers request={applicantRequestFixture()} />
        <RequestFiles files={[requestFileFixture({ size: 1.5 * 1024 * 1024 })]} />
        <RequestTimeline events={[requestEventFixture()]} />
      </>,
    );
    const project = screen.getByRole('region', { name: 'Projet' });
    expect(within(project).getByText('1 mai 2026')).toBeInTheDocument();
    expect(within(project).getByText('1 mai 2027')).toBeInTheDocument();
    const file = screen.getByRole('list', { name: /fichiers/i });
    expect(within(file).getByText('1,5 Mo')).toBeInTheDocument();
    expect(within(file).getByText('2 mars 2026')).toBeInTheDocument();
    expect(screen.getByText(/^2 mars 2026, \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('orders the timeline oldest first, with status changes in words and notes', () => {
    renderAt(
      'en',
      <RequestTimeline
        events={[
          requestEventFixture({
            documentId: 'evt2',
            action: 'requestInformation',
            fromRequestStatus: 'assigned',
            toRequestStatus: 'informationRequested',
            fromApprovalStatus: 'pending',
            toApprovalStatus: 'pending',
            note: 'Please attach the ethics approval.',
            createdAt: '2026-03-05T10:00:00.000Z',
          }),
          requestEventFixture(),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Request submitted')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Information requested')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Status: Assigned → Information requested')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Please attach the ethics approval.')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/Approval:/)).not.toBeInTheDocument();
  });

  it('names request and approval statuses in words, drafts as Draft', () => {
    const { unmount } = renderAt(
      'fr',
      <RequestStatusBadges requestStatus="pendingSigning" approvalStatus="approved" />,
    );
    expect(screen.getByText('Signature en attente')).toBeInTheDocument();
    expect(screen.getByText('Approuvée')).toBeInTheDocument();
    expect(screen.getByText('Signature en attente').textContent).toMatch(/^Statut/);
    unmount();
    renderAt('en', <RequestStatusBadges requestStatus={null} isDraft />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });
});
