import { REGISTER_ERROR, type StaffRole } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { classesOf } from './repository.ts';

/**
 * Who may take which register: the office and the owner any class's (they may also use the days
 * area, where they could move the same perakim by hand); a teacher only her own classes', as the
 * office set them.
 */
const ANY_CLASS: readonly StaffRole[] = ['owner', 'office'];
export const takesAnyClass = (actor: StaffActor): boolean => ANY_CLASS.includes(actor.role);

/** A 404 for a class no active child is in; a 403 for a teacher's class that is not hers. */
export async function requireClass(db: Db, actor: StaffActor, className: string): Promise<void> {
  const child = await db
    .selectFrom('learners')
    .select('id')
    .where('class_name', '=', className)
    .where('active', '=', true)
    .limit(1)
    .executeTakeFirst();
  if (!child) {
    throw new HttpError(
      404,
      REGISTER_ERROR.unknownClass,
      `No child is in the class “${className}”. Check the class’s name in Learners.`,
    );
  }
  if (takesAnyClass(actor)) return;
  if (!(await classesOf(db, actor.id)).has(className)) {
    throw new HttpError(
      403,
      REGISTER_ERROR.notYourClass,
      `${className} is not one of your classes. If you teach it, please ask the office to add you to it.`,
    );
  }
}

/** The teachers' list is set by the office and the owner only. */
export function requireOffice(actor: StaffActor): void {
  if (!takesAnyClass(actor)) {
    throw new HttpError(
      403,
      REGISTER_ERROR.officeOnly,
      'Only the office sets who teaches each class. Please ask them to change it.',
    );
  }
}
