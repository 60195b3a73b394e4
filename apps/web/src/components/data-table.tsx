import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

import { useT } from '@/lib/i18n';
import { maxWidth, useMediaQueries } from '@/lib/use-media-query';
import { useOverflows } from '@/lib/use-overflows';

import './data-table.css';

export type SortValue = string | number | null | undefined;

export type DataTableColumn<T> = {
  id: string;
  /** Column label (the sort button's text). */
  header: string;
  /** The value sorted on, and shown when there is no `cell`. */
  accessor: (row: T) => SortValue;
  /** Cell content (e.g. highlighted text, a formatted date). */
  cell?: (row: T) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Ascending comparison replacing the default (numbers numerically, text case-insensitively). */
  compare?: (a: T, b: T) => number;
  /** Hide the column at this viewport width (px) or narrower, e.g. 768. */
  hideAtMaxWidth?: number;
  /** CSS width of the column, e.g. '40%'. */
  width?: string;
};

/** One column sorted, or none. */
export type DataTableSort = { id: string; desc: boolean } | null;

export type DataTableProps<T> = {
  data: readonly T[];
  columns: readonly DataTableColumn<T>[];
  /** The table's accessible name (a <caption>). */
  caption: string;
  hideCaption?: boolean;
  getRowId?: (row: T, index: number) => string;
  /** Row activation by click or Enter/Space on the focused row. */
  onRowClick?: (row: T) => void;
  /** Controlled sort (e.g. kept in the URL); omit for internal state. */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  defaultSort?: DataTableSort;
  /** The caller sorts `data` itself (from `sort`); headers still cycle and report. */
  manualSorting?: boolean;
  /**
   * Scroll body height limit (px or CSS length); the header stays visible while scrolling. A table
   * wider than its container scrolls sideways inside it too, never the page.
   */
  maxBodyHeight?: number | string;
  emptyMessage?: ReactNode;
  className?: string;
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Default ascending comparison: numbers numerically, text by locale, case-insensitively. */
function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

/** The next sort after activating `columnId`: asc -> desc -> cleared; another column starts asc. */
export function nextSort(current: DataTableSort, columnId: string): DataTableSort {
  if (!current || current.id !== columnId) return { id: columnId, desc: false };
  return current.desc ? null : { id: columnId, desc: true };
}

const toSorting = (sort: DataTableSort | undefined): SortingState => (sort ? [sort] : []);
const fromSorting = (sorting: SortingState): DataTableSort => {
  const first = sorting[0];
  return first ? { id: first.id, desc: first.desc } : null;
};

function SortIcon({ state }: { state: false | 'asc' | 'desc' }) {
  return (
    <svg
      className="data-table__sort-icon"
      viewBox="0 0 12 16"
      width="12"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 1l4.5 5.5h-9z" fill="currentColor" opacity={state === 'asc' ? 1 : 0.3} />
      <path d="M6 15l4.5-5.5h-9z" fill="currentColor" opacity={state === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

/**
 * Sortable data table (@tanstack/react-table): headers are buttons with `aria-sort` on the
 * header cell; each column cycles ascending, descending, cleared, and a new column starts
 * ascending. Sticky header over a scroll body; columns hide by media query; rows can be activated.
 * When it scrolls (a height limit, or columns wider than the container) the scroller is a
 * focusable region named by the caption.
 */
export function DataTable<T>({
  data,
  columns,
  caption,
  hideCaption = false,
  getRowId,
  onRowClick,
  sort,
  onSortChange,
  defaultSort = null,
  manualSorting = false,
  maxBodyHeight,
  emptyMessage,
  className,
}: DataTableProps<T>) {
  const t = useT();
  const [internalSort, setInternalSort] = useState<DataTableSort>(defaultSort);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflows(scroller);
  const currentSort = sort !== undefined ? sort : internalSort;

  const hidden = useMediaQueries(
    useMemo(
      () => columns.map((column) => (column.hideAtMaxWidth ? maxWidth(column.hideAtMaxWidth) : 'not all')),
      [columns],
    ),
  );
  const columnVisibility = Object.fromEntries(columns.map((column, index) => [column.id, !hidden[index]]));

  const columnDefs = useMemo<ColumnDef<T, SortValue>[]>(
    () =>
      columns.map((column) => {
        const compare = column.compare;
        return {
          id: column.id,
          header: column.header,
          accessorFn: (row: T) => column.accessor(row) ?? undefined,
          cell: ({ row }) => (column.cell ? column.cell(row.original) : String(column.accessor(row.original) ?? '')),
          enableSorting: column.sortable ?? true,
          sortUndefined: 'last',
          sortingFn: compare
            ? (a, b) => compare(a.original, b.original)
            : (a, b, id) => compareValues(a.getValue<SortValue>(id), b.getValue<SortValue>(id)),
        } satisfies ColumnDef<T, SortValue>;
      }),
    [columns],
  );

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = fromSorting(typeof updater === 'function' ? updater(toSorting(currentSort)) : updater);
    if (sort === undefined) setInternalSort(next);
    onSortChange?.(next);
  };

  // TanStack Table v8 hands back one mutable table object whose methods the React Compiler cannot
  // memoize, so the compiler leaves this component alone (the warning says so). There is no
  // compiler-safe TanStack API in v8, and the app does not run the compiler: nothing to fix here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns: columnDefs,
    state: { sorting: toSorting(currentSort), columnVisibility },
    onSortingChange,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualSorting,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    getRowId: getRowId ? (row, index) => getRowId(row, index) : undefined,
  });

  const widthOf = (id: string) => columns.find((column) => column.id === id)?.width;
  const scrollStyle =
    maxBodyHeight === undefined
      ? undefined
      : ({ maxHeight: typeof maxBodyHeight === 'number' ? `${maxBodyHeight}px` : maxBodyHeight } as CSSProperties);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  const rows = table.getRowModel().rows;
  const visibleCount = table.getVisibleLeafColumns().length;

  return (
    <div
      ref={setScroller}
      className={['data-table', className].filter(Boolean).join(' ')}
      style={scrollStyle}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1) and say what it holds.
      {...(scrollStyle || overflows ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className="data-table__table">
        <caption className={hideCaption ? 'visually-hidden' : 'data-table__caption'}>
          {caption}
          {table.getAllLeafColumns().some((column) => column.getCanSort()) ? (
            <span className="visually-hidden">. {t('table.sortHint')}</span>
          ) : null}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    style={{ width: widthOf(header.column.id) }}
                    aria-sort={
                      canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined
                    }
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="data-table__sort"
                        onClick={() => onSortingChange(toSorting(nextSort(currentSort, header.column.id)))}
                      >
                        {label}
                        <SortIcon state={sorted} />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={visibleCount} className="data-table__empty">
                {emptyMessage ?? t('table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className={onRowClick ? 'data-table__row data-table__row--interactive' : 'data-table__row'}
                {...(onRowClick
                  ? {
                      tabIndex: 0,
                      onClick: () => onRowClick(row.original),
                      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => onRowKeyDown(event, row.original),
                    }
                  : {})}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
