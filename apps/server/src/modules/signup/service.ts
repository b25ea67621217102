import {
  LearningDatesError,
  PLAN_PRICE_CHANGED,
  hebrewDateOf,
  planPriceChangedMessage,
  learningDatesFor,
  planKindSchema,
  renewalDay,
  type SignUpConfirmation,
  type SignUpRequest,
} from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { signUpConfirmation } from '../../mail/templates/signup-confirmation.ts';
import { GatewayError, type PaymentGateway } from '../../payments/gateway.ts';
import { findOrCreateDonor } from '../donors/donors.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { badRequestAnswer, declinedAnswer, gatewayErrorAnswer } from '../payments/answers.ts';
import {
  cardDetails,
  gatewayFailure,
  recordAttempt,
  recordOutcome,
} from '../payments/payment-records.ts';

/** 400: the plan's price changed since the sponsor saw it; nothing was charged. */
const planPriceChangedAnswer = (price: number): StoredAnswer => {
  const message = planPriceChangedMessage(price);
  return {
    statusCode: 400,
    body: { error: PLAN_PRICE_CHANGED, message, issues: [{ path: 'plan.price', message }], price },
  };
};

export interface SignUpDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  programmeTitle: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * POST /api/sign-up's work, after the body passed its schema (spec §4 sign-up flow): check the
 * plan, compute the learning dates, charge once, then store donor, enrollment, dates and payment
 * together and send the confirmation. A decline stores only the declined attempt.
 */
export async function signUp(
  deps: SignUpDeps,
  input: SignUpRequest,
  idempotencyKey: string,
  today: string,
): Promise<StoredAnswer> {
  const { db } = deps;
  const plan = await db
    .selectFrom('plans')
    .select(['id', 'type', 'kinds', 'price_cents', 'text'])
    .where('id', '=', input.plan.id)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!plan)
    return badRequestAnswer('plan.id', 'There is no such plan. Please choose a plan again.');
  if (plan.type !== input.plan.type) {
    return badRequestAnswer('plan.type', 'This plan has changed. Please choose it again.');
  }
  // The office may change a price while a sponsor is signing up: never charge a price they
  // were not shown (the client sends the price it showed).
  if (input.plan.price !== undefined && Math.round(input.plan.price * 100) !== plan.price_cents) {
    return planPriceChangedAnswer(plan.price_cents / 100);
  }
  const kinds = z.array(planKindSchema).parse(JSON.parse(plan.kinds));
  if (!kinds.some((k) => k.id === input.episode.kind)) {
    return badRequestAnswer('episode.kind', 'This plan does not offer that kind of dedication.');
  }

  let dates: string[];
  try {
    dates = learningDatesFor(input.plan.type, input.episode, today);
  } catch (error) {
    if (error instanceof LearningDatesError) return badRequestAnswer(error.field, error.message);
    throw error;
  }
  const firstDay = dates[0] ?? today;

  const card = cardDetails(input.billing);
  const paymentId = await recordAttempt(db, {
    purpose: 'enrollment',
    amountCents: plan.price_cents,
    card,
    gateway: deps.gateway.name,
    idempotencyKey,
  });
  let charge;
  try {
    charge = await deps.gateway.charge({
      amountCents: plan.price_cents,
      currency: 'usd',
      card,
      description: `${deps.programmeTitle}: ${plan.text}`,
      customerEmail: input.contact.email,
      idempotencyKey,
      saveForReuse: input.billing.recurring,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, paymentId, outcome: error.outcome }, 'card processor failed');
    await recordOutcome(db, paymentId, gatewayFailure(error));
    return gatewayErrorAnswer(error.outcome);
  }
  if (charge.status === 'declined') {
    await recordOutcome(db, paymentId, charge);
    return declinedAnswer();
  }

  const recurring = input.billing.recurring;
  const { donor, enrollmentId } = await db.transaction().execute(async (trx) => {
    const donor = await findOrCreateDonor(trx, {
      email: input.contact.email,
      name: input.contact.name,
      phone: input.contact.phone,
    });
    const { month, day, yoirtzeitMonth, yoirtzeitDay } = input.episode.date;
    const enrollment = await trx
      .insertInto('enrollments')
      .values({
        donor_id: donor.id,
        plan_id: plan.id,
        plan_text: plan.text,
        price_cents: plan.price_cents,
        kind: input.episode.kind,
        name: input.episode.name,
        hebrew_month: month,
        hebrew_day: day,
        yoirtzeit_month: yoirtzeitMonth ?? (input.episode.kind === 'yoirtzeit' ? month : null),
        yoirtzeit_day: yoirtzeitDay ?? (input.episode.kind === 'yoirtzeit' ? day : null),
        recurring,
        status: 'active',
        next_charge_on: recurring ? renewalDay(input.plan.type, input.episode, today, dates) : null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('enrollment_dates')
      .values(dates.map((d) => ({ enrollment_id: enrollment.id, day: d })))
      .execute();
    await recordOutcome(trx, paymentId, charge, { donorId: donor.id, enrollmentId: enrollment.id });
    return { donor, enrollmentId: enrollment.id };
  });

  const hebrewDate = hebrewDateOf(firstDay).date;
  try {
    await deps.mailer.send(
      signUpConfirmation({
        to: donor.email,
        donorName: input.contact.name,
        donorNumber: donor.donorNumber,
        programmeTitle: deps.programmeTitle,
        planText: plan.text,
        dedicationName: input.episode.name,
        hebrewDate,
        firstDay,
        dayCount: dates.length,
        amountCents: plan.price_cents,
        lastFour: charge.lastFour,
        recurring,
        loginUrl: new URL('/login', deps.publicUrl).toString(),
      }),
    );
  } catch (err) {
    deps.log.error({ err, enrollmentId }, 'enrollment stored but the confirmation e-mail failed');
  }

  const confirmation: SignUpConfirmation = {
    donor: {
      name: input.contact.name,
      email: donor.email,
      donorId: donor.created ? donor.donorNumber : null,
    },
    plan: { text: plan.text, price: plan.price_cents / 100, type: input.plan.type },
    enrollment: {
      id: enrollmentId,
      name: input.episode.name,
      kind: input.episode.kind,
      date: hebrewDate,
      dates,
    },
    billing: { last_four: charge.lastFour, brand: charge.brand, recurring },
    programmeTitle: deps.programmeTitle,
  };
  return { statusCode: 200, body: confirmation };
}
