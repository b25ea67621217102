import crypto from 'node:crypto';
import { CARD_DATA_REFUSED, CARD_DECLINED_MESSAGE } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../payments/gateway/sandbox-gateway.ts';
import { createTestApp, donorNumberOf, readOutbox, type TestApp } from '../../test/test-app.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';

/** The PaymentMethod the card fields made of the donor's mastercard (decision 0034). */
const MASTERCARD = sandboxPaymentMethod('5555 5555 5555 4444');

const donation = (over: Record<string, unknown> = {}) => ({
  billing: {
    name: 'Yossi Klein',
    number: '07700 900123',
    email: 'yossi@example.org',
    amount: '180',
    paymentMethod: MASTERCARD,
    type: 'mastercard',
    postal_code: 'NW11 9AB',
    ...over,
  },
});

/** Sunday 12 Kislev 5787. */
const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)('general donations on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { today: TODAY });
  });
  afterAll(() => t.close());

  const send = (body: unknown, key: string = crypto.randomUUID()) =>
    t.browser.post('/api/general-donate', body, { headers: { 'idempotency-key': key } });

  it('a donor gives $180 and gets a confirmation and a receipt e-mail', async () => {
    const reply = await send(donation());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      amount: 180,
      date: 'י״ב כסלו תשפ״ז',
      billing: { last_four: '4444', brand: 'mastercard' },
      donor: { name: 'Yossi Klein', email: 'yossi@example.org' },
    });
    const donorId = reply.json().donor.donorId;
    expect(donorId).toMatch(/^\d{6}$/);
    const row = await t.handle.db.selectFrom('donations').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_cents: 18000, postal_code: 'NW11 9AB' });
    const mail = readOutbox(t.outboxDir).at(-1) ?? '';
    expect(mail).toContain('To: yossi@example.org');
    expect(mail).toContain('$180');
    expect(mail).toContain(donorId);
  });

  it('a second gift from a known e-mail answers no donor ID: only the receipt, to that address, has it', async () => {
    const donorNumber = await donorNumberOf(t.handle.db, 'yossi@example.org');
    // Anyone may give $1 in someone else's name; that must not open their account.
    const reply = await send(
      donation({ name: 'Somebody Else', email: 'YOSSI@example.org', amount: '1' }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().donor).toEqual({
      name: 'Somebody Else',
      email: 'yossi@example.org',
      donorId: null,
    });
    expect(reply.body).not.toContain(donorNumber);
    const receipt = readOutbox(t.outboxDir).at(-1) ?? '';
    expect(receipt).toContain('To: yossi@example.org');
    expect(receipt).toContain(donorNumber);
  });

  it('a declined card is a 400 with the spec’s message and no donation', async () => {
    const reply = await send(
      donation({
        paymentMethod: sandboxPaymentMethod('4000 0000 0000 9995'),
        email: 'd2@example.org',
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect(await t.handle.db.selectFrom('donations').select('id').execute()).toHaveLength(2);
    expect(
      await t.handle.db
        .selectFrom('donors')
        .select('id')
        .where('email', '=', 'd2@example.org')
        .execute(),
    ).toHaveLength(0);
  });

  it('a retried donation with the same key charges once', async () => {
    const key = crypto.randomUUID();
    const before = (t.gateway as SandboxGateway).charges.length;
    const replies = await Promise.all([send(donation(), key), send(donation(), key)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((t.gateway as SandboxGateway).charges.length).toBe(before + 1);
  });

  it.each([
    ['no amount', { amount: undefined }, /amount/],
    ['an amount of fifty cents', { amount: '0.50' }, /at least \$1/],
    ['a bad e-mail', { email: 'yossi' }, /valid e-mail/],
    ['no PaymentMethod', { paymentMethod: undefined }, /Please type your card again/],
    [
      'a card number in place of the PaymentMethod',
      { paymentMethod: '5555 5555 5555 4444' },
      /looks like a card number/,
    ],
    ['a card number (even one failing Luhn)', { card: '5555 5555 5555 4445' }, CARD_DATA_REFUSED],
    ['an expiry (even a past one)', { expire: '01/20' }, CARD_DATA_REFUSED],
    ['a CVV', { cvv: '321' }, CARD_DATA_REFUSED],
  ])('%s is a 400 and nothing is charged or stored', async (_label, change, message) => {
    const before = {
      rows: await rowCounts(t.handle.db),
      charges: (t.gateway as SandboxGateway).charges.length,
    };
    const reply = await send(donation(change));
    expect(reply.statusCode).toBe(400);
    if (typeof message === 'string') expect(reply.json().message).toBe(message);
    else expect(reply.json().message).toMatch(message);
    expect(await rowCounts(t.handle.db)).toEqual(before.rows);
    expect((t.gateway as SandboxGateway).charges.length).toBe(before.charges);
  });
});
