import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, type PaymentGateway, type RefundRequest } from './gateway/gateway.ts';
import { SandboxGateway } from './gateway/sandbox-gateway.ts';
import { auditRows, type StaffClient } from '../../test/office.ts';
import { readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import pino from 'pino';
import { refundDedication } from './refunds.ts';
import { openMoneyArea, paymentOf, refund, sponsorPays } from './test-helpers.ts';

/** The sandbox, whose next refund is made but whose answer is lost on the way back. */
class RefundAnswerLost extends SandboxGateway {
  loseNext = false;
  /** The process "dies" right after the processor refunded: nothing of the answer is kept. */
  dieNext = false;
  override async refund(request: RefundRequest) {
    const result = await super.refund(request);
    if (this.dieNext) {
      this.dieNext = false;
      throw new Error('the process stopped here');
    }
    if (this.loseNext) {
      this.loseNext = false;
      throw new GatewayError('no answer about the refund', { outcome: 'unknown' });
    }
    return result;
  }
}

describe.each(TEST_ENGINES)('refunds through the card processor on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let gateway: RefundAnswerLost;
  beforeAll(async () => {
    gateway = new RefundAnswerLost();
    ({ t, office } = await openMoneyArea(engine, { paymentGateway: gateway as PaymentGateway }));
  }, 120_000);
  afterAll(() => t.close());

  it('the office refunds half a payment and the donor is e-mailed a receipt', async () => {
    const { paymentId } = await sponsorPays(t, { name: 'Rachel Cohen', email: 'rc@example.org' });
    const reply = await refund(office, paymentId, { amount: 180, reason: 'Booked twice' });
    expect(reply.statusCode, reply.body).toBe(201);
    const answer = reply.json();
    expect(answer.refund).toMatchObject({
      amount: 180,
      status: 'succeeded',
      reason: 'Booked twice',
      staffName: 'Dina Office',
    });
    expect(answer.refund.reference).toMatch(/^sandbox_re_/);
    expect(answer.payment).toMatchObject({
      amount: 360,
      refunded: 180,
      refundable: 180,
      status: 'partially_refunded',
    });
    expect(answer.message).toMatch(/\$180 was refunded/);

    const receipt = readOutbox(t.outboxDir).at(-1) ?? '';
    expect(receipt).toContain('To: rc@example.org');
    expect(receipt).toContain('Subject: Your refund of $180');
    expect(receipt).toContain('In all, $180 of that payment has been refunded');
    // The receipt is in the mail log, linked to the payment, and on the payment's page.
    expect((await paymentOf(office, paymentId)).emails).toEqual([
      expect.objectContaining({ kind: 'refund-receipt', to: 'rc@example.org', status: 'sent' }),
    ]);
    const audit = await auditRows(t, 'payments');
    expect(audit.slice(0, 2).map((row) => row.action)).toEqual([
      'refund.succeed',
      'refund.request',
    ]);
    expect(audit[1]?.summary).toContain('refund $180 of payment');
    expect(JSON.parse(audit[1]?.after ?? '{}')).toMatchObject({ refundable: 180 });

    // The rest: the payment is then refunded in full.
    const rest = await refund(office, paymentId, { amount: 180 });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refundable: 0, refunded: 360 });
    expect(readOutbox(t.outboxDir).at(-1)).toContain('The whole payment has now been refunded');
  });

  it('refuses a refund of more than is left, in plain words, and changes nothing', async () => {
    const { paymentId } = await sponsorPays(t);
    expect((await refund(office, paymentId, { amount: 300 })).statusCode).toBe(201);
    const before = await paymentOf(office, paymentId);
    const refusals = before.refunds.length;
    const reply = await refund(office, paymentId, { amount: 60.01 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(
      'That is more than is left to refund. Of $360 paid, at most $60 can still be refunded.',
    );
    const after = await paymentOf(office, paymentId);
    expect(after.refunds).toHaveLength(refusals);
    expect(after.refundable).toBe(60);
    expect(gateway.refunds.filter((r) => r.amountCents === 6001)).toHaveLength(0);
  });

  it('a double click refunds once: the same key answers the same refund', async () => {
    const { paymentId } = await sponsorPays(t);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      refund(office, paymentId, { amount: 100 }, key),
      refund(office, paymentId, { amount: 100 }, key),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().refund.id).toBe(first.json().refund.id);
    const third = await refund(office, paymentId, { amount: 100 }, key);
    expect(third.json().refund.id).toBe(first.json().refund.id);
    expect(gateway.refunds.filter((r) => r.idempotencyKey === key)).toHaveLength(1);
    expect((await paymentOf(office, paymentId)).refunded).toBe(100);
  });

  it('two refunds at once never return more than was paid together', async () => {
    const { paymentId } = await sponsorPays(t);
    const replies = await Promise.all([
      refund(office, paymentId, { amount: 200 }),
      refund(office, paymentId, { amount: 200 }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const payment = await paymentOf(office, paymentId);
    expect(payment.refunded).toBe(200);
    expect(payment.refundable).toBe(160);
  });

  it('a refund the processor did not answer waits, reserved, and asking again refunds it once', async () => {
    const { paymentId } = await sponsorPays(t, { name: 'Levi Baum' });
    gateway.loseNext = true;
    const reply = await refund(office, paymentId, { amount: 50 });
    expect(reply.statusCode, reply.body).toBe(202);
    expect(reply.json().refund.status).toBe('unknown');
    expect(reply.json().message).toMatch(/cannot yet tell whether \$50 was refunded/);
    // Reserved: what may still be refunded excludes it; the donor has had no receipt yet.
    expect(reply.json().payment.refundable).toBe(310);
    const queue = (await office.get('/api/office/attention')).json().items;
    const item = queue.find((i: { kind: string }) => i.kind === 'refund');
    expect(item.summary).toMatch(
      /^A refund of \$50 of Levi Baum’s \$360 payment of .*: the card processor did not answer; it may have refunded\.$/,
    );
    const asked = await office.post(`/api/office/attention/refunds/${item.id}/ask`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      resolved: true,
      message: expect.stringMatching(/\$50 was refunded/),
    });
    const refundRow = (await paymentOf(office, paymentId)).refunds[0];
    expect(refundRow?.status).toBe('succeeded');
    expect(gateway.refunds.filter((r) => r.chargeReference === undefined)).toHaveLength(0);
    const made = gateway.refunds.filter((r) => r.amountCents === 5000);
    expect(made).toHaveLength(1);
    expect(readOutbox(t.outboxDir).at(-1)).toContain('Subject: Your refund of $50');
    const again = await office.post(`/api/office/attention/refunds/${item.id}/ask`);
    expect(again.json().resolved).toBe(true);
    expect(gateway.refunds.filter((r) => r.amountCents === 5000)).toHaveLength(1);
  });

  it('a refund whose answer was never recorded (the server stopped mid-call) reaches the queue once it is old, and asking again refunds it once', async () => {
    const { paymentId } = await sponsorPays(t, { name: 'Shira Katz' });
    gateway.dieNext = true;
    const reply = await refund(office, paymentId, { amount: 70 });
    expect(reply.statusCode).toBe(500);
    const stuck = (await paymentOf(office, paymentId)).refunds[0];
    expect(stuck?.status).toBe('pending');
    const refundItem = async () =>
      (await office.get('/api/office/attention'))
        .json()
        .items.find(
          (i: { kind: string; paymentId: number }) =>
            i.kind === 'refund' && i.paymentId === paymentId,
        );
    // A refund asked a moment ago may still be on its way: it is not a person's decision yet.
    expect(await refundItem()).toBeUndefined();
    await t.handle.db
      .updateTable('refunds')
      .set({ created_at: new Date(Date.now() - 3600_000).toISOString() })
      .where('payment_id', '=', paymentId)
      .execute();
    const item = await refundItem();
    expect(item.summary).toMatch(
      /its answer was never recorded \(the server stopped while asking\)/,
    );
    const asked = await office.post(`/api/office/attention/refunds/${item.id}/ask`);
    expect(asked.json()).toEqual({
      resolved: true,
      message: expect.stringMatching(/\$70 was refunded/),
    });
    expect(gateway.refunds.filter((r) => r.amountCents === 7000)).toHaveLength(1);
    expect(await paymentOf(office, paymentId)).toMatchObject({ refunded: 70 });
    expect(await refundItem()).toBeUndefined();
  });

  it('a dedication’s payments are refunded in full for its cancellation, once however often asked', async () => {
    const { paymentId } = await sponsorPays(t, { name: 'Dovid Stein', email: 'ds@example.org' });
    expect((await refund(office, paymentId, { amount: 60 })).statusCode).toBe(201);
    const { enrollment_id: enrollmentId } = await t.handle.db
      .selectFrom('payments')
      .select('enrollment_id')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const deps = {
      db: t.handle.db,
      gateway,
      mailer: { send: async () => undefined, close: () => undefined },
      programmeTitle: 'Zechus',
      log: pino({ level: 'silent' }),
    };
    const order = {
      enrollmentId: enrollmentId ?? 0,
      reason: 'Dedication cancelled',
      staff: 'command-line' as const,
      idempotencyKey: crypto.randomUUID(),
    };
    const outcomes = await refundDedication(deps, order);
    expect(outcomes).toEqual([expect.objectContaining({ paymentId, status: 'succeeded' })]);
    expect(await refundDedication(deps, order)).toEqual(outcomes);
    const payment = await paymentOf(office, paymentId);
    expect(payment).toMatchObject({ status: 'refunded', refunded: 360, refundable: 0 });
    const made = gateway.refunds.filter((r) => r.chargeReference === payment.reference);
    expect(made.map((r) => r.amountCents)).toEqual([6000, 30000]);
  });

  it('refuses to refund a payment that did not go through', async () => {
    const { paymentId, status } = await sponsorPays(t, { card: '4000 0000 0000 0002' });
    expect(status).toBe(400);
    const reply = await refund(office, paymentId, { amount: 1 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(
      'Only a payment that went through and is recorded can be refunded.',
    );
  });

  it('answers bad refunds with a 400 and a sentence', async () => {
    const { paymentId } = await sponsorPays(t);
    for (const body of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.005 },
      { amount: '10' },
      { amount: 10, reason: '' },
      { amount: 10, reason: 'a\u0000b' },
      { amount: 10, reason: 'x'.repeat(301) },
      { amount: 1e12 },
    ]) {
      const reply = await refund(office, paymentId, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof reply.json().message).toBe('string');
    }
    const noKey = await office.post(`/api/office/payments/${paymentId}/refunds`, {
      amount: 10,
      reason: 'x',
    });
    expect(noKey.statusCode).toBe(400);
    const missing = await refund(office, 2_000_000, { amount: 10 });
    expect(missing.statusCode).toBe(404);
  });
});
