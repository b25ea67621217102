import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import { decodeCode128, pdfLayout, printPageSize, sheetPages } from '../support/office-sheets.ts';
import { STATION_TOKEN, fetchWall, waitForLiveWall, wallCell } from '../support/wall.ts';

// A scanner reads print; a screenshot at three device pixels to the CSS pixel gives each
// 0.35 mm bar about four pixels, as a 300 dpi printout does.
test.use({ deviceScaleFactor: 3 });

const CLASS = 'כיתה ד׳';

test("the office prints a class's sheets and a child's printed barcode scans back onto the wall", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInToOffice(page);
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Barcode sheets' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barcode sheets' })).toBeVisible();

  // Today's sheets (the wall shows today), for one class.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Class', { exact: true }).selectOption({ label: `${CLASS} (40 children)` });
  const pages = sheetPages(page);
  // A class's 40 sheets and their barcodes come in one answer; a busy machine takes a while.
  await expect(pages.first()).toBeVisible({ timeout: 15_000 });
  const count = await pages.count();
  await expect(page.getByText(new RegExp(`^${count} sheets, \\d+ perakim`))).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe(OFFICE_PATHS.sheets);
  expect(url.searchParams.get('class')).toBe(CLASS);
  const today = url.searchParams.get('date') as string;
  await page.screenshot({ path: testInfo.outputPath('sheets-screen-1180x820.png') });
  await expectNoA11yViolations(page);

  // Every barcode on a child's sheet (one with a perek still to learn), photographed and
  // decoded, is what its digits say.
  const sheet = pages.filter({ has: page.locator('li[data-done="false"]') }).first();
  const name = (await sheet.getByRole('heading', { level: 2 }).innerText()).trim();
  const figures = sheet.locator('figure[data-barcode]');
  const printed: string[] = [];
  for (const figure of await figures.all()) {
    const digits = (await figure.locator('figcaption').innerText()).trim();
    const decoded = await decodeCode128(await figure.locator('svg').screenshot());
    expect(decoded, `the barcode above ${digits}`).toEqual([digits]);
    printed.push(digits);
  }
  expect(printed.length).toBeGreaterThan(0);

  // …and each is that child's assignment today, in the wall's own data.
  const wall = await fetchWall(request);
  for (const barcode of printed) {
    expect(wall.chapters.find((c) => c.barcode === barcode)?.name).toBe(name);
  }

  // The print view: nothing of the console, one child a page, on the paper chosen.
  for (const [paper, label, size] of [
    ['a4', 'A4', { width: 595, height: 842 }],
    ['letter', 'US Letter', { width: 612, height: 792 }],
  ] as const) {
    await page.getByRole('group', { name: 'Paper' }).getByText(label, { exact: true }).click();
    await expect(page.getByRole('radio', { name: label })).toBeChecked();
    expect(await printPageSize(page)).toBe(`${paper}; margin 15mm`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Office' }).first()).toBeHidden();
    await expect(page.getByRole('form', { name: 'What to print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(pages.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`sheets-print-${paper}.png`) });
    // Chromium prints it as its print dialog would (page.pdf() uses the print media too).
    const pdf = await page.pdf({
      path: testInfo.outputPath(`sheets-${paper}.pdf`),
      preferCSSPageSize: true,
      printBackground: true,
    });
    await page.emulateMedia({ media: null });
    const printed = pdfLayout(pdf);
    expect(printed.pages).toBe(count);
    for (const pageSize of printed.sizes) {
      expect(Math.abs(pageSize.width - size.width)).toBeLessThan(2);
      expect(Math.abs(pageSize.height - size.height)).toBeLessThan(2);
    }
  }

  // The class's PDF downloads under a name to keep.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^sheets-${today}-.+\\.pdf$`));

  // The hall's wall is open; a child finishes a perek and scans it at the station.
  const pending = printed.find(
    (barcode) => wall.chapters.find((c) => c.barcode === barcode)?.done === false,
  );
  if (!pending) throw new Error(`every perek on ${name}'s sheet was scanned meanwhile`);
  // The hall and the station are other machines: no staff signed in there.
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const hall = await elsewhere.newPage();
  await hall.goto(ROUTES.LargeScreen.path);
  await waitForLiveWall(hall);
  await expect(wallCell(hall, pending)).toHaveAttribute('data-done', 'false');

  const station = await elsewhere.newPage();
  await station.goto(ROUTES.ScanStation.path);
  await station.getByLabel('Station token').fill(STATION_TOKEN);
  await station.keyboard.press('Enter');
  await expect(station.getByLabel('Scan a barcode')).toBeFocused();
  await station.keyboard.type(pending);
  await station.keyboard.press('Enter');
  const lastScan = station.getByRole('region', { name: 'Last scan', exact: true });
  await expect(lastScan).toContainText(name);

  await expect(wallCell(hall, pending)).toHaveAttribute('data-done', 'true');

  // Reprinted, the sheet shows that perek ticked already.
  await page.reload();
  const row = page.locator('li').filter({ has: page.locator(`figure[data-barcode="${pending}"]`) });
  await expect(row).toHaveAttribute('data-done', 'true', { timeout: 15_000 });
  await expect(row.getByText('done already')).toBeAttached();
});
