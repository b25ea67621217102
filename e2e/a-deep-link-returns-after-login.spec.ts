import { expect, test } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { DEMO_DONOR, RETURN_PATH_KEY, submitLogin } from './support/donor.ts';
import { expectPath, pageHeading } from './support/site.ts';

test.describe('a deep link returns after login', () => {
  test('a logged-out visit to a day of a dedication lands on Login and returns there after it', async ({
    page,
  }) => {
    await page.goto('/my-page/2?day=3#masechet');

    await expectPath(page, ROUTES.Login.path);
    await expect(pageHeading(page)).toHaveText('View Your Daily Mishnayos');
    const saved = await page.evaluate((key) => localStorage.getItem(key), RETURN_PATH_KEY);
    expect(saved).toMatch(/^\/my-page\/2\?day=3(#masechet)?$/);

    await submitLogin(page, DEMO_DONOR.email, DEMO_DONOR.id);

    await expect(page).toHaveURL((url) => url.pathname === '/my-page/2' && url.search === '?day=3');
    // The page opens on its default tab, with the route reset to the path without the hash.
    await expect(page.getByRole('tab', { name: /^סדרים/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL((url) => url.hash === '');
    await expect(page.getByText('Day 3 of', { exact: false })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), RETURN_PATH_KEY)).toBeNull();
  });

  test('with nothing saved, login goes to My Page', async ({ page }) => {
    await page.goto(ROUTES.Login.path);
    await submitLogin(page, DEMO_DONOR.email, DEMO_DONOR.id);
    await expectPath(page, ROUTES.Enrollments.path);
  });
});
