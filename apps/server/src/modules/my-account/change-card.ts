import { cardEnding, type ChangeCard } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { GatewayError, type PaymentGateway } from '../../payments/gateway.ts';
import { recordAudit, type DonorActor } from '../audit/audit.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { declinedAnswer } from '../payments/answers.ts';
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
 * becomes the dedication's renewal card, and the change is audited as the donor's act. The
 * number and CVV pass through memory to the processor only. A card the bank refuses is the
 * spec's decline (400), and the card on file stays.
 */
export async function changeRenewalCard(
  deps: ChangeCardDeps,
  actor: DonorActor & { email: string },
  dedicationId: number,
  body: ChangeCard,
  idempotencyKey: string,
): Promise<StoredAnswer> {
  const { db } = deps;
  const dedication = await ownRenewingDedication(db, actor.donor.id, dedicationId);
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
  return { statusCode: 200, body: { card } };
}
