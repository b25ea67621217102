import { hebrewDateOf, type DonationConfirmation } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { donationReceipt } from '../../mail/templates/donation-receipt.ts';
import { findOrCreateDonor, type FoundDonor } from '../donors/donors.ts';
import type { PaidCard, RecordDeps } from '../payments/fulfil.ts';
import type { DonationOrder } from '../payments/orders.ts';

/** A paid general donation's records: the donor and the donation. */
export async function insertDonation(
  trx: Db,
  order: DonationOrder,
): Promise<{ donor: FoundDonor; donationId: number }> {
  const donor = await findOrCreateDonor(trx, order.contact);
  const donation = await trx
    .insertInto('donations')
    .values({
      donor_id: donor.id,
      amount_cents: order.amountCents,
      postal_code: order.postalCode,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { donor, donationId: donation.id };
}

/** After the records are stored: the receipt (a failure is logged) and the browser's answer. */
export async function confirmDonation(
  deps: RecordDeps,
  order: DonationOrder,
  stored: { donor: FoundDonor; donationId: number },
  card: PaidCard & { reference: string },
): Promise<DonationConfirmation> {
  const { donor } = stored;
  const hebrewDate = hebrewDateOf(order.day).date;
  try {
    await deps.mailer.send({
      ...donationReceipt({
        to: donor.email,
        donorName: order.contact.name,
        donorNumber: donor.donorNumber,
        programmeTitle: deps.programmeTitle,
        amountCents: order.amountCents,
        lastFour: card.lastFour,
        reference: card.reference,
        date: order.day,
        hebrewDate,
      }),
      links: { donorId: donor.id, donationId: stored.donationId },
    });
  } catch (err) {
    deps.log.error(
      { err, donationId: stored.donationId },
      'donation stored but the receipt e-mail failed',
    );
  }
  return {
    donor: {
      name: order.contact.name,
      email: donor.email,
      donorId: donor.created ? donor.donorNumber : null,
    },
    date: hebrewDate,
    amount: order.amountCents / 100,
    billing: { last_four: card.lastFour, brand: card.brand },
    programmeTitle: deps.programmeTitle,
  };
}
