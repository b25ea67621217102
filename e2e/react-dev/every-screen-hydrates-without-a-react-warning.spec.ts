import { OFFICE_PATHS, ROUTES, subscribePath } from '@zechus/shared';
import { expect, test, type Page } from '../support/test.ts';
import { logInAsDemoDonor } from '../support/donor.ts';
import { signInToOffice } from '../support/office.ts';
import { fetchPlans } from '../support/signup.ts';
import { STATION_TOKEN } from '../support/wall.ts';

/**
 * React says what it finds wrong — a page whose HTML and first render differ (an attribute, a
 * text, an element), a list without keys, a state update it cannot place — only in its
 * development build. This story runs against that build (npm run build:dev -w @zechus/web,
 * served by a server of its own: the `react-dev` project) and opens every kind of screen, signed
 * out and signed in; the console guard of support/test.ts fails it on any warning or error.
 */

/** Opens `path` and waits until React has taken the page over (or drawn it). */
async function openAndHydrate(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Home, Why and Our Program start the app at the reader's first interaction (decision 0018).
  if ((await page.locator('#root[data-hydrate="on-interaction"]').count()) > 0) {
    await page.mouse.wheel(0, 200);
  }
  await expect(page.locator('html[data-app="started"]')).toHaveCount(1);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
}

const PUBLIC_PAGES = [
  ROUTES.Home.path,
  ROUTES.Why.path,
  ROUTES.Program.path,
  ROUTES.How.path,
  ROUTES.About.path,
  ROUTES.Contact.path,
  ROUTES.SignUp.path,
  ROUTES.Donate.path,
  ROUTES.Login.path,
  '/no-such-page',
];

test('every public page hydrates without a React warning, signed out and signed in', async ({
  page,
}) => {
  const plans = await fetchPlans(page.request);
  const subscribe = plans.map((plan) => subscribePath(plan.id));
  for (const path of [...PUBLIC_PAGES, ...subscribe]) await openAndHydrate(page, path);

  await logInAsDemoDonor(page);
  for (const path of [...PUBLIC_PAGES, ...subscribe]) {
    await openAndHydrate(page, path);
    await expect(page.getByRole('banner')).toContainText(/Sign Out|Menu/);
  }
});

test('a donor’s pages and a family’s shared link hydrate without a React warning', async ({
  page,
  browser,
}) => {
  await logInAsDemoDonor(page);
  await openAndHydrate(page, ROUTES.Enrollments.path);
  const first = page.locator('a[href^="/my-page/"]').first();
  const dedication = (await first.getAttribute('href')) ?? '';
  expect(dedication).toMatch(/^\/my-page\/\d+/);
  for (const path of [dedication, `${dedication.split('?')[0]}?day=1`, ROUTES.Progress.path]) {
    await openAndHydrate(page, path);
  }

  // The family's link, made as the sponsor makes it, opened by someone with no session.
  await openAndHydrate(page, dedication.split('?')[0] ?? dedication);
  await page.getByRole('button', { name: 'Share with family' }).click();
  const create = page.getByRole('button', { name: /Create a link to share|Make a new link/ });
  await create.first().click();
  const link = await page.getByLabel('Link to share').inputValue();
  const family = await browser.newPage();
  await openAndHydrate(family, new URL(link).pathname);
  await expect(family.getByText('Shared with you by the family')).toBeVisible();
  await family.close();
});

test('the hall’s screens, the scanner and the office hydrate without a React warning', async ({
  page,
}) => {
  for (const path of [
    ROUTES.LargeScreen.path,
    ROUTES.LargeLomdim.path,
    ROUTES.LargeNames.path,
    ROUTES.LargeProgress.path,
    ROUTES.Scans.path,
    ROUTES.BigScreenIndex.path,
  ]) {
    await page.goto(path);
    await expect(page.locator('html[data-app="started"]')).toHaveCount(1);
  }
  await page.goto(ROUTES.ScanStation.path);
  await expect(page.locator('html[data-app="started"]')).toHaveCount(1);
  await page.getByLabel('Station token').fill(STATION_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Station token')).toHaveCount(0);

  // The office at a desk's size, where its navigation is on screen.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(OFFICE_PATHS.login);
  await expect(page.getByLabel('Password')).toBeVisible();
  await signInToOffice(page);
  for (const path of Object.values(OFFICE_PATHS).filter(
    (p) => !p.includes(':') && p !== OFFICE_PATHS.login,
  )) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Office' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});
