import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * A teacher's reassignment is remembered on the assignment (issue 9 §3): `reassigned_at` marks a
 * perek given by hand, which a later re-division of the day leaves where the teacher put it while
 * that child is active; `reassigned_from` is the child it was taken from, who is then taken to be
 * away that day and is given nothing back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('assignments').addColumn('reassigned_at', 'text').execute();
  await db.schema
    .alterTable('assignments')
    .addColumn('reassigned_from', 'integer', (c) =>
      c.references('learners.id').onDelete('set null'),
    )
    .execute();
}
