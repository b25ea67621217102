import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A learner's (`l`) perakim learned on the days from `from` to `to`, both included, as a column
 * `learned`: counted by the day each perek was learning for, as the wall counts it (the class
 * report and the learners export).
 */
export const perakimLearnedBetween = (
  eb: ExpressionBuilder<Database & { l: Database['learners'] }, 'l'>,
  from: string,
  to: string,
) =>
  eb
    .selectFrom('assignments as a')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('a.learner_id', '=', 'l.id')
    .where('a.done_at', 'is not', null)
    .where('a.day', '>=', from)
    .where('a.day', '<=', to)
    .as('learned');
