import { addDays, hebrewDateOf } from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import {
  GatewayError,
  type ChargeRequest,
  type PaymentGateway,
  type SavedChargeRequest,
} from './gateway/gateway.ts';
import { SANDBOX_CARDS, SandboxGateway } from './gateway/sandbox-gateway.ts';
import { readOutbox } from '../../test/test-app.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/test-database.ts';
import { acquireLease } from '../../jobs/lease.ts';
import { mailLearningStarts } from '../../jobs/learning-starts.ts';
import { runDailyJobs } from '../../jobs/scheduler.ts';

const TODAY = '2026-11-22';
const log = pino({ level: 'silent' });

/** A gateway whose first renewal charge goes through but whose answer never comes back. */
class FirstAnswerLost implements PaymentGateway {
  readonly name = 'sandbox' as const;
  #lost = false;
  constructor(private readonly inner: SandboxGateway) {}
  charge(request: ChargeRequest) {
    return this.inner.charge(request);
  }
  paymentState(reference: string) {
    return this.inner.paymentState(reference);
  }
  resumeWithCardholder(reference: string) {
    return this.inner.resumeWithCardholder(reference);
  }
  setupState(reference: string) {
    return this.inner.setupState(reference);
  }
  findCharge(idempotencyKey: string) {
    return this.inner.findCharge(idempotencyKey);
  }
  refund(request: Parameters<PaymentGateway['refund']>[0]) {
    return this.inner.refund(request);
  }
  saveCard(request: Parameters<PaymentGateway['saveCard']>[0]) {
    return this.inner.saveCard(request);
  }
  async chargeSaved(request: SavedChargeRequest) {
    const result = await this.inner.chargeSaved(request);
    if (this.#lost) return result;
    this.#lost = true;
    throw new GatewayError('no answer from the card processor', { outcome: 'unknown' });
  }
}

describe.each(TEST_ENGINES)('yearly renewals and daily e-mails on %s', (engine) => {
  let t: TestDatabase;
  let gateway: SandboxGateway;
  const outbox = () => `${t.dataDir}/outbox`;
  const deps = () => ({
    db: t.handle.db,
    gateway,
    mailer: createMailer({ from: 'z@zechus.org', outboxDir: outbox() }),
    publicUrl: 'https://zechus.org',
    log,
  });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    gateway = new SandboxGateway();
  });
  afterAll(() => t.destroy());

  /** A recurring day-for-a-yoirtzeit whose anniversary is `anniversary`, paid with `card`. */
  async function recurringEnrollment(email: string, card: string, anniversary: string) {
    const now = new Date().toISOString();
    const donor = await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: String(100000 + Math.floor(Math.random() * 899999)),
        email,
        name: 'Rivka',
        phone: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hd = hebrewDateOf(anniversary);
    const enrollment = await t.handle.db
      .insertInto('enrollments')
      .values({
        donor_id: donor.id,
        plan_id: 1,
        plan_text: 'A day of learning',
        price_cents: 36000,
        kind: 'yoirtzeit',
        name: 'אברהם בן יצחק',
        hebrew_month: hd.hebrewMonth,
        hebrew_day: hd.hebrewDay,
        yoirtzeit_month: hd.hebrewMonth,
        yoirtzeit_day: hd.hebrewDay,
        recurring: true,
        status: 'active',
        next_charge_on: anniversary,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await gateway.charge({
      amountCents: 36000,
      currency: 'usd',
      description: 'sign-up',
      customerEmail: email,
      idempotencyKey: `signup-${email}`,
      saveForReuse: true,
      card: { paymentMethod: sandboxPaymentMethod(card, { month: 12, year: 2030 }), name: 'Rivka' },
    });
    if (first.status !== 'approved') throw new Error('setup charge failed');
    await t.handle.db
      .insertInto('payments')
      .values({
        donor_id: donor.id,
        enrollment_id: enrollment.id,
        donation_id: null,
        purpose: 'enrollment',
        amount_cents: 36000,
        currency: 'usd',
        brand: 'visa',
        last_four: card.slice(-4),
        exp_month: 12,
        exp_year: 2030,
        status: 'approved',
        gateway: 'sandbox',
        gateway_reference: first.reference,
        gateway_token: first.reusableToken ?? null,
        idempotency_key: `signup-${email}`,
        failure_message: null,
        attempt: 1,
        created_at: now,
      })
      .execute();
    return enrollment.id;
  }
  const enrollment = (id: number) =>
    t.handle.db
      .selectFrom('enrollments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('on the Hebrew anniversary the saved card is charged once and next year’s date is created', async () => {
    const id = await recurringEnrollment('renew@example.org', '4242424242424242', TODAY);
    const charges = gateway.charges.length;
    expect(await runDailyJobs(deps(), TODAY, 'instance-a')).toBe(true);
    expect(await runDailyJobs(deps(), TODAY, 'instance-a')).toBe(true); // a second pass the same day does nothing
    expect(gateway.charges.length).toBe(charges + 1);
    const after = await enrollment(id);
    expect(hebrewDateOf(after.next_charge_on ?? '')).toMatchObject({
      hebrewMonth: 3,
      hebrewDay: 12,
      hebrewYear: 5788,
    });
    const dates = await t.handle.db
      .selectFrom('enrollment_dates')
      .select('day')
      .where('enrollment_id', '=', id)
      .execute();
    expect(dates.map((d) => d.day)).toContain(TODAY);
    expect(readOutbox(outbox()).some((m) => m.includes('renewed for another year'))).toBe(true);
  });

  it('a failing card is retried after 2 and 5 days, then the donor is told and renewals stop', async () => {
    const id = await recurringEnrollment('fails@example.org', SANDBOX_CARDS.renewalDeclines, TODAY);
    await runDailyJobs(deps(), TODAY, 'a');
    expect(await enrollment(id)).toMatchObject({
      renewal_failures: 1,
      renewal_retry_on: addDays(TODAY, 2),
    });
    await runDailyJobs(deps(), addDays(TODAY, 1), 'a');
    expect((await enrollment(id)).renewal_failures).toBe(1);
    await runDailyJobs(deps(), addDays(TODAY, 2), 'a');
    expect(await enrollment(id)).toMatchObject({
      renewal_failures: 2,
      renewal_retry_on: addDays(TODAY, 5),
    });
    await runDailyJobs(deps(), addDays(TODAY, 5), 'a');
    const gaveUp = await enrollment(id);
    expect(gaveUp.renewal_failures).toBe(3);
    expect(Boolean(gaveUp.recurring)).toBe(false);
    const mails = readOutbox(outbox()).filter((m) => m.includes('To: fails@example.org'));
    expect(mails.some((m) => m.includes('could not renew'))).toBe(true);
    const attempts = await t.handle.db
      .selectFrom('payments')
      .select('status')
      .where('enrollment_id', '=', id)
      .where('purpose', '=', 'renewal')
      .execute();
    expect(attempts.map((a) => a.status)).toEqual(['declined', 'declined', 'declined']);
  });

  it('a renewal whose answer was lost is tried again with the same key and charged only once', async () => {
    const anniversary = addDays(TODAY, 30);
    const id = await recurringEnrollment('lost@example.org', '4242424242424242', anniversary);
    const charges = gateway.charges.length;
    const losing = { ...deps(), gateway: new FirstAnswerLost(gateway) };
    await runDailyJobs(losing, anniversary, 'a');
    expect(await enrollment(id)).toMatchObject({
      renewal_failures: 1,
      renewal_retry_on: addDays(anniversary, 2),
    });
    await runDailyJobs(losing, addDays(anniversary, 2), 'a');
    const attempts = await t.handle.db
      .selectFrom('payments')
      .select(['status', 'idempotency_key'])
      .where('enrollment_id', '=', id)
      .where('purpose', '=', 'renewal')
      .orderBy('id')
      .execute();
    expect(attempts.map((a) => a.status)).toEqual(['unknown', 'approved']);
    expect(attempts[1]?.idempotency_key).toBe(attempts[0]?.idempotency_key);
    expect(gateway.charges.length).toBe(charges + 1);
    expect((await enrollment(id)).renewal_failures).toBe(0);
  });

  it('only the instance holding the lease runs the jobs', async () => {
    expect(await acquireLease(t.handle.db, 'daily-jobs', 'instance-b', 60_000)).toBe(true);
    expect(await runDailyJobs(deps(), TODAY, 'instance-c')).toBe(false);
    expect(
      await acquireLease(
        t.handle.db,
        'daily-jobs',
        'instance-c',
        60_000,
        new Date(Date.now() + 120_000),
      ),
    ).toBe(true);
  });

  it('"your learning starts today" goes out once per enrollment', async () => {
    const id = await recurringEnrollment(
      'starts@example.org',
      '4242424242424242',
      addDays(TODAY, 400),
    );
    await t.handle.db
      .insertInto('enrollment_dates')
      .values({ enrollment_id: id, day: TODAY })
      .execute();
    // 19:30 in London: the e-mail's hour (decision 0041).
    const evening = new Date(`${TODAY}T19:30:00Z`);
    await mailLearningStarts(deps(), TODAY, evening);
    await mailLearningStarts(deps(), TODAY, evening);
    const mails = readOutbox(outbox()).filter((m) => m.includes('To: starts@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/my-page/${id}`);
  });
});
