import crypto from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import type { PaymentGateway } from './gateway/gateway.ts';
import { SandboxGateway } from './gateway/sandbox-gateway.ts';
import { createTestApp, readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { recoverPayments } from './recovery.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';

/** The PaymentMethod the card fields made of the donor's mastercard (decision 0034). */
const MASTERCARD = sandboxPaymentMethod('5555 5555 5555 4444');

const donation = (email: string) => ({
  billing: {
    name: 'Yossi Klein',
    number: '07700 900123',
    email,
    amount: '180',
    paymentMethod: MASTERCARD,
    type: 'mastercard',
    postal_code: 'NW11 9AB',
  },
});

/** A card processor that charges, and then our database fails before the records are made. */
class DatabaseFailsAfterCharge implements PaymentGateway {
  readonly name = 'sandbox' as const;
  failNext = false;
  constructor(
    readonly inner: SandboxGateway,
    private readonly breakDatabase: () => Promise<void>,
  ) {}
  async charge(request: Parameters<PaymentGateway['charge']>[0]) {
    const result = await this.inner.charge(request);
    if (this.failNext) {
      this.failNext = false;
      await this.breakDatabase();
    }
    return result;
  }
  paymentState(reference: string) {
    return this.inner.paymentState(reference);
  }
  chargeSaved(request: Parameters<PaymentGateway['chargeSaved']>[0]) {
    return this.inner.chargeSaved(request);
  }
  resumeWithCardholder(reference: string) {
    return this.inner.resumeWithCardholder(reference);
  }
  setupState(reference: string) {
    return this.inner.setupState(reference);
  }
  findCharge(key: string) {
    return this.inner.findCharge(key);
  }
  refund(request: Parameters<PaymentGateway['refund']>[0]) {
    return this.inner.refund(request);
  }
  saveCard(request: Parameters<PaymentGateway['saveCard']>[0]) {
    return this.inner.saveCard(request);
  }
}

describe.each(TEST_ENGINES)('a charge is never without its record, on %s', (engine) => {
  let t: TestApp;
  let gateway: DatabaseFailsAfterCharge;
  const inner = new SandboxGateway();
  const later = () => new Date(Date.now() + 60_000);
  const recovery = () =>
    recoverPayments(
      {
        db: t.handle.db,
        gateway,
        mailer: createMailer({ from: 'z@zechus.org', outboxDir: t.outboxDir }),
        programmeTitle: 'Zechus',
        publicUrl: 'https://zechus.org',
        log: pino({ level: 'silent' }),
      },
      later(),
    );
  // A real database failure: the donations table is away while the records are written.
  const tableAway = async () => {
    await sql`alter table donations rename to donations_away`.execute(t.handle.db);
  };
  const tableBack = async () => {
    await sql`alter table donations_away rename to donations`.execute(t.handle.db);
  };

  beforeAll(async () => {
    gateway = new DatabaseFailsAfterCharge(inner, tableAway);
    t = await createTestApp(engine, { paymentGateway: gateway, today: '2026-11-22' });
  });
  afterAll(() => t.close());

  const send = (body: unknown, key: string) =>
    t.browser.post('/api/general-donate', body, { headers: { 'idempotency-key': key } });

  it('when the database fails after the charge, the donor is told the payment is safe, a retry never charges again, and the recovery job records it and sends the receipt', async () => {
    const key = crypto.randomUUID();
    gateway.failNext = true;
    const first = await send(donation('safe@example.org'), key);
    await tableBack();

    expect(first.statusCode).toBe(202);
    expect(first.json().message).toMatch(/\$180 \(card ending 4444\) went through/);
    expect(first.json().message).toMatch(/Please do not pay again/);
    const payment = await t.handle.db
      .selectFrom('payments')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'charged', amount_cents: 18000, last_four: '4444' });
    expect(payment.gateway_reference).toMatch(/^sandbox_ch_/);
    expect(payment.order_json).not.toContain('5555');

    // Pressing "Donate" again gets the same answer and moves no money.
    const again = await send(donation('safe@example.org'), key);
    expect(again.statusCode).toBe(202);
    expect(inner.charges.filter((c) => c.idempotencyKey === key)).toHaveLength(1);

    expect(await recovery()).toEqual({ recorded: 1, closed: 0, left: 0 });
    const recorded = await t.handle.db
      .selectFrom('payments')
      .innerJoin('donations', 'donations.id', 'payments.donation_id')
      .innerJoin('donors', 'donors.id', 'payments.donor_id')
      .select(['payments.status', 'donations.amount_cents', 'donors.email'])
      .where('payments.idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({
      status: 'approved',
      amount_cents: 18000,
      email: 'safe@example.org',
    });
    expect(readOutbox(t.outboxDir).at(-1)).toContain('To: safe@example.org');

    // A second pass finds nothing left to do: recorded once.
    expect(await recovery()).toEqual({ recorded: 0, closed: 0, left: 0 });
    const donations = await t.handle.db.selectFrom('donations').select('id').execute();
    expect(donations).toHaveLength(1);
  });

  it('an attempt left pending is settled by asking the processor: a charge found is recorded, none found is closed', async () => {
    const db = t.handle.db;
    const pendingAttempt = async (key: string, email: string) => {
      await db
        .insertInto('payments')
        .values({
          donor_id: null,
          enrollment_id: null,
          donation_id: null,
          purpose: 'donation',
          amount_cents: 5000,
          currency: 'usd',
          brand: 'visa',
          last_four: '4242',
          exp_month: 12,
          exp_year: 2039,
          status: 'pending',
          gateway: 'sandbox',
          gateway_reference: null,
          gateway_token: null,
          idempotency_key: key,
          failure_message: null,
          attempt: 1,
          created_at: new Date().toISOString(),
          order_json: JSON.stringify({
            type: 'donation',
            contact: { name: 'Rivka Stern', email, phone: null },
            amountCents: 5000,
            postalCode: null,
            day: '2026-11-22',
          }),
          recovered_at: null,
        })
        .execute();
    };
    // The process died after the processor charged this one, before anything was written back.
    const charged = crypto.randomUUID();
    await inner.charge({
      amountCents: 5000,
      currency: 'usd',
      card: { paymentMethod: sandboxPaymentMethod(), name: 'R S' },
      description: 'Zechus: general donation',
      customerEmail: 'rivka@example.org',
      idempotencyKey: charged,
      saveForReuse: false,
    });
    await pendingAttempt(charged, 'rivka@example.org');
    // …and before it reached the processor with this one.
    const never = crypto.randomUUID();
    await pendingAttempt(never, 'nobody@example.org');

    expect(await recovery()).toEqual({ recorded: 1, closed: 1, left: 0 });
    const statuses = await db
      .selectFrom('payments')
      .select(['idempotency_key', 'status', 'failure_message'])
      .where('idempotency_key', 'in', [charged, never])
      .execute();
    expect(statuses.find((p) => p.idempotency_key === charged)?.status).toBe('approved');
    expect(statuses.find((p) => p.idempotency_key === never)).toMatchObject({
      status: 'error',
      failure_message: expect.stringMatching(/no charge/),
    });
  });
});
