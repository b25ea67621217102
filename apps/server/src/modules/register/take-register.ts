import {
  REGISTER_ERROR,
  perekNames,
  spreadEvenly,
  type DayChangedEvent,
  type RegisterPerson,
  type SharedPerek,
  type TakeRegister,
  type TakeRegisterReply,
} from '@zechus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { longDate } from '../days/day-rules.ts';
import { giveOpenByHand } from '../days/reassign.ts';
import { takeDivisionLock } from '../learning/division-lock.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { requireClass } from './access.ts';
import { collator, registersOf } from './repository.ts';

type Trx = Transaction<Database>;

const names = (people: readonly RegisterPerson[]) => people.map((p) => p.name).join(', ');

/** The class's active children; every absent one must be one of them (else a 400). */
async function classChildren(trx: Trx, className: string, absentIds: readonly number[]) {
  const children = await trx
    .selectFrom('learners')
    .select(['id', 'name'])
    .where('class_name', '=', className)
    .where('active', '=', true)
    .execute();
  const ids = new Set(children.map((child) => child.id));
  const stranger = absentIds.find((id) => !ids.has(id));
  if (stranger !== undefined) {
    throw new HttpError(
      400,
      REGISTER_ERROR.notInClass,
      `The child with the id ${stranger} is not an active child of ${className}. Look at the class again.`,
    );
  }
  return children;
}

/** Today's register row of the class, made or updated as taken now by `actor`; its absences. */
async function registerRow(trx: Trx, actor: StaffActor, day: string, className: string) {
  const found = await trx
    .selectFrom('class_registers')
    .select('id')
    .where('day', '=', day)
    .where('class_name', '=', className)
    .executeTakeFirst();
  const id =
    found?.id ??
    (
      await trx
        .insertInto('class_registers')
        .values({
          day,
          class_name: className,
          taken_by_staff_id: actor.id,
          taken_by: actor.name,
          taken_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const absences = await trx
    .selectFrom('register_absences')
    .select('learner_id')
    .where('register_id', '=', id)
    .execute();
  return { id, isNew: !found, before: new Set(absences.map((row) => row.learner_id)) };
}

/**
 * Shares every absent child's open perakim of the day among the present children, those with
 * fewest perakim first, in perek order (spreadEvenly, as the days area shares one child's). Each
 * moves only if it is still open and still the absent child's, so a repeat moves nothing twice.
 */
async function shareOpen(
  trx: Trx,
  day: string,
  absent: readonly RegisterPerson[],
  present: readonly RegisterPerson[],
): Promise<{ moved: SharedPerek[]; left: number }> {
  if (absent.length === 0) return { moved: [], left: 0 };
  const open = await trx
    .selectFrom('assignments')
    .select(['id', 'perek_index', 'learner_id'])
    .where('day', '=', day)
    .where(
      'learner_id',
      'in',
      absent.map((child) => child.id),
    )
    .where('done_at', 'is', null)
    .orderBy('perek_index')
    .execute();
  if (present.length === 0 || open.length === 0) return { moved: [], left: open.length };
  const counts = await trx
    .selectFrom('assignments')
    .select((eb) => ['learner_id', eb.fn.countAll<number>().as('n')])
    .where('day', '=', day)
    .where(
      'learner_id',
      'in',
      present.map((child) => child.id),
    )
    .groupBy('learner_id')
    .execute();
  const load = new Map(counts.map((row) => [row.learner_id, Number(row.n)]));
  const targets = [...present].sort(
    (a, b) =>
      (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) ||
      collator.compare(a.name, b.name) ||
      a.id - b.id,
  );
  const nameOf = new Map(absent.map((child) => [child.id, child.name]));
  const groups = new Map<string, { from: number; to: RegisterPerson; ids: number[] }>();
  for (const [row, to] of spreadEvenly(open, targets)) {
    const key = `${row.learner_id}>${to.id}`;
    const group = groups.get(key) ?? { from: row.learner_id, to, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  const moved: SharedPerek[] = [];
  for (const { from, to, ids } of groups.values()) {
    for (const perekIndex of await giveOpenByHand(trx, ids, from, to.id)) {
      moved.push({
        perekIndex,
        perek: perekNames(perekIndex).perek,
        fromLearnerId: from,
        fromName: nameOf.get(from) ?? '',
        toLearnerId: to.id,
        toName: to.name,
      });
    }
  }
  moved.sort((a, b) => a.perekIndex - b.perekIndex);
  return { moved, left: 0 };
}

/**
 * POST /api/office/register: today's register of a class as the teacher ticked it, stored (who is
 * absent, marked by whom and when), then the absent children's open perakim shared among the
 * present children of the class. A child unticked is present again: nothing given away comes
 * back by itself (the children who took them may already be learning them); the days area can
 * give a perek back by hand. A repeat with nothing new changes nothing.
 */
export async function takeRegister(
  deps: OfficeDeps,
  actor: StaffActor,
  body: TakeRegister,
): Promise<TakeRegisterReply> {
  const { db } = deps;
  const day = deps.today();
  const { className } = body;
  await requireClass(db, actor, className);
  const reply = await db.transaction().execute(async (trx) => {
    await takeDivisionLock(trx);
    const children = await classChildren(trx, className, body.absentLearnerIds);
    const absentIds = new Set(body.absentLearnerIds);
    const absent = children.filter((child) => absentIds.has(child.id));
    const present = children.filter((child) => !absentIds.has(child.id));
    const register = await registerRow(trx, actor, day, className);
    const newlyAbsent = absent.filter((child) => !register.before.has(child.id));
    const presentAgainIds = [...register.before].filter((id) => !absentIds.has(id));
    const presentAgain = children.filter((child) => presentAgainIds.includes(child.id));
    const now = new Date().toISOString();
    if (newlyAbsent.length > 0) {
      await trx
        .insertInto('register_absences')
        .values(
          newlyAbsent.map((child) => ({
            register_id: register.id,
            learner_id: child.id,
            marked_by_staff_id: actor.id,
            marked_by: actor.name,
            marked_at: now,
          })),
        )
        .execute();
    }
    if (presentAgainIds.length > 0) {
      await trx
        .deleteFrom('register_absences')
        .where('register_id', '=', register.id)
        .where('learner_id', 'in', presentAgainIds)
        .execute();
    }
    const changed = register.isNew || newlyAbsent.length > 0 || presentAgainIds.length > 0;
    if (changed) {
      await trx
        .updateTable('class_registers')
        .set({ taken_by_staff_id: actor.id, taken_by: actor.name, taken_at: now })
        .where('id', '=', register.id)
        .execute();
      await recordAudit(trx, actor, {
        area: 'register',
        action: 'register.take',
        targetId: `${day}@${className}`,
        summary:
          `Took the register of ${className} for ${longDate(day)}: ` +
          (absent.length === 0 ? 'everyone here' : `absent — ${names(absent)}`) +
          (presentAgain.length > 0 ? ` (present after all: ${names(presentAgain)})` : ''),
        before: register.isNew ? undefined : { absentLearnerIds: [...register.before] },
        after: { day, className, absent },
      });
    }
    const { moved, left } = await shareOpen(trx, day, absent, present);
    if (moved.length > 0) {
      await trx
        .insertInto('register_shares')
        .values(
          moved.map((m) => ({
            register_id: register.id,
            perek_index: m.perekIndex,
            from_learner_id: m.fromLearnerId,
            to_learner_id: m.toLearnerId,
            shared_at: now,
          })),
        )
        .execute();
      const from = absent.filter((child) => moved.some((m) => m.fromLearnerId === child.id));
      await recordAudit(trx, actor, {
        area: 'days',
        action: 'assignment.share_absent',
        targetId: `${day}@${className}`,
        summary: `Shared ${moved.length} open ${moved.length === 1 ? 'perek' : 'perakim'} of ${names(from)} (absent) among the present children of ${className}`,
        before: { day, absent: from, perakim: moved.map((m) => m.perekIndex) },
        after: {
          day,
          moves: moved.map((m) => ({
            perekIndex: m.perekIndex,
            learnerId: m.toLearnerId,
            learnerName: m.toName,
          })),
        },
      });
      const event: DayChangedEvent = { day, reason: 'reassign' };
      await deps.bus.publish('day-changed', event, trx);
    }
    const [line] = await registersOf(trx, day, className);
    if (!line) throw new Error('unreachable: the register was just written');
    return {
      register: line.line,
      newlyAbsent,
      presentAgain,
      moved,
      left,
      present: present.length,
    };
  });
  deps.bus.announce();
  return reply;
}
