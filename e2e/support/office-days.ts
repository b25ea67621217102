import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { OFFICE_PATHS, ROUTES, dayViewSchema, type DayPerek } from '@zechus/shared';
import { waitForLiveWall } from './wall.ts';

/**
 * The days area's stories run beside the office's other stories on one server, so each takes
 * its perakim from its own class (the demo's six classes) and never touches another's.
 */

/** Today's perakim of one class, as the office's day view gives them (signed-in `request`). */
export async function classPerakim(
  request: APIRequestContext,
  className: string,
): Promise<{ day: string; rows: DayPerek[] }> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const query = new URLSearchParams({ class: className, pageSize: '200', sort: 'perek' });
  const response = await request.get(`/api/office/days/${day}?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  const view = dayViewSchema.parse(await response.json());
  return { day: view.day, rows: view.page.rows };
}

/** The wall, open on a page of its own in the same browser, live. */
export async function openWall(context: BrowserContext): Promise<Page> {
  const wall = await context.newPage();
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await wall.goto(ROUTES.LargeScreen.path);
  await waitForLiveWall(wall);
  return wall;
}

/** /office/days with its search box set to `text` (the table then lists what matches). */
export async function searchDay(page: Page, text: string): Promise<void> {
  if (!page.url().includes(OFFICE_PATHS.days)) await page.goto(OFFICE_PATHS.days);
  await page.getByLabel('Search').fill(text);
  await page.getByLabel('Search').press('Enter');
}

/** A row's Actions menu, opened: the perek's child and the perek name it. */
export async function openRowActions(page: Page, perek: DayPerek): Promise<void> {
  await page
    .getByRole('button', { name: `Actions for ${perek.learner.name}, ${perek.perek}` })
    .click();
}

/** The table row of a perek. */
export const dayRow = (page: Page, perek: DayPerek) =>
  page.getByRole('row').filter({ hasText: perek.barcode });
