import { SCHOOL_YEAR_ERROR } from '@zechus/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

type Trx = Transaction<Database>;

/* What renaming classes shares: which classes there are, and giving many new names at once. */

/** A Hebrew class inside an English sentence keeps its place on screen (Unicode isolates). */
export const isolatedClass = (name: string) => `\u2068${name}\u2069`;

/**
 * Every class name in use — a class of learners, or one the office gave teachers before any
 * child was in it — with how many learners it has. Read inside changeLearners, after the
 * division's turn is taken, so a class added meanwhile (an import, a new child) is seen.
 */
export async function classesInUse(trx: Trx): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('learners')
    .select((eb) => ['class_name', eb.fn.countAll<number>().as('n')])
    .where('class_name', 'is not', null)
    .groupBy('class_name')
    .execute();
  const classes = new Map(rows.map((row) => [row.class_name ?? '', Number(row.n)]));
  const taught = await trx.selectFrom('class_teachers').select('class_name').distinct().execute();
  for (const { class_name } of taught) if (!classes.has(class_name)) classes.set(class_name, 0);
  return classes;
}

export const noSuchClass = (name: string) =>
  new HttpError(
    404,
    SCHOOL_YEAR_ERROR.noSuchClass,
    `There is no class ${isolatedClass(name)} any more. Please reload the page and try again.`,
  );

export const nameTaken = (name: string, hint: string) =>
  new HttpError(
    409,
    SCHOOL_YEAR_ERROR.classNameTaken,
    `There is already a class ${isolatedClass(name)}. ${hint}`,
  );

/**
 * Gives every learner of each `from` class its `to` name, all in one statement, so that ג׳ → ד׳
 * and ד׳ → ה׳ together never put both classes under one name on the way.
 */
export async function renameLearnerClasses(
  trx: Trx,
  moves: readonly { from: string; to: string }[],
): Promise<void> {
  if (moves.length === 0) return;
  const newName = sql<string>`case class_name ${sql.join(
    moves.map((move) => sql`when ${move.from} then cast(${move.to} as text)`),
    sql` `,
  )} end`;
  await trx
    .updateTable('learners')
    .set({ class_name: newName, updated_at: new Date().toISOString() })
    .where(
      'class_name',
      'in',
      moves.map((move) => move.from),
    )
    .execute();
}
