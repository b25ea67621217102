import { expect, test, expectFailedRequest } from '../support/test.ts';
import { OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import {
  anotherDevice,
  choosePassword,
  inviteFromConsole,
  newInvitee,
  welcomeLinkMailedTo,
} from '../support/office-staff.ts';

test('the owner invites a teacher, who sets a password from the e-mailed link and sees only a teacher’s areas', async ({
  page,
  browser,
}, testInfo) => {
  // A common password on purpose: refused (400).
  expectFailedRequest(400);
  // Two people, two devices and a password hashed on the server: more than a one-page story.
  test.slow();
  const rivka = newInvitee('Rivka Levi', 'Teacher');

  // The owner opens Staff and invites Rivka as a teacher.
  await signInToOffice(page);
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page).toHaveTitle('Staff | Zechus Office');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Invite someone' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite someone to the office' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await inviteFromConsole(page, rivka);
  const row = page.getByRole('row').filter({ hasText: rivka.email });
  await expect(row).toContainText('Invited — no password yet');
  await expect(row).toContainText('Teacher');
  await expect(row).toContainText(/Link works until/);

  // Rivka, on her own tablet, opens the e-mailed link.
  const link = await welcomeLinkMailedTo(rivka.email);
  const tablet = await anotherDevice(browser, testInfo);
  await tablet.goto(link);
  await expect(
    tablet.getByRole('heading', { level: 1, name: 'Welcome to the office' }),
  ).toBeVisible();
  await expect(tablet.getByText(`Shalom ${rivka.name}.`)).toBeVisible();

  // A common password is refused first, in a sentence; her own is taken.
  await choosePassword(tablet, 'password1234!');
  await expect(tablet.getByRole('alert')).toHaveText(
    'This password is one of the most commonly used ones, so it is easy to guess. Please choose another.',
  );
  await choosePassword(tablet, 'the candle over the open sefer');
  await expect(tablet.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  await expect(tablet.getByText(`${rivka.name} · Teacher`)).toBeVisible();

  // A teacher's console: only a teacher's areas.
  const nav = tablet.getByRole('navigation', { name: 'Office' }).first();
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Learners',
    'Days',
    'Register',
    'Barcode sheets',
  ]);
  await tablet.goto(OFFICE_PATHS.staff);
  await expect(
    tablet.getByRole('heading', { level: 1, name: 'Not part of your role' }),
  ).toBeVisible();
  await expect(
    tablet.getByText('Your role does not open this part of the office.', { exact: false }),
  ).toBeVisible();
  await expectNoA11yViolations(tablet);

  // The owner's list follows: Rivka is active now.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: rivka.email })).toContainText('Active');
  await tablet.context().close();
});
