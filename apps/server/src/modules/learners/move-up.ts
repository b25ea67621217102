import type { ClassesChanged, MoveUp } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { deactivateLearners } from './bulk-deactivate.ts';
import { changeLearners, describeDivision, redivide, type LearnerDeps } from './change-effects.ts';
import {
  classesInUse,
  isolatedClass,
  nameTaken,
  noSuchClass,
  renameLearnerClasses,
} from './class-names.ts';

const twice = (name: string) =>
  new HttpError(
    400,
    'class_chosen_twice',
    `${isolatedClass(name)} is chosen twice. Please give each class one new name, or let it leave.`,
  );

/**
 * POST /api/office/learners/classes/move-up: the year's end. Every class chosen takes its new name
 * at once, as one mapping (ג׳ → ד׳ while ד׳ → ה׳ never collide); every child of it goes, active
 * or not, since the class is the same class a year on. The top classes leave: their active
 * children are deactivated with the effects of a deactivation (no perakim from tomorrow, today's
 * kept), all in one re-division, and keep their class's name in their history. A class's
 * teachers stay with its name — the teacher of ד׳ teaches the new ד׳ — until the office sets
 * them. A new name may be one that is freed now (a class that moves or leaves); the name of a
 * class that stays is refused, in plain words.
 */
export async function moveClassesUp(
  deps: LearnerDeps,
  actor: StaffActor,
  input: MoveUp,
): Promise<ClassesChanged> {
  const moves = input.moves
    .map((move) => ({ from: move.from, to: move.to ?? '' }))
    .filter((move) => move.from !== move.to);
  const chosen = new Set<string>();
  for (const name of [...input.moves.map((move) => move.from), ...input.leaving]) {
    if (chosen.has(name)) throw twice(name);
    chosen.add(name);
  }
  const newNames = new Set<string>();
  for (const { to } of moves) {
    if (newNames.has(to)) {
      throw new HttpError(
        400,
        'class_chosen_twice',
        `Two classes would both be called ${isolatedClass(to)}. Please give each its own name.`,
      );
    }
    newNames.add(to);
  }

  return changeLearners(deps, async (trx) => {
    const classes = await classesInUse(trx);
    for (const name of chosen) if (!classes.has(name)) throw noSuchClass(name);
    for (const { from, to } of moves) {
      if (classes.has(to) && !chosen.has(to)) {
        throw nameTaken(
          to,
          `It is not moving up this year, so ${isolatedClass(from)} cannot take its name: move it up too, or choose another name.`,
        );
      }
    }
    const leavingIds = (
      input.leaving.length === 0
        ? []
        : await trx
            .selectFrom('learners')
            .select('id')
            .where('class_name', 'in', input.leaving)
            .where('active', '=', true)
            .orderBy('id')
            .execute()
    ).map((row) => row.id);
    // The leavers first, while their class is still theirs alone; then the new names.
    const deactivated = await deactivateLearners(
      trx,
      actor,
      leavingIds,
      'their class left at the year’s end, no perakim from tomorrow',
    );
    await renameLearnerClasses(trx, moves);
    const division = deactivated > 0 ? await redivide(trx, deps) : null;
    const renamed = moves.map((move) => ({ ...move, learners: classes.get(move.from) ?? 0 }));
    const sentence = [
      renamed.length > 0
        ? `Moved up ${renamed.length} ${renamed.length === 1 ? 'class' : 'classes'}: ${renamed
            .map((move) => `${move.from} → ${move.to}`)
            .join(', ')}`
        : null,
      input.leaving.length > 0
        ? `${input.leaving.join(', ')} left (${deactivated} learners deactivated${
            division ? `; ${describeDivision(division)}` : ''
          })`
        : null,
    ]
      .filter(Boolean)
      .join('; ');
    await recordAudit(trx, actor, {
      area: 'learners',
      action: 'classes.move-up',
      summary: sentence,
      after: { moves: renamed, leaving: input.leaving, deactivated, division },
    });
    if (renamed.some((move) => move.learners > 0) || deactivated > 0) {
      await deps.bus.publish('day-changed', { day: deps.today(), reason: 'classes-moved-up' }, trx);
    }
    return { renamed, deactivated, division };
  });
}
