import { hebrewDateOf, type SignUpConfirmation } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { signUpConfirmation } from '../../mail/templates/signup-confirmation.ts';
import { findOrCreateDonor, type FoundDonor } from '../donors/donors.ts';
import type { PaidCard, RecordDeps } from '../payments/fulfil.ts';
import type { EnrollmentOrder } from '../payments/orders.ts';

/** A paid sign-up's records: the donor, the dedication and its learning dates. */
export async function insertEnrollment(
  trx: Db,
  order: EnrollmentOrder,
): Promise<{ donor: FoundDonor; enrollmentId: number }> {
  const donor = await findOrCreateDonor(trx, order.contact);
  const { episode, plan } = order;
  const enrollment = await trx
    .insertInto('enrollments')
    .values({
      donor_id: donor.id,
      plan_id: plan.id,
      plan_text: plan.text,
      price_cents: plan.priceCents,
      kind: episode.kind,
      name: episode.name,
      hebrew_month: episode.month,
      hebrew_day: episode.day,
      yoirtzeit_month: episode.yoirtzeitMonth,
      yoirtzeit_day: episode.yoirtzeitDay,
      recurring: order.recurring,
      status: 'active',
      next_charge_on: order.nextChargeOn,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('enrollment_dates')
    .values(order.dates.map((day) => ({ enrollment_id: enrollment.id, day })))
    .execute();
  return { donor, enrollmentId: enrollment.id };
}

/**
 * After the records are stored: the confirmation e-mail (a failure is logged, never undoes the
 * records) and the answer the sponsor's browser shows (spec §7 sign-up response).
 */
export async function confirmEnrollment(
  deps: RecordDeps,
  order: EnrollmentOrder,
  stored: { donor: FoundDonor; enrollmentId: number },
  card: PaidCard,
): Promise<SignUpConfirmation> {
  const { donor, enrollmentId } = stored;
  const firstDay = order.dates[0] ?? '';
  const hebrewDate = hebrewDateOf(firstDay).date;
  try {
    await deps.mailer.send({
      ...signUpConfirmation({
        to: donor.email,
        donorName: order.contact.name,
        donorNumber: donor.donorNumber,
        programmeTitle: deps.programmeTitle,
        planText: order.plan.text,
        dedicationName: order.episode.name,
        dates: order.dates,
        amountCents: order.plan.priceCents,
        lastFour: card.lastFour,
        recurring: order.recurring,
        loginUrl: new URL('/login', deps.publicUrl).toString(),
      }),
      links: { donorId: donor.id, enrollmentId },
    });
  } catch (err) {
    deps.log.error({ err, enrollmentId }, 'enrollment stored but the confirmation e-mail failed');
  }
  return {
    donor: {
      name: order.contact.name,
      email: donor.email,
      donorId: donor.created ? donor.donorNumber : null,
    },
    plan: { text: order.plan.text, price: order.plan.priceCents / 100, type: order.plan.type },
    enrollment: {
      id: enrollmentId,
      name: order.episode.name,
      kind: order.episode.kind,
      date: hebrewDate,
      dates: order.dates,
    },
    billing: { last_four: card.lastFour, brand: card.brand, recurring: order.recurring },
    programmeTitle: deps.programmeTitle,
  };
}
