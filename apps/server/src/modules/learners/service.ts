import {
  LEARNER_ERROR,
  type DivisionSummary,
  type LearnerChange,
  type LearnerUpdate,
  type NewLearner,
} from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import {
  announceIfOnToday,
  changeLearners,
  describeDivision,
  redivide,
  type LearnerDeps,
} from './change-effects.ts';
import {
  findLearner,
  firstDayAhead,
  learnerRow,
  sameNameInClass,
  todayOf,
  withCounts,
  type LearnerRecord,
} from './repository.ts';

/** "in כיתה ה׳" or "without a class", for sentences. */
export const inClass = (className: string | null) =>
  className === null ? 'without a class' : `in ${className}`;

export const notFound = (id: number) =>
  new HttpError(404, LEARNER_ERROR.notFound, `There is no learner with id ${id}.`);

/**
 * A name or class inside an English sentence shown to a person, wrapped in Unicode isolates so
 * that a Hebrew run and the punctuation after it keep their places on screen.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The refusal the console turns into "add anyway?": a child of this name is in this class. */
export function duplicateName(existing: LearnerRecord): HttpError {
  const inactive = existing.active ? '' : ' (inactive: you can reactivate them instead)';
  const where =
    existing.className === null ? 'without a class' : `in ${isolated(existing.className)}`;
  return new HttpError(
    409,
    LEARNER_ERROR.duplicateName,
    `There is already a learner named ${isolated(existing.name)} ${where}${inactive}. Is this another child with the same name?`,
  );
}

/** What the audit keeps of a learner. */
const snapshot = (record: LearnerRecord) => ({
  name: record.name,
  className: record.className,
  active: record.active,
  imageUrl: record.imageUrl,
});

export async function changeReply(
  deps: LearnerDeps,
  id: number,
  division: DivisionSummary | null,
): Promise<LearnerChange> {
  const today = deps.today();
  const learner = await learnerRow(deps.db, id, today);
  if (!learner) throw notFound(id);
  return {
    learner,
    division,
    firstDay: learner.active ? await firstDayAhead(deps.db, id, today) : null,
  };
}

/** POST /api/office/learners: a new child, who is given perakim from the next day not begun. */
export async function addLearner(
  deps: LearnerDeps,
  actor: StaffActor,
  input: NewLearner,
): Promise<LearnerChange> {
  const className = input.className ?? null;
  const { id, division } = await changeLearners(deps, async (trx) => {
    if (!input.allowDuplicate) {
      const [same] = await sameNameInClass(trx, input.name, className);
      if (same) throw duplicateName(same);
    }
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('learners')
      .values({
        name: input.name,
        class_name: className,
        active: true,
        image_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const division = await redivide(trx, deps);
    await recordAudit(trx, actor, {
      area: 'learners',
      action: 'learner.create',
      targetId: id,
      summary: `Added ${input.name} ${inClass(className)} (${describeDivision(division)})`,
      after: { name: input.name, className, active: true, division },
    });
    return { id, division };
  });
  return changeReply(deps, id, division);
}

/** PATCH /api/office/learners/:id: a corrected name or another class (the division stays). */
export async function updateLearner(
  deps: LearnerDeps,
  actor: StaffActor,
  id: number,
  input: LearnerUpdate,
): Promise<LearnerChange> {
  await changeLearners(deps, async (trx) => {
    const record = await findLearner(trx, id);
    if (!record) throw notFound(id);
    const name = input.name ?? record.name;
    const className = input.className === undefined ? record.className : input.className;
    if (name === record.name && className === record.className) return;
    if (!input.allowDuplicate) {
      const [same] = await sameNameInClass(trx, name, className, id);
      if (same) throw duplicateName(same);
    }
    await trx
      .updateTable('learners')
      .set({ name, class_name: className, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const changes = [
      name !== record.name ? `renamed ${record.name} to ${name}` : null,
      className !== record.className
        ? `moved ${name} from ${record.className ?? 'no class'} to ${className ?? 'no class'}`
        : null,
    ].filter(Boolean);
    const sentence = changes.join('; ');
    await recordAudit(trx, actor, {
      area: 'learners',
      action: 'learner.update',
      targetId: id,
      summary: sentence.charAt(0).toUpperCase() + sentence.slice(1),
      before: { name: record.name, className: record.className },
      after: { name, className },
    });
    if (name !== record.name) await announceIfOnToday(trx, deps, id, 'learner-renamed');
  });
  return changeReply(deps, id, null);
}

/**
 * Deactivate (a child who left) or reactivate: the days not yet begun are divided again; today
 * is in progress and keeps its assignments (a teacher can reassign them in the day view).
 * Asking for the state a learner is already in changes nothing.
 */
export async function setLearnerActive(
  deps: LearnerDeps,
  actor: StaffActor,
  id: number,
  active: boolean,
): Promise<LearnerChange> {
  const division = await changeLearners(deps, async (trx) => {
    const record = await findLearner(trx, id);
    if (!record) throw notFound(id);
    if (record.active === active) return null;
    await trx
      .updateTable('learners')
      .set({ active, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const division = await redivide(trx, deps);
    const today = await todayOf(trx, id, deps.today());
    const summary = active
      ? `Reactivated ${record.name} ${inClass(record.className)}: given perakim from tomorrow (${describeDivision(division)})`
      : `Deactivated ${record.name} ${inClass(record.className)}: no perakim from tomorrow, today's ${today.assigned} kept (${describeDivision(division)})`;
    await recordAudit(trx, actor, {
      area: 'learners',
      action: active ? 'learner.reactivate' : 'learner.deactivate',
      targetId: id,
      summary,
      before: snapshot(record),
      after: { ...snapshot(record), active, division },
    });
    return division;
  });
  return changeReply(deps, id, division);
}

/**
 * DELETE /api/office/learners/:id: a learner added by mistake. Only one without history (no
 * perek on a day begun, none done or recorded): their perakim of days not yet begun go to the
 * others first. Anyone with history is kept, so nothing learned is ever lost: deactivate them.
 */
export async function removeLearner(deps: LearnerDeps, actor: StaffActor, id: number) {
  const removed = await changeLearners(deps, async (trx) => {
    const record = await findLearner(trx, id);
    if (!record) throw notFound(id);
    const [row] = await withCounts(trx, [record], deps.today());
    if ((row?.perakimGiven ?? 0) > 0) {
      throw new HttpError(
        409,
        LEARNER_ERROR.hasHistory,
        `${isolated(record.name)} has already been given ${row?.perakimGiven} perakim, so they are kept with their history. Deactivate them instead.`,
      );
    }
    await trx.updateTable('learners').set({ active: false }).where('id', '=', id).execute();
    const division = await redivide(trx, deps);
    const left = await trx
      .selectFrom('assignments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('learner_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(left.count) > 0) {
      throw new HttpError(
        409,
        LEARNER_ERROR.hasHistory,
        `${isolated(record.name)} still holds perakim nobody else can take. Deactivate them instead.`,
      );
    }
    await trx.deleteFrom('learners').where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      area: 'learners',
      action: 'learner.remove',
      targetId: id,
      summary: `Removed ${record.name} ${inClass(record.className)}, added by mistake (${describeDivision(division)})`,
      before: snapshot(record),
    });
    return record;
  });
  // The learner is gone: a file that cannot be removed is only an unused file, not a failure.
  if (removed.imageUrl) await deps.uploads.remove(removed.imageUrl).catch(() => undefined);
}
