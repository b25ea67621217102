import { useEffect, useRef, useState } from 'react';
import type { ScanNotice, WallData } from '../chapters.ts';
import { startWallFeed } from '../wall-feed.ts';
import type { WallStatus } from '../wall-feed.ts';

export type { WallStatus } from '../wall-feed.ts';

export interface WallLive {
  data: WallData | null;
  /** 'live' when the stream is open; anything else shows the calm "reconnecting" marker. */
  status: WallStatus;
  /** When the wall last had fresh data (epoch ms; kept current only while not live). */
  lastUpdate: number | null;
}

/** The wall's data, live (wall-feed.ts); what is on screen stays while it reconnects. */
export function useWallLive(onNotice?: (notice: ScanNotice) => void): WallLive {
  const [data, setData] = useState<WallData | null>(null);
  const [status, setStatus] = useState<WallStatus>('loading');
  const [lastUpdate, setLastUpdate] = useState<number | null>(null);
  const noticeRef = useRef(onNotice);

  useEffect(() => {
    noticeRef.current = onNotice;
  }, [onNotice]);

  useEffect(() => {
    const feed = startWallFeed({
      onData: setData,
      onStatus: setStatus,
      onLastUpdate: setLastUpdate,
      onNotice: (notice) => noticeRef.current?.(notice),
      onForceReload: () => window.location.reload(),
    });
    const online = () => feed.online();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      feed.stop();
    };
  }, []);

  return { data, status, lastUpdate };
}
