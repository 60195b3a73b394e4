import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { APPROVED_REQUESTS, approvedRequestFixture, governanceHandlers } from '@/testing/fixtures-governance';
import { setViewportWidth } from '@/testing/browser-apis';
import { renderRoute } from '@/testing/render-route';
import { registryIndexBody } from '@/testing/registry-api';
import { server } from '@/testing/server';

// Whole routes render here (lazy page modules, several queries): slower than a unit test.
vi.setConfig({ testTimeout: 20_000 });

const PROCESS = '/en/data-governance/process';

beforeEach(() => {
  server.use(...governanceHandlers());
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderRegistry(path = PROCESS) {
  const view = renderRoute(path);
  const table = await screen.findByRole('table', { name: /^Registry of approved requests/ }, { timeout: 10_000 });
  await waitFor(() => expect(bodyRows(table)).not.toHaveLength(0));
  return { ...view, table };
}

/** Data rows (the header row excluded). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const titles = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.querySelector('.registry__title')?.textContent);
const header = (table: HTMLElement, name: string) =>
  within(table).getByRole('columnheader', { name: new RegExp(name) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search the registry' });

describe('approved-requests registry: search', () => {
  it('filters on every keystroke, highlights matches and writes the query to the URL 500 ms later', async () => {
    const { table, location } = await renderRegistry();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search projects, organisations, people…');
    expect(bodyRows(table)).toHaveLength(3);

    fireEvent.change(searchBox(), { target: { value: 'osei' } });
    // The table follows the keystroke; the URL (history) waits for the spec's debounce.
    expect(location()).toBe(PROCESS);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 project');
    await waitFor(() => expect(location()).toBe(`${PROCESS}?q=osei`));

    const [row] = bodyRows(table);
    const marks = [...row!.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Osei']);
    expect(within(row!).getByText('Osei', { selector: 'mark' }).closest('td')).toHaveTextContent(/^Osei$/);
  });

  it('keeps a cleared search cleared when a column is sorted before the URL caught up', async () => {
    const user = userEvent.setup();
    const { table, location } = await renderRegistry(`${PROCESS}?q=osei`);
    expect(bodyRows(table)).toHaveLength(1);
    fireEvent.change(searchBox(), { target: { value: '' } });
    const date = header(table, 'Approval date');
    await user.click(within(date).getByRole('button'));
    await user.click(within(date).getByRole('button'));
    // The URL is pushed at once; the router renders it as a transition.
    await waitFor(() => expect(location()).toBe(`${PROCESS}?sort=approvalDate%3Adesc`));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(location()).toBe(`${PROCESS}?sort=approvalDate%3Adesc`);
    expect(searchBox()).toHaveValue('');
    expect(bodyRows(table)).toHaveLength(3);
  });

  it('loads the index once and searches it without a request per keystroke', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/approved-requests-index', () => {
        calls += 1;
        return HttpResponse.json(registryIndexBody(APPROVED_REQUESTS));
      }),
    );
    const { table } = await renderRegistry();
    for (const value of ['h', 'ha', 'har', 'hart']) fireEvent.change(searchBox(), { target: { value } });
    expect(bodyRows(table)).toHaveLength(1);
    expect(table.closest('.registry__results')).toHaveAttribute('data-search', 'hart');
    expect(calls).toBe(1);
  });

  it('highlights the query in title, investigator and organization cells, case-insensitively', async () => {
    const { table } = await renderRegistry(`${PROCESS}?q=HEALTH`);
    expect(searchBox()).toHaveValue('HEALTH');
    // Northgate School of Public Health, Armorique Regional Health Agency
    expect(bodyRows(table)).toHaveLength(2);
    const marked = bodyRows(table).map((row) =>
      [...row.querySelectorAll('mark')].map((mark) => [mark.closest('td')?.cellIndex, mark.textContent]),
    );
    expect(marked).toEqual([[[2, 'Health']], [[2, 'Health']]]);

    fireEvent.change(searchBox(), { target: { value: 'gradients' } });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(bodyRows(table)[0]!.querySelector('td:first-child mark')).toHaveTextContent('gradients');
  });

  it('matches dataset titles too, and shows the CMS empty label when nothing matches', async () => {
    const { table } = await renderRegistry(`${PROCESS}?q=diabetes%20audit`);
    expect(titles(table)).toEqual(['Socioeconomic gradients in childhood asthma emergency visits']);

    fireEvent.change(searchBox(), { target: { value: 'no such project' } });
    expect(await within(table).findByText('No project matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 projects');
  });
});

describe('approved-requests registry: sort', () => {
  it('cycles a column asc → desc → cleared, keeps it in the URL, and starts a new column at asc', async () => {
    const user = userEvent.setup();
    const { table, location } = await renderRegistry();
    const serverOrder = titles(table);
    const date = () => header(table, 'Approval date');

    await user.click(within(date()).getByRole('button'));
    expect(date()).toHaveAttribute('aria-sort', 'ascending');
    expect(titles(table)).toEqual([
      'Forecasting hospital bed demand during seasonal influenza peaks',
      'Long-term respiratory outcomes after COVID-19 hospitalisation',
      'Socioeconomic gradients in childhood asthma emergency visits',
    ]);
    expect(location()).toBe(`${PROCESS}?sort=approvalDate%3Aasc`);

    await user.click(within(date()).getByRole('button'));
    expect(date()).toHaveAttribute('aria-sort', 'descending');
    expect(titles(table)).toEqual([
      'Socioeconomic gradients in childhood asthma emergency visits',
      'Long-term respiratory outcomes after COVID-19 hospitalisation',
      'Forecasting hospital bed demand during seasonal influenza peaks',
    ]);
    expect(location()).toBe(`${PROCESS}?sort=approvalDate%3Adesc`);

    await user.click(within(date()).getByRole('button'));
    expect(date()).toHaveAttribute('aria-sort', 'none');
    expect(titles(table)).toEqual(serverOrder);
    expect(location()).toBe(PROCESS);

    const investigator = header(table, 'Principal investigator');
    await user.click(within(date()).getByRole('button'));
    await user.click(within(date()).getByRole('button'));
    await user.click(within(investigator).getByRole('button'));
    expect(investigator).toHaveAttribute('aria-sort', 'ascending');
    expect(date()).toHaveAttribute('aria-sort', 'none');
    // Fontaine, Hart, Osei
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Fontaine',
      'Hart',
      'Osei',
    ]);
  });

  it('restores search and sort from a shared URL', async () => {
    const { table } = await renderRegistry(`${PROCESS}?q=university%20of&sort=title:desc`);
    expect(searchBox()).toHaveValue('university of');
    expect(header(table, 'Project title')).toHaveAttribute('aria-sort', 'descending');
    expect(titles(table)).toEqual(['Long-term respiratory outcomes after COVID-19 hospitalisation']);
  });
});

describe('approved-requests registry: responsive columns', () => {
  it('shows the five columns on desktop, the access period not sortable', async () => {
    const { table } = await renderRegistry();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Project title', 'Principal investigator', 'Organisation', 'Approval date', 'Access period']);
    expect(within(header(table, 'Access period')).queryByRole('button')).toBeNull();
    expect(table.querySelector('.registry__byline')).toBeNull();
  });

  it('keeps only title and date at 768px, with the investigator and organization under the title', async () => {
    setViewportWidth(768);
    const { table } = await renderRegistry(`${PROCESS}?q=westbrook`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Project title', 'Approval date']);
    const [row] = bodyRows(table);
    expect(within(row!).getAllByRole('cell')).toHaveLength(2);
    expect(row!.querySelector('.registry__byline')).toHaveTextContent('Amelia Hart · University of Westbrook');
    expect(row!.querySelector('.registry__byline mark')).toHaveTextContent('Westbrook');
    expect(within(row!).getAllByRole('cell')[1]).toHaveTextContent('2023/05/02');
  });

  it('switches live when the viewport crosses 768px', async () => {
    const { table } = await renderRegistry();
    act(() => setViewportWidth(700));
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    act(() => setViewportWidth(769));
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  });
});

describe('approved-requests registry: details dialog', () => {
  it('opens on row click with every field formatted, and closes back to the row', async () => {
    const user = userEvent.setup();
    const { table } = await renderRegistry();
    const row = bodyRows(table)[0]!;
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('2024/02/20');

    await user.click(within(row).getByText('Osei'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Socioeconomic gradients in childhood asthma emergency visits',
    });
    const field = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;

    expect(field('Organisation')).toHaveTextContent('Northgate School of Public Health');
    expect(field('Organisation type')).toHaveTextContent('Academic');
    expect(field('Intended use')).toHaveTextContent(/^Public health research, Academic publication$/);
    expect(field('Project summary')).toHaveTextContent('Measures how emergency visits for asthma');
    expect(field('Country')).toHaveTextContent('United Kingdom');
    expect(field('Start')).toHaveTextContent(/^04\.2024$/);
    expect(field('Duration')).toHaveTextContent(/^2 years, 2 months, 13 days$/);
    expect(field('Requested')).toHaveTextContent(/^12\.02\.2023$/);
    expect(field('Approved')).toHaveTextContent(/^02\.20\.2024$/);
    expect(field('Access period')).toHaveTextContent(/^03\.04\.2024 – 03\.03\.2025$/);
    expect(field('Principal investigator')).toHaveTextContent(/^Daniel Osei, Senior Research Fellow$/);

    const links = within(field('Datasets') as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/dataset/national-diabetes-audit/overview',
      '/en/dataset/hospital-episode-statistics/overview',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(links[0]).toHaveAccessibleName('National Diabetes Audit (opens in a new tab)');

    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('opens from the keyboard (Enter on a focused row) and leaves out empty fields', async () => {
    server.use(
      ...governanceHandlers({
        approvedRequests: [
          {
            ...APPROVED_REQUESTS[1]!,
            projectSummary: null,
            projectEndDate: null,
            datasets: [],
            principalInvestigator: { ...APPROVED_REQUESTS[1]!.principalInvestigator!, country: null },
          },
        ],
      }),
    );
    const user = userEvent.setup();
    const { table } = await renderRegistry();
    bodyRows(table)[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const labels = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual([
      'Organisation',
      'Organisation type',
      'Intended use',
      'Start',
      'Requested',
      'Approved',
      'Access period',
      'Principal investigator',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows(table)[0]).toHaveFocus());
  });

  it('links datasets and writes the duration in the current locale', async () => {
    const user = userEvent.setup();
    renderRoute('/fr/data-governance/process');
    const table = await screen.findByRole('table', { name: /^Registre des demandes approuvées/ }, { timeout: 10_000 });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    await user.click(bodyRows(table)[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /National Diabetes Audit/ })).toHaveAttribute(
      'href',
      '/fr/dataset/national-diabetes-audit/overview',
    );
    expect(dialog.querySelector('[data-field="duration"] dd')).toHaveTextContent(/^2 ans, 2 mois et 13 jours$/);
    expect(within(dialog).getByText('Période d’accès', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^03\.04\.2024 – 03\.03\.2025$/,
    );
    expect(within(dialog).getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  });
});

describe('approved-requests registry: access period', () => {
  it('shows the first and last day of access in the table and the dialog, a dash without a period', async () => {
    const user = userEvent.setup();
    const { table } = await renderRegistry();
    const periods = bodyRows(table).map((row) => within(row).getAllByRole('cell')[4]!);
    expect(periods.map((cell) => cell.textContent)).toEqual(['2024/03/04 – 2025/03/03', '—', '—']);
    expect([...periods[0]!.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([
      '2024-03-04',
      '2025-03-03',
    ]);

    await user.click(bodyRows(table)[1]!);
    const dialog = await screen.findByRole('dialog', {
      name: 'Long-term respiratory outcomes after COVID-19 hospitalisation',
    });
    expect(dialog.querySelector('[data-field="accessPeriod"] dt')).toHaveTextContent('Access period');
    expect(dialog.querySelector('[data-field="accessPeriod"] dd')).toHaveTextContent(/^—$/);
  });
});

describe('approved-requests registry: loading and errors', () => {
  it('shows a skeleton, then an error with a working retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/approved-requests-index', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } },
              { status: 500 },
            )
          : HttpResponse.json(registryIndexBody(APPROVED_REQUESTS));
      }),
    );
    const user = userEvent.setup();
    renderRoute(PROCESS);
    const registry = await screen.findByRole('region', { name: 'Registry of approved requests' });
    const alert = await within(registry).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await within(registry).findByRole('table');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    expect(calls).toBe(2);
  });
});

describe('approved-requests registry: pages', () => {
  const many = Array.from({ length: 60 }, (_, index) =>
    approvedRequestFixture({
      documentId: `gen-${index}`,
      projectTitle: `Generated project ${String(index).padStart(2, '0')}`,
      approvalDate: `2023-01-${String((index % 28) + 1).padStart(2, '0')}`,
    }),
  );

  it('pages through every entry with the result count, keeps the page in the URL and restarts a search at page 1', async () => {
    server.use(...governanceHandlers({ approvedRequests: many }));
    const user = userEvent.setup();
    const { table, location } = await renderRegistry(`${PROCESS}?sort=title:asc`);
    expect(screen.getByRole('status')).toHaveTextContent('60 projects');
    const pager = screen.getByRole('navigation', { name: 'Registry pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(bodyRows(table)).toHaveLength(25);
    expect(titles(table)[0]).toBe('Generated project 00');

    const seen = new Set(titles(table));
    for (const page of [2, 3]) {
      await user.click(within(pager).getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(pager).toHaveTextContent(`Page ${page} of 3`));
      titles(table).forEach((title) => seen.add(title));
      expect(location()).toBe(`${PROCESS}?sort=title%3Aasc&page=${page}`);
    }
    expect(bodyRows(table)).toHaveLength(10);
    expect(seen.size).toBe(60);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    fireEvent.change(searchBox(), { target: { value: 'project 1' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10 projects'));
    expect(titles(table)[0]).toBe('Generated project 10');
    expect(screen.queryByRole('navigation', { name: 'Registry pages' })).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${PROCESS}?sort=title%3Aasc&q=project+1`));
  });

  it('opens a bookmarked page', async () => {
    server.use(...governanceHandlers({ approvedRequests: many }));
    const { table } = await renderRegistry(`${PROCESS}?sort=title:desc&page=2`);
    expect(screen.getByRole('navigation', { name: 'Registry pages' })).toHaveTextContent('Page 2 of 3');
    expect(titles(table)[0]).toBe('Generated project 34');
  });
});

describe('approved-requests registry: details that fail to load', () => {
  it('says so in a toast and leaves the table usable', async () => {
    server.use(
      http.get('*/api/approved-requests/:documentId', () =>
        HttpResponse.json(
          { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { table } = await renderRegistry();
    await user.click(bodyRows(table)[0]!);
    // One retry (about a second) before the failure is reported.
    expect(
      await screen.findByText('The project details could not be loaded. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(3);
  });
});
