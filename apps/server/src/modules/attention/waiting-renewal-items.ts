import type { AttentionItem } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { dollars } from '../../mail/templates/money.ts';

/**
 * Yearly renewals whose bank wants the donor to confirm them (issue 23 §3): nothing is charged
 * and the daily job leaves them be until the donor answers from the e-mailed link. The office
 * sees each while it waits, to call the donor if it lasts; it leaves when the donor has answered.
 */
export async function waitingRenewalItems(db: Db): Promise<AttentionItem[]> {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('enrollments as e', 'e.id', 'p.enrollment_id')
    .innerJoin('donors as d', 'd.id', 'e.donor_id')
    .select([
      'p.id',
      'p.amount_cents',
      'p.created_at',
      'e.id as enrollment_id',
      'e.name',
      'd.name as donor_name',
    ])
    .where('p.purpose', '=', 'renewal')
    .where('p.status', '=', 'pending')
    .where('p.cardholder_token', 'is not', null)
    .orderBy('p.id')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    key: `renewal-waiting:${r.id}`,
    kind: 'renewal',
    id: r.enrollment_id,
    at: r.created_at,
    summary: `The yearly renewal (${dollars(r.amount_cents)}) of ${r.donor_name}’s dedication for ${r.name} is waiting for the donor to confirm it with their bank, since ${new Date(r.created_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })}: they were e-mailed a link to do it. Nothing has been charged.`,
    actions: [],
    paymentId: r.id,
  }));
}
