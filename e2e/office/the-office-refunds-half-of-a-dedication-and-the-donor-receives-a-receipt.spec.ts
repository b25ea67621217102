import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import { officeMailTo, sponsorPaysForAYear } from '../support/office-money.ts';
import { dollars } from '../support/office-stations.ts';

test('the office refunds half of a dedication and the donor receives a receipt', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const sponsor = await sponsorPaysForAYear(browser, String(testInfo.project.use.baseURL), {
    name: 'Rivka Halpern',
    label: 'refund-half',
    card: '4242 4242 4242 4242',
  });
  await expect(sponsor.page.getByRole('heading', { level: 1 })).toContainText('Rivka Halpern');
  await sponsor.close();
  const price = sponsor.plan.price;
  const half = price / 2;

  await signInToOffice(page);
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.payments}$`));
  await page.getByLabel('Search').fill(sponsor.email);
  const row = page.getByRole('row').filter({ hasText: sponsor.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Visa •••• 4242');
  await expectNoA11yViolations(page);
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { name: 'The payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this payment' });
  await expect(dialog).toContainText(
    `Of ${dollars(price)} paid, ${dollars(price)} can still be refunded`,
  );
  await dialog.getByText('Part of it').click();
  await dialog.getByLabel('Amount in dollars').fill(String(half));
  await dialog.getByLabel('Reason').fill('The family asked to share the year with a cousin');
  await expectNoA11yViolations(page);
  // A double click: one refund.
  await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick();

  await expect(page.getByRole('status')).toHaveText(
    `${dollars(half)} was refunded. The donor has been e-mailed a receipt.`,
  );
  const facts = page.getByRole('region', { name: 'The payment' });
  await expect(facts).toContainText('Partly refunded');
  await expect(facts).toContainText(`Refunded so far${dollars(half)}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds).toContainText('The family asked to share the year with a cousin');
  await expectNoA11yViolations(page);

  const receipt = await officeMailTo(sponsor.email, /Subject: Your refund of/);
  expect(receipt).toContain(`Your refund of ${dollars(half)}`);
  expect(receipt).toContain('card ending in 4242');
  await expect(page.getByRole('region', { name: 'E-mails about this payment' })).toContainText(
    `Refund receipt to ${sponsor.email}`,
  );
});
