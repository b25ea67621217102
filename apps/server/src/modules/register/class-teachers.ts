import {
  REGISTER_ERROR,
  type ClassTeachers,
  type RegisterPerson,
  type SetClassTeachers,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { requireOffice } from './access.ts';
import { activeClasses, collator } from './repository.ts';

const ROLE_ORDER: Record<string, number> = { teacher: 0, office: 1, owner: 2 };

/**
 * GET /api/office/register/teachers: every class with its teachers, and the active staff who may
 * be chosen (teachers first; someone in the office may teach a class too). A class whose
 * children have all left still shows while it has teachers, so they can be taken off it.
 */
export async function readClassTeachers(db: Db, actor: StaffActor): Promise<ClassTeachers> {
  requireOffice(actor);
  const [classes, pairs, staff] = await Promise.all([
    activeClasses(db),
    db
      .selectFrom('class_teachers as ct')
      .innerJoin('staff_users as s', 's.id', 'ct.staff_user_id')
      .select(['ct.class_name', 's.id', 's.name'])
      .execute(),
    db
      .selectFrom('staff_users')
      .select(['id', 'name', 'role'])
      .where('active', '=', true)
      .execute(),
  ]);
  const entries = new Map(classes.map((entry) => [entry.name, entry.children]));
  for (const pair of pairs) if (!entries.has(pair.class_name)) entries.set(pair.class_name, 0);
  return {
    classes: [...entries]
      .map(([name, children]) => ({
        name,
        children,
        teachers: pairs
          .filter((pair) => pair.class_name === name)
          .map((pair) => ({ id: pair.id, name: pair.name }))
          .sort((a, b) => collator.compare(a.name, b.name)),
      }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    staff: staff
      .map((person) => ({ id: person.id, name: person.name, role: person.role }))
      .sort(
        (a, b) =>
          (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3) || collator.compare(a.name, b.name),
      ),
  };
}

const listOf = (people: readonly RegisterPerson[]) =>
  people.length === 0 ? 'nobody' : people.map((person) => person.name).join(', ');

/**
 * PUT /api/office/register/teachers: who teaches a class from now on (the whole list, so two
 * people changing it see each other's change rather than adding to it). Audited; the same list
 * again changes nothing.
 */
export async function setClassTeachers(
  db: Db,
  actor: StaffActor,
  body: SetClassTeachers,
): Promise<ClassTeachers> {
  requireOffice(actor);
  const { className, staffUserIds } = body;
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('class_teachers as ct')
      .innerJoin('staff_users as s', 's.id', 'ct.staff_user_id')
      .select(['s.id', 's.name'])
      .where('ct.class_name', '=', className)
      .execute();
    const known = await trx
      .selectFrom('learners')
      .select('id')
      .where('class_name', '=', className)
      .where('active', '=', true)
      .limit(1)
      .executeTakeFirst();
    if (!known && before.length === 0) {
      throw new HttpError(
        404,
        REGISTER_ERROR.unknownClass,
        `No child is in the class “${className}”. Check the class’s name in Learners.`,
      );
    }
    const chosen =
      staffUserIds.length === 0
        ? []
        : await trx
            .selectFrom('staff_users')
            .select(['id', 'name'])
            .where('id', 'in', staffUserIds)
            .where('active', '=', true)
            .execute();
    const missing = staffUserIds.find((id) => !chosen.some((person) => person.id === id));
    if (missing !== undefined) {
      throw new HttpError(
        400,
        REGISTER_ERROR.badStaff,
        `No active staff account has the id ${missing}. Look at the staff list again.`,
      );
    }
    const same =
      before.length === chosen.length && before.every((p) => staffUserIds.includes(p.id));
    if (same) return;
    await trx.deleteFrom('class_teachers').where('class_name', '=', className).execute();
    if (chosen.length > 0) {
      await trx
        .insertInto('class_teachers')
        .values(chosen.map((person) => ({ class_name: className, staff_user_id: person.id })))
        .execute();
    }
    const byName = (a: RegisterPerson, b: RegisterPerson) => collator.compare(a.name, b.name);
    await recordAudit(trx, actor, {
      area: 'register',
      action: 'class_teachers.set',
      targetId: className,
      summary: `Teachers of ${className}: ${listOf(chosen.sort(byName))} (were: ${listOf(before.sort(byName))})`,
      before: { className, teachers: before },
      after: { className, teachers: chosen },
    });
  });
  return readClassTeachers(db, actor);
}
