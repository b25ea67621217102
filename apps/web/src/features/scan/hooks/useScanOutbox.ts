import { useCallback, useEffect, useRef, useState } from 'react';
import { postScan } from '../api.ts';
import { createScanSender } from '../outbox/scan-sender.ts';
import type { ScanSender, SenderStatus } from '../outbox/scan-sender.ts';
import { openScanStore } from '../outbox/scan-store.ts';
import { newScan } from '../outbox/stored-scan.ts';
import type { ScanStore, StoredScan } from '../outbox/stored-scan.ts';

/** How many scans the station lists. */
const SHOWN = 10;
/** How many answered scans stay on the device (the waiting ones always stay). */
const KEPT = 200;
/** Tabs of the station tell each other that the scans changed (useWaitingScans listens too). */
export const SCANS_CHANGED_CHANNEL = 'zechus-station-scans';
const LOCK = 'zechus-scan-sender';

export interface OutboxView {
  /** The newest scans, newest first. */
  recent: StoredScan[];
  /** How many wait to be sent. */
  waiting: number;
  /** The newest scan the server accepted. */
  lastSent: StoredScan | undefined;
  /** False until the store was read the first time. */
  loaded: boolean;
  /** False where the browser refused IndexedDB: scans live only as long as the page. */
  kept: boolean;
}

const EMPTY: OutboxView = {
  recent: [],
  waiting: 0,
  lastSent: undefined,
  loaded: false,
  kept: true,
};

/** Two tabs of the station send one at a time (the server would count each scan once anyway). */
const oneTabAtATime = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request(LOCK, work)
    : work();

/**
 * The station's scans (issue: no scan is ever lost by the station): each is written to IndexedDB
 * with its own id and time before anything else happens, listed at once, and sent in order by
 * the sender, again and again until the server answers. `token` is the station's token, or null
 * to send with the staff member's session. `onSettled` hears every answer.
 */
export function useScanOutbox(token: string | null, onSettled: (scan: StoredScan) => void) {
  const [view, setView] = useState<OutboxView>(EMPTY);
  const [status, setStatus] = useState<SenderStatus>({ kind: 'idle' });
  const storeRef = useRef<Promise<{ store: ScanStore; kept: boolean }> | null>(null);
  const senderRef = useRef<ScanSender | null>(null);
  const channelRef = useRef<BroadcastChannel | null>(null);
  const onSettledRef = useRef(onSettled);

  useEffect(() => {
    onSettledRef.current = onSettled;
  }, [onSettled]);

  const opened = useCallback(() => (storeRef.current ??= openScanStore()), []);

  const refresh = useCallback(async () => {
    const { store, kept } = await opened();
    const [recent, waiting, lastSent] = await Promise.all([
      store.recent(SHOWN),
      store.waiting(),
      store.lastSent(),
    ]);
    setView({ recent, waiting: waiting.length, lastSent, loaded: true, kept });
  }, [opened]);

  const changed = useCallback(() => {
    void refresh();
    channelRef.current?.postMessage('changed');
  }, [refresh]);

  useEffect(() => {
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(SCANS_CHANGED_CHANNEL) : null;
    channelRef.current = channel;
    if (channel) {
      channel.onmessage = () => {
        void refresh();
        senderRef.current?.kick();
      };
    }
    // The first read (the store opens asynchronously; nothing is set before it answers).
    void opened().then(refresh);
    return () => {
      channel?.close();
      channelRef.current = null;
    };
  }, [opened, refresh]);

  // One sender per credential: a new token starts a new one, which sends what waits.
  useEffect(() => {
    let sender: ScanSender | null = null;
    let disposed = false;
    const wake = () => sender?.kick();
    void opened().then(({ store }) => {
      if (disposed) return;
      sender = createScanSender({
        store,
        send: (scan) => postScan(scan, token),
        onSettled: (scan) => {
          changed();
          onSettledRef.current(scan);
        },
        onStatus: (next) => {
          if (!disposed) setStatus(next);
        },
        exclusive: oneTabAtATime,
      });
      senderRef.current = sender;
      sender.kick();
    });
    window.addEventListener('online', wake);
    return () => {
      disposed = true;
      sender?.stop();
      senderRef.current = null;
      window.removeEventListener('online', wake);
      setStatus({ kind: 'idle' });
    };
  }, [token, opened, changed]);

  /** Keeps a scan (resolves once it is stored), then sends it when it can. */
  const add = useCallback(
    async (barcode: string): Promise<StoredScan> => {
      const { store } = await opened();
      const scan = await store.add(newScan(barcode));
      changed();
      senderRef.current?.kick();
      void store.prune(KEPT);
      return scan;
    },
    [opened, changed],
  );

  return { view, status, add };
}
