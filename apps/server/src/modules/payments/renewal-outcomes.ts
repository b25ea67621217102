import crypto from 'node:crypto';
import {
  addDays,
  hebrewDateOf,
  learningDatesFor,
  renewalDay,
  type DedicationKind,
  type PlanType,
} from '@zechus/shared';
import type { Mailer } from '../../mail/mailer.ts';
import { renewalFailed as renewalFailedMail } from '../../mail/templates/renewal-failed.ts';
import { renewalNeedsCardholder } from '../../mail/templates/renewal-needs-cardholder.ts';
import { renewalSucceeded } from '../../mail/templates/renewal-succeeded.ts';
import type { RenewalCandidate, RenewalDeps, RenewalResult } from './renewals.ts';

/** A failed renewal is tried again this many days after the anniversary, then given up. */
export const RETRY_AFTER_DAYS = [2, 5] as const;

/**
 * What a renewal attempt's outcome does to its dedication (issue 13, issue 23 §3): a charge adds
 * next year's learning dates; a failure schedules the next retry or gives up; a bank that wants
 * the donor waits for them. The daily job, the office's "Retry now" and the donor's own
 * confirmation after the bank's challenge (after-challenge.ts) all end here.
 */
export async function completeRenewal(
  deps: Omit<RenewalDeps, 'gateway'>,
  enrollment: RenewalCandidate,
): Promise<void> {
  const { db } = deps;
  const anniversary = enrollment.next_charge_on ?? '';
  const episode = episodeOf(enrollment);
  const planType = enrollment.plan_type as PlanType;
  const dates = learningDatesFor(planType, episode, anniversary);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('enrollment_dates')
      .values(dates.map((day) => ({ enrollment_id: enrollment.id, day })))
      .onConflict((oc) => oc.columns(['enrollment_id', 'day']).doNothing())
      .execute();
    await trx
      .updateTable('enrollments')
      .set({
        next_charge_on: renewalDay(planType, episode, anniversary, dates),
        renewal_failures: 0,
        renewal_retry_on: null,
        start_mailed_on: null,
        recurring: true,
      })
      .where('id', '=', enrollment.id)
      .execute();
  });
  await sendQuietly(
    deps,
    renewalSucceeded({
      to: enrollment.email,
      donorName: enrollment.donor_name,
      dedicationName: enrollment.name,
      amountCents: enrollment.price_cents,
      firstDay: dates[0] ?? anniversary,
      hebrewDate: hebrewDateOf(dates[0] ?? anniversary).date,
    }),
    enrollment,
  );
}

/** A failed attempt: the next retry is scheduled, or after the last one the renewal stops. */
export async function renewalFailed(
  deps: Omit<RenewalDeps, 'gateway'>,
  enrollment: RenewalCandidate,
  attempt: number,
  options: { mailOnGiveUp?: boolean } = {},
): Promise<RenewalResult> {
  const { db } = deps;
  const anniversary = enrollment.next_charge_on ?? '';
  const retryAfter = RETRY_AFTER_DAYS[attempt - 1];
  if (retryAfter !== undefined) {
    await db
      .updateTable('enrollments')
      .set({ renewal_failures: attempt, renewal_retry_on: addDays(anniversary, retryAfter) })
      .where('id', '=', enrollment.id)
      .execute();
    deps.log.warn({ enrollmentId: enrollment.id, attempt }, 'renewal failed; will retry');
    return 'will_retry';
  }
  await db
    .updateTable('enrollments')
    .set({
      renewal_failures: attempt,
      renewal_retry_on: null,
      recurring: false,
      next_charge_on: null,
    })
    .where('id', '=', enrollment.id)
    .execute();
  deps.log.warn({ enrollmentId: enrollment.id }, 'renewal failed three times; stopped');
  if (options.mailOnGiveUp === false) return 'gave_up';
  await sendQuietly(
    deps,
    renewalFailedMail({
      to: enrollment.email,
      donorName: enrollment.donor_name,
      dedicationName: enrollment.name,
      amountCents: enrollment.price_cents,
      signUpUrl: new URL('/sign-up', deps.publicUrl).toString(),
    }),
    enrollment,
  );
  return 'gave_up';
}

/** What Needs attention says of a renewal waiting for its donor. */
export const WAITING_FOR_CARDHOLDER = 'Waiting for the donor to confirm with their bank';

/**
 * The bank wants the donor to confirm this year's charge themselves: the payment waits, pending,
 * under the processor's reference, with a token for the e-mail's link to the page where they do
 * (/renewal/:token). The daily job does not charge it again meanwhile (renewals.ts), and the
 * office sees it in Needs attention.
 */
export async function waitForCardholder(
  deps: Omit<RenewalDeps, 'gateway'>,
  paymentId: number,
  reference: string,
  enrollment: RenewalCandidate,
): Promise<void> {
  const token = crypto.randomBytes(24).toString('base64url');
  await deps.db
    .updateTable('payments')
    .set({
      gateway_reference: reference,
      cardholder_token: token,
      failure_message: WAITING_FOR_CARDHOLDER,
    })
    .where('id', '=', paymentId)
    .execute();
  const confirmUrl = new URL(`/renewal/${token}`, deps.publicUrl);
  await sendQuietly(
    deps,
    renewalNeedsCardholder({
      to: enrollment.email,
      donorName: enrollment.donor_name,
      dedicationName: enrollment.name,
      amountCents: enrollment.price_cents,
      confirmUrl: confirmUrl.toString(),
    }),
    enrollment,
  );
}

const episodeOf = (enrollment: RenewalCandidate) => ({
  kind: enrollment.kind as DedicationKind,
  date: {
    month: enrollment.hebrew_month,
    day: enrollment.hebrew_day,
    yoirtzeitMonth: enrollment.yoirtzeit_month,
    yoirtzeitDay: enrollment.yoirtzeit_day,
  },
});

async function sendQuietly(
  deps: Omit<RenewalDeps, 'gateway'>,
  message: Parameters<Mailer['send']>[0],
  about: { id: number; donor_id: number },
) {
  try {
    await deps.mailer.send({
      ...message,
      links: { donorId: about.donor_id, enrollmentId: about.id },
    });
  } catch (err) {
    deps.log.error({ err, subject: message.subject }, 'renewal e-mail failed');
  }
}
