import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { strapiError } from '@/testing/fixtures';
import { sessionForUser, staffUserFixture } from '@/testing/fixtures-auth';
import { staffRequestFixture } from '@/testing/fixtures-queue';
import { requestVersionFixture } from '@/testing/fixtures-requests';
import { renderRoute } from '@/testing/render-route';
import { server } from '@/testing/server';

const SLOW = { timeout: 5000 };
const V2 = '*/api/data-access-request/:id';
const V1 = '*/api/dataset-requests/:id';
const VERSIONS = '*/api/data-access-request/:id/versions';

const asRole = (role: Parameters<typeof staffUserFixture>[0]) => ({ session: sessionForUser(staffUserFixture(role)) });

function serveRequest(overrides: Parameters<typeof staffRequestFixture>[0] = {}) {
  const request = staffRequestFixture(overrides);
  server.use(http.get(V2, () => HttpResponse.json({ data: request })));
  return request;
}

const COHORT = {
  dataset: { documentId: 'ds00000002', title: 'Birth cohort', slug: 'birth-cohort' },
  dataLevel: 'aggregated',
  dataLevelLabels: { en: 'Level 1 – Aggregated', fr: 'Niveau 1 – Données agrégées' },
};

/** Version 1 as the fixture request was sent; version 2 changed a text, a choice list, the PI's e-mail and the datasets. */
function twoVersions() {
  const first = requestVersionFixture();
  const second = requestVersionFixture({
    number: 2,
    kind: 'amend',
    submittedAt: '2026-03-09T14:30:00.000Z',
    answers: {
      projectTitle: 'Air, asthma and schools',
      intendedUses: ['research', 'policy'],
      projectEndDate: '2027-09-30',
      principalInvestigator: { ...first.answers.principalInvestigator!, email: 'a.lovelace@example.org' },
      requestedDatasets: [
        { dataset: 'ds00000001', dataLevel: 'deidentified' },
        { dataset: 'ds00000002', dataLevel: 'aggregated' },
      ],
    },
    datasets: [
      {
        ...first.datasets[0]!,
        dataLevel: 'deidentified',
        dataLevelLabels: { en: 'Level 2 – De-identified', fr: 'Niveau 2 – Données désidentifiées' },
      },
      COHORT,
    ],
  });
  return [first, second];
}

describe('versions on the staff review page', { timeout: 20_000 }, () => {
  it('shows what changed since the previous version: each answer before and after, by the answers view’s labels, and the datasets', async () => {
    serveRequest();
    server.use(http.get(VERSIONS, () => HttpResponse.json({ data: twoVersions() })));
    renderRoute('/en/request-management/request/req0000001', asRole('queue-manager'));

    const section = await screen.findByRole('region', { name: 'Versions' }, SLOW);
    expect(within(section).getByRole('heading', { level: 2, name: 'Versions' })).toBeInTheDocument();
    const changes = await within(section).findByRole('region', { name: 'Changes since version 1' }, SLOW);
    expect(within(changes).getByRole('heading', { level: 3 })).toHaveTextContent('Changes since version 1');

    const rows = within(changes)
      .getAllByRole('term')
      .map((term) => term.parentElement!);
    const row = (label: string) => rows.find((item) => within(item).getByRole('term').textContent === label)!;
    expect(rows.map((item) => within(item).getByRole('term').textContent)).toEqual([
      'Project title',
      'End date',
      'Intended uses',
      'Principal investigator: Email',
      'Data level of Air quality sensor network',
    ]);
    const values = (label: string) =>
      within(row(label))
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
    expect(values('Project title')).toEqual(['Before: Air and asthma', 'After: Air, asthma and schools']);
    expect(values('End date')).toEqual(['Before: May 1, 2027', 'After: September 30, 2027']);
    // Option values read as their labels, as in the answers.
    expect(values('Intended uses')).toEqual(['Before: Academic research', 'After: Academic research, Policy']);
    expect(values('Principal investigator: Email')).toEqual([
      'Before: ada@example.org',
      'After: a.lovelace@example.org',
    ]);
    expect(values('Data level of Air quality sensor network')).toEqual([
      'Before: Level 1 – Aggregated',
      'After: Level 2 – De-identified',
    ]);

    expect(within(changes).getByRole('heading', { level: 4, name: 'Datasets added' })).toBeInTheDocument();
    expect(within(changes).getByRole('list')).toHaveTextContent('Birth cohort · Data level: Level 1 – Aggregated');
    expect(within(changes).queryByRole('heading', { name: 'Datasets removed' })).toBeNull();
  });

  it('lists every version; "Open version N" shows that version’s answers read-only in a dialog', async () => {
    const user = userEvent.setup();
    serveRequest();
    server.use(http.get(VERSIONS, () => HttpResponse.json({ data: twoVersions() })));
    renderRoute('/en/request-management/request/req0000001', asRole('readonly-user'));

    const list = await screen.findByRole('region', { name: 'All versions' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 1 · submitted on Mar 2, 2026.*Open version 1$/),
      expect.stringMatching(/^Version 2 · resubmitted on Mar 9, 2026.*Open version 2$/),
    ]);

    const opener = within(list).getByRole('button', { name: 'Open version 1' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Version 1' });
    expect(dialog).toHaveAccessibleDescription(/The answers as sent on Mar 2, 2026.*\(read-only\)\./);
    const project = within(dialog).getByRole('region', { name: 'Project' });
    expect(within(project).getByText('Air and asthma')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Air quality sensor network' })).toBeInTheDocument();
    expect(within(dialog).getByText('Level 1 – Aggregated')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    // The page's answers and the version's never share an id (their sections are labelled by them).
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(within(list).getByRole('button', { name: 'Open version 2' }));
    const second = await screen.findByRole('dialog', { name: 'Version 2' });
    expect(within(second).getByText('Air, asthma and schools')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Birth cohort' })).toBeInTheDocument();
  });

  it('a single version: no changes to show, the version listed; in French', async () => {
    serveRequest();
    renderRoute('/fr/request-management/request/req0000001', asRole('dag-member'));
    const list = await screen.findByRole('region', { name: 'Toutes les versions' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem')).toHaveTextContent(/^Version 1 · soumise le 2 mars 2026/);
    expect(within(list).getByRole('button', { name: 'Ouvrir la version 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Modifications depuis/ })).toBeNull();
  });

  it('says when nothing changed, and shows the datasets removed', async () => {
    serveRequest();
    const [first] = twoVersions();
    const same = requestVersionFixture({ number: 2, kind: 'amend', submittedAt: '2026-03-09T14:30:00.000Z' });
    const removed = requestVersionFixture({
      number: 3,
      kind: 'amend',
      submittedAt: '2026-03-10T14:30:00.000Z',
      answers: { requestedDatasets: [{ dataset: 'ds00000002', dataLevel: 'aggregated' }] },
      datasets: [COHORT],
    });
    server.use(http.get(VERSIONS, () => HttpResponse.json({ data: [first, same] })));
    const view = renderRoute('/en/request-management/request/req0000001', asRole('queue-manager'));
    const changes = await screen.findByRole('region', { name: 'Changes since version 1' }, SLOW);
    expect(within(changes).getByText('No answer changed.')).toBeInTheDocument();
    view.unmount();

    server.use(http.get(VERSIONS, () => HttpResponse.json({ data: [first, same, removed] })));
    renderRoute('/en/request-management/request/req0000002', asRole('queue-manager'));
    const latest = await screen.findByRole('region', { name: 'Changes since version 2' }, SLOW);
    expect(within(latest).getByRole('heading', { level: 4, name: 'Datasets removed' })).toBeInTheDocument();
    expect(within(latest).getByRole('heading', { level: 4, name: 'Datasets added' })).toBeInTheDocument();
    const lists = within(latest).getAllByRole('list');
    expect(lists[0]).toHaveTextContent('Birth cohort');
    expect(lists[1]).toHaveTextContent('Air quality sensor network');
  });

  it('says so when the versions cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    serveRequest();
    let calls = 0;
    server.use(
      http.get(VERSIONS, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(strapiError(500, 'InternalServerError', 'Internal Server Error'), { status: 500 })
          : HttpResponse.json({ data: twoVersions() });
      }),
    );
    renderRoute('/en/request-management/request/req0000001', asRole('queue-manager'));
    const alert = await screen.findByText('The versions could not be loaded.', {}, { timeout: 15_000 });
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Changes since version 1' }, SLOW)).toBeInTheDocument();
  });

  it('has no versions section for an old-format (v1) request', async () => {
    let asked = false;
    const v1 = staffRequestFixture({ documentId: 'old0000001', format: 'v1', projectTitle: 'Legacy request' });
    serveRequest();
    server.use(
      http.get(V2, () => HttpResponse.json(strapiError(404, 'NotFoundError', 'Not Found'), { status: 404 })),
      http.get(V1, () => HttpResponse.json({ data: v1 })),
      http.get(VERSIONS, () => {
        asked = true;
        return HttpResponse.json({ data: [] });
      }),
    );
    renderRoute('/en/request-management/request/old0000001', asRole('queue-manager'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legacy request' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Versions' })).toBeNull();
    expect(asked).toBe(false);
  });
});
