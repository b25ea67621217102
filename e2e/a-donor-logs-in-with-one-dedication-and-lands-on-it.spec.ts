import { expect, test } from './support/test.ts';
import { ROUTES, pageTitle } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { ANOTHER_DONORS_NAME, signUpAnotherDonor, submitLogin } from './support/donor.ts';
import { expectNoSidewaysScroll } from './support/signup.ts';
import { expectPath, pageHeading, settle } from './support/site.ts';

test.describe('a donor with one dedication logs in and lands on it', () => {
  test('My Page goes straight to the one dedication, which offers no My Page link back', async ({
    page,
  }) => {
    // A new donor with a single one-day dedication, signed up with the sandbox card.
    const donor = await signUpAnotherDonor(page);
    const ownPage = `/my-page/${donor.enrollmentId}`;

    await page.goto(ROUTES.Login.path);
    const list = page.waitForResponse((r) => r.url().endsWith('/api/my-page'));
    await submitLogin(page, donor.email, donor.donorId);
    expect((await list).status()).toBe(200);

    // Login goes to My Page, and My Page straight on to the one dedication (spec §2).
    await expectPath(page, ownPage);
    await expect(page).toHaveTitle(pageTitle(ROUTES.MyPage.page));
    await expect(pageHeading(page)).toHaveText(ANOTHER_DONORS_NAME);
    await expect(page.getByText('Day 1 of 1')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'סך הכל' })).toBeVisible();
    // "My Page" would only bring them back here, so the page does not offer it.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'My Page' })).toHaveCount(0);
    await settle(page);
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // The top bar's My Page leads to the same place.
    await page.goto(ROUTES.Enrollments.path);
    await expectPath(page, ownPage);

    // Opened afresh (a bookmark), the page leaves the link out too: the server renders it with
    // My Page's answer (decision 0030), so it knows from the start.
    const again = await page.reload();
    expect(await again?.text()).toContain('id="page-answers"');
    await expect(pageHeading(page)).toHaveText(ANOTHER_DONORS_NAME);
    await settle(page);
    await expect(main.getByRole('link', { name: 'My Page' })).toHaveCount(0);
  });
});
