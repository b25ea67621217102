import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { OFFICE_PATHS } from '@zechus/shared';

/** The demo's owner account (DESIGN.md §3 demo data). */
export const DEMO_OWNER = { email: 'staff@example.org', password: 'demo-staff-password' };

/** The office server's data folder (its SQLite file, outbox/ and uploads/). */
export function officeDataDir(): string {
  const dir = process.env.ZECHUS_E2E_OFFICE_DATA_DIR;
  if (!dir) {
    throw new Error('ZECHUS_E2E_OFFICE_DATA_DIR is not set: run through e2e/playwright.config.ts');
  }
  return dir;
}

/** Where the office server writes its e-mails (.eml files). */
export const officeOutboxDir = (): string => path.join(officeDataDir(), 'outbox');

/** Signs in at /office/login (the demo owner unless told otherwise) and waits for the console. */
export async function signInToOffice(page: Page, account = DEMO_OWNER): Promise<void> {
  await page.goto(OFFICE_PATHS.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Office' }).first()).toBeVisible();
}

/** Today in Europe/London, as the server reckons it (YYYY-MM-DD). */
export const londonToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** The London day after `day`. */
export const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Moves the office server's day (it runs with TEST_CLOCK=on; null: back to the real day).
 * Sent from the page, which holds the CSRF token every change needs.
 */
export async function setOfficeDay(page: Page, day: string | null): Promise<void> {
  const status = await page.evaluate(
    async (body) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
      const response = await fetch('/api/test/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token ?? '' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { day },
  );
  expect(status, 'the office server moved its day').toBe(200);
}
