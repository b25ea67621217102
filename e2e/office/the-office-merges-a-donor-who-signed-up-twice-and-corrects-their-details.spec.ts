import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { submitLogin } from '../support/donor.ts';
import { officeOutboxDir, signInToOffice } from '../support/office.ts';
import { sponsorDedicatesTodayThroughApi } from '../support/office-dedications.ts';
import { anotherDevice } from '../support/office-staff.ts';
import { readOutbox } from '../support/outbox.ts';
import { pageHeading } from '../support/site.ts';

test('the office merges a donor who signed up twice with two addresses, corrects their details, and the old donor ID still reaches My Page', async ({
  page,
  browser,
}, testInfo) => {
  // Two sign-ups, the console, an e-mail and a second device: more than a one-page story.
  test.slow();
  // Chana signed up twice, from her home and her work address: two donor records, two IDs.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const home = await sponsorDedicatesTodayThroughApi(page, {
    name: 'אסתר בת רחל',
    donorName: 'Chana Rosen',
    email: `chana.rosen.${run}@example.org`,
  });
  const work = await sponsorDedicatesTodayThroughApi(page, {
    name: 'יעקב בן לאה',
    donorName: 'Chana Rosen',
    email: `c.rosen.${run}@work.example.org`,
  });
  expect(home.donorId).toMatch(/^\d{6}$/);
  expect(work.donorId).toMatch(/^\d{6}$/);
  expect(work.donorId).not.toBe(home.donorId);

  // The office finds both records.
  await signInToOffice(page);
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Donors' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donors' })).toBeVisible();
  await page.getByLabel('Search').fill(run);
  const table = page.getByRole('table', { name: 'Donors' });
  await expect(table.getByRole('row')).toHaveCount(3); // the header and the two records
  await expect(table).toContainText(home.donorId);
  await expect(table).toContainText(work.donorId);
  await expectNoA11yViolations(page);
  await table
    .getByRole('row')
    .filter({ hasText: home.email })
    .getByRole('link', { name: 'Chana Rosen' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.donors}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chana Rosen');
  await expect(page.getByText(`Donor ID ${home.donorId}`, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // It corrects her surname and her phone number.
  await page.getByRole('button', { name: 'Edit contact details' }).click();
  const contact = page.getByRole('dialog', { name: 'Edit contact details' });
  await contact.getByLabel('Name').fill('Chana Rosenberg');
  await contact.getByLabel('Phone').fill('+44 20 7946 0999');
  await expectNoA11yViolations(page);
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Contact details saved.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chana Rosenberg');
  await expect(page.getByRole('main')).toContainText('+44 20 7946 0999');

  // It merges the work record into this one: the survivor is named before anything changes.
  await page.getByRole('button', { name: 'Merge another record into this one' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge two donor records' });
  await expect(merge.getByText(`Donor ID ${home.donorId} survives.`)).toBeVisible();
  await merge.getByLabel('Find the other record').fill(work.email);
  const choose = merge.getByRole('button', { name: `Merge donor ID ${work.donorId}` });
  await expect(choose).toBeVisible();
  // Its own record is never offered.
  await expect(merge.getByRole('button', { name: new RegExp(home.donorId) })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await choose.click();
  await expect(
    merge.getByText(
      `Donor ID ${work.donorId} (${work.email}) will be merged into donor ID ${home.donorId}.`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(merge.getByText(`Donor ID ${home.donorId} survives.`)).toBeVisible();
  await expectNoA11yViolations(page);
  await merge.getByRole('button', { name: 'Merge records' }).click();
  await expect(merge).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    `Donor ID ${work.donorId} was merged into this donor. Donor ID ${home.donorId} survives.`,
  );

  // The survivor's page holds both dedications, and names the record merged into it.
  await expect(page.getByText(`Donor ID ${home.donorId}`, { exact: true })).toBeVisible();
  const dedications = page.getByRole('table', { name: 'Dedications' });
  await expect(dedications.locator('tbody tr')).toHaveCount(2);
  await expect(dedications.getByRole('link', { name: 'אסתר בת רחל' })).toBeVisible();
  await expect(dedications.getByRole('link', { name: 'יעקב בן לאה' })).toBeVisible();
  await expect(
    page.getByText(`Donor ID ${work.donorId} (${work.email}) — still logs in here`),
  ).toBeVisible();
  // Both card payments, their status in the office's words, nothing refunded.
  const payments = page.getByRole('table', { name: 'Payments' }).locator('tbody tr');
  await expect(payments).toHaveCount(2);
  for (const payment of await payments.all()) {
    await expect(payment.getByRole('cell').nth(5)).toHaveText('Paid');
    await expect(payment.getByRole('cell').nth(3)).toHaveText('—');
    await expect(payment.getByRole('cell').nth(1)).toHaveText('Dedication');
  }
  // And the e-mails of both records: each sign-up's confirmation, to its own address.
  const emails = page.getByRole('table', { name: 'E-mails sent, newest first' });
  await expect(emails.getByRole('row').filter({ hasText: 'Sign-up confirmation' })).toHaveCount(2);
  await expect(emails).toContainText(work.email);
  await expectNoA11yViolations(page);

  // The list now holds one record for her.
  await page.getByRole('link', { name: 'All donors' }).click();
  await page.getByLabel('Search').fill(run);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(home.donorId);
  await table.getByRole('link', { name: 'Chana Rosenberg' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chana Rosenberg');

  // She has lost her donor ID: the office e-mails it to her again.
  await page.getByRole('button', { name: 'Resend donor ID e-mail' }).click();
  const resend = page.getByRole('dialog', { name: 'E-mail the donor ID again?' });
  await expect(resend).toContainText(`Donor ID ${home.donorId} will be e-mailed to ${home.email}.`);
  await resend.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(resend).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`The donor ID was e-mailed to ${home.email}.`);
  let reminder = '';
  await expect
    .poll(
      async () => {
        reminder =
          (await readOutbox(officeOutboxDir())).find(
            (eml) =>
              new RegExp(`^To: ${home.email.replace(/\./g, '\\.')}$`, 'mi').test(eml.text) &&
              /^Subject: Your donor ID$/m.test(eml.text),
          )?.text ?? '';
        return reminder !== '';
      },
      { message: `the donor ID e-mail to ${home.email}` },
    )
    .toBe(true);
  expect(reminder).toContain(`here is your donor ID: ${home.donorId}`);
  expect(reminder).toContain('Dear Chana Rosenberg,');

  // On her own phone, the old work address and donor ID still log in — to the survivor.
  const phone = await anotherDevice(browser, testInfo);
  await phone.goto(ROUTES.Login.path);
  await submitLogin(phone, work.email, work.donorId);
  await expect(phone).toHaveURL((url) => url.pathname === ROUTES.Enrollments.path);
  await expect(pageHeading(phone)).toContainText('Chana Rosenberg');
  await expect(phone.getByText(home.donorId, { exact: true })).toBeVisible();
  const cards = phone.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'אסתר בת רחל' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'יעקב בן לאה' })).toHaveCount(1);
  await phone.context().close();
});
