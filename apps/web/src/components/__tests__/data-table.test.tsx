import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DataTable, nextSort, type DataTableColumn } from '@/components/data-table';
import { setViewportWidth } from '@/testing/browser-apis';
import { renderWithIntl } from '@/testing/intl';

type Project = { id: string; title: string; lastName: string; approved: string };

const PROJECTS: Project[] = [
  { id: 'p1', title: 'Sleep and memory', lastName: 'Okafor', approved: '2024-03-02' },
  { id: 'p2', title: 'air pollution and asthma', lastName: 'Bouchard', approved: '2023-11-20' },
  { id: 'p3', title: 'Cancer in shift workers', lastName: 'Zhang', approved: '2025-01-15' },
];

const COLUMNS: DataTableColumn<Project>[] = [
  { id: 'title', header: 'Project title', accessor: (row) => row.title },
  { id: 'lastName', header: 'PI last name', accessor: (row) => row.lastName, hideAtMaxWidth: 768 },
  {
    id: 'approved',
    header: 'Approval date',
    accessor: (row) => row.approved,
    cell: (row) => row.approved.replace(/-/g, '/'),
  },
];

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

function renderTable(props: Partial<Parameters<typeof DataTable<Project>>[0]> = {}) {
  return renderWithIntl(
    <DataTable data={PROJECTS} columns={COLUMNS} caption="Approved projects" getRowId={(row) => row.id} {...props} />,
  );
}

describe('DataTable', () => {
  it('sorts a column asc -> desc -> cleared, with aria-sort on the header', async () => {
    const user = userEvent.setup();
    renderTable();
    const unsorted = ['Sleep and memory', 'air pollution and asthma', 'Cancer in shift workers'];
    expect(titles()).toEqual(unsorted);
    expect(header('Project title')).toHaveAttribute('aria-sort', 'none');

    const button = within(header('Project title')).getByRole('button', { name: 'Project title' });
    await user.click(button);
    expect(header('Project title')).toHaveAttribute('aria-sort', 'ascending');
    expect(titles()).toEqual(['air pollution and asthma', 'Cancer in shift workers', 'Sleep and memory']);

    await user.click(button);
    expect(header('Project title')).toHaveAttribute('aria-sort', 'descending');
    expect(titles()).toEqual(['Sleep and memory', 'Cancer in shift workers', 'air pollution and asthma']);

    await user.click(button);
    expect(header('Project title')).toHaveAttribute('aria-sort', 'none');
    expect(titles()).toEqual(unsorted);
  });

  it('starts a new column ascending and clears the previous one', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Project title' }));
    await user.click(screen.getByRole('button', { name: 'Project title' }));
    expect(header('Project title')).toHaveAttribute('aria-sort', 'descending');

    // Dates are sortable strings: ascending is oldest first even for a date column.
    await user.click(screen.getByRole('button', { name: 'Approval date' }));
    expect(header('Approval date')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Project title')).toHaveAttribute('aria-sort', 'none');
    expect(titles()).toEqual(['air pollution and asthma', 'Sleep and memory', 'Cancer in shift workers']);
  });

  it('computes the cycle as a pure function', () => {
    expect(nextSort(null, 'a')).toEqual({ id: 'a', desc: false });
    expect(nextSort({ id: 'a', desc: false }, 'a')).toEqual({ id: 'a', desc: true });
    expect(nextSort({ id: 'a', desc: true }, 'a')).toBeNull();
    expect(nextSort({ id: 'a', desc: true }, 'b')).toEqual({ id: 'b', desc: false });
  });

  it('reports sort changes when controlled', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sort: { id: 'lastName', desc: false }, onSortChange });
    expect(header('PI last name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'PI last name' }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'lastName', desc: true });
  });

  it('activates a row by click and by Enter', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick });

    await user.click(screen.getByRole('cell', { name: 'Sleep and memory' }));
    expect(onRowClick).toHaveBeenLastCalledWith(PROJECTS[0]);

    const row = screen.getByRole('cell', { name: 'Cancer in shift workers' }).closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(PROJECTS[2]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('hides columns at their media query and shows them again', () => {
    setViewportWidth(768);
    renderTable();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Project title',
      'Approval date',
    ]);
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')).toHaveLength(2);

    act(() => setViewportWidth(1024));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Project title',
      'PI last name',
      'Approval date',
    ]);
  });

  it('is captioned, scrolls within a keyboard-reachable region and says when empty', () => {
    const { container } = renderTable({ data: [], maxBodyHeight: 468, emptyMessage: 'No approved projects match.' });
    expect(screen.getByRole('table', { name: /Approved projects/ })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Approved projects' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.style.maxHeight).toBe('468px');
    expect(screen.getByRole('cell', { name: 'No approved projects match.' })).toBeInTheDocument();
    expect(container.querySelectorAll('thead th')).toHaveLength(3);
  });

  it('a table wider than its container scrolls sideways inside a keyboard-reachable region; one that fits is none', () => {
    const first = renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    expect(first.container.querySelector('.data-table')).not.toHaveAttribute('tabindex');
    first.unmount();

    // jsdom lays nothing out: the scroller reports a table wider than itself, as at 375 px.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('data-table') ? 662 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('data-table') ? 343 : 0;
    });
    renderTable();
    const region = screen.getByRole('region', { name: 'Approved projects' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: /Approved projects/ })).toBeInTheDocument();
  });
});
