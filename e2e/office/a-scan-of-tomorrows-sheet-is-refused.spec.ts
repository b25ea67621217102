import { expect, expectFailedRequest, test } from '../support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { dayAfter, londonToday, signInToOffice } from '../support/office.ts';
import { STATION_TOKEN } from '../support/wall.ts';

const CLASS = 'כיתה ד׳';

test("a scan of tomorrow's sheet is refused", async ({ page, browser }, testInfo) => {
  // The station's refused scan is a 409 the browser logs; nothing else may be.
  expectFailedRequest(409);
  // Tomorrow's sheet of a child, as the office prints it the evening before.
  await signInToOffice(page);
  const tomorrow = dayAfter(londonToday());
  await page.goto(`${OFFICE_PATHS.sheets}?date=${tomorrow}&class=${encodeURIComponent(CLASS)}`);
  const figure = page.locator('figure[data-barcode]').first();
  await expect(figure).toBeVisible({ timeout: 15_000 });
  const barcode = (await figure.locator('figcaption').innerText()).trim();

  // At the hall's station (no staff signed in there) a child scans it this morning.
  const hall = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const station = await hall.newPage();
  await station.goto(ROUTES.ScanStation.path);
  await station.getByLabel('Station token').fill(STATION_TOKEN);
  await station.keyboard.press('Enter');
  await expect(station.getByLabel('Scan a barcode')).toBeFocused();
  const counter = station.locator('[data-count="done"]');
  await expect(counter).toHaveText(/^\d+ learned$/);
  const before = await counter.textContent();

  await station.keyboard.type(barcode);
  await station.keyboard.press('Enter');
  const lastScan = station.getByRole('region', { name: 'Last scan', exact: true });
  await expect(lastScan).toContainText('Not today’s sheet');
  await expect(lastScan).toContainText(
    /This sheet is for \w+ \d+ \w+ — please scan only today’s sheets\./,
  );
  await station.screenshot({ path: testInfo.outputPath('station-refuses-tomorrows-sheet.png') });
  // Nothing counted: today's counter is as it was, and tomorrow's perek is still open.
  await expect(counter).toHaveText(before ?? '');
  await page.reload();
  await expect(page.locator(`li:has(figure[data-barcode="${barcode}"])`)).toHaveAttribute(
    'data-done',
    'false',
  );
  await hall.close();
});
