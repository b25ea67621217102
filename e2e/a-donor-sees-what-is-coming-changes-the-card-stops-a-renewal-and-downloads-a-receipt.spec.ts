import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { submitLogin } from './support/donor.ts';
import { signUpDonorWithARenewingYear } from './support/my-page.ts';
import { expectNoSidewaysScroll } from './support/signup.ts';
import { settle } from './support/site.ts';

test('a donor sees what is coming, changes the card, stops a renewal, turns it back on and downloads a receipt', async ({
  page,
}) => {
  const donor = await signUpDonorWithARenewingYear(page);
  await page.goto(ROUTES.Login.path);
  await submitLogin(page, donor.email, donor.donorId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shalom, Rivka Stern');

  // Learning dates ahead say so, with the date — not "In Progress - 0%".
  const year = page.getByRole('article').filter({ hasText: 'Renews every year' });
  await expect(year.getByText(/^Upcoming · \w+day \d+ \w+ \d{4}$/).first()).toBeVisible();
  await expect(year.getByText('In Progress - 0%')).toHaveCount(0);
  await expect(year.getByText('$1,800 from your Visa ending 4242')).toBeVisible();

  // A new card for the renewal: checked, kept, and shown by its last four only.
  await year.getByRole('button', { name: 'Change card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'A new card for the yearly renewal' });
  await cardDialog.getByLabel('Credit Card Number').fill('5555 5555 5555 4444');
  await cardDialog.getByLabel('Expiration Date (MM/YY)').fill('11/38');
  await cardDialog.getByLabel('CVV').fill('321');
  await cardDialog.getByRole('button', { name: 'Use this card' }).click();
  await expect(
    page.getByText('Thank you. The next renewal will be charged to your Mastercard ending 4444.'),
  ).toBeVisible();
  await expect(year.getByText('$1,800 from your Mastercard ending 4444')).toBeVisible();

  // Every payment has its receipt, a real PDF.
  const payments = page.getByRole('region', { name: 'Your payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await payments
    .getByRole('link', { name: /^Download receipt Z-\d{6} \(PDF\)$/ })
    .first()
    .click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

  await settle(page);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Stopping the renewal asks first, then says what now holds.
  await year.getByRole('button', { name: 'Stop renewing' }).click();
  const stopDialog = page.getByRole('dialog', { name: 'Stop the yearly renewal?' });
  await expect(stopDialog).toContainText('Your card will not be charged $1,800');
  await stopDialog.getByRole('button', { name: 'Stop renewing' }).click();
  await expect(page.getByText('The yearly renewal is stopped.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop renewing' })).toHaveCount(0);
  await expect(page.getByText('Renews every year')).toHaveCount(0);

  // Until the day it would have been charged, the stop can be undone.
  const stopped = page.getByRole('article').filter({ hasText: 'Yearly renewal stopped' });
  await expect(stopped).toContainText(/Nothing will be charged on \w+day \d+ \w+ \d{4}\./);
  await stopped.getByRole('button', { name: 'Renew every year again' }).click();
  await expect(
    page.getByText(/^Thank you\. The dedication will renew again on \w+day \d+ \w+ \d{4}\.$/),
  ).toBeVisible();
  await expect(year.getByText('$1,800 from your Mastercard ending 4444')).toBeVisible();
  await expect(year.getByRole('button', { name: 'Stop renewing' })).toBeVisible();
});
