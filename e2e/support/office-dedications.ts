import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { hebrewDateOf, ROUTES } from '@zechus/shared';
import { xsrfToken } from './donor.ts';
import { londonToday } from './office.ts';

/**
 * A fresh sponsor dedicates today's learning (a one-day merit on today's Hebrew date) through
 * the API, so that a story has a name of its own on today's wall, whatever other stories do
 * with the demo's dedications. Answers the sponsor's e-mail.
 */
export async function dedicateTodayThroughApi(page: Page, name: string): Promise<string> {
  await page.goto(ROUTES.Home.path);
  const token = await xsrfToken(page);
  const plans = (await (await page.request.get('/api/plans')).json()) as {
    id: number;
    type: string;
    position: number;
    price: number;
  }[];
  const day = plans.find((plan) => plan.position === 0);
  if (!day) throw new Error('no day plan');
  const today = hebrewDateOf(londonToday());
  const email = `sponsor-${randomUUID()}@example.org`;
  const response = await page.request.post('/api/sign-up', {
    headers: { 'X-XSRF-TOKEN': token, 'Idempotency-Key': randomUUID() },
    data: {
      plan: { id: day.id, type: day.type, kind: 'merit', price: day.price },
      episode: {
        kind: 'merit',
        name,
        date: { month: today.hebrewMonth, day: today.hebrewDay },
      },
      contact: { name: 'Shira Weiss', phone: '+44 20 7946 0123', email },
      billing: {
        name: 'Shira Weiss',
        card: '4242 4242 4242 4242',
        expire: '12/39',
        cvv: '123',
        recurring: false,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}
