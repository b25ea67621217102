import { hebrewDateOf, type ClassRegisterView, type RegisterHome } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { requireClass, takesAnyClass } from './access.ts';
import { activeClasses, childrenOfClass, classesOf, registersOf } from './repository.ts';

/**
 * GET /api/office/register: the classes whose register the signed-in person may take — a
 * teacher's own (the page opens the one directly), every class for the office and the owner.
 */
export async function readRegisterHome(
  db: Db,
  actor: StaffActor,
  today: string,
): Promise<RegisterHome> {
  const [classes, mine] = await Promise.all([activeClasses(db), classesOf(db, actor.id)]);
  const anyClass = takesAnyClass(actor);
  return {
    today,
    anyClass,
    classes: classes
      .filter((entry) => anyClass || mine.has(entry.name))
      .map((entry) => ({ ...entry, mine: mine.has(entry.name) })),
  };
}

/** GET /api/office/register/class?class=…: today's register of a class and its children. */
export async function readClassRegister(
  db: Db,
  actor: StaffActor,
  today: string,
  className: string,
): Promise<ClassRegisterView> {
  await requireClass(db, actor, className);
  const [laidOut, [register]] = await Promise.all([
    db.selectFrom('learning_days').select('day').where('day', '=', today).executeTakeFirst(),
    registersOf(db, today, className),
  ]);
  const absent = new Set(register?.line.absent.map((child) => child.id));
  return {
    day: today,
    hebrewDate: hebrewDateOf(today).full,
    className,
    laidOut: laidOut !== undefined,
    register: register?.line ?? null,
    children: await childrenOfClass(db, today, className, absent, register?.id),
  };
}
