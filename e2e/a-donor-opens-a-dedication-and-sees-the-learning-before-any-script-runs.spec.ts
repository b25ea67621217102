import { expect, test, type BrowserContext } from './support/test.ts';
import { DEMO_DONOR } from './support/donor.ts';

/**
 * Decision 0030: a donor's dedication, opened by its address (from an e-mail, on a phone), comes
 * from the server with the learning already in it; the app then takes it over without redrawing
 * it, and follows it live as before.
 */

/** Signs the demo donor in through the API: the session cookie lands in the context. */
async function signIn(context: BrowserContext, baseURL: string): Promise<number> {
  const request = context.request;
  await request.get(baseURL, { headers: { accept: 'text/html' } });
  const csrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post(`${baseURL}/api/login`, {
    data: { email: DEMO_DONOR.email, id: DEMO_DONOR.id },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(login.ok()).toBe(true);
  const myPage = (await (await request.get(`${baseURL}/api/my-page`)).json()) as {
    enrollments: { id: number }[];
  };
  const first = myPage.enrollments[0];
  if (!first) throw new Error('the demo donor has no dedication');
  return first.id;
}

test.describe('a donor opens a dedication', () => {
  test('and sees its day, its name and its figures before any script runs', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const id = await signIn(context, String(baseURL));
    const page = await context.newPage();
    await page.goto(`/my-page/${id}`);
    const days = page.getByRole('navigation', { name: 'Days of this dedication' });
    await expect(days.getByRole('link', { name: 'My Page' })).toBeVisible();
    await expect(page.getByText('פרקים געלערנט')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'סך הכל' })).toBeVisible();
    await expect(page.locator('h1').filter({ hasText: /[\u05d0-\u05ea]/ })).toBeVisible();
    await context.close();
  });

  test('and the app takes the page over as it was drawn, then counts up its figures', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    const id = await signIn(context, String(baseURL));
    const page = await context.newPage();
    const served = await (await page.goto(`/my-page/${id}`))?.text();
    const name = /<h1[^>]*>([^<]*[\u05d0-\u05ea][^<]*)<\/h1>/.exec(served ?? '')?.[1];
    expect(name).toBeTruthy();
    const total = page.getByRole('progressbar', { name: 'סך הכל' });
    // The count-up ends on the day's figure: the app has taken over and drawn it.
    await expect(total).toContainText(/\d+%/);
    await expect(page.locator('h1').filter({ hasText: name ?? '' })).toHaveCount(1);
    expect(served).toContain('id="page-answers"');
    await context.close();
  });
});
