import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * A yearly renewal the donor's bank wants them to confirm themselves (issue 23 §3): the payment
 * waits, pending, with an unguessable token that the e-mail's link carries to the page where the
 * donor answers the bank. Null on every other payment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('payments').addColumn('cardholder_token', 'text').execute();
  await db.schema
    .createIndex('payments_cardholder_token')
    .on('payments')
    .column('cardholder_token')
    .unique()
    .execute();
}
