import type { Transaction } from 'kysely';
import type { OfficeArea } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StaffActor } from '../staff/staff-session.ts';

/** Who made a change: a signed-in staff member, or someone at the server's command line. */
export type AuditActor = StaffActor | 'command-line';

/**
 * A donor acting on their own things from My Page (stopping a renewal, a new card, their
 * contact details): audited like the office's changes, as the donor's act (decision 0024).
 */
export interface DonorActor {
  donor: { id: number; number: string; name: string };
}

/**
 * The card processor telling us, through its signed webhook, of a change made on its side — a
 * refund made in its dashboard, a refund that failed, a dispute (issue 23 §4): audited like the
 * office's changes, as the processor's act.
 */
export interface ProcessorActor {
  processor: 'Stripe';
}

export const STRIPE_ACTOR: ProcessorActor = { processor: 'Stripe' };

/** Whoever may change what the office also changes. */
export type ChangeActor = AuditActor | DonorActor | ProcessorActor;

const actorName = (actor: ChangeActor): string =>
  actor === 'command-line'
    ? COMMAND_LINE_ACTOR
    : 'donor' in actor
      ? `Donor ${actor.donor.name} (donor ID ${actor.donor.number}), on My Page`
      : 'processor' in actor
        ? actor.processor
        : actor.name;

export const COMMAND_LINE_ACTOR = 'Command line';

export interface AuditChange {
  area: OfficeArea;
  /** `<thing>.<verb>`, e.g. 'learner.create', 'assignment.undo', 'plan.update'. */
  action: string;
  targetId?: string | number | null;
  /** One plain sentence a person reads in the log: "Added Moshe Levi to כיתה ה׳". */
  summary: string;
  /** The record before and after (omit for a creation or a removal respectively). */
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row (DESIGN.md §6). Call it with the transaction that makes the change, so
 * the change and its record commit together or not at all.
 */
export async function recordAudit(
  db: Db | Transaction<Database>,
  actor: ChangeActor,
  change: AuditChange,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_user_id:
        actor === 'command-line' || 'donor' in actor || 'processor' in actor ? null : actor.id,
      actor: actorName(actor),
      area: change.area,
      action: change.action,
      target_id:
        change.targetId === undefined || change.targetId === null ? null : String(change.targetId),
      summary: change.summary,
      before: change.before === undefined ? null : JSON.stringify(change.before),
      after: change.after === undefined ? null : JSON.stringify(change.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}
