import {
  expect,
  expectNetworkDrop,
  test,
  type APIRequestContext,
  type Page,
} from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { startOwnServer } from './support/own-server.ts';
import { dayAfter } from './support/office.ts';
import {
  fetchWall,
  notDoneChapters,
  openCuttableLink,
  scanThroughApi,
  waitForLiveWall,
  wallCell,
  withWallLock,
} from './support/wall.ts';

test.use({ viewport: { width: 1920, height: 1080 } });

/** The day's chapters, all on the wall at once. */
const CHAPTERS = 525;

const marker = (page: Page) => page.locator('[data-live-status]');
const scanToast = (page: Page, barcode: string) => page.locator(`[data-scan-toast="${barcode}"]`);

/** "16:05": London's clock, as the wall writes it. */
const londonClock = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/**
 * Watches, inside the page, every state of the wall React commits (a MutationObserver runs before
 * the browser paints): the fewest chapter cells ever on screen, and the first cell's barcode each
 * time it changes (a new day's chapters have new barcodes). A blank frame would show as 0 cells;
 * a page reload would lose the record altogether.
 */
async function watchForBlankFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = { fewest: Number.MAX_SAFE_INTEGER, firsts: [] as string[] };
    (window as unknown as { __wallFrames?: typeof record }).__wallFrames = record;
    const look = () => {
      const cells = document.querySelectorAll('[data-barcode]');
      record.fewest = Math.min(record.fewest, cells.length);
      const first = cells[0]?.getAttribute('data-barcode') ?? '';
      if (record.firsts.at(-1) !== first) record.firsts.push(first);
    };
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Counts, in the page, the `reload` events the server sends on the wall's stream (it sends one
 * instead of the history when more was missed than it replays), so the story knows which way
 * the wall caught up.
 */
async function countReloadsTheServerSends(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const counted = window as { __reloads?: number };
    counted.__reloads = 0;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('reload', () => {
          counted.__reloads = (counted.__reloads ?? 0) + 1;
        });
      }
    };
  });
}

const wallFrames = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __wallFrames?: { fewest: number; firsts: string[] } }).__wallFrames,
  );

/**
 * The marker while the stream is down: calm, small, over no chapter, saying since when the wall
 * has had no news, in London time — a time between `from` and `until`.
 */
async function expectReconnectingSince(page: Page, from: Date, until: Date): Promise<void> {
  await expect(marker(page)).toHaveAttribute('data-live-status', 'reconnecting');
  await expect(marker(page)).toHaveText(/^מתחבר מחדש… · עדכון אחרון \d\d:\d\d$/);
  const time = marker(page).locator('time');
  const at = new Date((await time.getAttribute('datetime')) ?? '');
  expect(at.getTime()).toBeGreaterThanOrEqual(from.getTime() - 1_000);
  expect(at.getTime()).toBeLessThanOrEqual(until.getTime());
  await expect(time).toHaveText(londonClock(at));
  const layout = await marker(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const list = document.querySelector('ul[aria-label] [data-barcode]')?.closest('ul[aria-label]');
    return {
      fontSize: parseFloat(getComputedStyle(element).fontSize),
      abovePerakim: box.bottom <= (list?.getBoundingClientRect().top ?? 0),
    };
  });
  expect(layout).toEqual({ fontSize: 24, abovePerakim: true });
}

/** Once it is live again the marker says nothing. */
async function expectLiveAgain(page: Page): Promise<void> {
  await waitForLiveWall(page);
  await expect(marker(page)).toHaveText('');
}

test('the wall keeps its chapters through a network outage and catches up', async ({
  page,
  request,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  expectNetworkDrop();

  // A short outage: the server still holds everything missed, and replays it.
  const [a, b] = await notDoneChapters(request, 370, 380, 2);
  if (!a || !b) throw new Error('not enough chapters');
  const link = await openCuttableLink(baseURL ?? '');
  try {
    await withWallLock(async () => {
      const opened = new Date();
      await page.goto(`${link.url}${ROUTES.LargeScreen.path}`);
      await waitForLiveWall(page);
      await expect(page.locator('[data-barcode]')).toHaveCount(CHAPTERS);
      await expect(marker(page)).toHaveText('');
      await watchForBlankFrames(page);

      // The hall's network drops: the open stream is cut with it.
      link.cut();
      await expectReconnectingSince(page, opened, new Date());
      await expect(page.locator('[data-barcode]')).toHaveCount(CHAPTERS);
      await testInfo.attach('the wall while it reconnects', {
        body: await page.screenshot(),
        contentType: 'image/png',
      });

      // Two sheets are scanned meanwhile (the test's own client is not cut off).
      const replies = [
        await scanThroughApi(request, a.barcode),
        await scanThroughApi(request, b.barcode),
      ];
      expect(replies.map((r) => r.result)).toEqual(['done', 'done']);
      await expect(marker(page)).toHaveAttribute('data-live-status', 'reconnecting');
      await expect(wallCell(page, a.barcode)).toHaveAttribute('data-done', 'false');

      // The network returns: both turn done, with their toasts — which only live events bring,
      // so the stream replayed them — and the marker goes.
      link.restore();
      for (const [chapter, reply] of [
        [a, replies[0]],
        [b, replies[1]],
      ] as const) {
        await expect(wallCell(page, chapter.barcode)).toHaveAttribute('data-done', 'true', {
          timeout: 15_000,
        });
        await expect(scanToast(page, chapter.barcode)).toContainText(reply?.name ?? '', {
          timeout: 15_000,
        });
      }
      await expectLiveAgain(page);
      expect(await wallFrames(page)).toMatchObject({ fewest: CHAPTERS });
    });
  } finally {
    await link.close();
  }

  // A long outage, across midnight: more was missed than the server replays, so it tells the
  // wall to read the day afresh. Forced on a server of this story's own, which replays a single
  // event and whose day can be moved (the shared one replays a day's worth and keeps real time).
  const own = await startOwnServer(`long-outage-${testInfo.workerIndex}`, {
    LIVE_REPLAY_WINDOW: '1',
    TEST_CLOCK: 'on',
  });
  const api = await playwright.request.newContext({ baseURL: own.url });
  const longLink = await openCuttableLink(own.url);
  try {
    await countReloadsTheServerSends(page);
    const opened = new Date();
    await page.goto(`${longLink.url}${ROUTES.LargeScreen.path}`);
    await waitForLiveWall(page);
    await expect(page.locator('[data-barcode]')).toHaveCount(CHAPTERS);
    const yesterday = await fetchWall(api);
    await watchForBlankFrames(page);

    longLink.cut();
    await expectReconnectingSince(page, opened, new Date());

    // Midnight passes in the dark, and two of the new day's chapters are scanned.
    await moveDay(api, dayAfter(yesterday.date.day));
    const [c, d] = await notDoneChapters(api, 0, CHAPTERS, 2);
    if (!c || !d) throw new Error('not enough chapters');
    for (const chapter of [c, d])
      expect((await scanThroughApi(api, chapter.barcode)).result).toBe('done');
    const today = await fetchWall(api);
    expect(today.date.day).not.toBe(yesterday.date.day);
    // Still yesterday's wall, whole, while it waits.
    await expect(marker(page)).toHaveAttribute('data-live-status', 'reconnecting');
    await expect(wallCell(page, yesterday.chapters[0]?.barcode ?? '')).toBeVisible();

    // The network returns: the new day's chapters and date replace yesterday's in one step.
    longLink.restore();
    await expect(wallCell(page, c.barcode)).toHaveAttribute('data-done', 'true', {
      timeout: 20_000,
    });
    await expect(wallCell(page, d.barcode)).toHaveAttribute('data-done', 'true');
    await expect(page.locator('[data-barcode]')).toHaveCount(CHAPTERS);
    await expect(page.getByText(today.date.hebrew).first()).toBeVisible();
    await expectLiveAgain(page);
    expect(await page.evaluate(() => (window as { __reloads?: number }).__reloads)).toBe(1);
    // Never a blank frame nor a page reload: yesterday's whole wall, then today's.
    const frames = await wallFrames(page);
    expect(frames?.fewest).toBe(CHAPTERS);
    const dayOf = (barcode: string) =>
      [yesterday, today].findIndex((wall) => wall.chapters.some((ch) => ch.barcode === barcode));
    expect(frames?.firsts.map(dayOf)).toEqual([0, 1]);
  } finally {
    await longLink.close();
    await api.dispose();
    await own.stop();
  }
});

/** Moves the server's day (TEST_CLOCK), with the CSRF token a page of the site gives. */
async function moveDay(api: APIRequestContext, day: string): Promise<void> {
  const page = await api.get(ROUTES.LargeScreen.path, { headers: { accept: 'text/html' } });
  const html = await page.text();
  const token = /name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const response = await api.post('/api/test/clock', {
    headers: { 'x-xsrf-token': token },
    data: { day },
  });
  expect(response.status(), await response.text()).toBe(200);
}
