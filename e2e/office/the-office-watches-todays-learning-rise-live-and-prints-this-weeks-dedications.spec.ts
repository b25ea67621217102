import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import { notDoneChapters, scanThroughApi } from '../support/wall.ts';

test('the office watches today’s learning rise live and prints this week’s dedications', async ({
  page,
}) => {
  test.slow();
  await signInToOffice(page);
  await page.goto(OFFICE_PATHS.reports);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const done = page.getByTestId('today-done').locator('strong');
  await expect(done).toHaveText(/^\d+$/);
  const before = Number(await done.textContent());
  // The charts are drawn (their library loads with this page only), each with its table.
  await expect(page.locator('canvas')).toHaveCount(3);
  await page.getByText('Show as a table').first().click();
  await expect(
    page.getByRole('table', { name: 'Perakim done each day, of 525' }).getByRole('row'),
  ).toHaveCount(31);
  await expectNoA11yViolations(page);

  // A child's perek is scanned in the hall: the number rises without a reload.
  await page.evaluate(() => {
    (window as { stillThisPage?: boolean }).stillThisPage = true;
  });
  // Perakim from 480 on: the office's other stories scan and mark lower ones.
  const [chapter] = await notDoneChapters(page.request, 480, 525, 1);
  await scanThroughApi(page.request, chapter?.barcode ?? '');
  await expect
    .poll(async () => Number(await done.textContent()), { timeout: 15_000 })
    .toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );

  // This week's list, printed: the names large, no navigation.
  await page.getByRole('link', { name: 'Printable list' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This week’s dedications' }),
  ).toBeVisible();
  const names = page.locator('ol bdi[lang="he"]');
  await expect(names.first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.emulateMedia({ media: 'print' });
  for (const nav of await page.getByRole('navigation', { name: 'Office' }).all()) {
    await expect(nav).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByText('Dedications this week')).toBeVisible();
  const nameSize = await page
    .locator('ol ul bdi[lang="he"]')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  // 26 pt is about 35 px: read from across the hall.
  expect(nameSize).toBeGreaterThanOrEqual(34);
});
