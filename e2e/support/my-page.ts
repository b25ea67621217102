import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { ROUTES } from '@zechus/shared';
import { xsrfToken } from './donor.ts';
import { sandboxPaymentMethod } from './cards.ts';

/**
 * A new donor with two dedications, signed up through the API with the sandbox card: a year
 * for a merit that renews every year, and a day. Answers the credentials (the first answer
 * carries the new donor's ID).
 */
export async function signUpDonorWithARenewingYear(
  page: Page,
): Promise<{ email: string; donorId: string }> {
  await page.goto(ROUTES.Home.path);
  const token = await xsrfToken(page);
  const plans = (await (await page.request.get('/api/plans')).json()) as {
    id: number;
    type: string;
    position: number;
    price: number;
  }[];
  const email = `renewing-${randomUUID()}@example.org`;
  const signUp = async (position: number, recurring: boolean) => {
    const plan = plans.find((p) => p.position === position);
    if (!plan) throw new Error(`no plan at position ${position}`);
    const response = await page.request.post('/api/sign-up', {
      headers: { 'X-XSRF-TOKEN': token, 'Idempotency-Key': randomUUID() },
      data: {
        plan: { id: plan.id, type: plan.type, kind: 'merit', price: plan.price },
        episode: {
          kind: 'merit',
          name: 'שרה בת רבקה',
          date: { month: 3, day: 20, yoirtzeitMonth: 3, yoirtzeitDay: 20 },
        },
        contact: { name: 'Rivka Stern', phone: '+44 20 7946 0002', email },
        billing: {
          name: 'Rivka Stern',
          paymentMethod: await sandboxPaymentMethod(page.request, token),
          recurring,
        },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { donor: { donorId: string | null } };
  };
  const year = await signUp(1, true);
  await signUp(0, false);
  return { email, donorId: year.donor.donorId ?? '' };
}
