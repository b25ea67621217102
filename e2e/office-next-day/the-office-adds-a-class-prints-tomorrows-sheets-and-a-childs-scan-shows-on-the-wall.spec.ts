import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { dayAfter, londonToday, setOfficeDay, signInToOffice } from '../support/office.ts';
import { classListCsv } from '../support/office-learners.ts';
import { decodeCode128, sheetPages } from '../support/office-sheets.ts';
import { STATION_TOKEN, fetchWall, waitForLiveWall, wallCell } from '../support/wall.ts';

// A scanner reads print; three device pixels to the CSS pixel give each bar the pixels of a
// 300 dpi printout.
test.use({ deviceScaleFactor: 3 });

const NEW_CLASS = 'כיתה א׳';
const CHILDREN = ['נחום אלון', 'שמעיה ברק', 'אליקים גל'];

test('the office adds a class from a CSV file, prints tomorrow’s sheets, and the next morning a child’s scan of a printed barcode turns its perek done on the wall', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const today = londonToday();
  const tomorrow = dayAfter(today);
  await signInToOffice(page);

  try {
    // The evening before: a new class joins from the school's list.
    await page.goto(OFFICE_PATHS.learners);
    await page.getByRole('link', { name: 'Import a class' }).click();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'class-alef.csv',
      mimeType: 'text/csv',
      buffer: classListCsv(['שם,כיתה', ...CHILDREN.map((name) => `${name},${NEW_CLASS}`)]),
    });
    await page.getByRole('button', { name: 'Show what will be added' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'will be added' })).toContainText(
      '3 learners will be added.',
    );
    await page.getByRole('button', { name: 'Add 3 learners' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '3 learners were added.' }),
    ).toBeVisible();

    // Tomorrow's sheets for the new class: every child has one, with their perakim.
    await page.goto(`${OFFICE_PATHS.sheets}?date=${tomorrow}`);
    await page
      .getByLabel('Class', { exact: true })
      .selectOption({ label: `${NEW_CLASS} (3 children)` });
    const pages = sheetPages(page);
    await expect(pages).toHaveCount(3, { timeout: 15_000 });
    for (const name of CHILDREN) {
      await expect(pages.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // One child's printed barcodes, read back as a scanner reads them.
    const sheet = pages.filter({ has: page.getByRole('heading', { level: 2, name: CHILDREN[0] }) });
    const printed: string[] = [];
    for (const figure of await sheet.locator('figure[data-barcode]').all()) {
      const digits = (await figure.locator('figcaption').innerText()).trim();
      expect(await decodeCode128(await figure.locator('svg').screenshot())).toEqual([digits]);
      printed.push(digits);
    }
    expect(printed.length).toBeGreaterThan(0);
    const barcode = printed[0] as string;

    // The next morning.
    await setOfficeDay(page, tomorrow);
    const hallContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const wallData = await fetchWall(hallContext.request);
    expect(wallData.date.day).toBe(tomorrow);
    expect(wallData.chapters.find((c) => c.barcode === barcode)?.name).toBe(CHILDREN[0]);

    const hall = await hallContext.newPage();
    await hall.setViewportSize({ width: 1920, height: 1080 });
    await hall.goto(ROUTES.LargeScreen.path);
    await waitForLiveWall(hall);
    await expect(wallCell(hall, barcode)).toHaveAttribute('data-done', 'false');

    // The child scans the printed barcode at the hall's station.
    const station = await hallContext.newPage();
    await station.goto(ROUTES.ScanStation.path);
    await station.getByLabel('Station token').fill(STATION_TOKEN);
    await station.keyboard.press('Enter');
    await expect(station.getByLabel('Scan a barcode')).toBeFocused();
    await station.keyboard.type(barcode);
    await station.keyboard.press('Enter');
    await expect(station.getByRole('region', { name: 'Last scan', exact: true })).toContainText(
      CHILDREN[0] as string,
    );
    await expect(wallCell(hall, barcode)).toHaveAttribute('data-done', 'true');
    await hallContext.close();
  } finally {
    await setOfficeDay(page, null);
  }
});
