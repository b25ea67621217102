import { expect, test, expectFailedRequest } from './support/test.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { submitLogin } from './support/donor.ts';
import { lomdimDone, signUpForToday } from './support/keepsakes.ts';
import { expectNoSidewaysScroll } from './support/signup.ts';
import { settle } from './support/site.ts';
import { notDoneChapters, scanThroughApi, withWallLock } from './support/wall.ts';

const NAME = 'חנה בת רבקה';

test('a family member follows a shared link and sees a perek turn done live', async ({
  page,
  browser,
}, testInfo) => {
  // The family opens the link after sharing stopped: the server no longer knows it (404).
  expectFailedRequest(404);
  // Today's perakim [400, 480) belong to this story: desktop and phone each their own half.
  const [from, to] = testInfo.project.name === 'phone' ? [440, 480] : [400, 440];
  const sponsor = await signUpForToday(page, NAME);

  // The sponsor, with one dedication, lands on its page and makes a link for the family.
  await page.goto('/login');
  await submitLogin(page, sponsor.email, sponsor.donorId);
  await expect(page).toHaveURL(new RegExp(`/my-page/${sponsor.enrollmentId}$`));
  await page.getByRole('button', { name: 'Share with family' }).click();
  await page.getByRole('button', { name: 'Create a link to share' }).click();
  const link = await page.getByLabel('Link to share').inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await settle(page);
  await expectNoA11yViolations(page);

  // A family member opens it on their own phone: no login, the dedication's day of learning.
  const family = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const relative = await family.newPage();
  const streamOpen = relative.waitForResponse((r) => r.url().includes('/api/live/update-screen'));
  await relative.goto(link);
  await expect(relative.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(relative.getByText('Shared with you by the family')).toBeVisible();
  await expect(relative.getByText('Rochel Family')).toHaveCount(0);
  await expect(relative.getByRole('button', { name: 'Share with family' })).toHaveCount(0);
  await streamOpen;
  await settle(relative);
  await expectNoA11yViolations(relative);
  await expectNoSidewaysScroll(relative);

  // A child's perek is scanned in the hall: the family's page counts it without a reload.
  await withWallLock(async () => {
    const before = await lomdimDone(relative);
    const [chapter] = await notDoneChapters(page.request, from, to, 1);
    if (!chapter) throw new Error('no chapter to scan');
    await scanThroughApi(page.request, chapter.barcode);
    await expect.poll(() => lomdimDone(relative)).toBeGreaterThanOrEqual(before + 1);
  });

  // The sponsor stops sharing: the link now says kindly that it no longer works.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('button', { name: 'Yes, stop sharing' }).click();
  await expect(page.getByText('The link no longer works.')).toBeVisible();
  await relative.reload();
  await expect(relative.getByRole('heading', { level: 1 })).toHaveText(
    'This link is no longer active',
  );
  await family.close();
});
