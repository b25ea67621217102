import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * Issue 12, money: refunds and the mail log (docs/decisions/0020).
 *
 * `refunds`: one row per refund asked of the card processor, written before it is asked, with
 * our own idempotency key (unique: asking again with the key finds the same refund). Its status
 * is pending → succeeded | failed | unknown.
 *
 * `payments.refunded_cents`: what is refunded or being refunded of a payment (refunds succeeded,
 * pending or unknown). Raised by one conditional UPDATE before the processor is asked — only
 * while it stays within the amount paid — so two refunds at once can never both pass.
 *
 * `mail_log`: every e-mail the app sends, with what is needed to send it again (the rendered
 * message, never card data; none for a message holding a secret such as a sign-in link) and the
 * records it concerns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('refunds'), engine)
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway_reference', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('staff_user_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema.createIndex('refunds_payment_idx').on('refunds').column('payment_id').execute();
  await db.schema.createIndex('refunds_status_idx').on('refunds').column('status').execute();

  await withId(db.schema.createTable('mail_log'), engine)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('donor_id', 'integer')
    .addColumn('enrollment_id', 'integer')
    .addColumn('donation_id', 'integer')
    .addColumn('payment_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_log_donor_idx').on('mail_log').column('donor_id').execute();
  await db.schema
    .createIndex('mail_log_enrollment_idx')
    .on('mail_log')
    .column('enrollment_id')
    .execute();
  await db.schema
    .createIndex('mail_log_status_idx')
    .on('mail_log')
    .columns(['status', 'created_at'])
    .execute();
}
