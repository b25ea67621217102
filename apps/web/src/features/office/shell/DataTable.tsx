import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { officeText } from './strings.ts';
import type { ListParamsApi } from './useListParams.ts';

/**
 * A column's header or cell template, rendered by calling it. (TanStack's flexRender mounts a
 * function as a component: a template defined inline gets a new identity on every render, so
 * React would remount every cell — closing an open row menu and losing focus — each time the
 * rows are read again, which live updates do often.)
 */
const renderTemplate = <C,>(template: unknown, context: C): ReactNode =>
  typeof template === 'function'
    ? (template as (c: C) => ReactNode)(context)
    : (template as ReactNode);

export interface DataTableProps<Row, F extends string> {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  total: number;
  /** The list's state (useListParams): the server sorts and pages. */
  list: ListParamsApi<F>;
  getRowId: (row: Row) => string;
  loading?: boolean;
  empty: ReactNode;
  pageSizes?: number[];
  /** Extra classes for a row (e.g. a muted inactive learner). */
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * The office's tables (TanStack Table, DESIGN.md §1): sorted and paged on the server, the state in
 * the address. A column sorts when its definition has `enableSorting: true` and its `id` is one
 * the server accepts. Headers are buttons with aria-sort; the pager says where you are.
 */
export function DataTable<Row, F extends string>({
  caption,
  columns,
  rows,
  total,
  list,
  getRowId,
  loading = false,
  empty,
  pageSizes = [25, 50, 100],
  rowClassName,
}: DataTableProps<Row, F>) {
  const { params } = list;
  const sorting: SortingState = [{ id: params.sort, desc: params.dir === 'desc' }];
  // The table instance is rebuilt from props each render, as TanStack Table intends.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableSorting: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) list.setSort(first.id, first.desc ? 'desc' : 'asc');
    },
    getCoreRowModel: getCoreRowModel(),
  });
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const from = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const to = Math.min(total, params.page * params.pageSize);
  const sizeId = useId();

  return (
    <div className="space-y-3">
      <div className="relative overflow-x-auto rounded-[var(--radius-card)] border border-stone bg-white shadow-card">
        <table className="w-full border-collapse text-start text-[0.95rem]" aria-busy={loading}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-parchment">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-stone">
                {group.headers.map((header) => {
                  const sortable = header.column.columnDef.enableSorting === true;
                  const active = params.sort === header.column.id;
                  const label = renderTemplate(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sortable && active
                          ? params.dir === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                      className="px-4 py-3 text-start text-sm font-semibold whitespace-nowrap text-ink-muted"
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-ink hover:text-primary"
                          onClick={() =>
                            list.setSort(
                              header.column.id,
                              active && params.dir === 'asc' ? 'desc' : 'asc',
                            )
                          }
                        >
                          {label}
                          {active ? (
                            params.dir === 'asc' ? (
                              <ArrowUp aria-hidden="true" className="size-4" />
                            ) : (
                              <ArrowDown aria-hidden="true" className="size-4" />
                            )
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-4 opacity-50" />
                          )}
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
                <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-muted">
                  {loading ? (
                    <span className="inline-flex items-center gap-2">
                      <Spinner className="size-5 text-primary" />
                      {officeText.loading}
                    </span>
                  ) : (
                    empty
                  )}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={cn(
                    'border-b border-stone/70 last:border-b-0 hover:bg-gold-soft/20',
                    rowClassName?.(row.original),
                  )}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-2.5 align-middle">
                      {renderTemplate(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav
        aria-label={`${caption}: pages`}
        className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted"
      >
        <p aria-live="polite">{officeText.showing(from, to, total)}</p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={sizeId} className="flex items-center gap-2">
            {officeText.rowsPerPage}
            <select
              id={sizeId}
              value={params.pageSize}
              onChange={(event) => list.setPageSize(Number(event.target.value))}
              className="min-h-11 rounded-lg border border-[#8a8270] bg-white px-2 text-ink"
            >
              {[...new Set([...pageSizes, params.pageSize])]
                .sort((a, b) => a - b)
                .map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
            </select>
          </label>
          <span>{officeText.pageOf(Math.min(params.page, pages), pages)}</span>
          <Button
            variant="secondary"
            inactive={params.page <= 1}
            onClick={() => list.setPage(params.page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {officeText.previous}
          </Button>
          <Button
            variant="secondary"
            inactive={params.page >= pages}
            onClick={() => list.setPage(params.page + 1)}
          >
            {officeText.next}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
