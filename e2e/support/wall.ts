import { mkdir, rm } from 'node:fs/promises';
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
