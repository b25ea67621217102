import { expect, test, type Page } from './support/test.ts';
import { ROUTES, pageTitle } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { NAV_ENTRIES, expectPath, pageHeading, settle } from './support/site.ts';

const labels = NAV_ENTRIES.map((entry) => entry.label);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');
const footerNav = (page: Page) => page.getByRole('navigation', { name: 'Footer' });
/** The logo: a link Home named after the product (an image logo needs alt text). */
const logoLink = (page: Page, region: 'banner' | 'contentinfo') =>
  page
    .getByRole(region)
    .getByRole('link', { name: /zechus/i })
    .and(page.locator('a[href="/"]'));
const signOut = (page: Page) =>
  page.getByRole('button', { name: /sign out/i }).or(page.getByRole('link', { name: /sign out/i }));

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the top bar shows its links on wide screens');

  test('the top bar links every section in order', async ({ page }) => {
    await page.goto(ROUTES.Home.sample);

    await expect(mainNav(page).getByRole('link')).toHaveText(labels);
  });

  test('each top-bar link opens its page and names it in the title', async ({ page }) => {
    await page.goto(ROUTES.Home.sample);

    for (const entry of NAV_ENTRIES) {
      await mainNav(page).getByRole('link', { name: entry.label, exact: true }).click();

      // My Page sends a visitor on to Login.
      await expectPath(page, entry.landsOn.path);
      await expect(page).toHaveTitle(pageTitle(entry.landsOn.page));
      await expect(pageHeading(page)).toBeVisible();
    }
  });

  test('the logo in the top bar goes Home', async ({ page }) => {
    await page.goto(ROUTES.About.sample);

    await logoLink(page, 'banner').click();

    await expectPath(page, ROUTES.Home.path);
    await expect(page).toHaveTitle(pageTitle(ROUTES.Home.page));
  });

  test('the footer repeats the links, links the logo Home and shows this year', async ({
    page,
  }) => {
    await page.goto(ROUTES.Contact.sample);
    // The page's own content arrives after the shell and pushes the footer down: a click aimed
    // at the footer before then lands on whatever moved into its place.
    await settle(page);

    await expect(footerNav(page).getByRole('link')).toHaveText(labels);
    await expect(footer(page)).toContainText(String(new Date().getFullYear()));

    await logoLink(page, 'contentinfo').click();
    await expectPath(page, ROUTES.Home.path);
    await expect(page).toHaveTitle(pageTitle(ROUTES.Home.page));
  });

  test('a visitor is not offered Sign Out', async ({ page }) => {
    await page.goto(ROUTES.Home.sample);
    await expect(pageHeading(page)).toBeVisible();

    await expect(signOut(page)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer serves narrow screens');

  const openButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
  const drawerLink = (page: Page, label: string) =>
    drawer(page).getByRole('list').getByRole('link', { name: label, exact: true });

  test('the links hide behind the menu button', async ({ page }) => {
    await page.goto(ROUTES.Home.sample);

    for (const label of labels) {
      await expect(
        page.getByRole('banner').getByRole('link', { name: label, exact: true }),
      ).toBeHidden();
    }
    await expect(drawer(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(signOut(page)).toHaveCount(0);
  });

  test('the drawer opens, takes the visitor to a page and closes', async ({ page }) => {
    await page.goto(ROUTES.Home.sample);

    await openButton(page).click();

    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page).getByRole('list').getByRole('link')).toHaveText(labels);
    await expect(signOut(page)).toHaveCount(0);
    await expectNoA11yViolations(page, { phoneOnlyState: true });

    await drawerLink(page, ROUTES.How.nav).click();

    await expectPath(page, ROUTES.How.path);
    await expect(page).toHaveTitle(pageTitle(ROUTES.How.page));
    await expect(drawer(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape or the close button shuts the drawer where the visitor was', async ({ page }) => {
    await page.goto(ROUTES.About.sample);

    await openButton(page).click();
    await expect(drawerLink(page, ROUTES.Contact.nav)).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(drawer(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');

    await openButton(page).click();
    await drawer(page).getByRole('button', { name: 'Close menu' }).click();

    await expect(drawer(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expectPath(page, ROUTES.About.path);
  });

  // On a slow phone the prerendered page is on screen well before the app has loaded. A tap on
  // Menu in that moment must still open the menu once the app is there, on a page that starts
  // the app at once (About) and on one that waits for the first interaction (Home).
  for (const route of [ROUTES.About, ROUTES.Home]) {
    test(`a tap on Menu before the app has loaded still opens it (${route.path})`, async ({
      page,
    }) => {
      let releaseApp!: () => void;
      const appMayLoad = new Promise<void>((resolve) => (releaseApp = resolve));
      await page.route(/\/assets\/start-[^/]+\.js$/, async (request) => {
        await appMayLoad;
        await request.continue();
      });
      await page.goto(route.sample);

      await openButton(page).click();
      await expect(drawer(page)).toBeHidden();
      releaseApp();

      await expect(drawerLink(page, ROUTES.Contact.nav)).toBeVisible();
      await expect(openButton(page)).toHaveAttribute('aria-expanded', 'true');
    });
  }
});
