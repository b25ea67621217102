import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OFFICE_PATHS } from '@zechus/shared';
import { DEMO_OWNER } from './office.ts';

/** The scanner station's parts, as a teacher finds them. */
export const lastScan = (page: Page) =>
  page.getByRole('region', { name: 'Last scan', exact: true });
export const waitingCount = (page: Page) => page.locator('[data-count="waiting"]');
export const connection = (page: Page) => page.locator('[data-connection]');
export const recentScans = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.locator('[data-outcome]') })
    .locator('li');

/** Types a code and Enter, as a keyboard-wedge scanner does. */
export async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Opens /scan, enters `token` and waits for the scan field. */
export async function openStation(page: Page, token: string): Promise<void> {
  await page.goto('/scan');
  await page.getByLabel('Station token').fill(token);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Scan a barcode')).toBeFocused();
}

/** Resolves once the hall's service worker controls the page (it then opens without a network). */
export async function waitForHallWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/**
 * The office's Scanner stations through its API, signed in as the demo owner on the public
 * server: a station of the story's own, so revoking it touches no other story's station.
 */
export async function officeStations(request: APIRequestContext) {
  const page = await request.get('/login', { headers: { Accept: 'text/html' } });
  expect(page.ok()).toBe(true);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie after loading a page');
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const signIn = await request.post('/api/office/login', { headers, data: DEMO_OWNER });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return {
    add: async (name: string): Promise<{ id: number; token: string }> => {
      const added = await request.post('/api/office/stations', { headers, data: { name } });
      expect(added.status(), await added.text()).toBe(201);
      const body = (await added.json()) as { station: { id: number }; token: string };
      return { id: body.station.id, token: body.token };
    },
    revoke: async (id: number): Promise<void> => {
      const revoked = await request.post(`/api/office/stations/${id}/revoke`, { headers });
      expect(revoked.status(), await revoked.text()).toBe(200);
    },
  };
}

/** Where the office signs in (so a story can say it went there). */
export const OFFICE_LOGIN = OFFICE_PATHS.login;
