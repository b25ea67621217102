import { expect, test, type Locator, type Page } from './support/test.ts';
import { ROUTES, pageTitle } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { DEMO_DONOR, submitLogin } from './support/donor.ts';
import { expectNoSidewaysScroll } from './support/signup.ts';
import { pageHeading, settle } from './support/site.ts';

const TABS = [
  { hash: 'sedarim', label: 'סדרים' },
  { hash: 'masechet', label: 'מסכתות' },
  { hash: 'lomdim', label: 'לומדים' },
] as const;

const tab = (page: Page, label: string): Locator =>
  page.getByRole('tab', { name: new RegExp(`^${label}`) });

/**
 * Opens the sedarim tab (the default, with its six orders), then every other tab by its Hebrew
 * label; each one's hash is in the address, and each is axe-clean and fits the screen's width.
 */
async function visitEveryTab(page: Page): Promise<void> {
  await expect(tab(page, 'סדרים')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('progressbar')).toHaveCount(6);
  await settle(page);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  for (const { hash, label } of TABS.slice(1)) {
    await tab(page, label).click();
    await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL((url) => url.hash === `#${hash}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
  }
}

test.describe('a donor logs in and follows the learning', () => {
  test('the demo donor sees their dedications, a day of learning and a learner’s recording', async ({
    page,
  }) => {
    // Many screens, each checked with axe (the learners' tab holds 525 of them).
    test.slow();
    await page.goto(ROUTES.Login.path);
    await expect(pageHeading(page)).toHaveText('View Your Daily Mishnayos');
    await expectNoA11yViolations(page);

    await submitLogin(page, DEMO_DONOR.email, DEMO_DONOR.id);

    // My Page: the greeting, the donor ID and one card per dedication with its dates.
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.Enrollments.path);
    await expect(page).toHaveTitle(pageTitle(ROUTES.Enrollments.page));
    await expect(pageHeading(page)).toContainText(DEMO_DONOR.name);
    await expect(page.getByText(DEMO_DONOR.id, { exact: true })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^In Progress - \d{1,3}%$/).first()).toBeVisible();
    await settle(page);
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // The first dedication is today's: its one date opens day 1 of it.
    const first = cards.first();
    const view = first.getByRole('link', { name: /^View Progress/ });
    await expect(view).toHaveAttribute('href', /\/my-page\/\d+\?day=1$/);
    await view.click();

    await expect(page).toHaveURL(/\/my-page\/\d+\?day=1$/);
    await expect(page).toHaveTitle(pageTitle(ROUTES.MyPage.page));
    const total = page.getByRole('progressbar', { name: 'סך הכל' });
    await expect(total).toBeVisible();
    await expect(total).toHaveAttribute('aria-valuemin', '0');
    await expect(total).toHaveAttribute('aria-valuemax', '100');
    await expect(total).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
    // With three dedications, the page leads back to the list of them.
    await expect(page.getByRole('main').getByRole('link', { name: 'My Page' })).toBeVisible();

    // Sedarim is the default tab; every tab can be opened, and its choice is the URL hash.
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(3);
    await visitEveryTab(page);
    // All 525 learners of the day are counted on the tab; the first groups are drawn at once.
    await expect(tab(page, 'לומדים')).toContainText('/525');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    // The arrow keys move between the tabs (right-to-left: ArrowRight goes back a tab).
    await tab(page, 'לומדים').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'מסכתות')).toBeFocused();
    await expect(tab(page, 'מסכתות')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'לומדים')).toHaveAttribute('aria-selected', 'true');

    // A learner with a recording: the detail dialog plays it.
    const learner = page.getByRole('button', { name: /Listen/ }).first();
    await learner.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const audio = dialog.locator('audio');
    await expect(audio).toHaveCount(1);
    await expect(audio).toHaveAttribute('controls', '');
    await expectNoA11yViolations(page);

    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      try {
        await element.play();
        return { ok: true, error: element.error?.code ?? null };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    });
    expect(played).toEqual({ ok: true, error: null });
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(0);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull();

    // The close icon closes it and focus goes back to the learner.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(learner).toBeFocused();

    // So does a click on the backdrop (outside the dialog's box)…
    await learner.click();
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    await page.mouse.click(Math.max(2, box.x / 2), Math.max(2, box.y / 2));
    await expect(dialog).toBeHidden();

    // …and Escape.
    await learner.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('today’s progress opens on every tab, and a learner without a recording has no player', async ({
    page,
  }) => {
    test.slow();
    await page.goto(ROUTES.Login.path);
    await submitLogin(page, DEMO_DONOR.email, DEMO_DONOR.id);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.Enrollments.path);

    await page.goto(ROUTES.Progress.path);
    await expect(page).toHaveTitle(pageTitle(ROUTES.Progress.page));
    await expect(page.getByRole('progressbar', { name: 'סך הכל' })).toBeVisible();
    // Each tab is checked with axe and must fit a phone's width.
    await visitEveryTab(page);

    const learner = page.getByRole('button', { name: /Currently Unavailable/ }).first();
    await learner.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('audio')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoA11yViolations(page);
  });
});
