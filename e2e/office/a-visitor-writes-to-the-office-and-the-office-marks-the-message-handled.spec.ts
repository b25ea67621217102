import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';

const SENDER = 'רחל בת שרה';

test('a visitor writes to the office and the office marks the message handled', async ({
  page,
}, testInfo) => {
  test.slow();
  const token = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const email = `inbox-${token}@example.org`;
  const lines = [
    'שלום רב,',
    `Please call me about a yoirtzeit (${token}).`,
    '',
    '<b>Thank you</b>',
  ];

  // A visitor sends a message in Hebrew and English, over several lines.
  await page.goto(ROUTES.Contact.sample);
  await page.getByLabel('Name', { exact: true }).fill(SENDER);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Message', { exact: true }).fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Your email was sent.')).toBeVisible();

  // The office's home says a message waits, and the inbox has it first among the new ones.
  await signInToOffice(page);
  await expect(page.getByTestId('new-messages')).toContainText(/[1-9]\d* new messages?/);
  await page.getByRole('link', { name: 'Open the inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByLabel('Search').fill(token);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // The message exactly as sent: its lines, its Hebrew, the markup shown as text.
  await row.getByRole('link', { name: new RegExp(SENDER) }).click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.messages}/\\d+$`));
  const original = page.getByRole('region', { name: 'The message, as sent' }).locator('p');
  await expect(original).toHaveText(lines.join('\n'), { useInnerText: true });
  await expect(page.locator('b', { hasText: 'Thank you' })).toHaveCount(0);
  const reply = page.getByRole('link', { name: 'Reply by e-mail' });
  await expect(reply).toHaveAttribute('href', new RegExp(`^mailto:${email}\\?subject=Re%3A%20`));
  await expectNoA11yViolations(page);

  // Marked handled: who and when; then back in the list as handled.
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked handled.')).toBeVisible();
  await expect(page.getByText(/Handled by Programme Office on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await page.getByRole('link', { name: 'All messages' }).click();
  await page.getByLabel('Show').selectOption('handled');
  await page.getByLabel('Search').fill(token);
  await expect(
    page.getByRole('row').filter({ hasText: email }).getByText('Handled', { exact: true }),
  ).toBeVisible();
});
