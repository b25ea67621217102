import { ROUTES } from '@zechus/shared';
import { expect, test, type Page } from './support/test.ts';
import { logInAsDemoDonor } from './support/donor.ts';
import { expectNoSidewaysScroll } from './support/signup.ts';
import { appStarted, pageHeading } from './support/site.ts';

/**
 * The phone's own text size, as its accessibility setting sets it: Chromium's default font size
 * (16 px) doubled, which every rem of our styles follows — what Android's "Font size" does.
 */
async function setTextSize(page: Page, percent: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const size = (px: number) => Math.round((px * percent) / 100);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: size(16), fixed: size(13) } });
}

/** Menu is on the screen, whole, and opens the menu. */
async function expectMenuInReach(page: Page): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: /menu/i });
  const box = await menu.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'Menu is drawn').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0), 'Menu ends on the screen').toBeLessThanOrEqual(width);
}

const PAGES = [
  ROUTES.Home,
  ROUTES.Why,
  ROUTES.Program,
  ROUTES.How,
  ROUTES.About,
  ROUTES.Contact,
  ROUTES.SignUp,
  ROUTES.Donate,
  ROUTES.Login,
] as const;

test('a reader with the phone’s text at 200 % never scrolls sideways and always reaches Menu', async ({
  page,
}) => {
  await setTextSize(page, 200);
  for (const route of PAGES) {
    await page.goto(route.path);
    await expect(pageHeading(page)).toBeVisible();
    await expectMenuInReach(page);
    await expectNoSidewaysScroll(page);
  }
  await page.goto(ROUTES.Contact.path);
  await appStarted(page);
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // A dedication's learning, where the tabs and the figures are.
  await logInAsDemoDonor(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('article').first().getByRole('link').first().click();
  for (const tab of ['סדרים', 'מסכתות', 'לומדים']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await expect(page.getByText('chapters learned')).toBeVisible();
});
