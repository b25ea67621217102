import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface Donor {
  id: number;
  donorNumber: string;
  name: string;
  email: string;
}

/**
 * A donor found or created by a sign-up or donation. `created` says whether this request made
 * the donor: only then may its answer carry the donor ID. E-mail + donor ID is the login, and
 * anyone can pay $1 with someone else's e-mail, so an existing donor's ID goes only to their
 * mailbox (docs/decisions/0007).
 */
export interface FoundDonor extends Donor {
  created: boolean;
}

/**
 * The donor of an e-mail address, created on first sign-up or donation with a unique 6-digit
 * donor ID (DESIGN.md §3 Donors). An existing donor keeps their name and ID; a missing phone is
 * filled in.
 */
export async function findOrCreateDonor(
  db: Db,
  details: { email: string; name: string; phone: string | null },
): Promise<FoundDonor> {
  const existing = await findDonor(db, details.email);
  if (existing) {
    if (details.phone) {
      await db
        .updateTable('donors')
        .set({ phone: details.phone })
        .where('id', '=', existing.id)
        .where('phone', 'is', null)
        .execute();
    }
    return { ...existing, created: false };
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const donorNumber = String(crypto.randomInt(100_000, 1_000_000));
    const inserted = await db
      .insertInto('donors')
      .values({ ...details, donor_number: donorNumber, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'donor_number', 'name', 'email'])
      .executeTakeFirst();
    if (inserted) {
      return {
        id: inserted.id,
        donorNumber: inserted.donor_number,
        name: inserted.name,
        email: inserted.email,
        created: true,
      };
    }
    // Either the e-mail arrived meanwhile (another request) or the number was taken: look again.
    const raced = await findDonor(db, details.email);
    if (raced) return { ...raced, created: false };
  }
  throw new Error('could not allocate a donor ID');
}

/**
 * The donor of an e-mail address. An address whose record the office merged into another
 * (decision 0019) finds the survivor: a new dedication joins the person's history.
 */
async function findDonor(db: Db, email: string): Promise<Donor | undefined> {
  const row = await db
    .selectFrom('donors as d')
    .leftJoin('donors as survivor', 'survivor.id', 'd.merged_into_id')
    .select((eb) => [
      eb.fn.coalesce('survivor.id', 'd.id').as('id'),
      eb.fn.coalesce('survivor.donor_number', 'd.donor_number').as('donor_number'),
      eb.fn.coalesce('survivor.name', 'd.name').as('name'),
      eb.fn.coalesce('survivor.email', 'd.email').as('email'),
    ])
    .where('d.email', '=', email)
    .executeTakeFirst();
  return row && { id: row.id, donorNumber: row.donor_number, name: row.name, email: row.email };
}
