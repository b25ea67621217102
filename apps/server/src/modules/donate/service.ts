import type { GeneralDonationRequest } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentGateway } from '../payments/gateway/gateway.ts';
import type { StoredAnswer } from '../idempotency/idempotency.ts';
import { chargeAndRecord } from '../payments/charge-and-record.ts';
import type { DonationOrder } from '../payments/orders.ts';
import { recordAttempt } from '../payments/payment-records.ts';

export interface DonateDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  programmeTitle: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * POST /api/general-donate's work: store the attempt with what it buys, charge once, then store
 * donor and donation and send a receipt (modules/payments/charge-and-record.ts).
 */
export async function donate(
  deps: DonateDeps,
  input: GeneralDonationRequest,
  idempotencyKey: string,
  today: string,
): Promise<StoredAnswer> {
  const { billing } = input;
  const card = { paymentMethod: billing.paymentMethod, name: billing.name };
  const order: DonationOrder = {
    type: 'donation',
    contact: { name: billing.name, email: billing.email, phone: billing.number },
    amountCents: billing.amount,
    postalCode: billing.postal_code || null,
    day: today,
  };
  const paymentId = await recordAttempt(deps.db, {
    purpose: 'donation',
    amountCents: billing.amount,
    gateway: deps.gateway.name,
    idempotencyKey,
    order,
  });
  return chargeAndRecord(deps, paymentId, {
    amountCents: billing.amount,
    currency: 'usd',
    card,
    description: `${deps.programmeTitle}: general donation`,
    customerEmail: billing.email,
    idempotencyKey,
    saveForReuse: false,
  });
}
