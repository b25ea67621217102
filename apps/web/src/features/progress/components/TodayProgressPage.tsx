import { ROUTES } from '@zechus/shared';
import { donor } from '../../../i18n/donor.ts';
import { useSessionGuard } from '../../auth/useSessionGuard.ts';
import { useEpisode } from '../api.ts';
import { useLiveRefetch } from '../hooks/useLiveRefetch.ts';
import { DayProgressView } from './DayProgressView.tsx';
import { ErrorState, LoadingState } from './LoadState.tsx';

/** /progress (spec §2): today's learning, for a signed-in donor (spec §6), followed live. */
export default function TodayProgressPage() {
  const query = useEpisode('today');
  const { forbidden } = useSessionGuard(query, { donorOnly: false });
  useLiveRefetch(query.data?.date.day, query.refetch);
  const title = ROUTES.Progress.page;

  if (query.isPending || forbidden) return <LoadingState title={title} />;
  // A failed live re-read keeps what is shown (the next event or reconnect reads again).
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={title}
        message={donor.progress.failed}
        retryLabel={donor.progress.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const data = query.data;
  const names =
    data.names.length > 0
      ? data.names.map((entry) => ({ name: entry.name, kind: entry.kind as string }))
      : [{ name: data.name, kind: '' }];

  return (
    <DayProgressView
      data={data}
      names={names}
      namesAreHeading={false}
      // Before the programme has any children, a warm line, not "0 done, 525 to learn".
      notBegun={
        data.members.length === 0 && data.chapters_done === 0 ? donor.progress.notBegun : null
      }
      context={
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-ink-muted">{donor.progress.today}</p>
        </div>
      }
    />
  );
}
