import { expect, test, expectFailedRequest } from '../support/test.ts';
import { OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { DEMO_OWNER, signInToOffice } from '../support/office.ts';

test('staff open the office, are asked to sign in, land where they were going, and sign out', async ({
  page,
}) => {
  // A wrong password on purpose: refused (403).
  expectFailedRequest(403);
  // A bookmark to a page inside the office leads through the sign-in and back to it.
  await page.goto(`${OFFICE_PATHS.learners}?status=active`);
  await expect(page).toHaveURL(/\/office\/login\?next=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the office' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Sign in | Zechus Office');
  await expectNoA11yViolations(page);

  // A wrong password is refused in plain words.
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill('not the right password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That e-mail and password do not match a staff account.',
  );

  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/office\/learners\?status=active$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learners' })).toBeVisible();

  // Home: today's count and every area of the owner's role, reachable by keyboard.
  await page
    .getByRole('navigation', { name: 'Office' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  await expect(page.getByText(/of 525 perakim done/)).toBeVisible();
  await expect(page.getByText('Programme Office · Owner')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the office' }),
  ).toBeVisible();
  await page.goto(OFFICE_PATHS.home);
  await expect(page).toHaveURL(/\/office\/login/);
});

test('the public pages never load the office’s code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => /Office|office/.test(url))).toEqual([]);
  await signInToOffice(page);
  expect(scripts.some((url) => /OfficeApp/.test(url))).toBe(true);
});
