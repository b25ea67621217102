import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { PaymentDetail, SignUpRequestInput } from '@zechus/shared';
import type { Engine } from '../../db/database.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/test-app.ts';

/** The day the money tests pin as today. */
export const TODAY = '2026-11-22';

/** A fresh app with an owner, an office member and a teacher signed in. */
export async function openMoneyArea(engine: Engine, options: TestAppOptions = {}) {
  const t = await createTestApp(engine, {
    today: TODAY,
    env: { LOGIN_LIMIT_PER_IP: '1000', PAYMENT_LIMIT_PER_IP: '1000' },
    ...options,
  });
  return {
    t,
    owner: await staffWithRole(t, 'owner', 'Rivka Owner'),
    office: await staffWithRole(t, 'office', 'Dina Office'),
    teacher: await staffWithRole(t, 'teacher', 'Rabbi Teacher'),
  };
}

let sponsor = 0;

/**
 * A sponsor signs up and pays through the public form ($360 by default, the seeded day plan):
 * the payment's id and idempotency key, and the status the sign-up answered.
 */
export async function sponsorPays(
  t: TestApp,
  over: { name?: string; email?: string; card?: string; recurring?: boolean } = {},
): Promise<{ paymentId: number; key: string; status: number }> {
  const n = ++sponsor;
  const name = over.name ?? `Sponsor ${n}`;
  const email = over.email ?? `sponsor-${n}@example.org`;
  const base = signUpRequest();
  const body: SignUpRequestInput = {
    ...base,
    contact: { ...base.contact, name, email },
    billing: {
      ...base.billing,
      name,
      paymentMethod: over.card ? sandboxPaymentMethod(over.card) : base.billing.paymentMethod,
      recurring: over.recurring ?? false,
    },
  };
  const key = crypto.randomUUID();
  const reply = await t.browser.post('/api/sign-up', body, {
    headers: { 'idempotency-key': key },
  });
  const payment = await t.handle.db
    .selectFrom('payments')
    .select('id')
    .where('idempotency_key', '=', key)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { paymentId: payment.id, key, status: reply.statusCode };
}

/** POST a refund as this staff member, with an Idempotency-Key (a new one unless given). */
export function refund(
  staff: StaffClient,
  paymentId: number,
  body: { amount: unknown; reason?: unknown },
  key: string = crypto.randomUUID(),
) {
  return staff.post(
    `/api/office/payments/${paymentId}/refunds`,
    { reason: 'The sponsor asked', ...body },
    { headers: { 'idempotency-key': key } },
  );
}

/** GET a payment's page (fails the test on anything but 200). */
export async function paymentOf(staff: StaffClient, id: number): Promise<PaymentDetail> {
  const reply = await staff.get(`/api/office/payments/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as PaymentDetail;
}
