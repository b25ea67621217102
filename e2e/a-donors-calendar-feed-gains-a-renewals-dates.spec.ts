import { ROUTES } from '@zechus/shared';
import { expect, test } from './support/test.ts';
import { DEMO_DONOR, submitLogin } from './support/donor.ts';
import { startOwnServer } from './support/own-server.ts';

/** The all-day entries of a calendar feed, 'YYYYMMDD'. */
const entryDays = (file: string) =>
  [...file.matchAll(/DTSTART;VALUE=DATE:(\d{8})\r\n/g)].map((m) => m[1] ?? '');

/** What a calendar app fetches: the feed, without any cookie. */
async function fetchFeed(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return response.text();
}

test('a donor’s calendar feed gains a renewal’s dates', async ({ page }, testInfo) => {
  // A server of the story's own, whose renewals can be run on their day (TEST_CLOCK=on), so no
  // other story sees the demo's year renewed under it.
  const own = await startOwnServer(`calendar-feed-${testInfo.workerIndex}`, { TEST_CLOCK: 'on' });
  try {
    await page.goto(`${own.url}${ROUTES.Login.path}`);
    await submitLogin(page, DEMO_DONOR.email, DEMO_DONOR.id);
    await expect(page).toHaveURL((url) => url.pathname.startsWith(ROUTES.Enrollments.path));

    await page.getByRole('button', { name: 'Subscribe in my calendar' }).click();
    const openApp = page.getByRole('link', { name: 'Open in my calendar app' });
    await expect(openApp).toBeVisible();
    const webcal = (await openApp.getAttribute('href')) ?? '';
    expect(webcal).toMatch(/^webcal:\/\/.+\.ics$/);
    await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    const https = await page.getByLabel('Or copy the link into any calendar').inputValue();
    expect(https).toBe(webcal.replace('webcal://', 'http://'));
    await page.screenshot({ path: testInfo.outputPath('subscribed.png'), fullPage: true });

    const before = entryDays(await fetchFeed(https));
    const dates = await page.getByRole('link', { name: /^View Progress/ }).count();
    expect(before).toHaveLength(dates);

    // The year renews on its Hebrew anniversary: run the renewals of that day.
    const myPage = (await (await page.request.get(`${own.url}/api/my-page`)).json()) as {
      enrollments: { renewal: { nextOn: string } | null }[];
    };
    const renewsOn = myPage.enrollments.find((e) => e.renewal)?.renewal?.nextOn ?? '';
    expect(renewsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const renewed = await page.evaluate(async (day) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
      const response = await fetch('/api/test/renewals', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token ?? '' },
        body: JSON.stringify({ day }),
      });
      return response.json() as Promise<{ renewed: number }>;
    }, renewsOn);
    expect(renewed.renewed).toBe(1);

    // The same link, fetched again as the calendar app does, has next year's dates too.
    const after = entryDays(await fetchFeed(https));
    const added = after.filter((day) => !before.includes(day));
    expect(added.length).toBeGreaterThanOrEqual(12);
    expect(added.every((day) => day >= renewsOn.replaceAll('-', ''))).toBe(true);

    // Back on My Page later: the subscription is on, and the donor can stop it.
    await page.reload();
    await expect(page.getByText(/^Your calendar is subscribed to your dates/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('subscribed-later.png') });
    await page.getByRole('button', { name: 'Stop the subscription' }).click();
    await expect(page.getByText(/^The subscription is stopped/)).toBeVisible();
    expect((await fetch(https)).status).toBe(410);
  } finally {
    await own.stop();
  }
});
