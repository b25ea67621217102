import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStripeOffice, type StripeOffice } from '../../test/stripe-office.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

/** "5 December 2026", or with the time "5 December 2026 at 23:59", as the office reads it. */
const london = (at: Date, withTime = false) =>
  at.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Europe/London',
  });

describe.each(TEST_ENGINES)('disputes Stripe tells of through its webhook, on %s', (engine) => {
  let s: StripeOffice;
  beforeAll(async () => {
    s = await openStripeOffice(engine);
  }, 120_000);
  afterAll(() => s.close());

  const disputeRows = (paymentId: number) =>
    s.t.handle.db.selectFrom('disputes').selectAll().where('payment_id', '=', paymentId).execute();
  const itemOf = async (paymentId: number) =>
    (await s.queue()).find((item) => item.kind === 'dispute' && item.paymentId === paymentId);

  it('an opened dispute waits in Needs attention with its amount, reason and deadline, and shows on the payment; decided, it leaves and the page says how it ended', async () => {
    const { paymentId, intent } = await s.sponsorPays('Yehuda Roth');
    const id = s.stripe.openDispute(intent, { reason: 'fraudulent', dueInDays: 10 });
    const dueBy = s.stripe.disputes.find((d) => d.id === id)?.dueBy ?? 0;
    expect(await s.deliver(s.eventOf(id, 'charge.dispute.created'))).toBe('recorded');

    const item = await itemOf(paymentId);
    expect(item).toMatchObject({ kind: 'dispute', actions: [], paymentId });
    const paid = await s.t.handle.db
      .selectFrom('payments')
      .select('created_at')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(item?.summary).toBe(
      `The cardholder disputes $360 of Yehuda Roth’s $360 payment of ${london(new Date(paid.created_at))}: the cardholder says they did not make this payment. Respond by ${london(new Date(dueBy * 1000), true)}, in Stripe’s dashboard (the evidence is uploaded there).`,
    );
    expect((await s.paymentPage(paymentId)).disputes).toEqual([
      {
        id: expect.any(Number),
        reference: id,
        amount: 360,
        reason: 'fraudulent',
        reasonLabel: 'the cardholder says they did not make this payment',
        status: 'needs_response',
        statusLabel: 'Respond at Stripe',
        open: true,
        evidenceDueBy: new Date(dueBy * 1000).toISOString(),
        createdAt: expect.any(String),
        closedAt: null,
      },
    ]);

    // Evidence sent from Stripe's dashboard: nothing to do but wait for the bank.
    s.stripe.updateDispute(id, 'under_review');
    expect(await s.deliver(s.eventOf(id, 'charge.dispute.updated'))).toBe('recorded');
    expect((await itemOf(paymentId))?.summary).toMatch(
      /The response is with the bank; it leaves this list when the bank decides\.$/,
    );

    s.stripe.closeDispute(id, 'won');
    expect(await s.deliver(s.eventOf(id, 'charge.dispute.closed'))).toBe('recorded');
    expect(await itemOf(paymentId)).toBeUndefined();
    expect((await s.paymentPage(paymentId)).disputes).toEqual([
      expect.objectContaining({
        status: 'won',
        statusLabel: 'Won: the money stays',
        open: false,
        closedAt: expect.any(String),
      }),
    ]);
    const audit = await s.stripeAudit(paymentId);
    expect(audit.map((row) => [row.action, row.staff_user_id])).toEqual([
      ['dispute.open', null],
      ['dispute.update', null],
      ['dispute.close', null],
    ]);
    expect(audit[2]?.summary).toMatch(/dispute of \$360 of payment \d+ \(\$360\) closed: Won/);
  });

  it('events out of order do no harm: the closing handled first records the dispute closed, and the late opening changes nothing', async () => {
    const { paymentId, intent } = await s.sponsorPays();
    const id = s.stripe.openDispute(intent, { amount: 20_000, reason: 'product_not_received' });
    s.stripe.closeDispute(id, 'lost');

    expect(await s.deliver(s.eventOf(id, 'charge.dispute.closed'))).toBe('recorded');
    // Its body says "needs_response": Stripe is asked, and says lost.
    const opened = s.eventOf(id, 'charge.dispute.created');
    expect(opened.data.object.status).toBe('needs_response');
    expect(await s.deliver(opened)).toBe('ignored');
    expect(await s.deliver(opened)).toBe('replayed');

    expect(await disputeRows(paymentId)).toEqual([
      expect.objectContaining({
        status: 'lost',
        amount_cents: 20_000,
        closed_at: expect.any(String),
      }),
    ]);
    expect(await itemOf(paymentId)).toBeUndefined();
    expect((await s.paymentPage(paymentId)).disputes).toEqual([
      expect.objectContaining({ statusLabel: 'Lost: the money went back', open: false }),
    ]);
    expect((await s.stripeAudit(paymentId)).map((row) => row.action)).toEqual(['dispute.open']);
  });

  it('a dispute’s events all at once make one dispute, as Stripe holds it now', async () => {
    const { paymentId, intent } = await s.sponsorPays();
    const id = s.stripe.openDispute(intent);
    s.stripe.updateDispute(id, 'under_review');
    s.stripe.closeDispute(id, 'won');
    const outcomes = await Promise.all(s.eventsAbout(id).map((event) => s.deliver(event)));
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
    expect(await disputeRows(paymentId)).toEqual([
      expect.objectContaining({ status: 'won', closed_at: expect.any(String) }),
    ]);
  });

  it('a decided dispute is never reopened by an older reading', async () => {
    const { paymentId, intent } = await s.sponsorPays();
    const id = s.stripe.openDispute(intent);
    const opened = s.eventOf(id, 'charge.dispute.created');
    s.stripe.closeDispute(id, 'won');
    expect(await s.deliver(s.eventOf(id, 'charge.dispute.closed'))).toBe('recorded');
    // As if Stripe had been read before the decision, by an event handled at the same moment.
    s.stripe.updateDispute(id, 'needs_response');
    expect(await s.deliver(opened)).toBe('ignored');
    expect(await disputeRows(paymentId)).toEqual([expect.objectContaining({ status: 'won' })]);
    expect(await itemOf(paymentId)).toBeUndefined();
  });

  it('a dispute of a payment that is not ours is stored and ignored, without asking Stripe', async () => {
    const { intent } = await s.sponsorPays();
    const id = s.stripe.openDispute(intent);
    const created = s.eventOf(id, 'charge.dispute.created');
    const elsewhere = {
      ...created,
      id: `evt_${crypto.randomUUID()}`,
      data: { object: { ...created.data.object, payment_intent: 'pi_ofAnotherSystem' } },
    };
    const asked = s.stripe.requests.length;
    expect(await s.deliver(elsewhere)).toBe('ignored');
    expect(s.stripe.requests.length).toBe(asked);
  });
});
