import { DEDICATION_ERROR, type DedicationDetail, type DedicationEdit } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { parseKinds } from '../plans/repository.ts';
import { changeDedication, type DedicationDeps } from './change.ts';

/**
 * The office's changes of a dedication, one file per job: correcting it (here), moving a date
 * (move-date.ts), cancelling (cancel.ts), stopping and resuming its renewal (renewal-switch.ts).
 */

export type { DedicationDeps } from './change.ts';
export { resumeRenewal, stopRenewal } from './renewal-switch.ts';
export { moveDate } from './move-date.ts';
export { cancelDedication, type CancelDeps } from './cancel.ts';

/** Correct the Hebrew name or the kind: the wall and the donor's pages follow at once. */
export async function editDedication(
  deps: DedicationDeps,
  actor: AuditActor,
  id: number,
  edit: DedicationEdit,
): Promise<DedicationDetail> {
  return changeDedication(deps, id, async (trx, before) => {
    if (edit.kind !== undefined && edit.kind !== before.kind) {
      const plan = await trx
        .selectFrom('enrollments')
        .innerJoin('plans', 'plans.id', 'enrollments.plan_id')
        .select('plans.kinds')
        .where('enrollments.id', '=', id)
        .executeTakeFirstOrThrow();
      const kinds = parseKinds(plan.kinds);
      if (!kinds.some((k) => k.id === edit.kind)) {
        throw new HttpError(
          400,
          DEDICATION_ERROR.badKind,
          `This dedication’s plan offers only these kinds: ${kinds.map((k) => k.label).join(', ')}.`,
        );
      }
    }
    const after = { ...before, name: edit.name ?? before.name, kind: edit.kind ?? before.kind };
    if (after.name === before.name && after.kind === before.kind) return { touchesToday: false };
    await trx
      .updateTable('enrollments')
      .set({ name: after.name, kind: after.kind })
      .where('id', '=', id)
      .execute();
    const changes = [
      after.name !== before.name ? `name ${before.name} → ${after.name}` : null,
      after.kind !== before.kind ? `kind ${before.kind} → ${after.kind}` : null,
    ].filter(Boolean);
    await recordAudit(trx, actor, {
      area: 'dedications',
      action: 'dedication.update',
      targetId: id,
      summary: `Corrected dedication ${id}: ${changes.join(', ')}`,
      before: { name: before.name, kind: before.kind },
      after: { name: after.name, kind: after.kind },
    });
    return { touchesToday: before.status !== 'cancelled' && before.dates.includes(deps.today()) };
  });
}
