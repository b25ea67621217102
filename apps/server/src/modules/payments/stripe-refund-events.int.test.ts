import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStripeOffice, type StripeOffice } from '../../test/stripe-office.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { refund } from './test-helpers.ts';

describe.each(TEST_ENGINES)('refunds Stripe tells of through its webhook, on %s', (engine) => {
  let s: StripeOffice;
  beforeAll(async () => {
    s = await openStripeOffice(engine);
  }, 120_000);
  afterAll(() => s.close());

  const receiptsOf = async (paymentId: number) =>
    (
      await s.t.handle.db
        .selectFrom('mail_log')
        .select('id')
        .where('payment_id', '=', paymentId)
        .where('kind', '=', 'refund-receipt')
        .execute()
    ).length;
  const refundRows = (paymentId: number) =>
    s.t.handle.db.selectFrom('refunds').selectAll().where('payment_id', '=', paymentId).execute();

  it('a refund made in Stripe’s dashboard appears on the payment once, however many of its events arrive', async () => {
    const { paymentId, intent } = await s.sponsorPays('Rivka Stern');
    const made = s.stripe.refundInDashboard(intent, 10_000);
    const created = s.eventOf(made, 'refund.created');
    const chargeRefunded = s.eventOf(intent, 'charge.refunded');

    expect(await s.deliver(created)).toBe('recorded');
    expect(await s.deliver(chargeRefunded)).toBe('ignored');
    expect(await s.deliver(created)).toBe('replayed');
    // The same news under another event id (as Stripe's refund.updated may bring it).
    expect(await s.deliver({ ...created, id: `evt_${crypto.randomUUID()}` })).toBe('ignored');

    const page = await s.paymentPage(paymentId);
    expect(page.refunds).toEqual([
      expect.objectContaining({
        origin: 'processor',
        amount: 100,
        status: 'succeeded',
        reference: made,
        reason: 'Requested by the customer (said at Stripe)',
        staffName: null,
      }),
    ]);
    expect(page).toMatchObject({ refunded: 100, refundable: 260, status: 'partially_refunded' });
    // Stripe's dashboard sends its own receipt, if asked to: ours go with the office's refunds.
    expect(await receiptsOf(paymentId)).toBe(0);
    expect(await s.stripeAudit(paymentId)).toEqual([
      expect.objectContaining({
        action: 'refund.record',
        area: 'payments',
        staff_user_id: null,
        summary: expect.stringMatching(
          /refund of \$100 of payment \d+ \(\$360\), made in Stripe’s dashboard: refunded/,
        ),
      }),
    ]);
  });

  it('refund.created and charge.refunded arriving at the same moment make one refund', async () => {
    const { paymentId, intent } = await s.sponsorPays();
    const made = s.stripe.refundInDashboard(intent, 36_000);
    const outcomes = await Promise.all([
      s.deliver(s.eventOf(made, 'refund.created')),
      s.deliver(s.eventOf(intent, 'charge.refunded')),
    ]);
    expect(outcomes.sort()).toEqual(['ignored', 'recorded']);
    expect(await refundRows(paymentId)).toHaveLength(1);
    expect(await s.paymentPage(paymentId)).toMatchObject({ refunded: 360, status: 'refunded' });
  });

  it('a refund still pending at Stripe is shown pending and counted as returned only once it goes through', async () => {
    const { paymentId, intent } = await s.sponsorPays();
    const made = s.stripe.refundInDashboard(intent, 5_000, 'pending');
    const whilePending = s.eventOf(intent, 'charge.refunded');
    expect(await s.deliver(s.eventOf(made, 'refund.created'))).toBe('recorded');
    let page = await s.paymentPage(paymentId);
    expect(page.refunds).toEqual([expect.objectContaining({ status: 'pending', amount: 50 })]);
    // Not money returned yet; but no longer the office's to refund.
    expect(page).toMatchObject({ refunded: 0, refundable: 310, status: 'succeeded' });

    s.stripe.completeRefund(made);
    expect(await s.deliver(s.eventOf(made, 'refund.updated'))).toBe('recorded');
    // The charge's event from while it was pending, delivered late, changes nothing.
    expect(await s.deliver(whilePending)).toBe('ignored');
    page = await s.paymentPage(paymentId);
    expect(page.refunds).toEqual([expect.objectContaining({ status: 'succeeded', amount: 50 })]);
    expect(page).toMatchObject({ refunded: 50, refundable: 310, status: 'partially_refunded' });
    expect((await s.stripeAudit(paymentId)).map((row) => row.action)).toEqual([
      'refund.record',
      'refund.succeed',
    ]);
  });

  it('the office’s own refund that Stripe holds pending is not counted until Stripe makes it; the receipt goes then, once', async () => {
    const { paymentId, intent } = await s.sponsorPays('Dovid Klein');
    s.stripe.holdNextRefunds();
    const asked = await refund(s.office, paymentId, { amount: 360, reason: 'Paid twice' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().refund).toMatchObject({ status: 'pending', origin: 'office' });
    expect(asked.json().message).toMatch(/has taken the refund of \$360 and is still making it/);
    expect(asked.json().payment).toMatchObject({ refunded: 0, refundable: 0, status: 'succeeded' });
    expect(await receiptsOf(paymentId)).toBe(0);
    // However long Stripe takes, there is nothing for a person to decide.
    await s.t.handle.db
      .updateTable('refunds')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('payment_id', '=', paymentId)
      .execute();
    expect((await s.queue()).some((item) => item.paymentId === paymentId)).toBe(false);

    const [made] = s.stripe.refunded.filter((r) => r.paymentIntent === intent);
    s.stripe.completeRefund(made?.id ?? '');
    const updated = s.eventOf(made?.id ?? '', 'refund.updated');
    expect(await s.deliver(updated)).toBe('recorded');
    expect(await s.deliver(s.eventOf(made?.id ?? '', 'refund.created'))).toBe('ignored');
    expect(await s.deliver({ ...updated, id: `evt_${crypto.randomUUID()}` })).toBe('ignored');
    const page = await s.paymentPage(paymentId);
    expect(page).toMatchObject({ refunded: 360, refundable: 0, status: 'refunded' });
    expect(page.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', staffName: 'Dina Office' }),
    ]);
    expect(await receiptsOf(paymentId)).toBe(1);
  });

  it('the office’s own refund is matched by its key when its events arrive, never doubled', async () => {
    const { paymentId, intent } = await s.sponsorPays();
    const asked = await refund(s.office, paymentId, { amount: 100 });
    expect(asked.statusCode, asked.body).toBe(201);
    const made = s.stripe.refunded.filter((r) => r.paymentIntent === intent);
    expect(made).toHaveLength(1);
    for (const event of s.eventsAbout(made[0]?.id ?? '')) {
      expect(await s.deliver(event)).toBe('ignored');
    }
    expect(await s.deliver(s.eventOf(intent, 'charge.refunded'))).toBe('ignored');
    expect(await refundRows(paymentId)).toHaveLength(1);
    expect(await s.paymentPage(paymentId)).toMatchObject({ refunded: 100, refundable: 260 });
    expect(await receiptsOf(paymentId)).toBe(1);
    expect(await s.stripeAudit(paymentId)).toEqual([]);
  });

  it('a refund that fails afterwards comes back to Needs attention with Stripe’s reason, and may be refunded again', async () => {
    const { paymentId, intent } = await s.sponsorPays('Miriam Adler');
    expect((await refund(s.office, paymentId, { amount: 120 })).statusCode).toBe(201);
    const [made] = s.stripe.refunded.filter((r) => r.paymentIntent === intent);
    const id = made?.id ?? '';
    const created = s.eventOf(id, 'refund.created');
    s.stripe.failRefund(id, 'lost_or_stolen_card');
    expect(await s.deliver(s.eventOf(id, 'refund.updated'))).toBe('recorded');
    // Its creation's event, late, says "succeeded": Stripe is asked, and it stays failed.
    expect(await s.deliver(created)).toBe('ignored');

    const page = await s.paymentPage(paymentId);
    expect(page.refunds).toEqual([
      expect.objectContaining({
        status: 'failed',
        failureMessage: 'Stripe could not return the money: the card was reported lost or stolen.',
      }),
    ]);
    expect(page).toMatchObject({ refunded: 0, refundable: 360, status: 'succeeded' });
    const refundId = page.refunds[0]?.id ?? 0;
    const item = (await s.queue()).find((i) => i.key === `refund:${refundId}`);
    expect(item).toMatchObject({ kind: 'refund', actions: ['dismiss'], paymentId });
    expect(item?.summary).toMatch(
      /^A refund of \$120 of Miriam Adler’s \$360 payment of .+, asked on .+, failed afterwards: nothing went back to the card\. Stripe could not return the money: the card was reported lost or stolen\./,
    );
    expect((await s.stripeAudit(paymentId)).map((row) => row.action)).toEqual(['refund.fail']);

    const dismissed = await s.office.post(`/api/office/attention/refunds/${refundId}/dismiss`);
    expect(dismissed.json()).toEqual({
      resolved: true,
      message: 'Marked as dealt with. It has left this list.',
    });
    expect((await s.queue()).some((i) => i.key === `refund:${refundId}`)).toBe(false);
    const again = await s.office.post(`/api/office/attention/refunds/${refundId}/dismiss`);
    expect(again.json().message).toMatch(/^Nothing to do/);
    expect((await s.office.post('/api/office/attention/refunds/999999/dismiss')).statusCode).toBe(
      404,
    );
    const decided = await s.t.handle.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('area', '=', 'attention')
      .where('target_id', '=', String(paymentId))
      .execute();
    expect(decided).toEqual([{ actor: 'Dina Office', action: 'refund.dealt-with' }]);
    // The money that did not go back may be refunded again.
    expect((await refund(s.office, paymentId, { amount: 360 })).statusCode).toBe(201);
  });

  it('a refund of a payment that is not ours, and a card kept by a SetupIntent, are stored and ignored', async () => {
    const { intent } = await s.sponsorPays();
    const made = s.stripe.refundInDashboard(intent, 1_000);
    const created = s.eventOf(made, 'refund.created');
    const elsewhere = {
      ...created,
      id: `evt_${crypto.randomUUID()}`,
      data: { object: { ...created.data.object, payment_intent: 'pi_ofAnotherSystem' } },
    };
    const setUp = {
      ...created,
      id: `evt_${crypto.randomUUID()}`,
      type: 'setup_intent.succeeded',
      data: { object: { id: 'seti_123', object: 'setup_intent', status: 'succeeded' } },
    };
    expect(await s.deliver(elsewhere)).toBe('ignored');
    expect(await s.deliver(setUp)).toBe('ignored');
    const stored = await s.t.handle.db
      .selectFrom('webhook_events')
      .select('type')
      .where('id', 'in', [elsewhere.id, setUp.id])
      .orderBy('type')
      .execute();
    expect(stored).toEqual([{ type: 'refund.created' }, { type: 'setup_intent.succeeded' }]);
  });
});
