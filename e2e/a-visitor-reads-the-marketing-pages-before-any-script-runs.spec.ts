import { expect, test } from './support/test.ts';
import { ROUTES } from '@zechus/shared';

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('Home, Why and About are there in the HTML the server sends', async ({ page }) => {
    await page.goto(ROUTES.Home.path);
    await expect(
      page.getByRole('heading', { level: 1, name: /Their learning, dedicated/ }),
    ).toBeVisible();
    await page.goto(ROUTES.Why.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(ROUTES.About.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the links of a prerendered page lead on without the app', async ({ page }) => {
    await page.goto(ROUTES.Home.path);
    await page.getByRole('main').getByRole('link', { name: 'Our Program' }).click();
    await expect(page).toHaveURL(ROUTES.Program.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the first tap on Menu opens it, though Home loads its app only at that tap', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the Menu button is the phone layout’s');
  await page.goto(ROUTES.Home.path);
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

// On a slow phone the prerendered page can be read, and scrolled, well before the app has
// loaded. The app taking over must leave the reader where they were, not jump to the top
// (a tap on what was under their finger would then land on something else).
test('a reader who scrolled before the app loaded stays where they were', async ({ page }) => {
  let releaseApp!: () => void;
  const appMayLoad = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (request) => {
    await appMayLoad;
    await request.continue();
  });
  await page.goto(ROUTES.How.path);
  const appLoaded = page.waitForResponse(/\/assets\/start-[^/]+\.js$/);
  const signUp = page.getByRole('main').getByRole('link', { name: 'Sign up today', exact: true });
  await signUp.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);

  releaseApp();
  await appLoaded;
  // The app is there once the plan cards, which need it, show their prices.
  await expect(page.getByRole('main').getByText(/\$\d/).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});
