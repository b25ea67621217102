import crypto from 'node:crypto';
import { CARD_DATA_REFUSED, CARD_DECLINED_MESSAGE, type SignUpRequestInput } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../payments/gateway/sandbox-gateway.ts';
import { createTestApp, donorNumberOf, readOutbox, type TestApp } from '../../test/test-app.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { signUpRequest as signUp } from '../../test/sign-up-request.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

/** Sunday 12 Kislev 5787: every learning date below follows from it. */
const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)('sponsors dedicating learning on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { PAYMENT_LIMIT_PER_IP: '1000' }, today: TODAY });
  });
  afterAll(() => t.close());

  const send = (body: unknown, key: string = crypto.randomUUID()) =>
    t.browser.post('/api/sign-up', body, { headers: { 'idempotency-key': key } });
  const count = async (table: 'donors' | 'enrollments' | 'payments' | 'enrollment_dates') =>
    (await t.handle.db.selectFrom(table).select('id').execute()).length;
  const charges = () => (t.gateway as SandboxGateway).charges.length;

  it('a sponsor dedicates a day for a yoirtzeit and gets the confirmation with a donor ID', async () => {
    const reply = await send(signUp());
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.donor).toMatchObject({ name: 'Chana Gold', email: 'chana@example.org' });
    expect(body.donor.donorId).toMatch(/^\d{6}$/);
    expect(body.plan).toMatchObject({ price: 360, type: 'yoirtzeit' });
    expect(body.enrollment.name).toBe('ר׳ משה בן ר׳ אברהם ז״ל');
    expect(body.enrollment.date).toBe('כ׳ כסלו תשפ״ז');
    expect(body.enrollment.dates).toEqual(['2026-11-30']);
    expect(body.billing).toEqual({ last_four: '4242', brand: 'visa', recurring: false });

    const payment = await t.handle.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      status: 'approved',
      last_four: '4242',
      brand: 'visa',
      amount_cents: 36000,
    });
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');
    expect(JSON.stringify(payment)).not.toContain('"123"');

    const [mail] = readOutbox(t.outboxDir);
    expect(mail).toContain('To: chana@example.org');
    expect(mail).toContain(body.donor.donorId);
  });

  it('the same donor signing up again, e-mail in any case, keeps one donor and is told the ID is in the e-mail', async () => {
    const first = (
      await t.handle.db.selectFrom('donors').select('donor_number').executeTakeFirstOrThrow()
    ).donor_number;
    const mailsBefore = readOutbox(t.outboxDir).length;
    const again = await send(
      signUp({ contact: { name: 'Chana G.', phone: '020 7946 0001', email: 'CHANA@example.org' } }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().donor).toEqual({
      name: 'Chana G.',
      email: 'chana@example.org',
      donorId: null,
    });
    expect(await count('donors')).toBe(1);
    const mail = readOutbox(t.outboxDir).slice(mailsBefore).join('\n');
    expect(mail).toContain('To: chana@example.org');
    expect(mail).toContain(first);
  });

  it('someone who only knows a donor’s e-mail cannot learn their donor ID by signing up with it', async () => {
    const donorNumber = await donorNumberOf(t.handle.db, 'chana@example.org');
    const reply = await send(
      signUp({
        contact: { name: 'Not Chana', phone: '07700 900999', email: 'chana@example.org' },
        billing: {
          name: 'Not Chana',
          paymentMethod: sandboxPaymentMethod('5555 5555 5555 4444'),
          recurring: false,
        },
      }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().donor.donorId).toBeNull();
    expect(reply.body).not.toContain(donorNumber);
  });

  it('a declined card answers 400 with the spec’s message and stores only the declined attempt', async () => {
    const before = {
      donors: await count('donors'),
      enrollments: await count('enrollments'),
      payments: await count('payments'),
    };
    const reply = await send(
      signUp({
        contact: { name: 'Dov', phone: '07700 900001', email: 'dov@example.org' },
        billing: {
          name: 'Dov',
          paymentMethod: sandboxPaymentMethod('4000 0000 0000 0002'),
          recurring: false,
        },
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'card_declined', message: CARD_DECLINED_MESSAGE });
    expect(await count('donors')).toBe(before.donors);
    expect(await count('enrollments')).toBe(before.enrollments);
    expect(await count('payments')).toBe(before.payments + 1);
    const declined = await t.handle.db
      .selectFrom('payments')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Which card it was, as the processor names it: the office's list of attempts shows it.
    expect(declined).toMatchObject({
      status: 'declined',
      donor_id: null,
      brand: 'visa',
      last_four: '0002',
      failure_message: 'Your card was declined.',
    });
  });

  it('a gateway error answers 502, charges nothing, and the same request can be retried', async () => {
    const key = crypto.randomUUID();
    const chargesBefore = charges();
    const body = signUp({
      billing: {
        name: 'C',
        paymentMethod: sandboxPaymentMethod('4000 0000 0000 0119'),
        recurring: false,
      },
    });
    const reply = await send(body, key);
    expect(reply.statusCode).toBe(502);
    expect(reply.json().error).toBe('gateway_error');
    expect(charges()).toBe(chargesBefore);
    expect((await send(body, key)).statusCode).toBe(502); // tried again, not replayed as stored
  });

  it('the same request sent twice with one key returns the first answer and charges once', async () => {
    const key = crypto.randomUUID();
    const chargesBefore = charges();
    const enrollmentsBefore = await count('enrollments');
    // A sponsor new to us (only a payment that makes the donor signs its browser in).
    const body = signUp({
      contact: {
        name: 'Rivka Stern',
        phone: '+44 20 7946 0002',
        email: `new-${key.slice(0, 8)}@example.org`,
      },
    });
    const first = await send(body, key);
    const second = await send(body, key);
    expect(second.statusCode).toBe(200);
    // The same answer; only the first signed the paying browser in (decision 0040).
    expect(first.json()).toMatchObject({ signedIn: true });
    expect(second.json()).toEqual({ ...first.json(), signedIn: false });
    expect(charges()).toBe(chargesBefore + 1);
    expect(await count('enrollments')).toBe(enrollmentsBefore + 1);
  });

  it('the same request sent at the same moment with one key charges once', async () => {
    const key = crypto.randomUUID();
    const chargesBefore = charges();
    const body = signUp();
    const replies = await Promise.all(Array.from({ length: 5 }, () => send(body, key)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(replies.map((r) => r.json().enrollment.id));
    expect(ids.size).toBe(1);
    expect(charges()).toBe(chargesBefore + 1);
  });

  it('a key reused for a different request is refused', async () => {
    const key = crypto.randomUUID();
    const first = signUp();
    await send(first, key);
    const other = await send(
      signUp({
        billing: first.billing,
        episode: { kind: 'yoirtzeit', name: 'שרה בת יעקב', date: { month: 5, day: 1 } },
      }),
      key,
    );
    expect(other.statusCode).toBe(409);
  });

  const shloishim = (date: SignUpRequestInput['episode']['date']) =>
    signUp({
      plan: { id: 3, type: 'shloishim', kind: 'shloishim', price: 2500 },
      episode: { kind: 'shloishim', name: 'מרת רחל בת אברהם ע״ה', date },
    });

  it('a month (shloishim) is learned every day from today up to the Day of Shloishim', async () => {
    const reply = await send(
      shloishim({ month: 4, day: 2, yoirtzeitMonth: 3, yoirtzeitDay: 3 }), // 2 Teves, 3 Kislev
    );
    expect(reply.statusCode).toBe(200);
    const { enrollment } = reply.json();
    expect(enrollment.date).toBe('י״ב כסלו תשפ״ז'); // learning begins today
    expect(enrollment.dates).toHaveLength(21);
    expect(enrollment.dates[0]).toBe('2026-11-22');
    expect(enrollment.dates.at(-1)).toBe('2026-12-12'); // 2 Teves 5787
    const stored = await t.handle.db
      .selectFrom('enrollment_dates')
      .select('day')
      .where('enrollment_id', '=', enrollment.id)
      .orderBy('day')
      .execute();
    expect(stored.map((row) => row.day)).toEqual(enrollment.dates);
  });

  it('a Day of Shloishim more than thirty days away is a 400 that says so, and nothing is charged', async () => {
    const before = charges();
    const reply = await send(
      shloishim({ month: 4, day: 20, yoirtzeitMonth: null, yoirtzeitDay: null }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/more than 30 days away/);
    expect(charges()).toBe(before);
  });

  it('a recurring year keeps the gateway’s reusable token and a renewal day', async () => {
    const reply = await send(
      signUp({
        plan: { id: 2, type: 'rosh_chodesh', kind: 'refuah', price: 1800 },
        episode: { kind: 'refuah', name: 'יעקב בן לאה', date: {} },
        billing: {
          name: 'Chana Gold',
          paymentMethod: sandboxPaymentMethod('3782 822463 10005'),
          recurring: true,
        },
      }),
    );
    expect(reply.statusCode).toBe(200);
    // Signed up on 12 Kislev 5787, a leap year: every Rosh Chodesh until 12 Kislev 5788 — 13.
    expect(reply.json().enrollment.dates).toHaveLength(13);
    expect(reply.json().billing).toMatchObject({
      brand: 'amex',
      last_four: '0005',
      recurring: true,
    });
    const enrollment = await t.handle.db
      .selectFrom('enrollments')
      .selectAll()
      .where('id', '=', reply.json().enrollment.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(enrollment.recurring)).toBe(true);
    expect(enrollment.next_charge_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The last Rosh Chodesh (Kislev 5788) comes before the renewal, so none falls between plans.
    expect(reply.json().enrollment.dates.at(-1) < (enrollment.next_charge_on ?? '')).toBe(true);
    const payment = await t.handle.db
      .selectFrom('payments')
      .selectAll()
      .where('enrollment_id', '=', enrollment.id)
      .executeTakeFirstOrThrow();
    expect(payment.gateway_token).toMatch(/^sandbox_tok_/);
  });

  it.each([
    ['a missing contact', (b: SignUpRequestInput) => ({ ...b, contact: undefined }), /contact/],
    [
      'a wrong type',
      (b: SignUpRequestInput) => ({ ...b, plan: { ...b.plan, id: 'one' } }),
      /plan\.id/,
    ],
    [
      'an oversized name',
      (b: SignUpRequestInput) => ({ ...b, episode: { ...b.episode, name: 'א'.repeat(101) } }),
      /at most 100/,
    ],
    [
      'a card number beside the PaymentMethod (even one that fails Luhn)',
      (b: SignUpRequestInput) => ({ ...b, billing: { ...b.billing, card: '4242 4242 4242 4241' } }),
      CARD_DATA_REFUSED,
    ],
    [
      'an expiry beside the PaymentMethod (even a past one)',
      (b: SignUpRequestInput) => ({ ...b, billing: { ...b.billing, expire: '01/20' } }),
      CARD_DATA_REFUSED,
    ],
    [
      'a CVV beside the PaymentMethod (even of the wrong length)',
      (b: SignUpRequestInput) => ({ ...b, billing: { ...b.billing, cvv: '12' } }),
      CARD_DATA_REFUSED,
    ],
    [
      'a card in place of the PaymentMethod',
      ({ billing: { paymentMethod: _, ...billing }, ...b }: SignUpRequestInput) => ({
        ...b,
        billing: { ...billing, card: '4242 4242 4242 4242', expire: '12/39', cvv: '123' },
      }),
      CARD_DATA_REFUSED,
    ],
    [
      'no PaymentMethod',
      ({ billing: { paymentMethod: _, ...billing }, ...b }: SignUpRequestInput) => ({
        ...b,
        billing,
      }),
      /billing\.paymentMethod: Please type your card again/,
    ],
    [
      'an unknown plan',
      (b: SignUpRequestInput) => ({ ...b, plan: { ...b.plan, id: 99 } }),
      /no such plan/,
    ],
    [
      'a plan number beyond any database id',
      (b: SignUpRequestInput) => ({ ...b, plan: { ...b.plan, id: 2_147_483_648 } }),
      /plan\.id/,
    ],
    [
      'a plan without the price the sponsor was shown',
      (b: SignUpRequestInput) => ({ ...b, plan: { ...b.plan, price: undefined } }),
      /price is missing: please choose the plan again/,
    ],
    [
      'a price other than the plan’s',
      (b: SignUpRequestInput) => ({ ...b, plan: { ...b.plan, price: 0.5 } }),
      /The price of this plan has changed to \$360/,
    ],
    [
      'a Hebrew date that does not exist',
      (b: SignUpRequestInput) => ({
        ...b,
        episode: { ...b.episode, date: { month: 4, day: 30, yoirtzeitMonth: 4, yoirtzeitDay: 30 } },
      }),
      /does not exist/,
    ],
    [
      'a kind the plan does not offer',
      (b: SignUpRequestInput) => ({
        ...b,
        plan: { id: 3, type: 'shloishim' as const, kind: 'yoirtzeit' as const, price: 2500 },
      }),
      /does not offer/,
    ],
  ])(
    '%s answers 400 with a clear message, charges nothing and stores nothing',
    async (_label, change, message) => {
      const before = { rows: await rowCounts(t.handle.db), charges: charges() };
      const reply = await send(change(signUp()));
      expect(reply.statusCode).toBe(400);
      const text = reply.json().message;
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
      // Not even its idempotency key is kept: the same request sent again is judged again.
      expect(await rowCounts(t.handle.db)).toEqual(before.rows);
      expect(charges()).toBe(before.charges);
    },
  );

  it('a request without an idempotency key is a 400 that says what is missing', async () => {
    const reply = await t.browser.post('/api/sign-up', signUp());
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/Idempotency-Key/);
  });
});

describe('card testing from one address', () => {
  it('is throttled after the per-address limit, before any charge', async () => {
    const t = await createTestApp('sqlite', { env: { PAYMENT_LIMIT_PER_IP: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const body = signUp({
        billing: {
          name: 'X',
          paymentMethod: sandboxPaymentMethod('4000 0000 0000 0002'),
          recurring: false,
        },
      });
      const reply = await t.browser.post('/api/sign-up', body, {
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    await t.close();
  });
});
