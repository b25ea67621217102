/**
 * One scan as the station keeps it on this device (IndexedDB) from the moment it is scanned:
 * its own id (the server counts each id once) and time (it counts for the day it was scanned),
 * then what the server answered. Nothing scanned is ever dropped before the server has answered.
 */
export type ScanOutcome = 'done' | 'already_done' | 'error';

/** What the station shows for a scan the server has answered (or refused). */
export interface ScanAnswer {
  outcome: ScanOutcome;
  /** Short status: 'Done ✓', 'Already scanned', or the refusal's title. */
  title: string;
  /** The learner (Hebrew) and the perek, when the barcode is known. */
  name?: string;
  perek?: string;
  /** A refusal's explanation. */
  message?: string;
  /** That day's totals after this scan. */
  totals?: { done: number; notDone: number };
  /** The day the answered scan counted for: the TODAY counter shows only today's totals. */
  day?: string;
  /** Another day's sheet, or a replaced one: a sound of its own, so the teacher looks up. */
  tone?: 'other_sheet';
}

export type ScanState = 'waiting' | 'sent' | 'refused';

export interface StoredScan {
  /** Order of scanning on this device (the store's key, given when it is added). */
  seq: number;
  /** A UUID made here, sent as scanId. */
  id: string;
  barcode: string;
  /** ISO time it was scanned, sent as scannedAt. */
  scannedAt: string;
  state: ScanState;
  /** Sending attempts so far. */
  attempts: number;
  /** The answer, once sent or refused. */
  answer?: ScanAnswer;
  /** ISO time the server's answer arrived. */
  settledAt?: string;
}

export type NewScan = Omit<StoredScan, 'seq'>;

/**
 * A random UUID. crypto.randomUUID exists only in secure contexts (https, localhost); a station
 * opened over plain http on the school's network still needs ids, so the same v4 layout is made
 * from getRandomValues, which every browser has everywhere.
 */
export function newScanId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const newScan = (barcode: string, now: Date = new Date()): NewScan => ({
  id: newScanId(),
  barcode,
  scannedAt: now.toISOString(),
  state: 'waiting',
  attempts: 0,
});

/** Where the scans are kept: IndexedDB in the browser (scan-store.ts), a Map in tests. */
export interface ScanStore {
  /** Keeps a new scan; resolves once it is safely stored, with its order number. */
  add(scan: NewScan): Promise<StoredScan>;
  /** The scans not yet answered, oldest first. */
  waiting(): Promise<StoredScan[]>;
  get(seq: number): Promise<StoredScan | undefined>;
  put(scan: StoredScan): Promise<void>;
  /** The newest scans, newest first. */
  recent(limit: number): Promise<StoredScan[]>;
  /** The newest scan the server accepted. */
  lastSent(): Promise<StoredScan | undefined>;
  /** Forgets answered scans beyond the newest `keep` (waiting ones are never forgotten). */
  prune(keep: number): Promise<void>;
}
