import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@zechus/shared';
import { logInAsDemoDonor } from './support/donor.ts';
import { expectPath } from './support/site.ts';

/** The Sign Out control: in the top bar on a desktop, in the menu drawer on a phone. */
async function signOutButton(page: Page) {
  const inBar = page.getByRole('banner').getByRole('button', { name: 'Sign Out' });
  if (await inBar.isVisible()) return inBar;
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog').getByRole('button', { name: 'Sign Out' });
}

test.describe('a donor signs out', () => {
  test('Sign Out ends the session, goes Home and is no longer offered', async ({ page }) => {
    await logInAsDemoDonor(page);

    const button = await signOutButton(page);
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
