import type { DayPerek, DayView } from '@zechus/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../shell/DataTable.tsx';
import type { ListParamsApi } from '../shell/useListParams.ts';
import {
  CompactRow,
  DoneCell,
  LearnerClass,
  LearnerName,
  PerekCell,
  RecordingCell,
} from './DayCells.tsx';
import type { DayFilter } from './DayFilters.tsx';
import type { RowAction } from './row-action.ts';
import { RowActions } from './RowActions.tsx';
import { daysText } from './strings.ts';
import { useWideTable } from '../shell/useMediaQuery.ts';

/**
 * The day's perakim (DataTable: sorted and paged on the server): the perek and barcode, its
 * child and class in the Hebrew face, done or not with the London time and how, the recording,
 * and the row's actions. Where six columns do not fit, each perek is one cell (sorted from the
 * "Sort by" list above).
 */
export function DayTable({
  view,
  list,
  loading,
  onAction,
}: {
  view: DayView;
  list: ListParamsApi<DayFilter>;
  loading: boolean;
  onAction: (action: RowAction, perek: DayPerek) => void;
}) {
  const wide = useWideTable();
  const columns = useMemo<ColumnDef<DayPerek>[]>(
    () =>
      wide
        ? [
            {
              id: 'perek',
              header: daysText.columns.perek,
              enableSorting: true,
              cell: ({ row: { original: p } }) => <PerekCell perek={p} />,
            },
            {
              id: 'learner',
              header: daysText.columns.learner,
              enableSorting: true,
              cell: ({ row: { original: p } }) => (
                <span className="block min-w-32">
                  <LearnerName perek={p} />
                </span>
              ),
            },
            {
              id: 'class',
              header: daysText.columns.class,
              enableSorting: true,
              cell: ({ row: { original: p } }) => <LearnerClass perek={p} />,
            },
            {
              id: 'doneAt',
              header: daysText.columns.doneAt,
              enableSorting: true,
              cell: ({ row: { original: p } }) => <DoneCell perek={p} day={view.day} />,
            },
            {
              id: 'recording',
              header: daysText.columns.recording,
              cell: ({ row: { original: p } }) => <RecordingCell perek={p} onAction={onAction} />,
            },
            {
              id: 'actions',
              header: () => <span className="sr-only">{daysText.columns.actions}</span>,
              cell: ({ row: { original: p } }) => (
                <RowActions view={view} perek={p} onAction={onAction} />
              ),
            },
          ]
        : [
            {
              id: 'perek',
              header: daysText.columns.perek,
              cell: ({ row: { original: p } }) => (
                <CompactRow view={view} perek={p} onAction={onAction} />
              ),
            },
          ],
    [wide, view, onAction],
  );
  const open = list.params.filters.status === 'open';
  return (
    <DataTable
      caption={daysText.tableCaption}
      columns={columns}
      rows={view.page.rows}
      total={view.page.total}
      list={list}
      getRowId={(p) => String(p.perekIndex)}
      loading={loading}
      empty={open && !list.params.filters.search ? daysText.emptyOpen : daysText.empty}
      pageSizes={[25, 50, 100, 200]}
      rowClassName={(p) => (p.done ? 'bg-done/[0.04]' : undefined)}
    />
  );
}
