import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { dedicateTodayThroughApi } from '../support/office-dedications.ts';
import { signInToOffice } from '../support/office.ts';
import { waitForLiveWall } from '../support/wall.ts';

test('the office finds a sponsor’s dedication, corrects its Hebrew name, and the wall in the hall shows the correction', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const base = String(testInfo.project.use.baseURL);
  // A sponsor dedicated today's learning with a typing mistake in the name.
  const mistaken = 'מרים בת שרהה';
  const corrected = 'מרים בת שרה';
  const email = await dedicateTodayThroughApi(page, mistaken);

  // The wall in the hall shows it, live.
  const hall = await browser.newContext({ baseURL: base, viewport: { width: 1920, height: 1080 } });
  const wall = await hall.newPage();
  await wall.goto(ROUTES.LargeScreen.path);
  await waitForLiveWall(wall);
  await expect(wall.getByText(mistaken, { exact: true })).toBeVisible();

  // The office finds the dedication by the sponsor's e-mail.
  await signInToOffice(page);
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Dedications' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dedications' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  const table = page.getByRole('table', { name: 'Dedications' });
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one dedication
  await expectNoA11yViolations(page);
  await table.getByRole('link', { name: mistaken }).click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.dedications}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mistaken);
  await expect(
    page.getByRole('table', { name: 'Learning dates and their progress' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('ending 4242');

  // It corrects the name.
  await page.getByRole('button', { name: 'Correct name or kind' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the name or kind' });
  await dialog.getByLabel('Hebrew name').fill(corrected);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('The wall and the donor’s pages now show');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(corrected);

  // The hall's wall follows without anyone touching it.
  await expect(wall.getByText(corrected, { exact: true })).toBeVisible();
  await expect(wall.getByText(mistaken, { exact: true })).toHaveCount(0);
  await hall.close();
});
