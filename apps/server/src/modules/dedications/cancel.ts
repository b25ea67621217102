import type { CancelRefund, DedicationCancel, DedicationCancelAnswer } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import type { CancelledMoney } from '../../mail/templates/dedication-cancelled.ts';
import { dollars } from '../../mail/templates/money.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { refundDedication, type RefundDeps } from '../payments/refunds.ts';
import { refundableCents, refundsOfCancellation } from './cancel-refunds.ts';
import { changeDedication, refuseIfCancelled } from './change.ts';
import { dedicationDetail } from './detail.ts';
import { mailCancellation, type DonorMailDeps, type Told } from './donor-mails.ts';

export type CancelDeps = DonorMailDeps & Omit<RefundDeps, 'db'>;

/**
 * Cancel a dedication: it leaves the wall and its dates from today on are taken off (kept in
 * `cancelled_dates`, shown struck through to the office); the dates already past stay as
 * history; it never renews. With `refund: 'full'`, what is left of every payment of it (its
 * sign-up and any renewals) is then refunded through the card processor. Last, the donor is
 * e-mailed that it is cancelled and what was refunded.
 *
 * The order, for money (docs/decisions/0019): the cancellation is written first, in its own
 * transaction with its audit row, and only then are the refunds asked for (`refundDedication`:
 * each reserved on its payment before the processor is called, decision 0020). A cancellation
 * cannot be refused by anyone outside; a refund can be refused or go unanswered. Refunding
 * first would risk the worse state — the money back while the dedication stays on the wall, if
 * the cancellation then failed — and a second dedication-changing request could no longer be
 * told apart from a retry. Cancelling first leaves at worst a cancelled dedication whose refund
 * was refused (nothing went back; the payment's page still offers the refund) or unanswered
 * (kept reserved, listed in Needs attention as a refund of unknown outcome, where "Ask again"
 * settles it under the same key). The answer says which, in plain words. `idempotencyKey` is the
 * request's own (the route also replays the first answer to a repeat): each payment's refund is
 * made under a key derived from it, so nothing is ever refunded twice for one cancellation.
 *
 * The donor's e-mail (issue 27 §6) comes after the refunds, so that it can say what became of
 * the money. Each refund that went through still has its own receipt (refund-settlement.ts),
 * beside it rather than folded in: the receipt is the money's record, one per payment with the
 * processor's reference, kept on the payment's page and sent again from there; and a refund
 * that goes through only later (the processor still making it, or "Ask again" in Needs
 * attention) gets its receipt then, when this e-mail has long gone saying it is on its way.
 */
export async function cancelDedication(
  deps: CancelDeps,
  actor: AuditActor,
  id: number,
  options: DedicationCancel,
  idempotencyKey: string,
): Promise<DedicationCancelAnswer> {
  const today = deps.today();
  const refund = options.refund === 'full';
  let leftCents = 0;
  let takenOff: string[] = [];
  await changeDedication(deps, id, async (trx, before) => {
    refuseIfCancelled(before);
    leftCents = await refundableCents(trx, id);
    const now = new Date().toISOString();
    await trx
      .updateTable('enrollments')
      .set({
        status: 'cancelled',
        cancelled_at: now,
        recurring: false,
        next_charge_on: null,
        renewal_retry_on: null,
      })
      .where('id', '=', id)
      .execute();
    takenOff = before.dates.filter((d) => d >= today);
    if (takenOff.length > 0) {
      await trx
        .insertInto('cancelled_dates')
        .values(takenOff.map((day) => ({ enrollment_id: id, day, cancelled_at: now })))
        .execute();
    }
    await trx
      .deleteFrom('enrollment_dates')
      .where('enrollment_id', '=', id)
      .where('day', '>=', today)
      .execute();
    const kept = before.dates.filter((d) => d < today);
    const removed = `${takenOff.length} future date(s) removed`;
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.cancel',
      targetId: id,
      summary: refund
        ? `Cancelled dedication ${id} (${before.name}) with a full refund of what was left to refund (${dollars(leftCents)}); ${removed}`
        : `Cancelled dedication ${id} (${before.name}) without a refund; ${removed}`,
      before: { ...before, refundable: leftCents / 100 },
      after: {
        ...before,
        status: 'cancelled',
        recurring: false,
        nextChargeOn: null,
        dates: kept,
        refund: options.refund,
      },
    });
    return { touchesToday: before.dates.includes(today) };
  });

  const tell = (money: CancelledMoney) =>
    mailCancellation(deps, { enrollmentId: id, datesTakenOff: takenOff, money });
  if (!refund) {
    const told = await tell({ kind: 'no-refund' });
    return answer(
      deps,
      id,
      [],
      true,
      `Cancelled. It no longer shows on the wall; nothing was refunded. ${toldSentence(told)}.`,
    );
  }
  if (leftCents === 0) {
    const told = await tell({ kind: 'nothing-left' });
    return answer(
      deps,
      id,
      [],
      true,
      `Cancelled. Nothing was left to refund. ${toldSentence(told)}.`,
    );
  }
  const started = new Date().toISOString();
  let trouble: string | null = null;
  try {
    await refundDedication(deps, {
      enrollmentId: id,
      reason: `Dedication ${id} cancelled`,
      staff: actor,
      idempotencyKey,
    });
  } catch (error) {
    // Already cancelled: what was refunded before the error is read back below, and said.
    deps.log.error({ err: error, enrollmentId: id }, 'cancel: a refund could not be made');
    trouble =
      error instanceof HttpError && error.statusCode < 500
        ? error.message
        : 'Something went wrong on our side while asking for the refund.';
  }
  const refunds = await refundsOfCancellation(deps, id, idempotencyKey, started);
  const told = await tell(
    refunds.forDonor.length > 0
      ? { kind: 'refunds', refunds: refunds.forDonor }
      : { kind: 'to-follow' },
  );
  const toldLower = toldSentence(told).replace(/^T/, 't');
  // "the donor was e-mailed a receipt" and "… that it is cancelled" said once, together.
  const receiptSaid = refunds.sentences
    .at(-1)
    ?.match(/^the donor was e-mailed (a receipt|receipts)$/);
  const together = receiptSaid && told === 'sent';
  const refundSentences = together ? refunds.sentences.slice(0, -1) : refunds.sentences;
  const toldPart = together
    ? `the donor was e-mailed that it is cancelled, and ${receiptSaid[1]}`
    : toldLower;
  return answer(
    deps,
    id,
    refunds.list,
    refunds.allWent && trouble === null,
    [
      'Cancelled',
      ...refundSentences,
      ...(trouble
        ? [
            `the refund could not be completed: ${trouble.replace(/\.$/, '')}. Look at the payments below; any amount left can be refunded from its payment’s page`,
          ]
        : []),
      toldPart,
    ]
      .join('; ')
      .concat('.'),
  );
}

/** Whether the donor was told, for the office (a sentence without its full stop). */
const toldSentence = (told: Told): string =>
  told === 'sent'
    ? 'The donor was e-mailed that it is cancelled'
    : told === 'failed'
      ? 'The e-mail telling the donor it is cancelled could not be sent; it waits in Needs attention to be sent again'
      : 'The donor has no e-mail address, so no one was e-mailed: please tell them yourself';

async function answer(
  deps: CancelDeps,
  id: number,
  refunds: CancelRefund[],
  settled: boolean,
  message: string,
): Promise<DedicationCancelAnswer> {
  return {
    dedication: await dedicationDetail(deps.db, id, deps.today()),
    refunds,
    settled,
    message,
  };
}
