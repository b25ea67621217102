import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ROUTES, hebrewDateOf, londonDay } from '@zechus/shared';
import { xsrfToken } from './donor.ts';
import { sandboxPaymentMethod } from './cards.ts';

/**
 * Signs a new sponsor up through the API (sandbox card 4242…) for one day of learning on today's
 * Hebrew date — so the dedication is today's — and answers the credentials to log in with.
 */
export async function signUpForToday(
  page: Page,
  name: string,
  request: APIRequestContext = page.request,
): Promise<{ email: string; donorId: string; enrollmentId: number }> {
  await page.goto(ROUTES.Home.path);
  const token = await xsrfToken(page);
  const plans = (await (await request.get('/api/plans')).json()) as {
    id: number;
    type: string;
    position: number;
    price: number;
  }[];
  const day = plans.find((plan) => plan.position === 0);
  if (!day) throw new Error('no day plan');
  const today = hebrewDateOf(londonDay(new Date()));
  const date = { month: today.hebrewMonth, day: today.hebrewDay };
  const email = `family-${randomUUID()}@example.org`;
  const response = await request.post('/api/sign-up', {
    headers: { 'X-XSRF-TOKEN': token, 'Idempotency-Key': randomUUID() },
    data: {
      plan: { id: day.id, type: day.type, kind: 'merit', price: day.price },
      episode: {
        kind: 'merit',
        name,
        date: { ...date, yoirtzeitMonth: date.month, yoirtzeitDay: date.day },
      },
      contact: { name: 'Rochel Family', phone: '+44 20 1234 5678', email },
      billing: {
        name: 'Rochel Family',
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
  return { email, donorId: body.donor.donorId ?? '', enrollmentId: body.enrollment.id };
}

/** The count on the learners' tab, "done/525", as a number of perakim done. */
export async function lomdimDone(page: Page): Promise<number> {
  const text = await page.getByRole('tab', { name: /^לומדים/ }).innerText();
  const match = /(\d+)\s*\/\s*525/.exec(text);
  if (!match) throw new Error(`no count on the learners' tab: ${text}`);
  return Number(match[1]);
}
