import { expect, expectNetworkDrop, test, type Page } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { settle } from './support/site.ts';
import {
  fetchWall,
  notDoneChapters,
  openCuttableLink,
  scanSeen,
  scanThroughApi,
  waitForLiveWall,
  wallCell,
  wallDoneCount,
  watchScan,
  withWallLock,
} from './support/wall.ts';

test.use({ viewport: { width: 1920, height: 1080 } });

/** The promise: a scan shows on the wall within a second. */
const WITHIN_MS = 1_000;

const scanToast = (page: Page, barcode: string) => page.locator(`[data-scan-toast="${barcode}"]`);

test('the hall watches chapters turn done live, and catches up after the network drops', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);

  // The second half of the day's chapters belongs to this spec (the scanner spec takes the first).
  const [a, b, c, d, e] = await notDoneChapters(request, 263, 525, 5);
  if (!a || !b || !c || !d || !e) throw new Error('not enough chapters');
  const lastOfTaharos = (await fetchWall(request)).chapters.reduce((x, y) =>
    y.perekIndex > x.perekIndex ? y : x,
  );

  // The wall is opened through a link the test can cut later (see openCuttableLink).
  const link = await openCuttableLink(baseURL ?? '');
  try {
    await withWallLock(async () => {
      await page.goto(`${link.url}${ROUTES.LargeScreen.path}`);
      await settle(page);
      await waitForLiveWall(page);
      await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
      await expect(page.locator('[dir="rtl"][lang="he"]').first()).toBeVisible();
      await expect(wallCell(page, a.barcode)).toHaveAttribute('data-done', 'false');
      await expectNoA11yViolations(page);

      // Every one of the day's 525 chapters is on screen, legible from across the hall — down to
      // the last perek of Taharos, not clipped away under the list's edge.
      const last = wallCell(page, lastOfTaharos.barcode);
      await expect(last).toBeVisible();
      await expect(last).toBeInViewport({ ratio: 1 });
      const cells = page.locator('[data-barcode]');
      await expect(cells).toHaveCount(525);
      const unseen = await cells.evaluateAll((all) =>
        all.filter((cell) => {
          const box = cell.getBoundingClientRect();
          const list = cell.closest('ul[aria-label]')?.getBoundingClientRect();
          const inside =
            list &&
            box.top >= list.top &&
            box.bottom <= list.bottom &&
            box.left >= list.left &&
            box.right <= list.right &&
            box.bottom <= window.innerHeight;
          return !inside || parseFloat(getComputedStyle(cell).fontSize) < 24;
        }),
      );
      expect(unseen, 'chapters clipped or under 24 px').toHaveLength(0);

      // Under the chapters, the learners who finished: six to a page, with its page indicators.
      const lomdim = page
        .getByRole('region', { name: 'לומדים שסיימו' })
        .filter({ has: page.locator('ul.grid') });
      await expect(lomdim.locator('ul.grid > li')).toHaveCount(6);
      await expect(lomdim.getByRole('navigation', { name: /^עמוד \d+ מתוך \d+$/ })).toBeVisible();

      // Three scans at the station: within a second of each scan (timed in the page from just
      // before the call, the server's reply included) the chapter is done, its toast is up and
      // the total has grown (by at least this scan: other specs may scan too).
      for (const chapter of [a, b, c]) {
        const before = await wallDoneCount(page);
        await watchScan(page, chapter.barcode, before, WITHIN_MS);
        const reply = await scanThroughApi(request, chapter.barcode);
        expect(reply.result).toBe('done');
        const seen = await scanSeen(page, chapter.barcode);
        // Each is when it was first seen, in ms; null means not within the second.
        expect(seen, `the scan of ${chapter.barcode} on the wall within ${WITHIN_MS} ms`).toEqual({
          cell: expect.any(Number),
          toast: expect.any(Number),
          total: expect.any(Number),
        });
        await expect(scanToast(page, chapter.barcode)).toContainText(reply.name);
        await expect(scanToast(page, chapter.barcode)).toContainText(reply.perek);
      }
      await expect(page.getByRole('region', { name: 'סריקות חדשות' })).toBeVisible();

      // The hall's network drops: the link is cut (the open stream with it) and the browser goes
      // offline. The wall says, calmly, that it lost the stream — and keeps what it shows.
      expectNetworkDrop();
      link.cut();
      await page.context().setOffline(true);
      const marker = page.locator('[data-live-status]');
      await expect(marker).not.toHaveAttribute('data-live-status', 'live');
      await expect(marker).toBeVisible();
      await expect(marker).toContainText('מתחבר מחדש');
      await expect(wallCell(page, a.barcode)).toHaveAttribute('data-done', 'true');

      // Two more sheets are scanned meanwhile (the test's own API client is not cut off). The
      // wall cannot know yet: proof that its stream really is down.
      const replies = [
        await scanThroughApi(request, d.barcode),
        await scanThroughApi(request, e.barcode),
      ];
      expect(replies.map((r) => r.result)).toEqual(['done', 'done']);
      await page.waitForTimeout(1_500);
      await expect(wallCell(page, d.barcode)).toHaveAttribute('data-done', 'false');
      await expect(wallCell(page, e.barcode)).toHaveAttribute('data-done', 'false');

      // The network comes back: without a reload, both missed scans appear as done chapters and
      // as toasts. Toasts come only from live events, so these prove the stream replayed both.
      link.restore();
      await page.context().setOffline(false);
      for (const [chapter, reply] of [
        [d, replies[0]],
        [e, replies[1]],
      ] as const) {
        await expect(wallCell(page, chapter.barcode)).toHaveAttribute('data-done', 'true', {
          timeout: 10_000,
        });
        // At most 4 toasts at a time, each for 10 s: the second may wait for a place.
        await expect(scanToast(page, chapter.barcode)).toBeVisible({ timeout: 15_000 });
        await expect(scanToast(page, chapter.barcode)).toContainText(reply?.name ?? '');
      }
      await waitForLiveWall(page);
      await expect(marker).toHaveAttribute('data-live-status', 'live');
      // The totals are right: the wall counts what the server counts (each chapter once).
      await expect
        .poll(
          async () => {
            const server = (await fetchWall(request)).chapters.filter((ch) => ch.done).length;
            return (await wallDoneCount(page)) - server;
          },
          { timeout: 10_000 },
        )
        .toBe(0);
    });
  } finally {
    await link.close();
  }
});
