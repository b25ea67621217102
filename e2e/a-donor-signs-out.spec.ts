import { expect, test } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { logInAsDemoDonor, signOutControl } from './support/donor.ts';
import { expectPath } from './support/site.ts';

test.describe('a donor signs out', () => {
  test('Sign Out ends the session, goes Home and is no longer offered', async ({ page }) => {
    await logInAsDemoDonor(page);

    const button = await signOutControl(page);
    await expect(button).toBeVisible();
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
    await button.click();
    expect((await logout).request().method()).toBe('POST');

    await expectPath(page, ROUTES.Home.path);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    expect((await page.request.get('/api/my-page')).status()).toBe(403);

    // My Page now asks for a login again.
    await page.goto(ROUTES.Enrollments.path);
    await expectPath(page, ROUTES.Login.path);
  });
});
