import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanNotice } from '../chapters.ts';
import { createScanQueue } from '../scan-queue.ts';
import type { ScanQueue, ScanQueueItem } from '../scan-queue.ts';

/** The scan queue of spec §4 as React state: `push` a notice, render `visible`. */
export function useScanToasts(): {
  visible: readonly ScanQueueItem<ScanNotice>[];
  push: (notice: ScanNotice) => void;
} {
  const [visible, setVisible] = useState<readonly ScanQueueItem<ScanNotice>[]>([]);
  const queueRef = useRef<ScanQueue<ScanNotice> | null>(null);

  useEffect(() => {
    const queue = createScanQueue<ScanNotice>({
      onChange: (items) => setVisible([...(items as ScanQueueItem<ScanNotice>[])]),
    });
    queueRef.current = queue;
    return () => {
      queue.dispose();
      queueRef.current = null;
    };
  }, []);

  const push = useCallback((notice: ScanNotice) => {
    queueRef.current?.push(notice.key, notice);
  }, []);

  return { visible, push };
}
