import {
  hebrewDateOf,
  type DonationConfirmation,
  type GeneralDonationRequest,
} from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { donationReceipt } from '../../mail/templates/donation-receipt.ts';
import { GatewayError, type PaymentGateway } from '../../payments/gateway.ts';
import { findOrCreateDonor } from '../donors/donors.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { declinedAnswer, gatewayErrorAnswer } from '../payments/answers.ts';
import {
  cardDetails,
  gatewayFailure,
  recordAttempt,
  recordOutcome,
} from '../payments/payment-records.ts';

export interface DonateDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  programmeTitle: string;
  log: FastifyBaseLogger;
}

/** POST /api/general-donate's work: charge once, store donor, donation and payment, send a receipt. */
export async function donate(
  deps: DonateDeps,
  input: GeneralDonationRequest,
  idempotencyKey: string,
  today: string,
): Promise<StoredAnswer> {
  const { db } = deps;
  const { billing } = input;
  const card = cardDetails({ ...billing, postalCode: billing.postal_code });
  const paymentId = await recordAttempt(db, {
    purpose: 'donation',
    amountCents: billing.amount,
    card,
    gateway: deps.gateway.name,
    idempotencyKey,
  });
  let charge;
  try {
    charge = await deps.gateway.charge({
      amountCents: billing.amount,
      currency: 'usd',
      card,
      description: `${deps.programmeTitle}: general donation`,
      customerEmail: billing.email,
      idempotencyKey,
      saveForReuse: false,
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

  const donor = await db.transaction().execute(async (trx) => {
    const donor = await findOrCreateDonor(trx, {
      email: billing.email,
      name: billing.name,
      phone: billing.number,
    });
    const donation = await trx
      .insertInto('donations')
      .values({
        donor_id: donor.id,
        amount_cents: billing.amount,
        postal_code: billing.postal_code || null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordOutcome(trx, paymentId, charge, { donorId: donor.id, donationId: donation.id });
    return donor;
  });

  const hebrewDate = hebrewDateOf(today).date;
  try {
    await deps.mailer.send(
      donationReceipt({
        to: donor.email,
        donorName: billing.name,
        donorNumber: donor.donorNumber,
        programmeTitle: deps.programmeTitle,
        amountCents: billing.amount,
        lastFour: charge.lastFour,
        reference: charge.reference,
        date: today,
        hebrewDate,
      }),
    );
  } catch (err) {
    deps.log.error({ err, paymentId }, 'donation stored but the receipt e-mail failed');
  }

  const confirmation: DonationConfirmation = {
    donor: {
      name: billing.name,
      email: donor.email,
      donorId: donor.created ? donor.donorNumber : null,
    },
    date: hebrewDate,
    amount: billing.amount / 100,
    billing: { last_four: charge.lastFour, brand: charge.brand },
    programmeTitle: deps.programmeTitle,
  };
  return { statusCode: 200, body: confirmation };
}
