import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { hebrewDateOf, ROUTES } from '@zechus/shared';
import { xsrfToken } from './donor.ts';
import { londonToday } from './office.ts';
import { sandboxPaymentMethod } from './cards.ts';

/** A sponsor signed up through the API: the address used and the donor ID it was given. */
export interface SponsorSignedUp {
  email: string;
  donorId: string;
}

/**
 * A sponsor dedicates today's learning (a one-day merit on today's Hebrew date) through the
 * API, paying with the sandbox card 4242, so that a story has a name of its own on today's
 * wall, whatever other stories do with the demo's dedications. A fresh e-mail unless one is
 * given; the answer carries the new donor's donor ID ('' when the address was known already).
 */
export async function sponsorDedicatesTodayThroughApi(
  page: Page,
  sponsor: { name: string; donorName?: string; email?: string },
): Promise<SponsorSignedUp> {
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
  const email = sponsor.email ?? `sponsor-${randomUUID()}@example.org`;
  const donorName = sponsor.donorName ?? 'Shira Weiss';
  const response = await page.request.post('/api/sign-up', {
    headers: { 'X-XSRF-TOKEN': token, 'Idempotency-Key': randomUUID() },
    data: {
      plan: { id: day.id, type: day.type, kind: 'merit', price: day.price },
      episode: {
        kind: 'merit',
        name: sponsor.name,
        date: { month: today.hebrewMonth, day: today.hebrewDay },
      },
      contact: { name: donorName, phone: '+44 20 7946 0123', email },
      billing: {
        name: donorName,
        paymentMethod: await sandboxPaymentMethod(page.request, token),
        recurring: false,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { donor: { donorId?: string | null } };
  const donorId = body.donor.donorId ?? '';
  return { email, donorId };
}

/**
 * A fresh sponsor dedicates today's learning to `name` through the API (see
 * sponsorDedicatesTodayThroughApi). Answers the sponsor's e-mail.
 */
export async function dedicateTodayThroughApi(page: Page, name: string): Promise<string> {
  return (await sponsorDedicatesTodayThroughApi(page, { name })).email;
}
