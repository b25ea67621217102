import type { Intent, StripeEvent } from './stripe-stand-in-intents.ts';
import { invalid, newId, notFound, type Answer } from './stripe-stand-in-objects.ts';

/**
 * The Stripe stand-in's money after a payment (./stripe-stand-in.ts): refunds, made through the
 * API (ours, with our key in their metadata) or in Stripe's dashboard, and disputes. Each change
 * Stripe announces is kept as an event, in the shape Stripe sends a webhook endpoint: refunds
 * (https://docs.stripe.com/refunds#refund-events) and disputes
 * (https://docs.stripe.com/disputes/responding#webhooks).
 */

export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface StandInRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  status: RefundStatus;
  /** Our idempotency key, in the metadata of a refund our adapter made; null from the dashboard. */
  ourKey: string | null;
  reason: string | null;
  failureReason: string | null;
  created: number;
}

export interface StandInDispute {
  id: string;
  paymentIntent: string;
  amount: number;
  reason: string;
  status: string;
  /** Seconds; 0 when the bank allows no response. */
  dueBy: number;
  created: number;
}

/** What happens at Stripe besides our calls, for the tests to play. */
export interface StandInMoney {
  /** Every refund made, through the API or the dashboard, with its status now. */
  refunded: StandInRefund[];
  disputes: StandInDispute[];
  /** Someone refunds in Stripe's dashboard (no key of ours); answers the refund's id. */
  refundInDashboard(
    paymentIntent: string,
    amount: number,
    status?: 'pending' | 'succeeded',
    reason?: string,
  ): string;
  /** The next `times` refunds made through the API stay `pending` (as some banks keep them). */
  holdNextRefunds(times?: number): void;
  /** A pending refund goes through. */
  completeRefund(id: string): void;
  /** A refund fails afterwards (the card closed meanwhile): nothing went back. */
  failRefund(id: string, failureReason?: string): void;
  /** The cardholder's bank opens a dispute; answers its id. */
  openDispute(
    paymentIntent: string,
    options?: { amount?: number; reason?: string; dueInDays?: number },
  ): string;
  /** Evidence sent from the dashboard (or any other change of status). */
  updateDispute(id: string, status: string): void;
  /** The bank decides. */
  closeDispute(id: string, outcome: 'won' | 'lost'): void;
}

const now = () => Math.floor(Date.now() / 1000);

/** An event as Stripe delivers it to a webhook endpoint: a snapshot of the object now. */
export const stripeEvent = (
  type: string,
  object: Record<string, unknown> & { id: string },
): StripeEvent => ({
  id: newId('evt'),
  object: 'event',
  type,
  created: now(),
  api_version: '2026-10-28.endive',
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object: structuredClone(object) },
});

/** A PaymentIntent's one charge (Stripe's ch_… beside its pi_…). */
const chargeOf = (intentId: string) => `ch_${intentId.slice(3)}`;

export function refundsAndDisputes(world: { intents: Map<string, Intent>; events: StripeEvent[] }) {
  const { intents, events } = world;
  const refunded: StandInRefund[] = [];
  const disputes: StandInDispute[] = [];
  let held = 0;

  const refundObject = (r: StandInRefund) => ({
    id: r.id,
    object: 'refund',
    amount: r.amount,
    currency: 'usd',
    charge: chargeOf(r.paymentIntent),
    payment_intent: r.paymentIntent,
    status: r.status,
    reason: r.reason,
    failure_reason: r.failureReason ?? undefined,
    created: r.created,
    metadata: r.ourKey ? { idempotency_key: r.ourKey } : {},
  });

  /** What counts against the charge: refunds not failed or cancelled. */
  const refundedOf = (intentId: string) =>
    refunded
      .filter(
        (r) => r.paymentIntent === intentId && r.status !== 'failed' && r.status !== 'canceled',
      )
      .reduce((sum, r) => sum + r.amount, 0);

  const chargeObject = (intent: Intent) => ({
    id: chargeOf(intent.id),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: refundedOf(intent.id),
    refunded: refundedOf(intent.id) >= intent.amount,
    currency: intent.currency,
    payment_intent: intent.id,
  });

  /** A refund made: refund.created, and charge.refunded for its charge. */
  const make = (intent: Intent, refund: StandInRefund) => {
    refunded.push(refund);
    events.push(stripeEvent('refund.created', refundObject(refund)));
    events.push(stripeEvent('charge.refunded', chargeObject(intent)));
  };

  const create = (body: URLSearchParams): Answer => {
    const named = body.get('payment_intent') ?? '';
    const intent = intents.get(named);
    if (!intent) {
      return invalid(`No such payment_intent: '${named}'`, 'resource_missing', 'payment_intent');
    }
    if (intent.status !== 'succeeded') {
      return invalid('This PaymentIntent does not have a successful charge to refund.');
    }
    const already = refundedOf(intent.id);
    const amount = Number(body.get('amount') ?? intent.amount - already);
    if (amount + already > intent.amount) {
      return invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - already) / 100).toFixed(2)})`,
        'amount_too_large',
      );
    }
    const pending = held > 0;
    if (pending) held--;
    const refund: StandInRefund = {
      id: newId('re'),
      paymentIntent: intent.id,
      amount,
      status: pending ? 'pending' : 'succeeded',
      ourKey: body.get('metadata[idempotency_key]'),
      reason: body.get('reason'),
      failureReason: null,
      created: now(),
    };
    make(intent, refund);
    return { status: 200, body: refundObject(refund) };
  };

  const disputeObject = (d: StandInDispute) => ({
    id: d.id,
    object: 'dispute',
    amount: d.amount,
    currency: 'usd',
    charge: chargeOf(d.paymentIntent),
    payment_intent: d.paymentIntent,
    reason: d.reason,
    status: d.status,
    evidence_details: {
      due_by: d.dueBy,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    created: d.created,
    livemode: false,
    metadata: {},
  });

  const refundById = (id: string) => {
    const refund = refunded.find((r) => r.id === id);
    if (!refund) throw new Error(`the stand-in made no refund ${id}`);
    return refund;
  };
  const disputeById = (id: string) => {
    const dispute = disputes.find((d) => d.id === id);
    if (!dispute) throw new Error(`the stand-in has no dispute ${id}`);
    return dispute;
  };
  const intentById = (id: string) => {
    const intent = intents.get(id);
    if (intent?.status !== 'succeeded') throw new Error(`${id} has no charge`);
    return intent;
  };

  const money: StandInMoney = {
    refunded,
    disputes,
    refundInDashboard(
      paymentIntent,
      amount,
      status = 'succeeded',
      reason = 'requested_by_customer',
    ) {
      const intent = intentById(paymentIntent);
      if (amount + refundedOf(intent.id) > intent.amount) throw new Error('more than is left');
      const refund: StandInRefund = {
        id: newId('re'),
        paymentIntent,
        amount,
        status,
        ourKey: null,
        reason,
        failureReason: null,
        created: now(),
      };
      make(intent, refund);
      return refund.id;
    },
    holdNextRefunds(times = 1) {
      held += times;
    },
    completeRefund(id) {
      const refund = refundById(id);
      if (refund.status !== 'pending') throw new Error(`${id} is ${refund.status}`);
      refund.status = 'succeeded';
      events.push(stripeEvent('refund.updated', refundObject(refund)));
    },
    failRefund(id, failureReason = 'expired_or_canceled_card') {
      const refund = refundById(id);
      if (refund.status !== 'pending' && refund.status !== 'succeeded') {
        throw new Error(`${id} is ${refund.status}`);
      }
      refund.status = 'failed';
      refund.failureReason = failureReason;
      events.push(stripeEvent('refund.updated', refundObject(refund)));
    },
    openDispute(paymentIntent, options = {}) {
      const intent = intentById(paymentIntent);
      const dispute: StandInDispute = {
        id: newId('dp'),
        paymentIntent,
        amount: options.amount ?? intent.amount,
        reason: options.reason ?? 'fraudulent',
        status: 'needs_response',
        dueBy: options.dueInDays === 0 ? 0 : now() + (options.dueInDays ?? 14) * 86_400,
        created: now(),
      };
      disputes.push(dispute);
      events.push(stripeEvent('charge.dispute.created', disputeObject(dispute)));
      return dispute.id;
    },
    updateDispute(id, status) {
      const dispute = disputeById(id);
      dispute.status = status;
      events.push(stripeEvent('charge.dispute.updated', disputeObject(dispute)));
    },
    closeDispute(id, outcome) {
      const dispute = disputeById(id);
      dispute.status = outcome;
      events.push(stripeEvent('charge.dispute.closed', disputeObject(dispute)));
    },
  };

  /** The API's refunds and disputes; undefined for any other request. */
  const handle = (method: string, path: string, body: URLSearchParams): Answer | undefined => {
    if (method === 'POST' && path === '/v1/refunds') return create(body);
    if (method === 'GET' && path === '/v1/refunds') {
      const data = refunded
        .filter((r) => r.paymentIntent === body.get('payment_intent'))
        .map(refundObject);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    const one = /^\/v1\/(refunds|disputes)\/([^/]+)$/.exec(path);
    if (method !== 'GET' || !one) return undefined;
    const [, kind, id = ''] = one;
    if (kind === 'refunds') {
      const refund = refunded.find((r) => r.id === id);
      return refund ? { status: 200, body: refundObject(refund) } : notFound('refund', id, 'id');
    }
    const dispute = disputes.find((d) => d.id === id);
    return dispute ? { status: 200, body: disputeObject(dispute) } : notFound('dispute', id, 'id');
  };

  return { money, handle };
}
