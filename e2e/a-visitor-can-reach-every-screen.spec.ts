import { expect, test, type Page, expectFailedRequest } from './support/test.ts';
import { NOT_FOUND_PAGE, pageTitle } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import {
  ALL_ROUTES,
  UNKNOWN_PATH,
  expectPath,
  mainRegion,
  pageHeading,
  settle,
  visitorLandsOn,
} from './support/site.ts';

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth + 1);
}

/** The wall and its previews: shown in the hall on a big screen. */
const isHallScreen = (path: string) => path === '/large-screen' || path.startsWith('/big-screen');

/** Screens built of one component repeated hundreds of times: axe checks a sample of it. */
const REPEATED: Record<string, { selector: string; every: number }> = {
  '/large-screen': { selector: '[data-barcode]', every: 10 },
};

// One visit per screen and size checks what a visitor sees and what axe-core finds, so the
// suite opens each screen once rather than once per concern.
test.describe('a visitor can reach every screen by its address, and it is accessible', () => {
  for (const route of ALL_ROUTES) {
    const landing = visitorLandsOn(route);
    const title =
      landing === route
        ? `${route.sample} opens "${route.page}"`
        : `${route.sample} sends a visitor to "${landing.page}"`;
    test(title, async ({ page }, testInfo) => {
      test.skip(
        testInfo.project.name === 'phone' && isHallScreen(route.path),
        'the hall’s screens are made for its 1920×1080 display, not for a phone',
      );
      // Today's progress is for a donor or a staff member: the server, which alone knows a staff
      // session, refuses a visitor (403) and the page goes to Login. (A donor's own pages know
      // from the page that nobody is signed in, and ask nothing.)
      if (route.name === 'Progress') expectFailedRequest(403);
      const response = await page.goto(route.sample);
      expect(response?.status(), 'the server answers a deep link with the app').toBe(200);

      if (landing !== route) await expectPath(page, landing.path);
      await expect(page).toHaveTitle(pageTitle(landing.page));
      await expect(pageHeading(page)).toBeVisible();
      await expect(mainRegion(page)).toHaveText(/\S/);
      await expectNoHorizontalOverflow(page);

      await settle(page);
      await expectNoA11yViolations(page, { sample: REPEATED[route.path] });
    });
  }

  test('an unknown address shows the not-found screen', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);

    await expect(page).toHaveTitle(pageTitle(NOT_FOUND_PAGE));
    await expect(pageHeading(page)).toBeVisible();
    await expect(mainRegion(page)).toHaveText(/\S/);
    await expectNoHorizontalOverflow(page);
    await settle(page);
    await expectNoA11yViolations(page);
  });
});
