import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { OFFICE_PATHS, type DedicationRow } from '@zechus/shared';
import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { DataTable } from '../shell/DataTable.tsx';
import { londonShortDate } from '../shell/london-time.ts';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { dedicationsKeys, fetchDedications } from './api.ts';
import { DEDICATION_FILTERS, DedicationFilters } from './DedicationFilters.tsx';
import { DedicationStatus } from './DedicationStatus.tsx';
import { dedicationsText as text } from './strings.ts';

export const dedicationPath = (id: number) => `${OFFICE_PATHS.dedications}/${id}`;
export const donorPath = (id: number) => `${OFFICE_PATHS.donors}/${id}`;

const linkClass =
  'inline-flex min-h-11 items-center rounded-md font-semibold text-primary underline-offset-4 hover:underline';

const columns: ColumnDef<DedicationRow>[] = [
  {
    id: 'name',
    header: text.columns.name,
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={dedicationPath(row.original.id)} className={`${linkClass} whitespace-nowrap`}>
        <Hebrew className="text-xl">{row.original.name}</Hebrew>
      </Link>
    ),
  },
  {
    id: 'donor',
    header: text.columns.donor,
    enableSorting: true,
    cell: ({ row }) => (
      <span className="block min-w-40">
        <bdi className="font-medium">{row.original.donor.name}</bdi>
        <span className="block text-sm text-ink-muted">
          {text.donorId(row.original.donor.donorNumber)}
        </span>
      </span>
    ),
  },
  {
    id: 'plan',
    header: text.columns.plan,
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {text.planLabel(row.original.planType)} · {text.kindLabel(row.original.kind)}
        {row.original.recurring ? (
          <Repeat aria-label={text.recurring} className="ms-1.5 inline size-4 text-primary" />
        ) : null}
      </span>
    ),
  },
  {
    id: 'first',
    header: text.columns.first,
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {text.dates(row.original.firstDay, row.original.lastDay, row.original.dates)}
      </span>
    ),
  },
  {
    id: 'status',
    header: text.columns.status,
    cell: ({ row }) => <DedicationStatus status={row.original.status} />,
  },
  {
    id: 'created',
    header: text.columns.created,
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-ink-muted">
        {londonShortDate(row.original.createdAt)}
      </span>
    ),
  },
];

/** /office/dedications: every dedication, searched, filtered, sorted and paged on the server. */
export function DedicationsListPage() {
  const list = useListParams(DEDICATION_FILTERS, { sort: 'created', dir: 'desc' });
  const dedications = useQuery({
    queryKey: dedicationsKeys.list(list.query),
    queryFn: ({ signal }) => fetchDedications(list.query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <OfficePage title={AREA_LABELS.dedications} intro={text.intro}>
      <DedicationFilters list={list} />
      <QueryState
        isPending={dedications.isPending}
        error={dedications.isError && !dedications.data ? dedications.error : null}
        onRetry={() => void dedications.refetch()}
      >
        <DataTable
          caption={text.caption}
          columns={columns}
          rows={dedications.data?.rows ?? []}
          total={dedications.data?.total ?? 0}
          list={list}
          getRowId={(row) => String(row.id)}
          loading={dedications.isFetching}
          empty={list.filtered ? text.noneFound : text.noneYet}
          rowClassName={(row) =>
            row.status === 'cancelled' ? 'bg-parchment/60 text-ink-muted' : undefined
          }
        />
      </QueryState>
    </OfficePage>
  );
}
