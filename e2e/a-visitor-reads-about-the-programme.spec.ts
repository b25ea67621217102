import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { ROUTES, pageTitle, planListSchema, type Plan } from '@zechus/shared';
import { action, expectPath, mainRegion, priceText } from './support/site.ts';

async function fetchPlans(request: APIRequestContext): Promise<Plan[]> {
  const response = await request.get('/api/plans');
  expect(response.status()).toBe(200);
  const plans = planListSchema.parse(await response.json());
  expect(plans.length, 'the demo data has plans').toBeGreaterThan(0);
  return plans;
}

/** Each plan's dollar price and text appear on the page, in the order the API gives them. */
async function expectPlansShown(main: Locator, plans: Plan[]): Promise<void> {
  for (const plan of plans) {
    await expect(main).toContainText(priceText(plan.price));
    await expect(main).toContainText(plan.text);
  }
  const text = await main.innerText();
  const positions = plans.map((plan) => text.indexOf(plan.text));
  expect(positions, 'plans appear in the order received').toEqual(
    [...positions].sort((a, b) => a - b),
  );
}

/**
 * A figure and what it counts, read in either order ("238 students", or a description list
 * whose term "students" comes before its value).
 */
async function expectStatistic(main: Locator, figure: string, label: string): Promise<void> {
  const f = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(main).toContainText(new RegExp(`${f}\\s*${label}|${label}\\s*${f}(?![\\d,])`, 'i'), {
    useInnerText: true,
  });
}

test('Home invites the visitor in and shows what is learned each day', async ({ page }) => {
  await page.goto(ROUTES.Home.sample);
  const main = mainRegion(page);

  await expect(action(main, ROUTES.Program.page)).toHaveAttribute('href', ROUTES.Program.path);
  await expect(action(main, ROUTES.SignUp.page)).toHaveAttribute('href', ROUTES.SignUp.path);
  await expect(action(main, 'General Donation')).toHaveAttribute('href', ROUTES.Donate.path);

  await expectStatistic(main, '238', 'students');
  await expectStatistic(main, '525', 'prukim');
  await expectStatistic(main, '4,234', 'mishnes');

  await action(main, ROUTES.Program.page).click();
  await expectPath(page, ROUTES.Program.path);
  await expect(page).toHaveTitle(pageTitle(ROUTES.Program.page));
});

test('How it Works shows the three steps and the plans with their prices', async ({
  page,
  request,
}) => {
  const plans = await fetchPlans(request);
  await page.goto(ROUTES.How.sample);
  const main = mainRegion(page);

  for (const step of ['Choose Your Dates', 'Dedicate Your Zechus', 'Track Our Progress']) {
    await expect(main.getByRole('heading', { name: step })).toBeVisible();
  }
  await expectPlansShown(main, plans);
});

for (const name of ['Become a Partner', 'Sign up today']) {
  test(`"${name}" on How it Works leads to Sign Up`, async ({ page }) => {
    await page.goto(ROUTES.How.sample);

    await action(mainRegion(page), name).click();

    await expectPath(page, ROUTES.SignUp.path);
    await expect(page).toHaveTitle(pageTitle(ROUTES.SignUp.page));
  });
}

test("About tells the founder's story and lists the plans", async ({ page, request }) => {
  const plans = await fetchPlans(request);
  await page.goto(ROUTES.About.sample);
  const main = mainRegion(page);

  await expect(page.getByRole('heading', { name: "Our Founder's Story" })).toBeVisible();
  await expectStatistic(main, '360', 'students');
  await expectStatistic(main, '472', 'Mishnayos a day');
  await expectStatistic(main, '587', 'weekly study hours');
  await expectPlansShown(main, plans);

  await action(main, 'Sign up today').click();
  await expectPath(page, ROUTES.SignUp.path);
});

test('Why Mishnayos asks the visitor to sponsor', async ({ page }) => {
  await page.goto(ROUTES.Why.sample);

  await action(mainRegion(page), 'Sponsor Mishnayos').click();

  await expectPath(page, ROUTES.SignUp.path);
  await expect(page).toHaveTitle(pageTitle(ROUTES.SignUp.page));
});

/** Serves Home as the server would with HERO_VIDEO_URL set to `videoUrl`. */
async function homeWithHeroVideo(page: Page, videoUrl: string): Promise<void> {
  await page.route(
    (url) => url.pathname === ROUTES.Home.path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '"heroVideoUrl":null',
        `"heroVideoUrl":${JSON.stringify(videoUrl)}`,
      );
      await route.fulfill({ response, body: html });
    },
  );
}

test('with a hero video configured, Home plays it over the still as its poster', async ({
  page,
}) => {
  await homeWithHeroVideo(page, '/media/hero.mp4');
  // The file is held back, so the video element stays on its poster.
  await page.route('**/media/hero.mp4', () => undefined);
  await page.goto(ROUTES.Home.sample);

  const video = mainRegion(page).locator('video');
  await expect(video).toHaveAttribute('src', '/media/hero.mp4');
  await expect(video).toHaveAttribute('poster', /hero.*\.svg$/);
  await expect(page.getByRole('button', { name: /pause video|play video/i })).toBeVisible();
});
