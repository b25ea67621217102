import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { ProgressBar } from '../../progress/components/ProgressBar.tsx';
import { useLiveRefetch } from '../../progress/hooks/useLiveRefetch.ts';
import { QueryState } from '../shell/Notices.tsx';
import { Panel } from '../shell/Panel.tsx';
import { fetchToday, reportsKeys } from './api.ts';
import { reportsText } from './strings.ts';

/**
 * Today's learning, live: the wall's own stream (useLiveRefetch) reads the numbers again after
 * every scan, undone scan or change to today, without a reload.
 */
export function TodayPanel() {
  const today = useQuery({
    queryKey: reportsKeys.today,
    queryFn: ({ signal }) => fetchToday(signal),
  });
  useLiveRefetch(today.data?.day, today.refetch);
  const data = today.data;
  return (
    <Panel title={reportsText.today}>
      <QueryState
        isPending={today.isPending}
        error={today.isError && !data ? today.error : null}
        onRetry={() => void today.refetch()}
      >
        {data ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
            <div>
              <p className="mb-1 text-ink-muted">
                <Hebrew>{data.hebrew}</Hebrew>
              </p>
              <p className="text-lg" aria-live="polite" data-testid="today-done">
                <strong className="font-serif text-5xl text-ink tabular-nums">{data.done}</strong>{' '}
                {reportsText.doneOf(data.total)}
              </p>
              <ProgressBar
                value={(data.done / data.total) * 100}
                label={reportsText.today}
                size="lg"
                className="mt-3"
              />
              <p className="mt-3 inline-flex items-center gap-2 text-sm text-done">
                <Radio aria-hidden="true" className="size-4" />
                {reportsText.live}
              </p>
            </div>
            <div>
              <h3 className="mb-2 font-semibold">{reportsText.perSeder}</h3>
              <ul className="grid gap-2.5">
                {data.sedarim.map((seder) => (
                  <li
                    key={seder.index}
                    className="grid grid-cols-[6.5rem_minmax(0,1fr)_5.5rem] items-center gap-3"
                  >
                    <span id={`seder-${seder.index}`}>
                      <Hebrew className="text-lg">{seder.hebrew}</Hebrew>{' '}
                      <span className="sr-only">{seder.name}</span>
                    </span>
                    <ProgressBar
                      value={(seder.done / seder.total) * 100}
                      labelledBy={`seder-${seder.index}`}
                      size="sm"
                    />
                    <span className="text-end text-sm text-ink-muted tabular-nums">
                      {reportsText.sederDone(seder.done, seder.total)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
      </QueryState>
    </Panel>
  );
}
