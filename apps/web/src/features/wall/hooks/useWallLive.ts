import { londonDay } from '@zechus/shared';
import { useEffect, useRef, useState } from 'react';
import { fetchLargeScreen } from '../api.ts';
import {
  applyChapterDone,
  applyChapterUndone,
  applyDayChanged,
  mergePayload,
} from '../chapters.ts';
import type { ScanNotice, WallData } from '../chapters.ts';
import { openLiveConnection, reconnectDelay } from '../live-connection.ts';
import { checkedLiveEvents } from '../live-events.ts';
import type { LiveConnection, LiveStatus } from '../live-connection.ts';

/** Re-read the whole payload this often, so totals can never stay stale (ms). */
export const REFRESH_EVERY_MS = 60_000;
/** How often to look whether the London day has turned (ms). */
const DAY_CHECK_EVERY_MS = 20_000;
/**
 * After the office changes the day shown, read it again this soon (ms): a burst of changes (a
 * replay after a reconnect) costs one read, and the hall still sees the new names at once.
 */
export const DAY_CHANGED_RELOAD_MS = 250;

export type WallStatus = 'loading' | 'unavailable' | LiveStatus;

export interface WallLive {
  data: WallData | null;
  /** 'live' when the stream is open; anything else shows the calm "reconnecting" marker. */
  status: WallStatus;
}

/**
 * The wall's data (spec §4 Chapters and live updates): GET /api/large-screen, then the
 * update-screen stream from that payload's lastEventId so nothing in between is lost. The
 * payload is read again every minute, after midnight London, when the browser comes back online
 * and when the office changes the day shown (day-changed); a chapter the office undid turns
 * pending again. What is on screen stays while it reconnects.
 */
export function useWallLive(onNotice?: (notice: ScanNotice) => void): WallLive {
  const [data, setData] = useState<WallData | null>(null);
  const [status, setStatus] = useState<WallStatus>('loading');
  const noticeRef = useRef(onNotice);

  useEffect(() => {
    noticeRef.current = onNotice;
  }, [onNotice]);

  useEffect(() => {
    let disposed = false;
    let current: WallData | null = null;
    let connection: LiveConnection | null = null;
    let controller: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let dayChanged: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const show = (next: WallData) => {
      current = next;
      setData(next);
    };

    const load = async () => {
      if (disposed) return;
      clearTimeout(retry);
      retry = undefined;
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      try {
        const payload = await fetchLargeScreen(mine.signal);
        if (disposed || mine.signal.aborted) return;
        failures = 0;
        show(mergePayload(current, payload));
        if (!connection) {
          connection = openLiveConnection({
            lastEventId: payload.lastEventId,
            read: checkedLiveEvents,
            onStatus: (s) => {
              if (!disposed) setStatus(s);
            },
            onChapterDone: (event, id) => {
              if (!current) return;
              const result = applyChapterDone(current, event, id);
              if (result.data !== current) show(result.data);
              if (result.notice) noticeRef.current?.(result.notice);
            },
            onChapterUndone: (event, id) => {
              if (!current) return;
              const next = applyChapterUndone(current, event, id);
              if (next !== current) show(next);
            },
            onDayChanged: (event, id) => {
              if (!current) return;
              const result = applyDayChanged(current, event, id);
              if (result.data !== current) show(result.data);
              if (result.reload && dayChanged === undefined) {
                dayChanged = setTimeout(() => {
                  dayChanged = undefined;
                  void load();
                }, DAY_CHANGED_RELOAD_MS);
              }
            },
            onForceReload: () => window.location.reload(),
            // Dark for longer than the server replays: the whole payload instead of the history.
            onReload: () => void load(),
          });
        }
      } catch {
        if (disposed || mine.signal.aborted) return;
        // Spec §8: a failed load is not shown as an error; what is on screen stays.
        if (!current) setStatus('unavailable');
        retry = setTimeout(() => void load(), reconnectDelay(failures++));
      }
    };

    void load();
    const refresh = setInterval(() => void load(), REFRESH_EVERY_MS);
    const dayCheck = setInterval(() => {
      if (current && londonDay(new Date()) !== current.day) void load();
    }, DAY_CHECK_EVERY_MS);
    const online = () => {
      connection?.nudge();
      void load();
    };
    window.addEventListener('online', online);

    return () => {
      disposed = true;
      clearTimeout(retry);
      clearTimeout(dayChanged);
      clearInterval(refresh);
      clearInterval(dayCheck);
      window.removeEventListener('online', online);
      controller?.abort();
      connection?.close();
    };
  }, []);

  return { data, status };
}
