import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { DEMO_OWNER, signInToOffice } from '../support/office.ts';
import {
  anotherDevice,
  choosePassword,
  inviteFromConsole,
  newInvitee,
  welcomeLinkMailedTo,
} from '../support/office-staff.ts';

const OWNER_NAME = 'Programme Office';

test('the office reads the audit log filtered by person', async ({ page, browser }, testInfo) => {
  // Two people, two devices and a password hashed on the server: more than a one-page story.
  test.slow();
  // The owner makes a change: Leah is invited to work in the office.
  // A retry meets the first try's Leah in the same log: the second is told apart by name.
  const leah = newInvitee(
    testInfo.retry ? `Leah Gold ${testInfo.retry + 1}` : 'Leah Gold',
    'Office',
  );
  await signInToOffice(page, DEMO_OWNER);
  await inviteFromConsole(page, leah);
  const summary = `Invited ${leah.name} (${leah.email}) as Office`;

  // Leah sets her password and opens the log.
  const desk = await anotherDevice(browser, testInfo);
  await desk.goto(await welcomeLinkMailedTo(leah.email));
  await choosePassword(desk, 'a quiet desk by the window');
  const nav = desk.getByRole('navigation', { name: 'Office' }).first();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // Her own first step is in the log too.
  await expect(
    desk.getByText(`${leah.name} set a password with their one-time link`),
  ).toBeVisible();

  // Only the owner's changes, in the staff area.
  await desk.getByLabel('Person').selectOption({ label: OWNER_NAME });
  await desk.getByLabel('Area').selectOption({ label: 'Staff' });
  await expect(desk).toHaveURL(/[?&]person=\d+/);
  await expect(desk).toHaveURL(/[?&]area=staff/);
  const table = desk.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row').filter({ hasText: summary })).toBeVisible();
  await expect(desk.getByText(`${leah.name} set a password with their one-time link`)).toHaveCount(
    0,
  );
  // Every row is the owner's once the last filter's answer is shown (until then the rows of the
  // person alone may still be there, and go as the list is drawn again).
  const rows = table.locator('tbody tr');
  await expect(async () => {
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain(OWNER_NAME);
  }).toPass();

  // Its before and after: a new account, recorded with its e-mail, name and role.
  const entry = table.getByRole('row').filter({ hasText: summary });
  await entry.getByRole('button', { name: 'Before and after' }).click();
  await expect(entry.getByRole('button', { name: 'Hide before and after' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(entry.getByText('Recorded as')).toBeVisible();
  await expect(entry.getByText(leah.email, { exact: true })).toBeVisible();
  await expect(entry.getByText('office', { exact: true })).toBeVisible();
  await expectNoA11yViolations(desk);

  // The filter is in the address: a reload shows the same.
  await desk.reload();
  await expect(desk.getByLabel('Person')).toHaveValue(/^\d+$/);
  await expect(table.getByRole('row').filter({ hasText: summary })).toBeVisible();

  // And back to everyone.
  await desk.getByRole('button', { name: 'Clear filters' }).click();
  await expect(desk).toHaveURL(new RegExp(`${OFFICE_PATHS.audit}$`));
  await desk.context().close();
});
