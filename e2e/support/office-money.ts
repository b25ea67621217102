import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import type { Plan } from '@zechus/shared';
import { officeOutboxDir } from './office.ts';
import {
  choosePlan,
  continueEpisode,
  fetchPlans,
  fillBilling,
  fillContact,
  futureExpiry,
  sections,
  uniqueEmail,
} from './signup.ts';

/** The sandbox card whose charge goes through but whose answer is lost (sandbox-gateway.ts). */
export const ANSWER_LOST_CARD = '4000 0000 0000 0259';

/**
 * A sponsor, in a browser of their own on the office's server, dedicates a year of learning
 * "in the merit of" and pays with `card`; returns once Confirm has been pressed and the page
 * has answered (the thank-you page, or the payment's error).
 */
export async function sponsorPaysForAYear(
  browser: Browser,
  baseURL: string,
  sponsor: { name: string; label: string; card: string },
): Promise<{ email: string; plan: Plan; page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1180, height: 820 } });
  const page = await context.newPage();
  const year = (await fetchPlans(page.request)).find((plan) => plan.type === 'rosh_chodesh');
  if (!year) throw new Error('no year plan offered');
  const email = uniqueEmail(sponsor.label, 'office');
  await choosePlan(page, year);
  const episode = sections.episode(page);
  await episode.getByText('Zechus', { exact: true }).click();
  await episode.getByLabel('Name to Learn').fill('יעקב בן רחל');
  await continueEpisode(page);
  await fillContact(page, { name: sponsor.name, phone: '020 7946 0003', email });
  await fillBilling(page, {
    name: sponsor.name,
    card: sponsor.card,
    expire: futureExpiry(),
    cvv: '123',
  });
  await page.getByRole('button', { name: 'Review and Continue' }).click();
  await page.getByRole('button', { name: 'Confirm Enrollment' }).click();
  return { email, plan: year, page, close: () => context.close() };
}

/** Waits for the office server's e-mail to `email` whose text matches `pattern`. */
export async function officeMailTo(email: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        let files: string[] = [];
        try {
          files = await readdir(officeOutboxDir());
        } catch {
          return false;
        }
        for (const file of files) {
          // Quoted-printable soft line breaks removed, so a wrapped phrase still reads as one.
          const text = (await readFile(path.join(officeOutboxDir(), file), 'utf8')).replace(
            /=\r?\n/g,
            '',
          );
          if (text.includes(email) && pattern.test(text)) found = text;
        }
        return found !== '';
      },
      { message: `an .eml to ${email} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}
