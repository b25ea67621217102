import type Stripe from 'stripe';
import type { Db } from '../../db/database.ts';
import {
  challengedPayment,
  settleAfterChallenge,
  type AfterChallengeDeps,
} from './after-challenge.ts';
import type { StripeReader } from './stripe-reader.ts';
import { isMoneyEvent, recordMoneyEvent } from './webhook-money.ts';

/**
 * What a webhook event did: `replayed`, its id was handled before; `settled`, a payment was
 * completed or declined by it; `recorded`, a refund or dispute of ours was recorded or moved on;
 * `ignored`, there was nothing for us to do (a type we do not handle, a payment we do not know,
 * or nothing new).
 */
export type EventOutcome = 'replayed' | 'settled' | 'recorded' | 'ignored';

export type WebhookDeps = AfterChallengeDeps & { reader: StripeReader };

/** The events that say how a payment ended (the rest are stored and ignored). */
const PAYMENT_OUTCOMES = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

/**
 * The payments an event may settle: those waiting for the bank's 3-D Secure challenge (`pending`
 * with the processor's reference; after-challenge.ts). Any other is settled, or is the business
 * of the request still charging it, of that request sent again, or of the recovery job (`charged`
 * or `unknown`: decision 0013); an event settling it would race a request at work and could hand
 * the sponsor "your payment is being recorded" for a payment already recorded.
 */
const AWAITING_CHALLENGE = 'pending';

/**
 * A Stripe event whose signature has been checked (webhook-routes.ts). Its id is claimed first,
 * so that an event delivered twice (Stripe delivers at least once, to any of our instances) is
 * handled once; if handling fails, the claim is let go, so that Stripe's retry of the delivery
 * is handled then.
 */
export async function receiveStripeEvent(
  deps: WebhookDeps,
  event: Pick<Stripe.Event, 'id' | 'type' | 'data'>,
): Promise<EventOutcome> {
  if (!(await claimEvent(deps.db, event.id, event.type))) return 'replayed';
  try {
    return await handleEvent(deps, event);
  } catch (error) {
    await deps.db.deleteFrom('webhook_events').where('id', '=', event.id).execute();
    throw error;
  }
}

async function claimEvent(db: Db, id: string, type: string): Promise<boolean> {
  const claimed = await db
    .insertInto('webhook_events')
    .values({ id, type, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Refunds and disputes: recorded as Stripe says they stand now (webhook-money.ts).
 *
 * setup_intent.succeeded: stored and ignored. A card kept without a challenge is kept by its
 * own request, and "Change card" with a challenge completes through the page's own confirm
 * (my-account/change-card.ts asks Stripe itself, and needs nothing from this event); a card
 * change abandoned mid-challenge is the donor's to try again. The event is accepted (200) so
 * that Stripe stops sending it, and kept in webhook_events should a later need arise.
 *
 * payment_intent.succeeded / payment_failed: settled exactly as the page's confirm settles a
 * payment after its 3-D Secure challenge (after-challenge.ts), so whichever of the two comes
 * first does the work and the other finds it done — one record, one e-mail. The event's own
 * copy of the intent is not believed for the outcome: events arrive late and out of order (a
 * failed attempt's event after the success), so the processor is asked how the payment
 * stands now.
 */
async function handleEvent(
  deps: WebhookDeps,
  event: Pick<Stripe.Event, 'type' | 'data'>,
): Promise<EventOutcome> {
  if (isMoneyEvent(event.type)) return recordMoneyEvent(deps, event);
  if (!PAYMENT_OUTCOMES.has(event.type)) return 'ignored';
  const reference = paymentIntentId(event.data.object);
  if (!reference) return 'ignored';
  const payment = await challengedPayment(deps.db, deps.gateway.name, reference);
  if (payment?.status !== AWAITING_CHALLENGE) return 'ignored';
  const state = await deps.gateway.paymentState(reference);
  if (state.status === 'waiting') return 'ignored';
  await settleAfterChallenge(deps, payment, state);
  return 'settled';
}

function paymentIntentId(object: unknown): string | undefined {
  if (typeof object !== 'object' || object === null) return undefined;
  const { object: kind, id } = object as { object?: unknown; id?: unknown };
  return kind === 'payment_intent' && typeof id === 'string' ? id : undefined;
}
