import { answerFromReply, classifyFailure } from '../scan-result.ts';
import type { RetryReason } from '../scan-result.ts';
import type { ScanStore, StoredScan } from './stored-scan.ts';

/** What the sender is doing, for the station's status line. */
export type SenderStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** No answer (or a busy server): the waiting scans go again at `at` (ms since the epoch). */
  | { kind: 'retrying'; reason: RetryReason; at: number }
  /** The token or sign-in was refused: nothing is sent until a good one is entered. */
  | { kind: 'credential-refused'; message?: string };

export interface SenderOptions {
  store: ScanStore;
  /** POST /api/scan for one scan; resolves with the server's reply, throws on any failure. */
  send: (scan: StoredScan) => Promise<unknown>;
  /** A scan was answered (sent, or refused for good). */
  onSettled: (scan: StoredScan) => void;
  onStatus: (status: SenderStatus) => void;
  /**
   * Runs one send so that two tabs of the station never send at once (the Web Locks API in the
   * browser). Either way the server counts each scan id once.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  now?: () => number;
  /** Waits between attempts (setTimeout in the browser). */
  sleep?: (ms: number, wake: AbortSignal) => Promise<void>;
  random?: () => number;
}

export interface ScanSender {
  /**
   * Look for waiting scans now (a new scan, the network is back). After a refused credential it
   * does nothing: the station makes a new sender with the new token.
   */
  kick: () => void;
  stop: () => void;
}

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Waits before the next attempt: 1 s, 2 s, 4 s … at most 30 s, a fifth either way so that the
 * stations of one hall coming back together do not all knock at once.
 */
export const retryDelay = (failures: number, random: () => number = Math.random): number => {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
};

const defaultSleep = (ms: number, wake: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Sends the waiting scans one by one, oldest first, each with its own id and time, and writes
 * each answer back to the store. A send that gets no answer keeps the scan waiting and tries
 * again later; a refused credential stops everything until `kick` after a new one.
 */
export function createScanSender(options: SenderOptions): ScanSender {
  const { store, send, onSettled, onStatus } = options;
  const exclusive = options.exclusive ?? ((work) => work());
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  let running = false;
  let stopped = false;
  let again = false;
  let blocked = false;
  let failures = 0;
  let retryIn = 0;
  let wake = new AbortController();

  /** Sends the oldest waiting scan, if there is one, and says how it went. */
  const sendOldest = async (): Promise<'sent' | 'none' | 'failed' | 'blocked'> =>
    exclusive(async () => {
      const [oldest] = await store.waiting();
      // Another tab may have answered it meanwhile: the store is read inside the lock.
      if (!oldest) return 'none';
      const attempt: StoredScan = { ...oldest, attempts: oldest.attempts + 1 };
      try {
        const answer = answerFromReply(await send(attempt));
        const settled: StoredScan = {
          ...attempt,
          state: 'sent',
          answer,
          settledAt: new Date(now()).toISOString(),
        };
        await store.put(settled);
        onSettled(settled);
        return 'sent';
      } catch (error) {
        const failure = classifyFailure(error);
        if (failure.kind === 'refused') {
          const settled: StoredScan = {
            ...attempt,
            state: 'refused',
            answer: failure.answer,
            settledAt: new Date(now()).toISOString(),
          };
          await store.put(settled);
          onSettled(settled);
          return 'sent';
        }
        await store.put(attempt);
        if (failure.kind === 'credential') {
          blocked = true;
          onStatus({ kind: 'credential-refused', message: failure.message });
          return 'blocked';
        }
        failures += 1;
        retryIn = retryDelay(failures, random);
        onStatus({ kind: 'retrying', reason: failure.reason, at: now() + retryIn });
        return 'failed';
      }
    });

  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (;;) {
          if (stopped) return;
          onStatus({ kind: 'sending' });
          const outcome = await sendOldest();
          if (outcome === 'blocked') return;
          if (outcome === 'none') {
            onStatus({ kind: 'idle' });
            break;
          }
          if (outcome === 'sent') {
            failures = 0;
            continue;
          }
          // No answer: wait (or until kicked), then the same scan goes first again.
          wake = new AbortController();
          await sleep(retryIn, wake.signal);
        }
      } while (again && !stopped);
    } finally {
      running = false;
    }
  };

  return {
    kick: () => {
      if (blocked || stopped) return;
      wake.abort();
      void run();
    },
    stop: () => {
      stopped = true;
      wake.abort();
    },
  };
}
