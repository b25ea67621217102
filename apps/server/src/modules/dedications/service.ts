import {
  addDays,
  DEDICATION_ERROR,
  MOVE_MAX_DAYS_AHEAD,
  type DateMove,
  type CancelRefund,
  type DedicationCancel,
  type DedicationCancelAnswer,
  type DedicationDetail,
  type DedicationEdit,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { dollars } from '../../mail/templates/money.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { refundDedication, type RefundDeps } from '../payments/refunds.ts';
import { parseKinds } from '../plans/repository.ts';
import { changeDedication, refuseIfCancelled, type DedicationDeps, type Trx } from './change.ts';
import { dedicationDetail } from './detail.ts';

export type { DedicationDeps } from './change.ts';
export { resumeRenewal, stopRenewal } from './renewal-switch.ts';

/** Correct the Hebrew name or the kind: the wall and the donor's pages follow at once. */
export async function editDedication(
  deps: DedicationDeps,
  actor: AuditActor,
  id: number,
  edit: DedicationEdit,
): Promise<DedicationDetail> {
  return changeDedication(deps, id, async (trx, before) => {
    if (edit.kind !== undefined && edit.kind !== before.kind) {
      const plan = await trx
        .selectFrom('enrollments')
        .innerJoin('plans', 'plans.id', 'enrollments.plan_id')
        .select('plans.kinds')
        .where('enrollments.id', '=', id)
        .executeTakeFirstOrThrow();
      const kinds = parseKinds(plan.kinds);
      if (!kinds.some((k) => k.id === edit.kind)) {
        throw new HttpError(
          400,
          DEDICATION_ERROR.badKind,
          `This dedication’s plan offers only these kinds: ${kinds.map((k) => k.label).join(', ')}.`,
        );
      }
    }
    const after = { ...before, name: edit.name ?? before.name, kind: edit.kind ?? before.kind };
    if (after.name === before.name && after.kind === before.kind) return { touchesToday: false };
    await trx
      .updateTable('enrollments')
      .set({ name: after.name, kind: after.kind })
      .where('id', '=', id)
      .execute();
    const changes = [
      after.name !== before.name ? `name ${before.name} → ${after.name}` : null,
      after.kind !== before.kind ? `kind ${before.kind} → ${after.kind}` : null,
    ].filter(Boolean);
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.update',
      targetId: id,
      summary: `Corrected dedication ${id}: ${changes.join(', ')}`,
      before: { name: before.name, kind: before.kind },
      after: { name: after.name, kind: after.kind },
    });
    return { touchesToday: before.status !== 'cancelled' && before.dates.includes(deps.today()) };
  });
}

/**
 * Move one learning date to another day. Refused: a date already past (history), a new day in
 * the past, a day the dedication already has, and a day beyond the learning ahead of us.
 */
export async function moveDate(
  deps: DedicationDeps,
  actor: AuditActor,
  id: number,
  dateId: number,
  move: DateMove,
): Promise<DedicationDetail> {
  const today = deps.today();
  return changeDedication(deps, id, async (trx, before) => {
    refuseIfCancelled(before);
    const date = await trx
      .selectFrom('enrollment_dates')
      .select(['id', 'day'])
      .where('id', '=', dateId)
      .where('enrollment_id', '=', id)
      .executeTakeFirst();
    if (!date) {
      throw new HttpError(
        404,
        DEDICATION_ERROR.dateNotFound,
        'That date is not part of this dedication.',
      );
    }
    if (date.day < today) {
      throw new HttpError(
        409,
        DEDICATION_ERROR.pastDate,
        'That learning date has already passed: past learning stays as it was.',
      );
    }
    if (move.day < today) {
      throw new HttpError(400, DEDICATION_ERROR.pastDate, 'The new date is in the past.');
    }
    if (move.day > addDays(today, MOVE_MAX_DAYS_AHEAD)) {
      throw new HttpError(
        400,
        DEDICATION_ERROR.notLearningDay,
        `The new date must be a learning day within ${MOVE_MAX_DAYS_AHEAD} days from today.`,
      );
    }
    if (before.dates.includes(move.day)) {
      throw new HttpError(
        409,
        DEDICATION_ERROR.sameDate,
        `This dedication already has learning on ${move.day}.`,
      );
    }
    await trx
      .updateTable('enrollment_dates')
      .set({ day: move.day })
      .where('id', '=', dateId)
      .execute();
    const after = before.dates.map((d) => (d === date.day ? move.day : d)).sort();
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.move-date',
      targetId: id,
      summary: `Moved a learning date of dedication ${id} (${before.name}) from ${date.day} to ${move.day}`,
      before: { dates: before.dates },
      after: { dates: after },
    });
    return { touchesToday: date.day === today || move.day === today };
  });
}

export type CancelDeps = DedicationDeps & Omit<RefundDeps, 'db'>;

/**
 * Cancel a dedication: it leaves the wall and its dates from today on are removed; the dates
 * already past stay as history; it never renews. With `refund: 'full'`, what is left of every
 * payment of it (its sign-up and any renewals) is then refunded through the card processor.
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
  await changeDedication(deps, id, async (trx, before) => {
    refuseIfCancelled(before);
    leftCents = await refundableCents(trx, id);
    await trx
      .updateTable('enrollments')
      .set({
        status: 'cancelled',
        cancelled_at: new Date().toISOString(),
        recurring: false,
        next_charge_on: null,
        renewal_retry_on: null,
      })
      .where('id', '=', id)
      .execute();
    await trx
      .deleteFrom('enrollment_dates')
      .where('enrollment_id', '=', id)
      .where('day', '>=', today)
      .execute();
    const kept = before.dates.filter((d) => d < today);
    const removed = `${before.dates.length - kept.length} future date(s) removed`;
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

  if (!refund) {
    return answer(
      deps,
      id,
      [],
      true,
      'Cancelled. It no longer shows on the wall; nothing was refunded.',
    );
  }
  if (leftCents === 0) {
    return answer(deps, id, [], true, 'Cancelled. Nothing was left to refund.');
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
  return answer(
    deps,
    id,
    refunds.list,
    refunds.allWent && trouble === null,
    [
      'Cancelled',
      ...refunds.sentences,
      ...(trouble
        ? [
            `the refund could not be completed: ${trouble.replace(/\.$/, '')}. Look at the payments below; any amount left can be refunded from its payment’s page`,
          ]
        : []),
    ]
      .join('; ')
      .concat('.'),
  );
}

/** Cents left to refund of the dedication's paid payments (less refunds made or under way). */
async function refundableCents(trx: Trx, id: number): Promise<number> {
  const paid = await trx
    .selectFrom('payments')
    .select(['amount_cents', 'refunded_cents'])
    .where('enrollment_id', '=', id)
    .where('status', '=', 'approved')
    .execute();
  return paid.reduce((sum, p) => sum + Math.max(0, p.amount_cents - p.refunded_cents), 0);
}

async function answer(
  deps: DedicationDeps,
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

/**
 * The refunds made under this cancellation's key (one per payment; read back from the records,
 * so that what happened is told even when an error cut the run short), each said in words:
 * "$360 refunded to visa ending 4242", and whether the donor's receipts went.
 */
async function refundsOfCancellation(
  deps: DedicationDeps,
  id: number,
  idempotencyKey: string,
  since: string,
): Promise<{ list: CancelRefund[]; sentences: string[]; allWent: boolean }> {
  const payments = await deps.db
    .selectFrom('payments')
    .select('id')
    .where('enrollment_id', '=', id)
    .execute();
  if (payments.length === 0) return { list: [], sentences: [], allWent: false };
  // refundDedication's key of each payment's refund.
  const keys = payments.map((p) => `${idempotencyKey}:payment:${p.id}`);
  const rows = await deps.db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select([
      'refunds.id',
      'refunds.payment_id',
      'refunds.amount_cents',
      'refunds.status',
      'refunds.failure_message',
      'payments.brand',
      'payments.last_four',
    ])
    .where('refunds.idempotency_key', 'in', keys)
    .orderBy('refunds.id')
    .execute();
  const card = (r: (typeof rows)[number]) =>
    r.last_four ? `${r.brand ?? 'card'} ending ${r.last_four}` : 'the card';
  const list: CancelRefund[] = [];
  const sentences: string[] = [];
  const went = rows.filter((r) => r.status === 'succeeded');
  for (const r of rows) {
    const amount = dollars(r.amount_cents);
    const message =
      r.status === 'succeeded'
        ? `${amount} refunded to ${card(r)}`
        : r.status === 'failed'
          ? `the card processor refused to refund ${amount} to ${card(r)}, so nothing of it was refunded (${(r.failure_message ?? 'no reason given').replace(/\.$/, '')}); the dedication stays cancelled, and the payment can still be refunded from its page`
          : r.status === 'unknown'
            ? `the card processor did not answer about refunding ${amount} to ${card(r)}, so we cannot yet tell whether it went back; it waits in Needs attention, where asking again never refunds twice`
            : `the refund of ${amount} to ${card(r)} is still being made; look again in a moment`;
    list.push({
      paymentId: r.payment_id,
      refundId: r.id,
      amount: r.amount_cents / 100,
      status: r.status as CancelRefund['status'],
      message,
    });
    sentences.push(message);
  }
  if (went.length > 0) {
    const receipts = await deps.db
      .selectFrom('mail_log')
      .select('status')
      .where('kind', '=', 'refund-receipt')
      .where(
        'payment_id',
        'in',
        went.map((r) => r.payment_id),
      )
      .where('created_at', '>=', since)
      .execute();
    const sent = receipts.filter((m) => m.status === 'sent').length;
    sentences.push(
      sent >= went.length
        ? `the donor was e-mailed ${went.length === 1 ? 'a receipt' : 'receipts'}`
        : 'the receipt e-mail could not be sent; it waits in Needs attention to be sent again',
    );
  }
  return { list, sentences, allWent: rows.length > 0 && went.length === rows.length };
}
