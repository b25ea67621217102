import crypto from 'node:crypto';
import { cardEnding, type ChangeCard, referenceOfSecret } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import {
  GatewayError,
  type PaymentGateway,
  type SaveCardResult,
} from '../payments/gateway/gateway.ts';
import { recordAudit, type DonorActor } from '../audit/audit.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { actionAnswer, declinedAnswer } from '../payments/answers.ts';
import { keepRenewalCard, renewalCardOf } from '../payments/saved-cards.ts';
import { ownRenewingDedication } from './dedication-access.ts';

export interface ChangeCardDeps {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/** Nothing was kept: the card processor could not be reached (502; the same key may retry). */
const notReachedAnswer = (): StoredAnswer => ({
  statusCode: 502,
  body: {
    error: 'gateway_error',
    message:
      'We could not reach the card processor just now, so your card was not changed. Please try again in a few minutes.',
  },
});

/**
 * "Change card" on My Page (decision 0024): the new card goes to the card processor, which
 * checks it with the bank and keeps it for off-session charges, charging nothing; its token
 * becomes the dedication's renewal card, and the change is audited as the donor's act. The card
 * reaches us only as the processor's PaymentMethod (decision 0034). A card the bank refuses is
 * the spec's decline (400), and the card on file stays; one the bank wants the donor to confirm
 * opens its challenge in the page first.
 */
export async function changeRenewalCard(
  deps: ChangeCardDeps,
  actor: DonorActor & { email: string },
  dedicationId: number,
  body: ChangeCard,
  idempotencyKey: string,
): Promise<StoredAnswer> {
  const { db } = deps;
  await ownRenewingDedication(db, actor.donor.id, dedicationId);
  const current = await renewalCardOf(db, dedicationId);
  let saved;
  try {
    saved = await deps.gateway.saveCard({
      card: { paymentMethod: body.paymentMethod, name: body.name },
      customerEmail: actor.email,
      replacing: current?.token ?? null,
      idempotencyKey: `card:${idempotencyKey}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, dedicationId }, 'card processor failed to keep a card');
    return notReachedAnswer();
  }
  if (saved.status === 'declined') return declinedAnswer();
  if (saved.status === 'requires_action') {
    // The bank wants the donor to confirm keeping the card: the page opens its challenge, then
    // POST /api/payments/confirm keeps the card (settleCardChange below).
    await db
      .insertInto('card_changes')
      .values({
        reference: saved.reference,
        enrollment_id: dedicationId,
        donor_id: actor.donor.id,
        created_at: new Date().toISOString(),
        settled_at: null,
      })
      .execute();
    return actionAnswer(saved.clientSecret);
  }
  const card = await keepNewCard(deps, actor, dedicationId, saved);
  return { statusCode: 200, body: { card } };
}

/**
 * The new card becomes the dedication's renewal card, with the stamp My Page's version reads and
 * the donor's audited act, in one transaction.
 */
async function keepNewCard(
  deps: Pick<ChangeCardDeps, 'db' | 'gateway'>,
  actor: DonorActor,
  dedicationId: number,
  saved: Extract<SaveCardResult, { status: 'saved' }>,
) {
  const { db } = deps;
  const dedication = await db
    .selectFrom('enrollments')
    .select('name')
    .where('id', '=', dedicationId)
    .executeTakeFirstOrThrow();
  const current = await renewalCardOf(db, dedicationId);
  const card = { brand: saved.brand, lastFour: saved.lastFour };
  await db.transaction().execute(async (trx) => {
    // The stamp My Page's version reads (decision 0019), as every change of a dedication does.
    await trx
      .updateTable('enrollments')
      .set({ updated_at: new Date().toISOString() })
      .where('id', '=', dedicationId)
      .execute();
    await keepRenewalCard(trx, dedicationId, deps.gateway.name, {
      token: saved.token,
      ...card,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
    });
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.change-card',
      targetId: dedicationId,
      summary: `Gave a new card for the yearly renewal of dedication ${dedicationId} (${dedication.name}): ${cardEnding(card)}${current ? ` in place of ${cardEnding(current)}` : ''}`,
      before: current ? { card: cardEnding(current) } : undefined,
      after: { card: cardEnding(card) },
    });
  });
  return card;
}

/**
 * A "Change card" whose bank challenge has ended in the page (POST /api/payments/confirm with a
 * SetupIntent's secret): the processor is asked how it stands, and the secret must be its own.
 * A kept card becomes the renewal card once, however many times this is asked.
 */
export async function settleCardChange(
  deps: ChangeCardDeps,
  clientSecret: string,
): Promise<StoredAnswer> {
  const { db } = deps;
  const reference = referenceOfSecret(clientSecret);
  const change = await db
    .selectFrom('card_changes')
    .innerJoin('donors', 'donors.id', 'card_changes.donor_id')
    .select([
      'card_changes.enrollment_id',
      'card_changes.settled_at',
      'donors.id as donor_id',
      'donors.donor_number',
      'donors.name',
    ])
    .where('card_changes.reference', '=', reference)
    .executeTakeFirst();
  const notFound: StoredAnswer = {
    statusCode: 404,
    body: { error: 'not_found', message: 'We have no card waiting for this confirmation.' },
  };
  if (!change) return notFound;
  let state;
  try {
    state = await deps.gateway.setupState(reference);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, reference }, 'card processor failed after a card challenge');
    return notReachedAnswer();
  }
  if (!sameSecret(state.clientSecret, clientSecret)) return notFound;
  if (state.status === 'declined') return declinedAnswer();
  if (state.status === 'waiting') {
    return {
      statusCode: 409,
      body: {
        error: 'payment_waiting',
        message: 'Your bank has not finished checking this card yet.',
      },
    };
  }
  const claimed = await db
    .updateTable('card_changes')
    .set({ settled_at: new Date().toISOString() })
    .where('reference', '=', reference)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  const card = { brand: state.brand, lastFour: state.lastFour };
  if (Number(claimed.numUpdatedRows) === 1) {
    const actor: DonorActor = {
      donor: { id: change.donor_id, number: change.donor_number, name: change.name },
    };
    await keepNewCard(deps, actor, change.enrollment_id, state);
  }
  return { statusCode: 200, body: { card } };
}

const sameSecret = (a: string, b: string): boolean =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
