import type { NewScan, ScanStore, StoredScan } from './stored-scan.ts';

/**
 * The scans in this page's memory: the store of the sender's tests, and the station's fallback
 * where the browser refuses IndexedDB (some private windows), which the station then says.
 */
export function memoryScanStore(): ScanStore & { all: () => StoredScan[] } {
  const rows = new Map<number, StoredScan>();
  let next = 1;
  const sorted = () => [...rows.values()].sort((a, b) => a.seq - b.seq);
  return {
    all: sorted,
    add: async (scan: NewScan) => {
      const stored = { ...scan, seq: next++ };
      rows.set(stored.seq, stored);
      return stored;
    },
    waiting: async () => sorted().filter((s) => s.state === 'waiting'),
    get: async (seq) => rows.get(seq),
    put: async (scan) => {
      rows.set(scan.seq, scan);
    },
    recent: async (limit) => sorted().reverse().slice(0, limit),
    lastSent: async () =>
      sorted()
        .reverse()
        .find((s) => s.state === 'sent'),
    prune: async (keep) => {
      const answered = sorted()
        .reverse()
        .filter((s) => s.state !== 'waiting');
      for (const old of answered.slice(keep)) rows.delete(old.seq);
    },
  };
}
