import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * Issue 27 §3, the morning register:
 * - `class_teachers`: who teaches which class, set by the office. A plain pair (a class is a name
 *   on its learners, not a table of its own), so renaming a class is one update of this column.
 * - `class_registers`: a class's register of a day, one per class and day: who took it last and
 *   when (taking it again updates it).
 * - `register_absences`: the children marked absent in it, each with who marked them and when.
 *   A child marked present again is deleted here; the audit log keeps that they were ticked.
 * - `register_shares`: each perek the register gave from an absent child to a present one, for
 *   the "extra perakim" slip (its barcode is read from the assignment, as it is now).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('class_teachers')
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'integer', (c) =>
      c.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('class_teachers_pair', ['class_name', 'staff_user_id'])
    .execute();
  await db.schema
    .createIndex('class_teachers_by_staff')
    .on('class_teachers')
    .column('staff_user_id')
    .execute();

  await withId(db.schema.createTable('class_registers'), engine)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('taken_by_staff_id', 'integer', (c) =>
      c.references('staff_users.id').onDelete('set null'),
    )
    // The person's name at the time, as the audit log keeps it.
    .addColumn('taken_by', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('class_registers_one_a_day', ['day', 'class_name'])
    .execute();

  await withId(db.schema.createTable('register_absences'), engine)
    .addColumn('register_id', 'integer', (c) =>
      c.notNull().references('class_registers.id').onDelete('cascade'),
    )
    .addColumn('learner_id', 'integer', (c) =>
      c.notNull().references('learners.id').onDelete('cascade'),
    )
    .addColumn('marked_by_staff_id', 'integer', (c) =>
      c.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('register_absences_once', ['register_id', 'learner_id'])
    .execute();

  await withId(db.schema.createTable('register_shares'), engine)
    .addColumn('register_id', 'integer', (c) =>
      c.notNull().references('class_registers.id').onDelete('cascade'),
    )
    .addColumn('perek_index', 'integer', (c) => c.notNull())
    .addColumn('from_learner_id', 'integer', (c) =>
      c.notNull().references('learners.id').onDelete('cascade'),
    )
    .addColumn('to_learner_id', 'integer', (c) =>
      c.notNull().references('learners.id').onDelete('cascade'),
    )
    .addColumn('shared_at', 'text', (c) => c.notNull())
    .execute();
}
