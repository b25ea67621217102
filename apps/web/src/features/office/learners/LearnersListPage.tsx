import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { NO_CLASS_FILTER, OFFICE_PATHS, type LearnerChange, type LearnerRow } from '@zechus/shared';
import { FileUp, ListChecks, School, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { DataTable } from '../shell/DataTable.tsx';
import { londonShortDate } from '../shell/london-time.ts';
import { SuccessNotice, QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { fetchLearners, learnersKeys } from './api.ts';
import { AddLearnerDialog } from './AddLearnerDialog.tsx';
import { CLASSES_PATH } from './ClassesPage.tsx';
import { ChosenBar, chooseColumn } from './ChooseLearners.tsx';
import { DownloadLearners } from './DownloadLearners.tsx';
import { LearnerAvatar } from './LearnerAvatar.tsx';
import { LearnerFilters } from './LearnerFilters.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { schoolYearText } from './school-year-strings.ts';
import { learnersText } from './strings.ts';

const FILTERS = ['search', 'class', 'status'] as const;

export const learnerPath = (id: number) => `${OFFICE_PATHS.learners}/${id}`;

const columns: ColumnDef<LearnerRow>[] = [
  {
    id: 'photo',
    header: () => <span className="sr-only">{learnersText.columns.photo}</span>,
    cell: ({ row }) => <LearnerAvatar name={row.original.name} imageUrl={row.original.imageUrl} />,
  },
  {
    id: 'name',
    header: learnersText.columns.name,
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to={learnerPath(row.original.id)}
        className="inline-flex min-h-11 items-center rounded-md font-semibold whitespace-nowrap text-primary underline-offset-4 hover:underline"
      >
        <Hebrew className="text-xl">{row.original.name}</Hebrew>
      </Link>
    ),
  },
  {
    id: 'class',
    header: learnersText.columns.className,
    enableSorting: true,
    cell: ({ row }) =>
      row.original.className ? (
        <bdi dir="auto" className="whitespace-nowrap text-ink">
          {row.original.className}
        </bdi>
      ) : (
        <span className="text-ink-muted">{learnersText.noClass}</span>
      ),
  },
  {
    id: 'status',
    header: learnersText.columns.status,
    cell: ({ row }) => <StatusBadge active={row.original.active} />,
  },
  {
    id: 'learned',
    header: learnersText.columns.learned,
    enableSorting: true,
    cell: ({ row }) => (
      <span className="tabular-nums">{row.original.perakimLearned.toLocaleString('en-GB')}</span>
    ),
  },
  {
    id: 'added',
    header: learnersText.columns.added,
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-ink-muted">
        {londonShortDate(row.original.createdAt)}
      </span>
    ),
  },
];

/** /office/learners: every child, searched, filtered, sorted and paged on the server. */
export function LearnersListPage() {
  const list = useListParams(FILTERS, { sort: 'name' });
  const location = useLocation();
  const [adding, setAdding] = useState(false);
  // Choosing many learners (to deactivate them at once) adds a box to each row.
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const toggle = (id: number) =>
    setChosen((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const learners = useQuery({
    queryKey: learnersKeys.list(list.query),
    queryFn: ({ signal }) => fetchLearners(list.query, signal),
    placeholderData: keepPreviousData,
  });
  const filtered = FILTERS.some((name) => list.params.filters[name] !== '');
  const defaultClass =
    list.params.filters.class && list.params.filters.class !== NO_CLASS_FILTER
      ? list.params.filters.class
      : '';
  const onAdded = (change: LearnerChange) => {
    setAdding(false);
    const first = (change.division?.daysLaidOut ?? 0) > 0;
    setNotice(
      first
        ? learnersText.addedFirst(change.learner.name)
        : learnersText.added(change.learner.name, learnersText.startsOn(change.firstDay)),
    );
  };

  return (
    <OfficePage
      title={AREA_LABELS.learners}
      intro={learnersText.intro}
      actions={
        <>
          <ButtonLink to={CLASSES_PATH} variant="secondary">
            <School aria-hidden="true" className="size-5" />
            {schoolYearText.classes}
          </ButtonLink>
          <Button
            variant="secondary"
            aria-pressed={chosen !== null}
            onClick={() => setChosen(chosen ? null : new Set())}
          >
            <ListChecks aria-hidden="true" className="size-5" />
            {chosen ? schoolYearText.stopSelecting : schoolYearText.select}
          </Button>
          <ButtonLink to={`${OFFICE_PATHS.learners}/import`} variant="secondary">
            <FileUp aria-hidden="true" className="size-5" />
            {learnersText.importClass}
          </ButtonLink>
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-5" />
            {learnersText.add}
          </Button>
        </>
      }
    >
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <LearnerFilters list={list} />
      {chosen ? (
        <ChosenBar
          chosen={chosen}
          onDeactivated={(result) => {
            setChosen(null);
            setNotice(schoolYearText.deactivated(result.deactivated, result.division));
          }}
        />
      ) : null}
      <QueryState
        isPending={learners.isPending}
        error={learners.isError && !learners.data ? learners.error : null}
        onRetry={() => void learners.refetch()}
      >
        <DataTable
          caption={learnersText.caption}
          columns={chosen ? [chooseColumn(chosen, toggle), ...columns] : columns}
          rows={learners.data?.rows ?? []}
          total={learners.data?.total ?? 0}
          list={list}
          getRowId={(row) => String(row.id)}
          loading={learners.isFetching}
          empty={filtered ? learnersText.noneFound : learnersText.noneYet}
          rowClassName={(row) => (row.active ? undefined : 'bg-parchment/60 text-ink-muted')}
        />
      </QueryState>
      <DownloadLearners className={list.params.filters.class} status={list.params.filters.status} />
      {adding ? (
        <AddLearnerDialog
          defaultClass={defaultClass}
          onClose={() => setAdding(false)}
          onAdded={onAdded}
        />
      ) : null}
    </OfficePage>
  );
}
