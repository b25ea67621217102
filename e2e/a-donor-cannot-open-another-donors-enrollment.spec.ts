import { expect, test } from '@playwright/test';
import { ROUTES } from '@zechus/shared';
import { logInAsDemoDonor, signUpAnotherDonor } from './support/donor.ts';
import { expectPath } from './support/site.ts';

test.describe("a donor cannot open another donor's enrollment", () => {
  test('the API refuses it with 403 and the page does not show it', async ({ page }) => {
    const other = await signUpAnotherDonor(page);

    await logInAsDemoDonor(page);
    const answer = await page.request.get(`/api/enrollment/${other.enrollmentId}`);
    expect(answer.status()).toBe(403);
    expect(await answer.text()).not.toContain('יוסף בן שרה');

    await page.goto(`/my-page/${other.enrollmentId}`);
    await expectPath(page, ROUTES.Login.path);
    await expect(page.getByText('יוסף בן שרה')).toHaveCount(0);

    // Their own dedications still open.
    const own = await page.request.get('/api/my-page');
    expect(own.status()).toBe(200);
  });
});
