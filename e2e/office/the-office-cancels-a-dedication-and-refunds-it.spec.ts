import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { officeOutboxDir, signInToOffice } from '../support/office.ts';
import { officeMailTo } from '../support/office-money.ts';
import { sponsorDedicatesTodayThroughApi } from '../support/office-dedications.ts';
import { dollars } from '../support/office-stations.ts';
import { readOutbox } from '../support/outbox.ts';

test('the office cancels a dedication and refunds it: the donor receives one receipt, and the pages show the refund and the e-mails', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = 'חנה בת לאה';
  const sponsor = await sponsorDedicatesTodayThroughApi(page, {
    name,
    donorName: 'Miriam Stern',
  });
  const plans = (await (await page.request.get('/api/plans')).json()) as {
    position: number;
    price: number;
  }[];
  const price = plans.find((plan) => plan.position === 0)?.price ?? 0;
  expect(price).toBeGreaterThan(0);

  // The office finds the dedication by the sponsor's e-mail.
  await signInToOffice(page);
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Dedications' })
    .click();
  await page.getByLabel('Search').fill(sponsor.email);
  const table = page.getByRole('table', { name: 'Dedications' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.dedications}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // The sign-up's confirmation is listed among the e-mails sent about it.
  const emails = page.getByRole('table', { name: 'E-mails sent, newest first' });
  const confirmation = emails.getByRole('row').filter({ hasText: 'Sign-up confirmation' });
  await expect(confirmation).toContainText(sponsor.email);
  await expect(confirmation).toContainText('Sent');

  // It cancels the dedication and refunds what was paid; the dialog says how much.
  await page.getByRole('button', { name: 'Cancel the dedication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this dedication?' });
  await expect(dialog).toContainText(`${dollars(price)} of its payments can still be refunded`);
  await expect(dialog.getByRole('button', { name: 'Cancel without refund' })).toBeVisible();
  await expectNoA11yViolations(page);
  // A double click: one cancellation, one refund.
  await dialog.getByRole('button', { name: `Cancel and refund ${dollars(price)}` }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    `Cancelled; ${dollars(price)} refunded to visa ending 4242; the donor was e-mailed that it is cancelled, and a receipt.`,
  );
  await expect(page.getByText('Cancelled on')).toBeVisible();
  // Its date stays listed, struck through, said cancelled.
  const dates = page.getByRole('table', { name: 'Learning dates and their progress' });
  await expect(dates.getByRole('row')).toHaveCount(2);
  await expect(dates.getByRole('row').nth(1)).toContainText('Cancelled');
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments).toContainText('Refunded');
  await expect(emails.getByRole('row').filter({ hasText: 'Refund receipt' })).toContainText('Sent');
  await expect(page.getByRole('button', { name: 'Cancel the dedication' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The donor has one receipt.
  const receipt = await officeMailTo(sponsor.email, /Subject: Your refund of/);
  expect(receipt).toContain(`Your refund of ${dollars(price)}`);
  const receipts = (await readOutbox(officeOutboxDir())).filter(
    (mail) => mail.text.includes(sponsor.email) && /Subject: Your refund of/.test(mail.text),
  );
  expect(receipts).toHaveLength(1);
  // And one e-mail that says, in so many words, that the dedication is cancelled.
  const told = await officeMailTo(sponsor.email, /no further payment will be taken for it/);
  expect(told).toMatch(/\) is cancelled\./);
  expect(told).toContain(`We have refunded ${dollars(price)} to your Visa card ending in 4242.`);
  const tellings = (await readOutbox(officeOutboxDir())).filter(
    (mail) =>
      mail.text.includes(sponsor.email) &&
      /no further payment will be taken for it/.test(mail.text),
  );
  expect(tellings).toHaveLength(1);

  // The payment's own page: refunded in full, one refund, with the cancellation as its reason.
  await payments.getByRole('link', { name: /open the payment/ }).click();
  await expect(page.getByRole('heading', { name: 'The payment' })).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds).toContainText(/Dedication \d+ cancelled/);
  await expect(page.getByRole('region', { name: 'The payment' })).toContainText('Refunded');

  // The donor's page shows the refunded payment and both e-mails.
  await page.goBack();
  await page.getByRole('link', { name: 'Miriam Stern' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Miriam Stern');
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('Refunded');
  const donorEmails = page.getByRole('table', { name: 'E-mails sent, newest first' });
  await expect(donorEmails).toContainText('Sign-up confirmation');
  await expect(donorEmails).toContainText('Refund receipt');
  await expectNoA11yViolations(page);
});
