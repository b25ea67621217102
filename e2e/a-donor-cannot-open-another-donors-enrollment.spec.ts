import { expect, test, expectFailedRequest } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import {
  ANOTHER_DONORS_NAME,
  DEMO_DONOR,
  logInAsDemoDonor,
  savedReturnPath,
  signOutControl,
  signUpAnotherDonor,
} from './support/donor.ts';
import { expectNoSidewaysScroll } from './support/signup.ts';
import { expectPath, pageHeading, settle } from './support/site.ts';

test.describe("a donor cannot open another donor's enrollment", () => {
  test('the page says it is not theirs, keeps them signed in and leads back to My Page', async ({
    page,
  }) => {
    // The enrollment is another donor's: the server refuses it (403), which is the story.
    expectFailedRequest(403);
    const other = await signUpAnotherDonor(page);
    const theirs = `/my-page/${other.enrollmentId}`;

    await logInAsDemoDonor(page);
    // The server refuses it, says why, and gives nothing of it away.
    const answer = await page.request.get(`/api/enrollment/${other.enrollmentId}`);
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { error: string }).error).toBe('not_your_enrollment');
    expect(await answer.text()).not.toContain(ANOTHER_DONORS_NAME);

    // In the browser: no trip to Login (which would only lead back here), but a clear answer.
    await page.goto(theirs);
    await expect(page.getByRole('alert')).toHaveText(/belongs to another donor/);
    await expectPath(page, theirs);
    await expect(page.getByText(ANOTHER_DONORS_NAME)).toHaveCount(0);
    expect(await savedReturnPath(page)).toBeNull();
    await settle(page);
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // Still signed in: Sign Out is offered and the session still serves their own page.
    const signOut = await signOutControl(page);
    await expect(signOut).toBeVisible();
    await page.keyboard.press('Escape');
    expect((await page.request.get('/api/my-page')).status()).toBe(200);

    // The way on is their own My Page.
    await page.getByRole('main').getByRole('link', { name: 'My Page' }).click();
    await expectPath(page, ROUTES.Enrollments.path);
    await expect(pageHeading(page)).toContainText(DEMO_DONOR.name);
    await expect(page.getByRole('article')).toHaveCount(3);
  });
});
