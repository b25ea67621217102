import { expect, test } from '@playwright/test';
import { ROUTES } from '@zechus/shared';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { settle } from './support/site.ts';
import {
  fetchWall,
  notDoneChapters,
  scanThroughApi,
  waitForLiveWall,
  wallCell,
  wallDoneCount,
  withWallLock,
} from './support/wall.ts';

test.use({ viewport: { width: 1920, height: 1080 } });

test('the hall watches chapters turn done live, and catches up after the network drops', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the wall is a 1920×1080 hall display');
  test.setTimeout(120_000);

  // The second half of the day's chapters belongs to this spec (the scanner spec takes the first).
  const [a, b, c, d, e] = await notDoneChapters(request, 263, 525, 5);
  if (!a || !b || !c || !d || !e) throw new Error('not enough chapters');

  await withWallLock(async () => {
    await page.goto(ROUTES.LargeScreen.path);
    await settle(page);
    await waitForLiveWall(page);
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    await expect(page.locator('[dir="rtl"][lang="he"]').first()).toBeVisible();
    await expect(wallCell(page, a.barcode)).toHaveAttribute('data-done', 'false');
    await expectNoSeriousA11yViolations(page);

    // Under the chapters, the learners who finished: six to a page, with its page indicators.
    const lomdim = page
      .getByRole('region', { name: 'לומדים שסיימו' })
      .filter({ has: page.locator('ul.grid') });
    await expect(lomdim.locator('ul.grid > li')).toHaveCount(6);
    await expect(lomdim.getByRole('navigation', { name: /^עמוד \d+ מתוך \d+$/ })).toBeVisible();

    // Three scans at the station: each chapter turns done within a second, with its toast.
    for (const chapter of [a, b, c]) {
      const before = await wallDoneCount(page);
      const reply = await scanThroughApi(request, chapter.barcode);
      expect(reply.result).toBe('done');
      await expect(wallCell(page, chapter.barcode)).toHaveAttribute('data-done', 'true', {
        timeout: 1_000,
      });
      const toast = page.locator(`[data-scan-toast="${chapter.barcode}"]`);
      // The queue is checked every 200 ms (spec §9).
      await expect(toast).toBeVisible({ timeout: 1_500 });
      await expect(toast).toContainText(reply.name);
      await expect(toast).toContainText(reply.perek);
      // Other specs scan in parallel: the count grows by at least this scan.
      await expect.poll(() => wallDoneCount(page), { timeout: 1_000 }).toBeGreaterThan(before);
    }
    await expect(page.getByRole('region', { name: 'סריקות אחרונות' })).toBeVisible();

    // The hall's network drops; two more are scanned meanwhile (the test's own API client is
    // not the page's, so the page alone is offline).
    await page.context().setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const replies = [
      await scanThroughApi(request, d.barcode),
      await scanThroughApi(request, e.barcode),
    ];
    expect(replies.map((r) => r.result)).toEqual(['done', 'done']);
    await page.waitForTimeout(1_500);
    // Whatever was on screen stays (never a blank wall).
    await expect(wallCell(page, a.barcode)).toHaveAttribute('data-done', 'true');

    await page.context().setOffline(false);
    await expect(wallCell(page, d.barcode)).toHaveAttribute('data-done', 'true', {
      timeout: 10_000,
    });
    await expect(wallCell(page, e.barcode)).toHaveAttribute('data-done', 'true', {
      timeout: 10_000,
    });
    await waitForLiveWall(page);
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
});
