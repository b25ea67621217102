import { useEffect, useState } from 'react';
import { openScanStore } from '../outbox/scan-store.ts';
import { SCANS_CHANGED_CHANNEL } from './useScanOutbox.ts';

/**
 * How many scans wait on this device, for the station's setup ("3 scans are kept…"): a station
 * whose token was refused keeps its scans until a good one is entered.
 */
export function useWaitingScans(): number {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let disposed = false;
    const count = () =>
      void openScanStore()
        .then(({ store }) => store.waiting())
        .then((scans) => {
          if (!disposed) setWaiting(scans.length);
        });
    count();
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(SCANS_CHANGED_CHANNEL) : null;
    if (channel) channel.onmessage = count;
    return () => {
      disposed = true;
      channel?.close();
    };
  }, []);
  return waiting;
}
