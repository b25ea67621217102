import { randomUUID } from 'node:crypto';
import { expect, test, type Page, expectFailedRequest } from './support/test.ts';
import { DONOR_ID_REMINDER_SENT, ROUTES, SIGN_IN_LINK_REFUSED } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { signUpAnotherDonor } from './support/donor.ts';
import { readOutbox } from './support/outbox.ts';
import { expectPath } from './support/site.ts';

const SUBJECT = 'Your donor ID and a link to sign in';

/** Opens "E-mail me my donor ID" on the login page and asks for this address. */
async function askForDonorId(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'E-mail me my donor ID' }).click();
  const form = page.getByRole('form', { name: 'E-mail me my donor ID' });
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Send my donor ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: DONOR_ID_REMINDER_SENT })).toBeVisible();
}

/** The sign-in link's path in the donor-ID e-mail to this address (waits for the e-mail). */
async function signInPathMailedTo(
  email: string,
  subject: string | RegExp = SUBJECT,
): Promise<{ path: string; text: string }> {
  let found: { path: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find(
        (eml) =>
          eml.text.includes(email) &&
          (typeof subject === 'string' ? eml.text.includes(subject) : subject.test(eml.text)),
      );
      const match = mail && /https?:\/\/[^/\s]+(\/sign-in\/[A-Za-z0-9_-]{43})/.exec(mail.text);
      if (match?.[1] && mail) found = { path: match[1], text: mail.text };
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error('no e-mail');
  return found;
}

test.describe('a donor who lost their donor ID gets it by e-mail and signs in', () => {
  test('the login page e-mails the donor ID with a link that signs in once', async ({ page }) => {
    // The link is used twice on purpose: the second time it is gone (410).
    expectFailedRequest(410);
    const donor = await signUpAnotherDonor(page);
    await page.context().clearCookies();

    await page.goto(ROUTES.Login.path);
    // An address we do not know gets the same answer, and no e-mail.
    const stranger = `nobody-${randomUUID()}@example.org`;
    await askForDonorId(page, stranger);
    await expectNoA11yViolations(page);

    await page.goto(ROUTES.Login.path);
    // What was typed in the login form is carried into the request.
    await page.getByLabel('Email Address').fill(donor.email);
    await page.getByRole('button', { name: 'E-mail me my donor ID' }).click();
    const form = page.getByRole('form', { name: 'E-mail me my donor ID' });
    await expect(form.getByLabel('Email Address')).toHaveValue(donor.email);
    await form.getByRole('button', { name: 'Send my donor ID' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: DONOR_ID_REMINDER_SENT }),
    ).toBeVisible();

    const mail = await signInPathMailedTo(donor.email);
    expect(mail.text).toContain(donor.donorId);
    expect((await readOutbox()).some((eml) => eml.text.includes(stranger))).toBe(false);

    // One click: signed in, on My Page (a donor with one dedication lands on it).
    await page.goto(mail.path);
    await expect(page).toHaveURL((url) => url.pathname.startsWith(ROUTES.Enrollments.path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'zechus_session');
    expect(session?.value).toBeTruthy();

    // The same link again, signed out: refused, on Login with a plain sentence, the form open.
    // The dedication's page is left first: it reads the enrollment again whenever a perek is
    // scanned in the hall (other stories scan meanwhile), and would be refused once signed out.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(mail.path);
    await expectPath(page, ROUTES.Login.path);
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_LINK_REFUSED);
    await expect(page.getByRole('form', { name: 'E-mail me my donor ID' })).toBeVisible();
    expect(
      (await page.context().cookies()).find((c) => c.name === 'zechus_session'),
    ).toBeUndefined();
    await expectNoA11yViolations(page);
  });

  test('the confirmation e-mail carries the same kind of link beside the donor ID', async ({
    page,
  }) => {
    const donor = await signUpAnotherDonor(page);
    await page.context().clearCookies();
    const mail = await signInPathMailedTo(donor.email, /Your dedication is confirmed/);
    expect(mail.text).toContain(`Your donor ID is ${donor.donorId}`);
    await page.goto(mail.path);
    await expect(page).toHaveURL((url) => url.pathname.startsWith(ROUTES.Enrollments.path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
