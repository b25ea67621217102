import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { DonorRow } from '@zechus/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../shell/DataTable.tsx';
import { FilterBar, SearchFilter } from '../shell/FilterBar.tsx';
import { londonShortDate } from '../shell/london-time.ts';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { donorPath } from '../dedications/DedicationsListPage.tsx';
import { donorsKeys, fetchDonors } from './api.ts';
import { donorsText as text } from './strings.ts';

const FILTERS = ['search'] as const;

const columns: ColumnDef<DonorRow>[] = [
  {
    id: 'name',
    header: text.columns.name,
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to={donorPath(row.original.id)}
        className="inline-flex min-h-11 items-center rounded-md font-semibold text-primary underline-offset-4 hover:underline"
      >
        <bdi>{row.original.name}</bdi>
      </Link>
    ),
  },
  {
    id: 'email',
    header: text.columns.email,
    enableSorting: true,
    cell: ({ row }) => <bdi className="break-all">{row.original.email}</bdi>,
  },
  {
    id: 'donorNumber',
    header: text.columns.donorNumber,
    enableSorting: true,
    cell: ({ row }) => <span className="tabular-nums">{row.original.donorNumber}</span>,
  },
  {
    id: 'dedications',
    header: text.columns.dedications,
    cell: ({ row }) => <span className="tabular-nums">{row.original.dedications}</span>,
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

/** /office/donors: every donor (merged records aside), searched, sorted and paged on the server. */
export function DonorsListPage() {
  const id = useId();
  const list = useListParams(FILTERS, { sort: 'name' });
  const donors = useQuery({
    queryKey: donorsKeys.list(list.query),
    queryFn: ({ signal }) => fetchDonors(list.query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <OfficePage title={AREA_LABELS.donors} intro={text.intro}>
      <FilterBar label={text.findLabel} onClear={list.filtered ? list.clearFilters : undefined}>
        <SearchFilter
          id={`${id}-search`}
          label={text.search}
          placeholder={text.searchHint}
          value={list.params.filters.search}
          onSearch={(value) => list.setFilter('search', value)}
        />
      </FilterBar>
      <QueryState
        isPending={donors.isPending}
        error={donors.isError && !donors.data ? donors.error : null}
        onRetry={() => void donors.refetch()}
      >
        <DataTable
          caption={text.caption}
          columns={columns}
          rows={donors.data?.rows ?? []}
          total={donors.data?.total ?? 0}
          list={list}
          getRowId={(row) => String(row.id)}
          loading={donors.isFetching}
          empty={list.filtered ? text.noneFound : text.noneYet}
        />
      </QueryState>
    </OfficePage>
  );
}
