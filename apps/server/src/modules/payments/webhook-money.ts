import type Stripe from 'stripe';
import { recordStripeDispute } from './disputes.ts';
import type { StripeReader } from './stripe-reader.ts';
import { ourPaymentOf, recordStripeRefund, type StripeRefundDeps } from './stripe-refunds.ts';

/**
 * Stripe's events about money after a payment (issue 23 §4): refunds, made here or in Stripe's
 * dashboard, and disputes. From an event only the object's id is taken; Stripe is asked how that
 * refund or dispute stands now (stripe-reader.ts), so an event's snapshot — late, repeated, or
 * overtaken by a later change — never decides, and the recorders only move forward
 * (stripe-refunds.ts, disputes.ts).
 */

export type MoneyEventDeps = StripeRefundDeps & { reader: StripeReader };

/** Events naming a refund: created, updated (pending → succeeded, or failed), and the old name. */
const REFUND_EVENTS = new Set([
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);

/** charge.refunded names the charge: every refund of its PaymentIntent is read. */
const CHARGE_REFUNDED = 'charge.refunded';

const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);

export const isMoneyEvent = (type: string): boolean =>
  REFUND_EVENTS.has(type) || type === CHARGE_REFUNDED || DISPUTE_EVENTS.has(type);

/** Records what the event is about; `recorded` when anything of ours changed. */
export async function recordMoneyEvent(
  deps: MoneyEventDeps,
  event: Pick<Stripe.Event, 'type' | 'data'>,
): Promise<'recorded' | 'ignored'> {
  const object = event.data.object as { id?: unknown; object?: unknown; payment_intent?: unknown };
  const id = typeof object.id === 'string' ? object.id : undefined;
  const intent = typeof object.payment_intent === 'string' ? object.payment_intent : undefined;
  // The payment an object belongs to never changes, so the body may say which: Stripe is not
  // asked about a payment that is not ours (another system on the same account).
  if (!id || !intent || !(await ourPaymentOf(deps.db, intent))) return 'ignored';
  let changed = false;
  if (REFUND_EVENTS.has(event.type) && object.object === 'refund') {
    changed = await recordStripeRefund(deps, await deps.reader.refund(id));
  } else if (event.type === CHARGE_REFUNDED && object.object === 'charge') {
    for (const refund of await deps.reader.refundsOf(intent)) {
      // Each in turn: one refund's change never waits on, or undoes, another's.
      if (await recordStripeRefund(deps, refund)) changed = true;
    }
  } else if (DISPUTE_EVENTS.has(event.type) && object.object === 'dispute') {
    changed = await recordStripeDispute(deps.db, await deps.reader.dispute(id));
  }
  return changed ? 'recorded' : 'ignored';
}
