import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { dayAfter, lastDayOf } from '@/components/access/access-days';
import { AccessSummary } from '@/components/access/access-summary';
import { accessViewFixture, closeoutReportFixture, endedAccessFixture } from '@/testing/fixtures-access';
import { renderWithIntl } from '@/testing/intl';

const term = (name: string) => {
  const dt = screen.getByText(name, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

describe('access summary', () => {
  it('waiting for signature: the state in words and when access begins, no dates yet', () => {
    renderWithIntl(
      <AccessSummary
        access={accessViewFixture({ state: 'pending', startsAt: null, endsAt: null, lastDay: null, daysLeft: null })}
      />,
    );
    expect(screen.getByText('Waiting for signature')).toBeInTheDocument();
    expect(screen.getByText('Access:', { exact: false })).toHaveClass('visually-hidden');
    expect(screen.getByText('Access begins once the contract is signed.')).toBeInTheDocument();
    expect(screen.queryByText('Last day of access')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Final report' })).toBeNull();
  });

  it('active: start, last day and days left; no final report yet', () => {
    renderWithIntl(<AccessSummary access={accessViewFixture()} />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(term('Start')).toHaveTextContent('March 10, 2026');
    expect(within(term('Last day of access')).getByText('March 10, 2027')).toHaveAttribute('datetime', '2027-03-10');
    expect(term('Days left')).toHaveTextContent('120 days');
    expect(screen.queryByText(/Access ends soon/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Final report' })).toBeNull();
  });

  it('ending soon: highlighted in words, with the days left', () => {
    renderWithIntl(<AccessSummary access={accessViewFixture({ daysLeft: 1, endingSoon: true })} />);
    expect(screen.getByText('Access ends soon: 1 day left.')).toHaveClass('access-summary__notice--warning');
  });

  it('an extension asked: the day asked (in the committee’s calendar), when and why', () => {
    renderWithIntl(
      <AccessSummary
        access={accessViewFixture({
          extension: {
            state: 'requested',
            // The end of June 30 in Paris (summer time): 22:00 UTC.
            endsAt: '2027-06-30T22:00:00.000Z',
            reason: 'The cohort follow-up was delayed.\nWe need three more months.',
            requestedAt: '2027-02-20T12:00:00.000Z',
          },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'More time asked' })).toBeInTheDocument();
    expect(term('New last day asked')).toHaveTextContent('June 30, 2027');
    expect(term('Asked on')).toHaveTextContent('February 20, 2027');
    expect(term('Reason')).toHaveTextContent('The cohort follow-up was delayed. We need three more months.');
  });

  it('ended: no days left, the final report due by its date', () => {
    renderWithIntl(<AccessSummary access={endedAccessFixture()} />);
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByText('Days left')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Final report' })).toBeInTheDocument();
    expect(screen.getByText('Due by May 9, 2027.')).toBeInTheDocument();
  });

  it('ended with the final report overdue: said in words, not only by colour', () => {
    renderWithIntl(<AccessSummary access={endedAccessFixture({ closeout: { overdue: true } })} />);
    expect(screen.getByText('Overdue: the final report was due by May 9, 2027.')).toHaveClass(
      'access-summary__notice--danger',
    );
  });

  it('a report filed: what it says, DOIs linking to doi.org, what happened to the data', () => {
    renderWithIntl(
      <AccessSummary access={endedAccessFixture({ closeout: { state: 'filed', report: closeoutReportFixture() } })} />,
    );
    expect(screen.getByText('Filed on April 1, 2027, waiting for review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'The report filed' })).toBeInTheDocument();
    const publications = within(term('Publications')).getAllByRole('listitem');
    expect(publications).toHaveLength(2);
    expect(within(publications[0]!).getByText('Air pollution and asthma in children')).toBeInTheDocument();
    const doi = within(publications[0]!).getByRole('link', { name: /10\.1234\/asthma\.2027/ });
    expect(doi).toHaveAttribute('href', 'https://doi.org/10.1234/asthma.2027');
    expect(doi).toHaveAccessibleName(/^10\.1234\/asthma\.2027 ?\(opens in a new tab\)$/);
    expect(within(publications[1]!).queryByRole('link')).toBeNull();
    expect(term('Other outputs')).toHaveTextContent('An open dashboard of the results.');
    expect(term('What happened to the data')).toHaveTextContent('Retained');
    expect(term('Why it is retained')).toHaveTextContent('Kept under the data-sharing agreement DSA-12.');
    // Filed: no longer "due".
    expect(screen.queryByText(/Due by/)).toBeNull();
  });

  it('more asked: the staff’s note, and the report due again', () => {
    renderWithIntl(
      <AccessSummary
        access={endedAccessFixture({
          closeout: {
            state: 'moreRequested',
            report: closeoutReportFixture({ dataDisposition: 'destroyed', retentionReason: null, publications: [] }),
            review: { outcome: 'moreRequested', note: 'Please list the poster’s DOI.', at: '2027-04-05T12:00:00.000Z' },
          },
        })}
      />,
    );
    expect(screen.getByText('The review team asked for more in the final report.')).toBeInTheDocument();
    expect(screen.getByText('More asked on April 5, 2027')).toBeInTheDocument();
    expect(screen.getByText('Please list the poster’s DOI.')).toBeInTheDocument();
    expect(screen.getByText('Due by May 9, 2027.')).toBeInTheDocument();
    expect(term('Publications')).toHaveTextContent('No publication listed.');
    expect(term('What happened to the data')).toHaveTextContent('Destroyed');
    expect(screen.queryByText('Why it is retained')).toBeNull();
  });

  it('closed out: the report accepted, with the date and note', () => {
    renderWithIntl(
      <AccessSummary
        access={endedAccessFixture({
          state: 'closedOut',
          closeout: {
            state: 'accepted',
            report: closeoutReportFixture(),
            review: { outcome: 'accepted', note: null, at: '2027-04-10T12:00:00.000Z' },
          },
        })}
      />,
    );
    expect(screen.getByText('Closed out')).toBeInTheDocument();
    expect(screen.getByText('Accepted: the request is closed out.')).toBeInTheDocument();
    expect(screen.getByText('Accepted on April 10, 2027')).toBeInTheDocument();
    expect(screen.queryByText('Note from the review team')).toBeNull();
  });

  it('speaks the reader’s language, dates included', () => {
    renderWithIntl(<AccessSummary access={accessViewFixture({ daysLeft: 3, endingSoon: true })} />, { locale: 'fr' });
    expect(screen.getByText('Actif')).toBeInTheDocument();
    expect(term('Dernier jour d’accès')).toHaveTextContent('10 mars 2027');
    expect(screen.getByText('L’accès se termine bientôt : 3 jours restants.')).toBeInTheDocument();
  });
});

describe('access days', () => {
  it('places an end instant on the committee’s calendar day, whatever its distance from UTC', () => {
    // Paris: winter (UTC+1) for the current end, summer (UTC+2) for the one asked.
    const paris = { endsAt: '2027-03-10T23:00:00.000Z', lastDay: '2027-03-10' };
    expect(lastDayOf('2027-06-30T22:00:00.000Z', paris)).toBe('2027-06-30');
    expect(lastDayOf('2027-11-30T23:00:00.000Z', paris)).toBe('2027-11-30');
    // Auckland (UTC+13 in summer): naive rounding to UTC midnight would miss by a day.
    const auckland = { endsAt: '2027-01-10T11:00:00.000Z', lastDay: '2027-01-10' };
    expect(lastDayOf('2027-06-30T12:00:00.000Z', auckland)).toBe('2027-06-30');
    // Vancouver (UTC-8 / -7).
    const vancouver = { endsAt: '2027-01-11T08:00:00.000Z', lastDay: '2027-01-10' };
    expect(lastDayOf('2027-07-01T07:00:00.000Z', vancouver)).toBe('2027-06-30');
    expect(lastDayOf(null, paris)).toBeNull();
  });

  it('gives the day after a day, across month and year ends', () => {
    expect(dayAfter('2027-02-28')).toBe('2027-03-01');
    expect(dayAfter('2027-12-31')).toBe('2028-01-01');
  });
});
