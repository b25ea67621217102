import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentList } from '@zechus/shared';
import type { StaffClient } from '../../test/office.ts';
import { donorNumberOf, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { openMoneyArea, paymentOf, refund, sponsorPays } from './test-helpers.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';

describe.each(TEST_ENGINES)('the office’s payments list on %s', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  let paid: number;
  let declined: number;
  let donation: number;
  beforeAll(async () => {
    ({ t, owner } = await openMoneyArea(engine));
    paid = (await sponsorPays(t, { name: 'Rachel Cohen', email: 'rachel@example.org' })).paymentId;
    declined = (
      await sponsorPays(t, {
        name: 'Moshe Adler',
        email: 'moshe@example.org',
        card: '4000 0000 0000 0002',
      })
    ).paymentId;
    const gift = await t.browser.post(
      '/api/general-donate',
      {
        billing: {
          name: 'Yossi Klein',
          number: '07700 900123',
          email: 'yossi@example.org',
          amount: '18',
          paymentMethod: sandboxPaymentMethod('3782 822463 10005'),
          type: 'amex',
          postal_code: 'NW11 9AB',
        },
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(gift.statusCode, gift.body).toBe(200);
    donation = (
      await t.handle.db
        .selectFrom('payments')
        .select('id')
        .where('purpose', '=', 'donation')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await refund(owner, paid, { amount: 60 })).statusCode).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  const list = async (query = ''): Promise<PaymentList> => {
    const reply = await owner.get(`/api/office/payments?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as PaymentList;
  };
  const ids = (page: PaymentList) => page.rows.map((row) => row.id);

  it('lists every payment, newest first, with donor, purpose, amount, card, status and reference', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(ids(page)).toEqual([donation, declined, paid]);
    const row = page.rows.find((r) => r.id === paid);
    expect(row).toMatchObject({
      donor: { name: 'Rachel Cohen', email: 'rachel@example.org' },
      payerName: 'Rachel Cohen',
      purpose: 'dedication',
      amount: 360,
      refunded: 60,
      brand: 'visa',
      lastFour: '4242',
      status: 'partially_refunded',
    });
    expect(row?.reference).toMatch(/^sandbox_ch_/);
    expect(page.rows.find((r) => r.id === declined)).toMatchObject({
      status: 'declined',
      donor: null,
      payerName: 'Moshe Adler',
      // No last four: the card is only the processor's PaymentMethod, and a decline names no
      // card (decision 0034).
    });
    expect(page.rows.find((r) => r.id === donation)).toMatchObject({
      purpose: 'donation',
      amount: 18,
      brand: 'amex',
      status: 'succeeded',
    });
  });

  it('searches by donor name, e-mail, donor ID and the gateway’s reference', async () => {
    expect(ids(await list('search=rachel'))).toEqual([paid]);
    expect(ids(await list('search=YOSSI%40example'))).toEqual([donation]);
    const number = await donorNumberOf(t.handle.db, 'rachel@example.org');
    expect(ids(await list(`search=${number}`))).toEqual([paid]);
    const reference = (await paymentOf(owner, paid)).reference ?? '';
    expect(ids(await list(`search=${reference.slice(-8)}`))).toEqual([paid]);
    expect((await list('search=nobody-at-all')).total).toBe(0);
    // % and _ are letters in a search, not patterns.
    expect((await list('search=%25')).total).toBe(0);
  });

  it('filters by status, purpose and dates', async () => {
    expect(ids(await list('status=partially_refunded'))).toEqual([paid]);
    expect(ids(await list('status=succeeded'))).toEqual([donation]);
    expect(ids(await list('status=declined'))).toEqual([declined]);
    expect((await list('status=refunded')).total).toBe(0);
    expect(ids(await list('purpose=donation'))).toEqual([donation]);
    expect(ids(await list('purpose=dedication')).sort()).toEqual([declined, paid].sort());
    expect((await list('from=2999-01-01')).total).toBe(0);
    expect((await list('to=2000-01-01')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=2000-01-01&to=2999-12-31`)).total).toBe(3);
    expect((await list(`from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(0);
  });

  it('sorts and pages on the server', async () => {
    expect(ids(await list('sort=amount&dir=asc'))[0]).toBe(donation);
    const byAmount = (await list('sort=amount&dir=desc')).rows.map((r) => r.amount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    expect(first.rows).toHaveLength(2);
    expect(second.rows).toHaveLength(1);
    expect(second.total).toBe(3);
    expect(ids(second)).not.toContain(ids(first)[0]);
  });

  it('a payment’s page shows its refunds and what may still be refunded', async () => {
    const detail = await paymentOf(owner, paid);
    expect(detail).toMatchObject({
      currency: 'usd',
      refundable: 300,
      expiry: '12/39',
      refunds: [
        expect.objectContaining({ amount: 60, status: 'succeeded', staffName: 'Rivka Owner' }),
      ],
    });
    expect((await paymentOf(owner, declined)).refundable).toBe(0);
    expect((await owner.get('/api/office/payments/999999')).statusCode).toBe(404);
  });
});
