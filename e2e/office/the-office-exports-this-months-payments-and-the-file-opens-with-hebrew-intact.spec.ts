import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { parse } from 'csv-parse/sync';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import { downloadExport, thisLondonMonth } from '../support/office-exports.ts';
import { expectPath, settle } from '../support/site.ts';
import { donorIdOnPage, futureExpiry, uniqueEmail } from '../support/signup.ts';

const HEBREW_NAME = 'יעקב בן אברהם כהן';

test('the office exports this month’s payments and the file opens with Hebrew intact', async ({
  page,
}, testInfo) => {
  // A donation through the public page, then the office's export: two journeys in one story.
  test.slow();
  const email = uniqueEmail('export', testInfo.project.name);

  // A donor gives, with their name in Hebrew.
  await page.goto(ROUTES.Donate.path);
  await settle(page);
  await page.getByLabel('Name on Card').fill(HEBREW_NAME);
  await page.getByLabel('Phone Number').fill('07700 900123');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Amount (US dollars)').fill('54');
  await page.getByLabel('Credit Card Number').pressSequentially('4242424242424242');
  await page
    .getByLabel('Expiration Date (MM/YY)')
    .pressSequentially(futureExpiry().replace('/', ''));
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  await expectPath(page, ROUTES.DonationThankYou.path);
  await expect(page.getByRole('main').getByText('Card ending in 4242')).toBeVisible();
  const donorId = await donorIdOnPage(page);

  // The office opens Exports: payments of this month are the first choice.
  await signInToOffice(page);
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Exports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.exports}$`));
  const month = thisLondonMonth();
  await expect(page.getByRole('radio', { name: 'Payments' })).toBeChecked();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(month.from);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(month.to);
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoA11yViolations(page);

  // A range the wrong way round is explained, and no file is offered.
  await page.getByLabel('To', { exact: true }).fill(`${month.from.slice(0, 8)}01`);
  await page.getByLabel('From', { exact: true }).fill(month.to);
  await expect(page.getByText('The first date must be on or before the last date')).toBeVisible();
  await expect(page.getByRole('link', { name: /Download payments/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('button', { name: 'This month' }).click();

  const file = await downloadExport(page, /Download payments/);
  expect(file.name).toBe(`zechus-payments-${month.from}-to-${month.to}.csv`);

  // UTF-8 with its byte order mark (how Excel knows the Hebrew is UTF-8), CRLF lines.
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = file.bytes.toString('utf8').slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);

  // It parses as RFC 4180, strictly, every row as wide as the header.
  const rows = parse(text, { relax_quotes: false, relax_column_count: false }) as string[][];
  const [header, ...records] = rows;
  expect(header?.slice(0, 6)).toEqual([
    'Payment',
    'Date (London)',
    'Donor ID',
    'Donor name',
    'For',
    'Plan',
  ]);
  expect(header).toContain('Card last four');
  const column = (name: string) => header?.indexOf(name) ?? -1;

  // The donor's payment, the Hebrew name exactly as typed.
  const mine = records.find((row) => row[column('Donor ID')] === donorId);
  expect(mine, `a row for donor ${donorId}`).toBeDefined();
  expect(mine?.[column('Donor name')]).toBe(HEBREW_NAME);
  expect(mine?.[column('Amount')]).toBe('54.00');
  expect(mine?.[column('Card last four')]).toBe('4242');
  expect(mine?.[column('Refunded')]).toBe('0.00');
  expect(mine?.[column('Status')]).toBe('Paid');
  expect(text).not.toContain('4242424242424242');
});
