import { useEffect, useRef } from 'react';
import { openLiveConnection } from '../../wall/live-connection.ts';
import { dayOfLiveEvents } from '../live-events.ts';
import { createLiveRefetcher, type LiveRefetcher } from '../live-refetch.ts';

/**
 * Keeps a donors' progress page live while it is open: the update-screen stream (the wall's own
 * connection, with its reconnects and heartbeats) is opened when the page mounts — alongside its
 * first load, so nothing between the two goes unheard — and closed when the page is left. A scan,
 * an undone scan or a change the office makes to the day shown (`day`, once the data says which)
 * reads the page's data again through `refetch`, at most once a second (live-refetch.ts).
 */
export function useLiveRefetch(day: string | undefined, refetch: () => unknown): void {
  const refetchRef = useRef(refetch);
  const refetcherRef = useRef<LiveRefetcher | null>(null);

  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);

  useEffect(() => {
    const refetcher = createLiveRefetcher({ refetch: () => void refetchRef.current() });
    refetcherRef.current = refetcher;
    let wasLive = false;
    let lost = false;
    const connection = openLiveConnection({
      // The page's data carries no event id: hear what happens from now on.
      lastEventId: null,
      read: dayOfLiveEvents,
      onStatus: (status) => {
        if (status === 'live') {
          if (wasLive && lost) refetcher.reconnected();
          wasLive = true;
          lost = false;
        } else if (wasLive) {
          lost = true;
        }
      },
      onChapterDone: (event) => refetcher.event(event.day),
      onChapterUndone: (event) => refetcher.event(event.day),
      onDayChanged: (event) => refetcher.event(event.day),
      // Reloading every wall is for the hall's screens, not a donor's page.
      onForceReload: () => undefined,
      // Too much was missed to replay: read the page again.
      onReload: () => refetcher.reconnected(),
    });
    return () => {
      connection.close();
      refetcher.dispose();
      refetcherRef.current = null;
    };
  }, []);

  useEffect(() => {
    refetcherRef.current?.showDay(day);
  }, [day]);
}
