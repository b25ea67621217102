import type { ClassRename, ClassesChanged } from '@zechus/shared';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { changeLearners, type LearnerDeps } from './change-effects.ts';
import { classesInUse, nameTaken, noSuchClass, renameLearnerClasses } from './class-names.ts';

/**
 * POST /api/office/learners/classes/rename: a class is called something else (a typo, "ה׳ 1" for
 * a second fifth class). Every child of it, active or not, and its teachers go with it; the
 * division does not change (it never depends on classes). A name another class already has is
 * refused: two classes would silently become one.
 */
export async function renameClass(
  deps: LearnerDeps,
  actor: StaffActor,
  input: ClassRename,
): Promise<ClassesChanged> {
  const to = input.to ?? '';
  return changeLearners(deps, async (trx) => {
    const classes = await classesInUse(trx);
    const learners = classes.get(input.from);
    if (learners === undefined) throw noSuchClass(input.from);
    if (to === input.from) return { renamed: [], deactivated: 0, division: null };
    if (classes.has(to)) {
      throw nameTaken(to, 'Please choose another name, or move its children one by one.');
    }
    await renameLearnerClasses(trx, [{ from: input.from, to }]);
    await trx
      .updateTable('class_teachers')
      .set({ class_name: to })
      .where('class_name', '=', input.from)
      .execute();
    await recordAudit(trx, actor, {
      area: 'learners',
      action: 'class.rename',
      targetId: to,
      summary: `Renamed the class ${input.from} to ${to} (${learners} learners)`,
      before: { className: input.from },
      after: { className: to, learners },
    });
    // Today's day view and the wall show classes: they read the day again.
    if (learners > 0) {
      await deps.bus.publish('day-changed', { day: deps.today(), reason: 'class-renamed' }, trx);
    }
    return { renamed: [{ from: input.from, to, learners }], deactivated: 0, division: null };
  });
}
