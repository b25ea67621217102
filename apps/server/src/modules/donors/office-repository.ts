import type { DonorDetail, DonorListQuery, DonorRow, Paged } from '@zechus/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { mailsForDonor } from '../../mail/mail-log.ts';
import { emailContains, matchesTyped, phoneMatches } from '../../db/search-sql.ts';
import { dedicationsOfDonor, paymentsWhere } from '../dedications/repository.ts';
import { messagesFrom } from './contact-messages.ts';
import { notesOf } from './notes.ts';

/**
 * Reading donors for the office (issue 12 §2). A record merged into another (decision 0019) is
 * not listed; its page says where it went.
 */

const COLUMNS = ['id', 'donor_number', 'name', 'email', 'phone', 'created_at'] as const;

type StoredDonor = {
  id: number;
  donor_number: string;
  name: string;
  email: string;
  phone: string | null;
  created_at: string;
};

export const donorNotFound = (id: number) =>
  new HttpError(404, 'donor_not_found', `There is no donor number ${id}.`);

/** Dedications and donations of each donor, in two grouped queries for all of them. */
async function withCounts(db: Db, donors: readonly StoredDonor[]): Promise<DonorRow[]> {
  const ids = donors.map((d) => d.id);
  const [dedications, donations] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('enrollments')
            .select((eb) => ['donor_id', eb.fn.countAll<number>().as('n')])
            .where('donor_id', 'in', ids)
            .groupBy('donor_id')
            .execute(),
          db
            .selectFrom('donations')
            .select((eb) => ['donor_id', eb.fn.countAll<number>().as('n')])
            .where('donor_id', 'in', ids)
            .groupBy('donor_id')
            .execute(),
        ]);
  const count = (rows: { donor_id: number; n: number }[], id: number) =>
    Number(rows.find((r) => r.donor_id === id)?.n ?? 0);
  return donors.map((d) => ({
    id: d.id,
    donorNumber: d.donor_number,
    name: d.name,
    email: d.email,
    phone: d.phone,
    createdAt: d.created_at,
    dedications: count(dedications, d.id),
    donations: count(donations, d.id),
  }));
}

/** GET /api/office/donors: searched in name, e-mail and donor ID; sorted and paged. */
export async function listDonors(db: Db, query: DonorListQuery): Promise<Paged<DonorRow>> {
  let filtered = db.selectFrom('donors').where('merged_into_id', 'is', null);
  if (query.search) {
    const search = query.search;
    // A Hebrew name typed on any keyboard (issue 27 §5), the e-mail, the donor ID or the phone.
    const phone = phoneMatches('phone', search);
    filtered = filtered.where((eb) =>
      eb.or([
        matchesTyped('name', search),
        emailContains('email', search),
        eb('donor_number', '=', search.trim()),
        ...(phone ? [phone] : []),
      ]),
    );
  }
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const dir = query.dir;
  let page = filtered.select(COLUMNS);
  switch (query.sort) {
    case 'name':
      page = page.orderBy(sql`lower(name)`, dir);
      break;
    case 'email':
      page = page.orderBy('email', dir);
      break;
    case 'donorNumber':
      page = page.orderBy('donor_number', dir);
      break;
    case 'created':
      page = page.orderBy('created_at', dir);
      break;
  }
  const rows = await page
    .orderBy('id', dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    rows: await withCounts(db, rows),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The stored donor (merged or not), or a 404. */
export async function findDonorRecord(db: Db, id: number) {
  const row = await db
    .selectFrom('donors')
    .select([...COLUMNS, 'merged_into_id', 'merged_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw donorNotFound(id);
  return row;
}

/** GET /api/office/donors/:id: the donor, their dedications, donations, payments and e-mails. */
export async function donorDetail(db: Db, id: number, today: string): Promise<DonorDetail> {
  const donor = await findDonorRecord(db, id);
  const [[row], survivor, merged, dedicationList, donations, payments, emails] = await Promise.all([
    withCounts(db, [donor]),
    donor.merged_into_id === null
      ? undefined
      : db
          .selectFrom('donors')
          .select(['id', 'donor_number'])
          .where('id', '=', donor.merged_into_id)
          .executeTakeFirst(),
    db
      .selectFrom('donors')
      .select(['id', 'donor_number', 'email', 'merged_at'])
      .where('merged_into_id', '=', id)
      .orderBy('id')
      .execute(),
    dedicationsOfDonor(db, id, today),
    db
      .selectFrom('donations')
      .select(['id', 'amount_cents', 'created_at'])
      .where('donor_id', '=', id)
      .orderBy('id', 'desc')
      .execute(),
    paymentsWhere(db, { donorId: id }),
    mailsForDonor(db, id),
  ]);
  if (!row) throw donorNotFound(id);
  // The mail log keeps the donor an e-mail went to; records merged here bring theirs along.
  const [mergedMails, notes, messages] = await Promise.all([
    Promise.all(merged.map((m) => mailsForDonor(db, m.id))),
    notesOf(db, [id, ...merged.map((m) => m.id)]),
    messagesFrom(db, [donor.email, ...merged.map((m) => m.email)]),
  ]);
  const allEmails = [emails, ...mergedMails].flat().sort((a, b) => b.id - a.id);
  return {
    ...row,
    mergedInto: survivor ? { id: survivor.id, donorNumber: survivor.donor_number } : null,
    merged: merged.map((m) => ({
      id: m.id,
      donorNumber: m.donor_number,
      email: m.email,
      mergedAt: m.merged_at ?? '',
    })),
    dedicationList,
    donationList: donations.map((d) => ({
      id: d.id,
      amount: d.amount_cents / 100,
      createdAt: d.created_at,
    })),
    payments,
    emails: allEmails,
    notes,
    messages,
  };
}
