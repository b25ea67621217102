import { randomUUID } from 'node:crypto';
import { expect, test, expectFailedRequest } from './support/test.ts';
import { LOGIN_MISMATCH_MESSAGE, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { DEMO_DONOR, submitLogin } from './support/donor.ts';
import { expectPath } from './support/site.ts';

const MAX_ATTEMPTS = 12;

test.describe('a wrong donor ID is refused', () => {
  test('a mismatch says so, and repeated attempts are throttled', async ({ page }) => {
    // Wrong donor IDs on purpose: refused (403), then throttled (429).
    expectFailedRequest(403, 429);
    // An e-mail of this test alone, so the throttle does not touch other specs.
    const email = `wrong-id-${randomUUID()}@example.org`;
    await page.goto(ROUTES.Login.path);

    const first = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await submitLogin(page, email, '123456');
    expect((await first).status()).toBe(403);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(LOGIN_MISMATCH_MESSAGE);
    await expectPath(page, ROUTES.Login.path);
    await expectNoA11yViolations(page);

    let throttled = false;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS && !throttled; attempt += 1) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await page.getByRole('button', { name: 'Continue' }).click();
      const status = (await answer).status();
      if (status === 429) {
        throttled = true;
      } else {
        expect(status).toBe(403);
        await expect(alert).toHaveText(LOGIN_MISMATCH_MESSAGE);
      }
    }
    expect(throttled, `no 429 within ${MAX_ATTEMPTS} attempts`).toBe(true);
    await expect(alert).toHaveText(/too many login attempts/i);
    await expectPath(page, ROUTES.Login.path);
  });

  test('an invalid form is not sent and its fields say what is wrong', async ({ page }) => {
    await page.goto(ROUTES.Login.path);
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) sent = true;
    });
    await submitLogin(page, 'not-an-email', '12');
    const email = page.getByLabel('Email Address');
    const id = page.getByLabel('Donor ID Number');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/valid e-mail address/i)).toBeVisible();
    // Enter in a field submits too — and is still blocked while invalid.
    await id.press('Enter');
    await expectPath(page, ROUTES.Login.path);
    expect(sent).toBe(false);
    await expectNoA11yViolations(page);
  });

  test('a refused security token asks for a reload and does not call the donor ID wrong', async ({
    page,
  }) => {
    // A stale security token on purpose: the server refuses it (403).
    expectFailedRequest(403);
    await page.goto(ROUTES.Login.path);
    // The page's token no longer matches the browser's (cookies cleared, or a stale tab).
    await page.context().clearCookies({ name: 'XSRF-TOKEN' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await submitLogin(page, DEMO_DONOR.email, DEMO_DONOR.id);
    expect((await answer).status()).toBe(403);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(/reload the page/i);
    await expect(alert).not.toHaveText(LOGIN_MISMATCH_MESSAGE);
    await expectPath(page, ROUTES.Login.path);

    // A reload gives a fresh token, and the same details then log in.
    await page.reload();
    await submitLogin(page, DEMO_DONOR.email, DEMO_DONOR.id);
    await expectPath(page, ROUTES.Enrollments.path);
  });
});
