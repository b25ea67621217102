import {
  LearningDatesError,
  dedicationPriceCents,
  PLAN_PRICE_CHANGED,
  planPriceChangedMessage,
  learningDatesFor,
  planKindSchema,
  renewalDay,
  type SignUpRequest,
} from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentGateway } from '../payments/gateway/gateway.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { badRequestAnswer } from '../payments/answers.ts';
import { chargeAndRecord } from '../payments/charge-and-record.ts';
import type { EnrollmentOrder } from '../payments/orders.ts';
import { recordAttempt } from '../payments/payment-records.ts';

/** 400: the plan's price changed since the sponsor saw it; nothing was charged. */
const planPriceChangedAnswer = (price: number): StoredAnswer => {
  const message = planPriceChangedMessage(price);
  return {
    statusCode: 400,
    body: { error: PLAN_PRICE_CHANGED, message, issues: [{ path: 'plan.price', message }], price },
    refusedBeforeWork: true,
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
 * plan, compute the learning dates, store the attempt with what it buys, charge once, then store
 * donor, enrollment and dates and send the confirmation (modules/payments/charge-and-record.ts).
 * A decline stores only the declined attempt.
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
  if (Math.round(input.plan.price * 100) !== plan.price_cents) {
    return planPriceChangedAnswer(plan.price_cents / 100);
  }
  const kinds = z.array(planKindSchema).parse(JSON.parse(plan.kinds));
  if (!kinds.some((k) => k.id === input.episode.kind)) {
    return badRequestAnswer('episode.kind', 'This plan does not offer that kind of dedication.');
  }

  // The server's own today decides the dates (and so a shortened shiva's price), whatever the
  // browser computed; a rule broken here is said next to the date field (docs/decisions/0023).
  let dates: string[];
  try {
    dates = learningDatesFor(input.plan.type, input.episode, today);
  } catch (error) {
    if (error instanceof LearningDatesError) return badRequestAnswer(error.path, error.message);
    throw error;
  }
  const amountCents = dedicationPriceCents(input.plan.type, plan.price_cents, dates.length);
  if (input.plan.total !== undefined && Math.round(input.plan.total * 100) !== amountCents) {
    // With the price unchanged only a shiva's or shloishim's total can differ (both are charged
    // for the days left, decisions 0023 and 0038): a new day began meanwhile.
    if (input.plan.type === 'shiva') {
      return badRequestAnswer(
        'episode.date.shivaBegan',
        'A new day has begun since you chose, so fewer days of shiva are left. Please look at the day shiva began again.',
      );
    }
    if (input.plan.type === 'shloishim') {
      return badRequestAnswer(
        'episode.date.month',
        'A new day has begun since you chose, so fewer days of the shloishim are left. Please look at the Day of Shloishim again.',
      );
    }
    return badRequestAnswer('plan.total', 'The total has changed. Please choose the plan again.');
  }

  const { month, day, yoirtzeitMonth, yoirtzeitDay } = input.episode.date;
  const yoirtzeit = input.episode.kind === 'yoirtzeit';
  const recurring = input.billing.recurring;
  const order: EnrollmentOrder = {
    type: 'enrollment',
    contact: { name: input.contact.name, email: input.contact.email, phone: input.contact.phone },
    // What this dedication costs: the plan's price, or a shortened shiva's share of it.
    plan: { id: plan.id, type: input.plan.type, text: plan.text, priceCents: amountCents },
    episode: {
      kind: input.episode.kind,
      name: input.episode.name,
      month: month ?? null,
      day: day ?? null,
      yoirtzeitMonth: yoirtzeitMonth ?? (yoirtzeit ? (month ?? null) : null),
      yoirtzeitDay: yoirtzeitDay ?? (yoirtzeit ? (day ?? null) : null),
    },
    recurring,
    nextChargeOn: recurring ? renewalDay(input.plan.type, input.episode, today, dates) : null,
    dates,
  };
  const card = { paymentMethod: input.billing.paymentMethod, name: input.billing.name };
  const paymentId = await recordAttempt(db, {
    purpose: 'enrollment',
    amountCents,
    gateway: deps.gateway.name,
    idempotencyKey,
    order,
  });
  return chargeAndRecord(deps, paymentId, {
    amountCents,
    currency: 'usd',
    card,
    description: `${deps.programmeTitle}: ${plan.text}`,
    customerEmail: input.contact.email,
    idempotencyKey,
    saveForReuse: recurring,
  });
}
