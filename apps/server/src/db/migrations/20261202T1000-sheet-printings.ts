import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';
import { withId } from './columns.ts';

/**
 * Issue 27 §1, printed means fixed:
 * - `sheet_prints`: a child's sheet of a day was printed (the print view's Print) or downloaded
 *   (the PDF), with the class it was printed for (null: the child's sheet alone), when and by
 *   whom. The re-division never moves a printed child's perakim of that day when a learner joins.
 * - `replaced_barcodes`: a printed perek that had to move (its child left, a teacher gave it to
 *   another) gets a new barcode; the old one is kept here so the station can say the sheet was
 *   replaced rather than credit whoever holds the perek now.
 * - `sheet_reprints`: a child whose printed sheet of a day gained perakim since: listed "to
 *   reprint" on the sheets page until it is printed again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('sheet_prints'), engine)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('learner_id', 'integer', (c) =>
      c.notNull().references('learners.id').onDelete('cascade'),
    )
    .addColumn('class_name', 'text')
    .addColumn('printed_at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'integer', (c) =>
      c.references('staff_users.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('sheet_prints_by_day')
    .on('sheet_prints')
    .columns(['day', 'learner_id'])
    .execute();

  await db.schema
    .createTable('replaced_barcodes')
    .addColumn('barcode', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'integer', (c) =>
      c.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('replaced_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sheet_reprints')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('learner_id', 'integer', (c) =>
      c.notNull().references('learners.id').onDelete('cascade'),
    )
    .addColumn('since', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sheet_reprints_pair', ['day', 'learner_id'])
    .execute();
}
