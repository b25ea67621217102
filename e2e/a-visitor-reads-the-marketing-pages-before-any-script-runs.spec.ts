import { expect, test } from '@playwright/test';
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
