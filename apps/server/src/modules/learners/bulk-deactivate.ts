import type { DeactivateMany, ManyDeactivated } from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { changeLearners, describeDivision, redivide, type LearnerDeps } from './change-effects.ts';
import { inClass, notFound } from './service.ts';

type Trx = Transaction<Database>;

/** At most this many ids in one IN list (well under both engines' limits). */
const IDS_PER_STATEMENT = 400;

/**
 * Marks these active learners inactive and audits each as a deactivation of its own (so a child's
 * history reads the same however they left), `why` saying how. The caller divides again once.
 * Answers how many were deactivated: those already inactive are left as they were.
 */
export async function deactivateLearners(
  trx: Trx,
  actor: StaffActor,
  ids: readonly number[],
  why: string,
): Promise<number> {
  let count = 0;
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const chunk = ids.slice(i, i + IDS_PER_STATEMENT);
    const rows = await trx
      .selectFrom('learners')
      .select(['id', 'name', 'class_name', 'image_url'])
      .where('id', 'in', chunk)
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    if (rows.length === 0) continue;
    await trx
      .updateTable('learners')
      .set({ active: false, updated_at: new Date().toISOString() })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    for (const row of rows) {
      const before = {
        name: row.name,
        className: row.class_name,
        active: true,
        imageUrl: row.image_url,
      };
      await recordAudit(trx, actor, {
        area: 'learners',
        action: 'learner.deactivate',
        targetId: row.id,
        summary: `Deactivated ${row.name} ${inClass(row.class_name)}: ${why}`,
        before,
        after: { ...before, active: false },
      });
    }
    count += rows.length;
  }
  return count;
}

/**
 * POST /api/office/learners/deactivate-many: several children who left, chosen in the list and
 * confirmed once. One transaction, one re-division of the days not yet begun; today's perakim
 * stay with them (a teacher can reassign them in the day view), as for one child.
 */
export async function deactivateMany(
  deps: LearnerDeps,
  actor: StaffActor,
  input: DeactivateMany,
): Promise<ManyDeactivated> {
  const ids = [...new Set(input.ids)];
  return changeLearners(deps, async (trx) => {
    const known = new Set<number>();
    for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
      const rows = await trx
        .selectFrom('learners')
        .select('id')
        .where('id', 'in', ids.slice(i, i + IDS_PER_STATEMENT))
        .execute();
      for (const row of rows) known.add(row.id);
    }
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw notFound(missing);
    const together = `no perakim from tomorrow (${ids.length} learners deactivated together)`;
    const deactivated = await deactivateLearners(trx, actor, ids, together);
    if (deactivated === 0) return { deactivated, division: null };
    const division = await redivide(trx, deps);
    await recordAudit(trx, actor, {
      area: 'learners',
      action: 'learners.deactivate-many',
      summary: `Deactivated ${deactivated} learners together (${describeDivision(division)})`,
      after: { ids, deactivated, division },
    });
    return { deactivated, division };
  });
}
