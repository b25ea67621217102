import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The card a dedication's next yearly renewal charges, as a person may see it. */
export interface RenewalCard {
  token: string;
  brand: string;
  lastFour: string;
  expMonth: number | null;
  expYear: number | null;
}

/**
 * The card of a recurring dedication's renewals (decision 0024): the newest card the donor gave
 * on My Page, else the card of its latest paid payment that left a reusable token (the sign-up's
 * or a renewal's, as before). Read by the renewals job and by My Page, so what the page says is
 * what the job charges.
 */
export async function renewalCardOf(
  db: Db | Transaction<Database>,
  enrollmentId: number,
): Promise<RenewalCard | null> {
  const given = await db
    .selectFrom('saved_cards')
    .select(['gateway_token', 'brand', 'last_four', 'exp_month', 'exp_year'])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (given) {
    return {
      token: given.gateway_token,
      brand: given.brand,
      lastFour: given.last_four,
      expMonth: given.exp_month,
      expYear: given.exp_year,
    };
  }
  const paid = await db
    .selectFrom('payments')
    .select(['gateway_token', 'brand', 'last_four', 'exp_month', 'exp_year'])
    .where('enrollment_id', '=', enrollmentId)
    .where('status', '=', 'approved')
    .where('gateway_token', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!paid?.gateway_token) return null;
  return {
    token: paid.gateway_token,
    brand: paid.brand ?? 'card',
    lastFour: paid.last_four ?? '',
    expMonth: paid.exp_month,
    expYear: paid.exp_year,
  };
}

/** Keeps a card the processor saved as the dedication's renewal card from now on. */
export async function keepRenewalCard(
  db: Db | Transaction<Database>,
  enrollmentId: number,
  gateway: string,
  card: RenewalCard & { expMonth: number; expYear: number },
): Promise<void> {
  await db
    .insertInto('saved_cards')
    .values({
      enrollment_id: enrollmentId,
      gateway,
      gateway_token: card.token,
      brand: card.brand,
      last_four: card.lastFour,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      created_at: new Date().toISOString(),
    })
    .execute();
}
