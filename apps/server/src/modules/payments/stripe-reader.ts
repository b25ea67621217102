import { createRequire } from 'node:module';
import type Stripe from 'stripe';

/**
 * Reading refunds and disputes back from Stripe, as they stand now (issue 23 §4). A webhook
 * event's object is a snapshot taken when the event was made, and events arrive late, twice and
 * out of order; so the webhook takes from an event only which refund or dispute it is about and
 * asks Stripe for its current state (webhook-money.ts). The office's own refund is read back
 * too, since the adapter reports a refund Stripe still holds `pending` as made
 * (refund-settlement.ts).
 *
 * A client of its own rather than a method of the gateway: these objects exist only at Stripe,
 * and the sandbox has nothing to read.
 */

/** A refund as Stripe holds it; `status` folds `requires_action` into `pending`. */
export interface StripeRefund {
  id: string;
  paymentIntent: string | null;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  /** Our idempotency key, in the metadata of every refund we make; null for the dashboard's. */
  ourKey: string | null;
  /** Why it was made (duplicate, fraudulent, requested_by_customer), when someone said. */
  reason: string | null;
  /** Why it failed, when it did (lost_or_stolen_card, expired_or_canceled_card, …). */
  failureReason: string | null;
  createdAt: string;
}

/** A dispute (chargeback) as Stripe holds it. */
export interface StripeDispute {
  id: string;
  paymentIntent: string | null;
  amountCents: number;
  currency: string;
  reason: string;
  status: string;
  /** Null when the bank allows no response (Stripe's due_by of 0) or none is asked. */
  evidenceDueBy: string | null;
  createdAt: string;
}

export interface StripeReader {
  refund(id: string): Promise<StripeRefund>;
  /** Every refund of a PaymentIntent (a list, which unlike search does not lag). */
  refundsOf(paymentIntent: string): Promise<StripeRefund[]>;
  dispute(id: string): Promise<StripeDispute>;
}

export interface StripeReaderOptions {
  secretKey: string;
  /** For tests against a local stand-in of the Stripe API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

const require = createRequire(import.meta.url);
/** The SDK, required when a reader is made: a sandbox server never loads it (decision 0015). */
const stripeSdk = () => require('stripe') as typeof Stripe;

const isoOf = (seconds: number): string => new Date(seconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function refundOf(refund: Stripe.Refund): StripeRefund {
  const status =
    refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled'
      ? refund.status
      : 'pending';
  return {
    id: refund.id,
    paymentIntent: idOf(refund.payment_intent),
    amountCents: refund.amount,
    status,
    ourKey: refund.metadata?.idempotency_key ?? null,
    reason: refund.reason ?? null,
    failureReason: refund.failure_reason ?? null,
    createdAt: isoOf(refund.created),
  };
}

export function disputeOf(dispute: Stripe.Dispute): StripeDispute {
  const due = dispute.evidence_details?.due_by;
  return {
    id: dispute.id,
    paymentIntent: idOf(dispute.payment_intent),
    amountCents: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy: due ? isoOf(due) : null,
    createdAt: isoOf(dispute.created),
  };
}

export function stripeReader(options: StripeReaderOptions): StripeReader {
  const StripeSdk = stripeSdk();
  const stripe = new StripeSdk(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 30_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  return {
    refund: async (id) => refundOf(await stripe.refunds.retrieve(id)),
    refundsOf: async (paymentIntent) =>
      (await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })).data.map(refundOf),
    dispute: async (id) => disputeOf(await stripe.disputes.retrieve(id)),
  };
}

/** Stripe's failure_reason of a refund, in the office's words. */
const REFUND_FAILURES: Record<string, string> = {
  lost_or_stolen_card: 'the card was reported lost or stolen',
  expired_or_canceled_card: 'the card has expired or been cancelled',
  charge_for_pending_refund_disputed: 'the cardholder has disputed the payment',
  insufficient_funds: 'the Stripe balance was too low to pay it',
  declined: 'the card’s bank refused it',
  merchant_request: 'it was cancelled at the programme’s request',
};

/** Why a refund Stripe took did not return the money, in plain words for the office. */
export function refundFailureMessage(refund: Pick<StripeRefund, 'status' | 'failureReason'>) {
  if (refund.status === 'canceled') return 'The refund was cancelled at Stripe; nothing went back.';
  const why = REFUND_FAILURES[refund.failureReason ?? ''];
  return `Stripe could not return the money${why ? `: ${why}` : ' and gave no reason'}.`;
}
