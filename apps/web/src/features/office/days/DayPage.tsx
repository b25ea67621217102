import { useQuery } from '@tanstack/react-query';
import { isDay, londonDay, type DayPerek, type DayView } from '@zechus/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { useLiveRefetch } from '../../progress/hooks/useLiveRefetch.ts';
import { RecordingDialog } from '../recordings/RecordingDialog.tsx';
import { RegisterLines } from '../register/RegisterLines.tsx';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { daysKey, fetchDay } from './api.ts';
import { ConfirmDoneDialog } from './ConfirmDoneDialog.tsx';
import { DayFilters, DAY_FILTERS } from './DayFilters.tsx';
import { DayHeading, DayNavigator } from './DayNavigator.tsx';
import { DayNotice } from './DayNotice.tsx';
import { DaySummary } from './DaySummary.tsx';
import { DayTable } from './DayTable.tsx';
import { NotLaidOut } from './NotLaidOut.tsx';
import { ReassignOpenDialog } from './ReassignOpenDialog.tsx';
import { ReassignPerekDialog } from './ReassignPerekDialog.tsx';
import type { RowAction } from './row-action.ts';
import { daysText } from './strings.ts';

type Dialog = { action: RowAction; perek: DayPerek };

/**
 * /office/days?date=…: one day for a teacher at the end of it — where the day stands per class,
 * what is not finished yet, and each perek with its child, state and source; from a row, give a
 * perek (or all of an absent child's open ones) to others, mark it done by hand, undo it, or open
 * its recording. Follows the live stream, so scans at the station show here as they happen.
 */
export function DayPage() {
  const [address, setAddress] = useSearchParams();
  const rawDate = address.get('date');
  const badDate = rawDate !== null && !isDay(rawDate);
  const day = rawDate !== null && !badDate ? rawDate : londonDay(new Date());
  const list = useListParams(DAY_FILTERS, { sort: 'perek' });
  const view = useQuery<DayView, Error, DayView, readonly unknown[]>({
    queryKey: [...daysKey, day, list.query],
    queryFn: ({ signal }) => fetchDay(day, list.query, signal),
    // Keep the rows while a page, a sort or a filter loads — but never another day's rows,
    // which the row actions would then act on.
    placeholderData: (previous) => (previous?.day === day ? previous : undefined),
  });
  useLiveRefetch(view.data?.day, view.refetch);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const goTo = useCallback(
    (next: string) => {
      setNotice(null);
      setAddress(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('date', next);
          params.delete('page');
          return params;
        },
        { replace: false },
      );
    },
    [setAddress],
  );
  const onAction = useCallback((action: RowAction, perek: DayPerek) => {
    setNotice(null);
    setDialog({ action, perek });
  }, []);
  const done = (sentence: string) => {
    setDialog(null);
    setNotice(sentence);
  };

  const data = view.data;
  const today = data?.today ?? londonDay(new Date());
  return (
    <OfficePage title={AREA_LABELS.days} intro={daysText.intro}>
      <DayNavigator day={day} today={today} onChange={goTo} />
      {badDate ? <ErrorNotice>{daysText.badDate}</ErrorNotice> : null}
      <QueryState isPending={view.isPending} error={view.error} onRetry={() => void view.refetch()}>
        {data ? (
          <>
            <DayHeading view={data} />
            <RegisterLines day={data.day} registers={data.registers ?? []} />
            {notice ? <DayNotice sentence={notice} onClose={() => setNotice(null)} /> : null}
            {data.laidOut ? (
              <>
                <DaySummary view={data} list={list} />
                <DayFilters view={data} list={list} />
                <DayTable view={data} list={list} loading={view.isFetching} onAction={onAction} />
              </>
            ) : (
              <NotLaidOut view={data} onToday={() => goTo(today)} />
            )}
          </>
        ) : null}
      </QueryState>
      {data && dialog?.action === 'reassign' ? (
        <ReassignPerekDialog
          day={data.day}
          perek={dialog.perek}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
      {data && dialog?.action === 'reassignAll' ? (
        <ReassignOpenDialog
          day={data.day}
          learner={dialog.perek.learner}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
      {data && (dialog?.action === 'done' || dialog?.action === 'undo') ? (
        <ConfirmDoneDialog
          day={data.day}
          perek={dialog.perek}
          action={dialog.action}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
      {data && dialog?.action === 'recording' ? (
        <RecordingDialog
          target={{
            day: data.day,
            perekIndex: dialog.perek.perekIndex,
            perek: dialog.perek.perek,
            learnerName: dialog.perek.learner.name,
            recording: dialog.perek.recording,
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </OfficePage>
  );
}
