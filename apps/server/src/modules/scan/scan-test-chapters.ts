import type { Db } from '../../db/database.ts';

let chapterCount = 0;
/**
 * New chapters of `day` for one new child, not done yet: one barcode each (the perakim follow
 * those the test made before on that day, from the first).
 */
export async function openChapters(db: Db, day: string, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  await db
    .insertInto('learning_days')
    .values({ day, created_at: now })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const learner = await db
    .insertInto('learners')
    .values({ name: 'שרה לאה', image_url: '/uploads/s.jpg', active: true, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const taken = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  const first = Number(taken.n);
  const barcodes = Array.from({ length: count }, () => `ID-${++chapterCount}`);
  await db
    .insertInto('assignments')
    .values(
      barcodes.map((barcode, i) => ({
        day,
        perek_index: first + i,
        learner_id: learner.id,
        barcode,
        done_at: null,
        recording_url: null,
      })),
    )
    .execute();
  return barcodes;
}
