import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dedicationCancelAnswerSchema,
  dedicationDetailSchema,
  donorDetailSchema,
} from '@zechus/shared';
import {
  GatewayError,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from '../payments/gateway/gateway.ts';
import { SandboxGateway } from '../payments/gateway/sandbox-gateway.ts';
import { auditRows, type StaffClient } from '../../test/office.ts';
import { partText, readMime } from '../../mail/testing/read-mime.ts';
import { readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { openMoneyArea, paymentOf, refund, sponsorPays } from '../payments/test-helpers.ts';

/** The sandbox, told what to do with the next refund: refuse it, or make it and lose the answer. */
class RefundControl extends SandboxGateway {
  next: 'refuse' | 'lose' | null = null;
  override async refund(request: RefundRequest): Promise<RefundResult> {
    const what = this.next;
    this.next = null;
    if (what === 'refuse') {
      return { status: 'failed', message: 'The card has been closed by its bank.' };
    }
    const result = await super.refund(request);
    if (what === 'lose')
      throw new GatewayError('no answer about the refund', { outcome: 'unknown' });
    return result;
  }
}

describe.each(TEST_ENGINES)(
  'the office cancels a dedication, with or without a refund, on %s',
  (engine) => {
    let t: TestApp;
    let office: StaffClient;
    let gateway: RefundControl;
    beforeAll(async () => {
      gateway = new RefundControl();
      ({ t, office } = await openMoneyArea(engine, { paymentGateway: gateway as PaymentGateway }));
    }, 120_000);
    afterAll(() => t.close());

    /** A sponsor signs up and pays $360: the dedication, its payment and its donor. */
    const paidDedication = async (name: string, email: string) => {
      const { paymentId } = await sponsorPays(t, { name, email });
      const row = await t.handle.db
        .selectFrom('payments')
        .select(['enrollment_id', 'donor_id', 'gateway_reference'])
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      return {
        paymentId,
        enrollmentId: row.enrollment_id ?? 0,
        donorId: row.donor_id ?? 0,
        reference: row.gateway_reference,
      };
    };
    const cancel = (id: number, body: unknown, key: string = crypto.randomUUID()) =>
      office.post(`/api/office/dedications/${id}/cancel`, body, {
        headers: { 'idempotency-key': key },
      });
    const answerOf = (reply: { statusCode: number; body: string; json: () => unknown }) => {
      expect(reply.statusCode, reply.body).toBe(200);
      return dedicationCancelAnswerSchema.parse(reply.json());
    };
    const refundsAt = (reference: string | null) =>
      gateway.refunds.filter((r) => r.chargeReference === reference).map((r) => r.amountCents);

    it('cancelled with a full refund: the payment is refunded, the donor e-mailed a receipt, audited', async () => {
      const paid = await paidDedication('Rachel Cohen', 'rc@example.org');
      const before = dedicationDetailSchema.parse(
        (await office.get(`/api/office/dedications/${paid.enrollmentId}`)).json(),
      );
      expect(before.refundable).toBe(360);

      const answer = answerOf(await cancel(paid.enrollmentId, { refund: 'full' }));
      expect(answer.message).toBe(
        'Cancelled; $360 refunded to visa ending 4242; the donor was e-mailed that it is cancelled, and a receipt.',
      );
      expect(answer.settled).toBe(true);
      expect(answer.refunds).toEqual([
        expect.objectContaining({ paymentId: paid.paymentId, amount: 360, status: 'succeeded' }),
      ]);
      expect(answer.dedication).toMatchObject({ status: 'cancelled', refundable: 0 });
      expect(answer.dedication.payments).toEqual([
        expect.objectContaining({ status: 'refunded', refunded: 360, refundable: 0 }),
      ]);
      expect(refundsAt(paid.reference)).toEqual([36000]);

      // The receipt, then the e-mail that says it is cancelled and what was refunded.
      const [receipt = '', told = ''] = readOutbox(t.outboxDir).slice(-2);
      expect(receipt).toContain('To: rc@example.org');
      expect(receipt).toContain('Subject: Your refund of $360');
      expect(told).toContain('To: rc@example.org');
      const toldText = partText(readMime(Buffer.from(told)), 'text/plain') ?? '';
      expect(toldText).toMatch(/^Your dedication of the learning for .* is cancelled\.$/m);
      expect(toldText).toContain('We have refunded $360 to your Visa card ending in 4242.');
      expect(answer.dedication.emails.map((m) => [m.kind, m.status])).toEqual([
        ['dedication-cancelled', 'sent'],
        ['refund-receipt', 'sent'],
        ['signup-confirmation', 'sent'],
      ]);
      const payment = await paymentOf(office, paid.paymentId);
      expect(payment).toMatchObject({ status: 'refunded', refunded: 360, refundable: 0 });
      expect(payment.refunds).toEqual([
        expect.objectContaining({
          amount: 360,
          status: 'succeeded',
          reason: `Dedication ${paid.enrollmentId} cancelled`,
          staffName: 'Dina Office',
        }),
      ]);

      const [cancelled] = await auditRows(t, 'dedications');
      expect(cancelled).toMatchObject({ action: 'dedication.cancel', actor: 'Dina Office' });
      expect(cancelled?.summary).toMatch(/with a full refund .*\(\$360\)/);
      expect(JSON.parse(cancelled?.after ?? '{}')).toMatchObject({ refund: 'full' });
      const money = await auditRows(t, 'payments');
      expect(money.slice(0, 2).map((r) => r.action)).toEqual(['refund.succeed', 'refund.request']);
      // Cancelled first, then refunded: the order the service promises.
      expect(cancelled!.id).toBeLessThan(money[1]!.id);
    });

    it('cancelled without a refund: the money stays paid and nothing is asked of the card processor', async () => {
      const paid = await paidDedication('Moshe Katz', 'mk@example.org');
      const answer = answerOf(await cancel(paid.enrollmentId, { refund: 'none' }));
      expect(answer).toMatchObject({ refunds: [], settled: true });
      expect(answer.message).toBe(
        'Cancelled. It no longer shows on the wall; nothing was refunded. The donor was e-mailed that it is cancelled.',
      );
      expect(answer.dedication).toMatchObject({ status: 'cancelled', refundable: 360 });
      expect(answer.dedication.payments).toEqual([
        expect.objectContaining({ status: 'succeeded', refunded: 0, refundable: 360 }),
      ]);
      expect(refundsAt(paid.reference)).toEqual([]);
      const refunds = await t.handle.db
        .selectFrom('refunds')
        .select('id')
        .where('payment_id', '=', paid.paymentId)
        .execute();
      expect(refunds).toEqual([]);
      const [row] = await auditRows(t, 'dedications');
      expect(row?.summary).toMatch(/without a refund/);
    });

    it('a double click cancels and refunds once: the same key answers the same', async () => {
      const paid = await paidDedication('Leah Adler', 'la@example.org');
      const key = crypto.randomUUID();
      const [first, second] = await Promise.all([
        cancel(paid.enrollmentId, { refund: 'full' }, key),
        cancel(paid.enrollmentId, { refund: 'full' }, key),
      ]);
      const a = answerOf(first);
      const b = answerOf(second);
      expect(b).toEqual(a);
      const later = answerOf(await cancel(paid.enrollmentId, { refund: 'full' }, key));
      expect(later).toEqual(a);
      expect(refundsAt(paid.reference)).toEqual([36000]);
      const cancels = (await auditRows(t, 'dedications')).filter(
        (r) => r.action === 'dedication.cancel' && r.target_id === String(paid.enrollmentId),
      );
      expect(cancels).toHaveLength(1);
      // The same key for another choice is refused, not taken as a new cancellation.
      const changed = await cancel(paid.enrollmentId, { refund: 'none' }, key);
      expect(changed.statusCode).toBe(409);
      // Another key: the dedication is already cancelled, and nothing more is refunded.
      expect((await cancel(paid.enrollmentId, { refund: 'full' })).statusCode).toBe(409);
      expect(refundsAt(paid.reference)).toEqual([36000]);
    });

    it('a payment already partly refunded: only what is left is refunded', async () => {
      const paid = await paidDedication('Yossi Blum', 'yb@example.org');
      expect((await refund(office, paid.paymentId, { amount: 60 })).statusCode).toBe(201);
      const before = dedicationDetailSchema.parse(
        (await office.get(`/api/office/dedications/${paid.enrollmentId}`)).json(),
      );
      expect(before.refundable).toBe(300);
      expect(before.payments[0]).toMatchObject({
        status: 'partially_refunded',
        refunded: 60,
        refundable: 300,
      });
      const answer = answerOf(await cancel(paid.enrollmentId, { refund: 'full' }));
      expect(answer.message).toBe(
        'Cancelled; $300 refunded to visa ending 4242; the donor was e-mailed that it is cancelled, and a receipt.',
      );
      expect(answer.dedication.payments[0]).toMatchObject({
        status: 'refunded',
        refunded: 360,
        refundable: 0,
      });
      expect(refundsAt(paid.reference)).toEqual([6000, 30000]);
    });

    it('a refund the card processor refuses: the dedication stays cancelled and the office is told what is left', async () => {
      const paid = await paidDedication('Dina Roth', 'dr@example.org');
      const mails = readOutbox(t.outboxDir).length;
      gateway.next = 'refuse';
      const answer = answerOf(await cancel(paid.enrollmentId, { refund: 'full' }));
      expect(answer.settled).toBe(false);
      expect(answer.message).toBe(
        'Cancelled; the card processor refused to refund $360 to visa ending 4242, so nothing of it was refunded (The card has been closed by its bank); the dedication stays cancelled, and the payment can still be refunded from its page; the donor was e-mailed that it is cancelled.',
      );
      expect(answer.refunds).toEqual([expect.objectContaining({ status: 'failed', amount: 360 })]);
      expect(answer.dedication).toMatchObject({ status: 'cancelled', refundable: 360 });
      expect(answer.dedication.payments[0]).toMatchObject({ status: 'succeeded', refunded: 0 });
      // No receipt: only the e-mail that says it is cancelled, and that the office will be in touch.
      expect(readOutbox(t.outboxDir)).toHaveLength(mails + 1);
      const told = readMime(Buffer.from(readOutbox(t.outboxDir).at(-1) ?? ''));
      expect(partText(told, 'text/plain')).toContain(
        'We could not yet refund $360 to your Visa card ending in 4242: our office will be in touch about it.',
      );
      // The payment can still be refunded from its page.
      const again = await refund(office, paid.paymentId, { amount: 360 });
      expect(again.statusCode, again.body).toBe(201);
    });

    it('a refund whose answer is lost waits in Needs attention, and asking again refunds it once', async () => {
      const paid = await paidDedication('Chaim Weiss', 'cw@example.org');
      gateway.next = 'lose';
      const answer = answerOf(await cancel(paid.enrollmentId, { refund: 'full' }));
      expect(answer.settled).toBe(false);
      expect(answer.message).toMatch(
        /^Cancelled; the card processor did not answer about refunding \$360 to visa ending 4242, so we cannot yet tell whether it went back; it waits in Needs attention/,
      );
      // Reserved: nothing more can be refunded while its fate is unknown.
      expect(answer.dedication.refundable).toBe(0);
      const items = (await office.get('/api/office/attention')).json().items as {
        kind: string;
        id: number;
        summary: string;
      }[];
      const item = items.find((i) => i.kind === 'refund' && i.id === answer.refunds[0]?.refundId);
      expect(item?.summary).toMatch(/^A refund of \$360 of Chaim Weiss’s \$360 payment/);
      const asked = await office.post(`/api/office/attention/refunds/${item!.id}/ask`);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(refundsAt(paid.reference)).toEqual([36000]);
      const payment = await paymentOf(office, paid.paymentId);
      expect(payment).toMatchObject({ status: 'refunded', refunded: 360 });
    });

    it('the sign-up’s confirmation e-mail is listed on its dedication’s page and its donor’s page', async () => {
      const paid = await paidDedication('Sarah Levi', 'sl@example.org');
      const dedication = dedicationDetailSchema.parse(
        (await office.get(`/api/office/dedications/${paid.enrollmentId}`)).json(),
      );
      const confirmation = {
        kind: 'signup-confirmation',
        to: 'sl@example.org',
        subject: expect.stringMatching(/^Your dedication is confirmed — donor ID \d+$/),
        status: 'sent',
        error: null,
      };
      expect(dedication.emails).toEqual([expect.objectContaining(confirmation)]);
      const donor = donorDetailSchema.parse(
        (await office.get(`/api/office/donors/${paid.donorId}`)).json(),
      );
      expect(donor.emails).toEqual([expect.objectContaining(confirmation)]);
      expect(donor.payments[0]).toMatchObject({
        status: 'succeeded',
        refunded: 0,
        refundable: 360,
      });
    });
  },
);
