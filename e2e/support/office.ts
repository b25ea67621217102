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
