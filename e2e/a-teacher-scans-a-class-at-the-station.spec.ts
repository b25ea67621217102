import { expect, test, type Page, expectFailedRequest } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { settle } from './support/site.ts';
import { STATION_TOKEN, notDoneChapters, withWallLock } from './support/wall.ts';

const lastScan = (page: Page) => page.getByRole('region', { name: 'Last scan', exact: true });
const scanInput = (page: Page) => page.getByLabel('Scan a barcode');
const scanButton = (page: Page) => page.getByRole('button', { name: 'Scan', exact: true });
/** The station's danger red (VISUAL.md palette). */
const DANGER = 'rgb(179, 38, 30)';

/** Types a code and Enter, as a keyboard-wedge scanner does. */
async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('a teacher scans a class at the station without touching the mouse', async ({
  page,
  request,
}, testInfo) => {
  // A barcode that is no perek of the day is scanned on purpose (404).
  expectFailedRequest(404);
  // The first half of the day's chapters belongs to this spec: desktop and phone each their own
  // quarter, so the two projects running in parallel never scan the same sheet.
  const [from, to] = testInfo.project.name === 'phone' ? [131, 263] : [0, 131];
  const [first, second, third, fourth] = await notDoneChapters(request, from, to, 4);
  if (!first || !second || !third || !fourth) throw new Error('not enough chapters');

  test.setTimeout(120_000);
  // Every open wall shows these scans as toasts (at most 4 at a time): the spec that watches the
  // wall's toasts holds the same lock, so its own scans are not queued behind these.
  await withWallLock(async () => {
    await page.goto(ROUTES.ScanStation.path);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scanner Station');
    await expectNoA11yViolations(page);

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

    // The teacher tabs away to the Scan button; the next child's sheet is scanned anyway: the
    // scanner's keystrokes and its Enter still reach the input, nothing is lost.
    await page.keyboard.press('Tab');
    await expect(scanButton(page)).toBeFocused();
    await scan(page, second.barcode);
    await expect(lastScan(page)).toContainText(second.name);
    await expect(lastScan(page)).toContainText(second.perek);
    await expect(scanInput(page)).toHaveValue('');
    await expect(scanInput(page)).toBeFocused();

    // Scan pressed with nothing scanned says so, loudly, and focus comes back to the input.
    await scanButton(page).click();
    const nothing = page.getByRole('alert').filter({ hasText: 'Nothing was scanned' });
    await expect(nothing).toBeVisible();
    await expect(nothing).toHaveCSS('color', DANGER);
    await expect(scanInput(page)).toHaveCSS('border-top-color', DANGER);
    await expect(scanInput(page)).toBeFocused();
    // So does Enter alone (a misread sheet), and the next real scan clears it.
    await page.keyboard.press('Enter');
    await expect(nothing).toBeVisible();
    await expect(scanInput(page)).toBeFocused();

    // Two more, back to back without waiting: both are sent, in order, and listed.
    await scan(page, third.barcode);
    await scan(page, fourth.barcode);
    await expect(nothing).toBeHidden();
    await expect(lastScan(page)).toContainText(fourth.name);
    await expect(lastScan(page)).toContainText(fourth.perek);
    const log = page.getByRole('list').filter({ has: page.locator('[data-outcome]') });
    await expect(log.locator('li')).toHaveCount(4);
    await expect(log.locator('li').nth(1)).toContainText(third.name);
    await expect(log.locator('li').nth(1)).toContainText('Done ✓');
    await expect(log.locator('li').nth(2)).toContainText(second.name);
    await expect(page.locator('[data-count="done"]')).toContainText(/\d/);

    // An unknown barcode is loud: error styling and the message.
    const unknown = `NO-SUCH-${testInfo.project.name}-${Date.now()}`;
    await scan(page, unknown);
    const error = lastScan(page).locator('[data-outcome="error"]');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Unknown barcode');
    await expect(error).toContainText(unknown);
    await expect(error).toHaveCSS('border-top-color', DANGER);
    await expect(scanInput(page)).toBeFocused();

    // The same sheet twice says it was already scanned (and counts once).
    await scan(page, first.barcode);
    await expect(lastScan(page).locator('[data-outcome="already_done"]')).toContainText(
      'Already scanned',
    );
    await expect(lastScan(page)).toContainText(first.name);
    await expect(scanInput(page)).toBeFocused();

    await expectNoA11yViolations(page);
  });
});
