import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  largeScreenSchema,
  scanReplySchema,
  type ScanReply,
  type WallChapter,
} from '@zechus/shared';
import { dataDir } from './outbox.ts';

/** The seeded scanner-station token (DESIGN.md §3 Demo data). */
export const STATION_TOKEN = 'demo-station-token';

/** The seeded staff user. */
export const DEMO_STAFF = {
  email: 'staff@example.org',
  password: 'demo-staff-password',
} as const;

/** GET /api/large-screen, parsed. */
export async function fetchWall(request: APIRequestContext) {
  const response = await request.get('/api/large-screen');
  expect(response.status()).toBe(200);
  return largeScreenSchema.parse(await response.json());
}

/**
 * Today's chapters not yet done with perekIndex in [from, to). The specs share one database and
 * run in parallel, so each takes barcodes from its own range and none scans another's.
 */
export async function notDoneChapters(
  request: APIRequestContext,
  from: number,
  to: number,
  count: number,
): Promise<WallChapter[]> {
  const wall = await fetchWall(request);
  const chapters = wall.chapters.filter(
    (c) => !c.done && c.perekIndex >= from && c.perekIndex < to,
  );
  expect(chapters.length, `${count} not-done chapters in [${from}, ${to})`).toBeGreaterThanOrEqual(
    count,
  );
  return chapters.slice(0, count);
}

/** POST /api/scan as the demo scanner station. */
export async function scanThroughApi(
  request: APIRequestContext,
  barcode: string,
): Promise<ScanReply> {
  const response = await request.post('/api/scan', {
    headers: { Authorization: `Bearer ${STATION_TOKEN}` },
    data: { barcode },
  });
  expect(response.status(), await response.text()).toBe(200);
  return scanReplySchema.parse(await response.json());
}

/** A chapter's cell on the wall. */
export const wallCell = (page: Page, barcode: string) =>
  page.locator(`[data-barcode="${barcode}"]`);

/** The wall's count of chapters done (the progress panel). */
export async function wallDoneCount(page: Page): Promise<number> {
  const text = await page.locator('[data-count="done"]').first().innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Resolves once the wall has its data and its live stream is open. */
export async function waitForLiveWall(page: Page): Promise<void> {
  await expect(page.locator('[data-live-status="live"]')).toHaveCount(1, { timeout: 10_000 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Reload every wall" reloads every open wall, including one another spec is watching. The specs
 * that watch a wall live and the one that reloads them take this lock (a directory in the run's
 * DATA_DIR, made atomically) so they never overlap.
 */
export async function withWallLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.join(dataDir(), 'wall-live.lock');
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error('the wall lock was held for over 90 s');
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A local TCP link to the server that a test can cut, as the hall's network would drop. */
export interface CuttableLink {
  /** The server's origin through the link (open the page here). */
  url: string;
  /** Resets every open connection (an open event stream too) and refuses new ones. */
  cut: () => void;
  /** Accepts connections again. */
  restore: () => void;
  close: () => Promise<void>;
}

/**
 * Opens a TCP pass-through to `target`'s host and port on a free local port. Playwright's
 * offline mode only fails new requests and leaves an EventSource stream that is already open
 * delivering events, so it cannot show what a wall does when its stream is lost; cutting this
 * link does, at the socket level, without touching the page or the server.
 */
export async function openCuttableLink(target: string): Promise<CuttableLink> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut: () => {
      down = true;
      cutAll();
    },
    restore: () => {
      down = false;
    },
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** When a scan was first seen on the wall, in ms after the watch began (null: not in time). */
export interface ScanSeen {
  cell: number | null;
  toast: number | null;
  total: number | null;
}

/**
 * Starts watching the wall, inside the page, for the scan of `barcode`: its cell turning done,
 * its toast showing, and the done count rising above `before`. Watching in the page catches
 * each the moment it happens (Playwright's own retries back off to 500 ms and more, too coarse
 * to time against a second). Call it just before scanning; `scanSeen` gives the times.
 */
export async function watchScan(
  page: Page,
  barcode: string,
  before: number,
  withinMs: number,
): Promise<void> {
  await page.evaluate(
    ({ barcode, before, withinMs }) => {
      const start = performance.now();
      const seen: { cell: number | null; toast: number | null; total: number | null } = {
        cell: null,
        toast: null,
        total: null,
      };
      const shown = (element: Element | null) =>
        element !== null && element.getBoundingClientRect().height > 0;
      const store = window as unknown as { __scanSeen?: Record<string, Promise<typeof seen>> };
      store.__scanSeen ??= {};
      store.__scanSeen[barcode] = new Promise((resolve) => {
        const look = () => {
          const now = Math.round(performance.now() - start);
          if (now > withinMs) {
            resolve(seen);
            return;
          }
          const cell = document.querySelector(`[data-barcode="${barcode}"]`);
          if (seen.cell === null && cell?.getAttribute('data-done') === 'true') seen.cell = now;
          if (
            seen.toast === null &&
            shown(document.querySelector(`[data-scan-toast="${barcode}"]`))
          )
            seen.toast = now;
          const count = document.querySelector('[data-count="done"]')?.textContent ?? '';
          if (seen.total === null && Number(count.replace(/[^\d]/g, '')) > before) seen.total = now;
          const all = seen.cell !== null && seen.toast !== null && seen.total !== null;
          if (all) resolve(seen);
          else setTimeout(look, 10);
        };
        look();
      });
    },
    { barcode, before, withinMs },
  );
}

/** The times `watchScan` saw, once all three showed or its time ran out. */
export async function scanSeen(page: Page, barcode: string): Promise<ScanSeen> {
  return page.evaluate(async (barcode) => {
    const store = window as unknown as { __scanSeen?: Record<string, Promise<ScanSeen>> };
    const seen = store.__scanSeen?.[barcode];
    if (!seen) throw new Error(`no watch for ${barcode}`);
    return seen;
  }, barcode);
}
