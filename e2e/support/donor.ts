import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '@zechus/shared';
import { sandboxPaymentMethod } from './cards.ts';

/** The seeded demo donor (DESIGN.md §3 Demo data). */
export const DEMO_DONOR = {
  email: 'demo@example.org',
  id: '100001',
  name: 'Dovid Cohen',
} as const;

/** The localStorage key of the path to return to after login (spec §3). */
export const RETURN_PATH_KEY = 'returnUrlPath';

/** Fills the Login form and submits it with the Continue button. */
export async function submitLogin(page: Page, email: string, id: string): Promise<void> {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Donor ID Number').fill(id);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Logs the demo donor in through the Login screen and waits for My Page. */
export async function logInAsDemoDonor(page: Page): Promise<void> {
  await page.goto(ROUTES.Login.path);
  await submitLogin(page, DEMO_DONOR.email, DEMO_DONOR.id);
  await expect(page).toHaveURL((url) => url.pathname.startsWith(ROUTES.Enrollments.path));
}

/** The Sign Out control: in the top bar on a desktop, in the menu drawer on a phone (opened). */
export async function signOutControl(page: Page): Promise<Locator> {
  const inBar = page.getByRole('banner').getByRole('button', { name: 'Sign Out' });
  if (await inBar.isVisible()) return inBar;
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog').getByRole('button', { name: 'Sign Out' });
}

/** The saved return path (null when none is saved). */
export const savedReturnPath = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), RETURN_PATH_KEY);

/** The CSRF token the server set as the XSRF-TOKEN cookie (load a page first). */
export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie: load a page of the app first');
  return cookie.value;
}

/** The name the donor signed up by signUpAnotherDonor dedicates the learning to. */
export const ANOTHER_DONORS_NAME = 'יוסף בן שרה';

/**
 * Signs a new donor up through the API with the sandbox card 4242 4242 4242 4242 (a one-day
 * dedication for a merit) and answers the new enrollment's id and the donor's credentials. The
 * e-mail is a fresh one, so the donor is new and the answer carries the donor ID.
 */
export async function signUpAnotherDonor(
  page: Page,
  request: APIRequestContext = page.request,
): Promise<{ enrollmentId: number; email: string; donorId: string }> {
  await page.goto(ROUTES.Home.path);
  const token = await xsrfToken(page);
  const plans = (await (await request.get('/api/plans')).json()) as {
    id: number;
    type: string;
    position: number;
    price: number;
  }[];
  const day = plans.find((plan) => plan.position === 0) ?? plans[0];
  if (!day) throw new Error('no plans');
  const email = `other-donor-${randomUUID()}@example.org`;
  const response = await request.post('/api/sign-up', {
    headers: { 'X-XSRF-TOKEN': token, 'Idempotency-Key': randomUUID() },
    data: {
      plan: { id: day.id, type: day.type, kind: 'merit', price: day.price },
      episode: {
        kind: 'merit',
        name: ANOTHER_DONORS_NAME,
        date: { month: 3, day: 20, yoirtzeitMonth: 3, yoirtzeitDay: 20 },
      },
      contact: { name: 'Another Donor', phone: '+44 20 1234 5678', email },
      billing: {
        name: 'Another Donor',
        paymentMethod: await sandboxPaymentMethod(request, token),
        recurring: false,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    donor: { donorId?: string | null };
    enrollment: { id: number };
  };
  const donorId = body.donor.donorId ?? '';
  expect(donorId, 'a new donor is given a 6-digit donor ID').toMatch(/^\d{6}$/);
  return { enrollmentId: body.enrollment.id, email, donorId };
}
