import { addDays, civilDateOf, hebrewDateOf, OFFICE_PATHS } from '@zechus/shared';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { londonToday, signInToOffice } from '../support/office.ts';
import { officeMailTo } from '../support/office-money.ts';
import { sponsorDedicatesTodayThroughApi } from '../support/office-dedications.ts';

test('a donor is e-mailed when the office moves a date: old and new day in words, and the calendar entry they have, moved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A dedication of its own (today's learning), so no other story's dedication moves.
  const name = 'אליהו בן שמואל';
  const sponsor = await sponsorDedicatesTodayThroughApi(page, {
    name,
    donorName: 'Esther Gold',
  });
  const today = londonToday();
  const later = addDays(today, 10);

  await signInToOffice(page);
  await page.goto(`${OFFICE_PATHS.dedications}?search=${encodeURIComponent(sponsor.email)}`);
  await page.getByRole('table', { name: 'Dedications' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const id = /\/(\d+)$/.exec(page.url())?.[1] ?? '';

  await page.getByRole('button', { name: `Move the learning of ${today}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move a learning date' });
  await expect(dialog).toContainText('The donor is e-mailed the new date');
  await dialog.getByLabel('New date').fill(later);
  await expect(dialog).toContainText(hebrewDateOf(later).date);
  await dialog.getByRole('button', { name: 'Move the date' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('The donor was e-mailed the new date.');
  const emails = page.getByRole('table', { name: 'E-mails sent, newest first' });
  await expect(emails.getByRole('row').filter({ hasText: 'A learning date moved' })).toContainText(
    'Sent',
  );
  await expectNoA11yViolations(page);

  // The donor's e-mail: the old day and the new in words, and the entry their calendar has.
  const mail = await officeMailTo(sponsor.email, /Subject: A new date for your learning/);
  expect(mail).toContain(`It was on: ${civilDateOf(today)}`);
  expect(mail).toContain(`It is now on: ${civilDateOf(later)}`);
  const attached =
    /filename=learning-day\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1] ?? '';
  const ics = Buffer.from(attached.replace(/\s/g, ''), 'base64').toString('utf8');
  expect(ics).toMatch(new RegExp(`\\r\\nUID:dedication-${id}-${today}@`));
  expect(ics).toContain(`DTSTART;VALUE=DATE:${later.replaceAll('-', '')}\r\n`);
  expect(ics).toContain('SEQUENCE:1\r\n');
});
