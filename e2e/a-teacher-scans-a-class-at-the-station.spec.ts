import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@zechus/shared';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { settle } from './support/site.ts';
import { STATION_TOKEN, notDoneChapters, withWallLock } from './support/wall.ts';

const lastScan = (page: Page) => page.getByRole('region', { name: 'Last scan', exact: true });
const scanInput = (page: Page) => page.getByLabel('Scan a barcode');

/** Types a code and Enter, as a keyboard-wedge scanner does. */
async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('a teacher scans a class at the station without touching the mouse', async ({
  page,
  request,
}, testInfo) => {
  // The first half of the day's chapters belongs to this spec: desktop and phone each their own
  // quarter, so the two projects running in parallel never scan the same sheet.
  const [from, to] = testInfo.project.name === 'phone' ? [131, 263] : [0, 131];
  const [first, second, third] = await notDoneChapters(request, from, to, 3);
  if (!first || !second || !third) throw new Error('not enough chapters');

  test.setTimeout(120_000);
  // Every open wall shows these scans as toasts (at most 4 at a time): the spec that watches the
  // wall's toasts holds the same lock, so its own scans are not queued behind these.
  await withWallLock(async () => {
    await page.goto(ROUTES.ScanStation.path);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scanner Station');
    await expectNoSeriousA11yViolations(page);

    // Set up once with the station token (the field has focus already).
    await expect(page.getByLabel('Station token')).toBeFocused();
    await page.keyboard.type(STATION_TOKEN);
    await page.keyboard.press('Enter');
    await expect(scanInput(page)).toBeFocused();

    // The first child: the learner and the perek, very large, marked done.
    await scan(page, first.barcode);
    await expect(lastScan(page)).toContainText('Done ✓');
    await expect(lastScan(page)).toContainText(first.name);
    await expect(lastScan(page)).toContainText(first.perek);
    await expect(scanInput(page)).toHaveValue('');
    await expect(scanInput(page)).toBeFocused();

    // Two more, back to back without waiting: both are sent, in order, and listed.
    await scan(page, second.barcode);
    await scan(page, third.barcode);
    await expect(lastScan(page)).toContainText(third.name);
    await expect(lastScan(page)).toContainText(third.perek);
    const log = page.getByRole('list').filter({ has: page.locator('[data-outcome]') });
    await expect(log.locator('li')).toHaveCount(3);
    await expect(log.locator('li').nth(1)).toContainText(second.name);
    await expect(log.locator('li').nth(1)).toContainText('Done ✓');
    await expect(page.locator('[data-count="done"]')).toContainText(/\d/);

    // An unknown barcode is loud: error styling and the message.
    const unknown = `NO-SUCH-${testInfo.project.name}-${Date.now()}`;
    await scan(page, unknown);
    const error = lastScan(page).locator('[data-outcome="error"]');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Unknown barcode');
    await expect(error).toContainText(unknown);
    await expect(error).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
    await expect(scanInput(page)).toBeFocused();

    // The same sheet twice says it was already scanned (and counts once).
    await scan(page, first.barcode);
    await expect(lastScan(page).locator('[data-outcome="already_done"]')).toContainText(
      'Already scanned',
    );
    await expect(lastScan(page)).toContainText(first.name);
    await expect(scanInput(page)).toBeFocused();

    await expectNoSeriousA11yViolations(page);
  });
});
