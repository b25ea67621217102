import { normalizeClassName } from '@zechus/shared';
import type { Kysely } from 'kysely';

/**
 * Issue 27 §5: one spelling of a class. A class imported from a Windows-1255 file was stored as
 * "כיתה ד'" (apostrophe) and a child added by hand to "כיתה ד׳" (geresh) made a second class that
 * looks the same everywhere. Every class name is written as it is now stored (normalizeClassName),
 * which joins such twins into one class (a class is its name on its learners: nothing else to
 * merge). The other tables naming a class (sheet_prints, class_teachers, class_registers) arrive
 * in the same release, empty at this point, and take their names from learners from then on.
 * Searched text needs no migration: searches read stored text as typed (docs/decisions/0044).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
export async function up(db: Kysely<any>): Promise<void> {
  const names = (await db
    .selectFrom('learners')
    .select('class_name')
    .distinct()
    .where('class_name', 'is not', null)
    .execute()) as { class_name: string }[];
  for (const { class_name: name } of names) {
    const normalised = normalizeClassName(name);
    if (normalised === name) continue;
    await db
      .updateTable('learners')
      .set({ class_name: normalised === '' ? null : normalised })
      .where('class_name', '=', name)
      .execute();
  }
}
