import { readFile } from 'node:fs/promises';
import { expect, test, expectFailedRequest } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { logInAsDemoDonor } from './support/donor.ts';
import { settle } from './support/site.ts';

test('a sponsor downloads the certificate of a completed day', async ({ page }) => {
  // A day the dedication does not have is opened on purpose (404).
  expectFailedRequest(404);
  await logInAsDemoDonor(page);

  // The month of learning: its first date, last week, is complete.
  const month = page.getByRole('article').filter({ hasText: 'A month of learning' });
  await month
    .getByRole('link', { name: /^View Progress/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/my-page\/\d+\?day=1$/);
  const certificate = page.getByRole('link', { name: 'Download certificate' });
  await expect(page.getByText('All 525 perakim were learned on this day.')).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), certificate.click()]);
  expect(download.suggestedFilename()).toMatch(/^zechus-certificate-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/Certificate of Learning, \w+day \d{1,2} \w+ \d{4}/);

  // A day still being learned has no certificate yet.
  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/\?day=2$/);
  await page.goto(page.url().replace(/\?day=\d+$/, '?day=7'));
  await expect(page.getByRole('progressbar', { name: 'סך הכל' })).toBeVisible();
  await expect(certificate).toHaveCount(0);

  // An old link to a day the dedication does not have says so, and offers its dates.
  await page.goto(page.url().replace(/\?day=\d+$/, '?day=45'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'That date is not part of this dedication',
  );
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: /^Day 1 ·/ }).click();
  await expect(page).toHaveURL(/\?day=1$/);
  await expect(certificate).toBeVisible();
});
