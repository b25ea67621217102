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
const JOINING_CLASS = 'כיתה ב׳';
const JOINING = ['ברוך נוה', 'זרח נוה', 'חנוך נוה'];
/** A fourth child joins the printed class itself. */
const JOINING_PRINTED_CLASS = 'פועה אלון';

test('a sheet printed before a learner joined still scans to its child: the office adds a class, prints the sheets of the day after tomorrow, children join, and on that morning every printed barcode credits the child printed on it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const today = londonToday();
  // The day after tomorrow: from 18:00 the evening before, tomorrow is fixed for everyone
  // (printed or not), so a class added then would have nothing tomorrow at this time of day.
  const learningDay = dayAfter(dayAfter(today));
  await signInToOffice(page);

  try {
    // A new class joins from the school's list.
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

    // That day's sheets for the new class: every child has one, with their perakim.
    await page.goto(`${OFFICE_PATHS.sheets}?date=${learningDay}`);
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
    // Every child's printed barcodes, and whose each one is.
    const printedFor = new Map<string, string>();
    for (const name of CHILDREN) {
      const theirs = pages.filter({ has: page.getByRole('heading', { level: 2, name }) });
      for (const figure of await theirs.locator('figure[data-barcode]').all()) {
        printedFor.set((await figure.getAttribute('data-barcode')) as string, name);
      }
    }
    // The class's sheets are downloaded to print: printed means fixed.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    await download.path();

    // Later that evening three children join another class, and one the printed class: the days
    // not yet begun are divided again, but not the perakim on the printed sheets.
    const joining = [
      ...JOINING.map((name) => ({ name, className: JOINING_CLASS })),
      { name: JOINING_PRINTED_CLASS, className: NEW_CLASS },
    ];
    for (const body of joining) {
      const status = await page.evaluate(async (body) => {
        const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
        const reply = await fetch('/api/office/learners', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': token ?? '' },
          body: JSON.stringify(body),
        });
        return reply.status;
      }, body);
      expect(status).toBe(201);
    }
    // The printed class's pile stays as printed: the child who joined it has nothing that day.
    await page.reload();
    await expect(pages).toHaveCount(3, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'no perakim that day' })).toContainText(
      JOINING_PRINTED_CLASS,
    );

    // That morning.
    await setOfficeDay(page, learningDay);
    const hallContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const wallData = await fetchWall(hallContext.request);
    expect(wallData.date.day).toBe(learningDay);
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

    // Every other printed barcode turns done, credited to the child printed on it.
    for (const code of printedFor.keys()) {
      if (code === barcode) continue;
      await station.keyboard.type(code);
      await station.keyboard.press('Enter');
      await expect(wallCell(hall, code)).toHaveAttribute('data-done', 'true');
    }
    const credited = await fetchWall(hallContext.request);
    for (const [code, name] of printedFor) {
      expect(
        credited.chapters.find((c) => c.barcode === code),
        code,
      ).toMatchObject({
        name,
        done: true,
      });
    }
    await hallContext.close();
  } finally {
    await setOfficeDay(page, null);
  }
});
