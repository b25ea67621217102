import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/test.ts';
import { choosePlan, fetchPlans } from './support/signup.ts';

/**
 * Decision 0029: a public page's first load carries no Zod; a form's rules (Zod and the shared
 * schemas) come at its first touch, and a mistake is still pointed out. Which libraries a script
 * holds is read from the build's hidden source maps, on disk beside it.
 */
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The packages of node_modules whose code a built script holds. */
function packagesIn(scriptUrl: string): string[] {
  const map = path.join(distDir, `${new URL(scriptUrl).pathname}.map`);
  if (!fs.existsSync(map)) return [];
  const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? []);
}

/** Every script the page fetches from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return scripts;
}

const loadsZod = (scripts: string[]) => scripts.some((url) => packagesIn(url).includes('zod'));

test.describe('a sponsor’s page loads a form’s rules only once the form is used', () => {
  test('Login arrives without them, and a wrong donor ID is still pointed out', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/login');
    const email = page.getByLabel('Email Address');
    await expect(email).toBeEnabled(); // the app has taken over the page
    expect(loadsZod(scripts)).toBe(false);

    await email.fill('not an address');
    await page.getByLabel('Donor ID Number').focus();
    await expect(page.locator('#login-email-error')).not.toBeEmpty();
    expect(loadsZod(scripts)).toBe(true);
  });

  test('Donate and Subscribe arrive without them', async ({ page, request }) => {
    const scripts = scriptsOf(page);
    await page.goto('/donate');
    await expect(page.getByLabel('Credit Card Number')).toBeEnabled();
    expect(loadsZod(scripts)).toBe(false);

    const [plan] = await fetchPlans(request);
    if (!plan) throw new Error('the demo offers no plan');
    await choosePlan(page, plan);
    scripts.length = 0; // a sponsor coming back to the screen, the plan chosen before
    await page.reload();
    await expect(page.getByRole('button', { name: 'Continue' }).first()).toBeVisible();
    expect(loadsZod(scripts)).toBe(false);
  });
});
