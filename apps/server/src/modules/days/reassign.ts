import {
  perekNames,
  spreadEvenly,
  type DayChangedEvent,
  type ReassignOpen,
  type ReassignPerek,
  type ReassignReply,
} from '@zechus/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { takeDivisionLock } from '../learning/division-lock.ts';
import { isPrinted, markToReprint, replaceBarcode } from '../learning/printed-sheets.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import { DAY_ERROR, longDate, notLaidOut, refuseUnlessReassignable } from './day-rules.ts';

type Trx = Transaction<Database>;

interface Learner {
  id: number;
  name: string;
}

/** The active learners with these ids, in the order asked; a missing or inactive one is a 400. */
async function activeLearnersByIds(trx: Trx, ids: readonly number[]): Promise<Learner[]> {
  const rows = await trx
    .selectFrom('learners')
    .select(['id', 'name', 'active'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) {
      throw new HttpError(400, DAY_ERROR.badLearner, `No learner has the id ${id}.`);
    }
    if (!row.active) {
      throw new HttpError(
        400,
        DAY_ERROR.badLearner,
        `${row.name} is not an active learner, so perakim cannot be given to them.`,
      );
    }
    return { id: row.id, name: row.name };
  });
}

async function announceDayChanged(deps: OfficeDeps, trx: Trx, day: string): Promise<void> {
  const event: DayChangedEvent = { day, reason: 'reassign' };
  await deps.bus.publish('day-changed', event, trx);
}

/**
 * Gives the assignments `ids` to learner `to`, each only if it is still open and still `from`'s.
 * They are marked as placed by hand, with the child they were first taken from, so that a later
 * re-division of a day not yet begun (learning/redivide.ts) leaves them where the teacher put
 * them and gives that child nothing back; a perek given back to that child is the division's
 * again. (SET expressions read the row as it was before the update, on both engines.)
 */
async function giveByHand(
  trx: Trx,
  ids: readonly number[],
  from: number,
  to: number,
  paper: 'reprint' | 'slip' = 'reprint',
) {
  const takenFrom = sql<number>`coalesce(reassigned_from, learner_id)`;
  const backToThem = sql<boolean>`${takenFrom} = ${to}`;
  const moved = await trx
    .updateTable('assignments')
    .set({
      learner_id: to,
      reassigned_at: sql<
        string | null
      >`case when ${backToThem} then null else ${new Date().toISOString()} end`,
      reassigned_from: sql<number | null>`case when ${backToThem} then null else ${takenFrom} end`,
    })
    .where('id', 'in', [...ids])
    .where('learner_id', '=', from)
    .where('done_at', 'is', null)
    .returning(['id', 'perek_index', 'day'])
    .execute();
  // A perek taken from a printed sheet gets a new barcode: the absent child's sheet is then
  // refused at the station, never credited to the child who has the perek now (issue 27 §1).
  const now = new Date().toISOString();
  for (const row of moved) {
    if (await isPrinted(trx, row.day, from)) await replaceBarcode(trx, row.id, now);
  }
  // The receiver's printed sheet lacks what she was given: it is to reprint (the sheets page),
  // unless the caller prints the new perakim on a slip of their own (the morning register).
  const [first] = moved;
  if (paper === 'reprint' && first && (await isPrinted(trx, first.day, to))) {
    await markToReprint(trx, first.day, to, now);
  }
  return moved;
}

/**
 * Gives one open perek of a day to another learner (today or later; never a done perek). The
 * update is conditional on the perek still being open and still with the learner read, so two
 * clicks — or a scan arriving meanwhile — change it at most once.
 */
export async function reassignPerek(
  deps: OfficeDeps,
  actor: StaffActor,
  day: string,
  perekIndex: number,
  body: ReassignPerek,
): Promise<ReassignReply> {
  refuseUnlessReassignable(day, deps.today());
  const { perek } = perekNames(perekIndex);
  const reply = await deps.db.transaction().execute(async (trx) => {
    await takeDivisionLock(trx);
    const row = await trx
      .selectFrom('assignments as a')
      .innerJoin('learners as l', 'l.id', 'a.learner_id')
      .select(['a.id', 'a.learner_id', 'a.done_at', 'l.name'])
      .where('a.day', '=', day)
      .where('a.perek_index', '=', perekIndex)
      .executeTakeFirst();
    if (!row) throw notLaidOut(day);
    if (row.done_at !== null) {
      throw new HttpError(
        409,
        DAY_ERROR.alreadyDone,
        `${row.name} has already learned ${perek}: a done perek stays with the child who learned it.`,
      );
    }
    if (body.fromLearnerId !== undefined && body.fromLearnerId !== row.learner_id) {
      throw new HttpError(
        409,
        DAY_ERROR.moved,
        `${perek} was given to ${row.name} meanwhile. Look at the day again before changing it.`,
      );
    }
    const [to] = await activeLearnersByIds(trx, [body.learnerId]);
    if (!to) throw new Error('unreachable: activeLearners answers every id');
    if (to.id === row.learner_id) {
      throw new HttpError(400, DAY_ERROR.badLearner, `${perek} is already ${to.name}’s.`);
    }
    const moved = await giveByHand(trx, [row.id], row.learner_id, to.id);
    if (moved.length === 0) {
      throw new HttpError(
        409,
        DAY_ERROR.moved,
        `${perek} changed meanwhile (done, or given to someone else). Look at the day again.`,
      );
    }
    await recordAudit(trx, actor, {
      area: 'days',
      action: 'assignment.reassign',
      targetId: `${day}#${perekIndex}`,
      summary: `Gave ${perek} of ${longDate(day)} to ${to.name} instead of ${row.name}`,
      before: { day, perekIndex, learnerId: row.learner_id, learnerName: row.name },
      after: { day, perekIndex, learnerId: to.id, learnerName: to.name },
    });
    await announceDayChanged(deps, trx, day);
    return { moved: [{ perekIndex, perek, toLearnerId: to.id, toName: to.name }] };
  });
  deps.bus.announce();
  return reply;
}

/**
 * Gives every open perek an absent child has on a day to one or several others, shared evenly
 * (spreadEvenly: in perek order, round the chosen learners). Done perakim stay. Each perek moves
 * only if it is still open and still the child's, so a repeated request finds nothing left to
 * move and is refused rather than moving anything twice.
 */
export async function reassignOpen(
  deps: OfficeDeps,
  actor: StaffActor,
  day: string,
  fromLearnerId: number,
  body: ReassignOpen,
): Promise<ReassignReply> {
  refuseUnlessReassignable(day, deps.today());
  if (body.toLearnerIds.includes(fromLearnerId)) {
    throw new HttpError(
      400,
      DAY_ERROR.badLearner,
      'The absent learner cannot be one of those who take their perakim.',
    );
  }
  const reply = await deps.db.transaction().execute(async (trx) => {
    await takeDivisionLock(trx);
    const laidOut = await trx
      .selectFrom('learning_days')
      .select('day')
      .where('day', '=', day)
      .executeTakeFirst();
    if (!laidOut) throw notLaidOut(day);
    const from = await trx
      .selectFrom('learners')
      .select(['id', 'name'])
      .where('id', '=', fromLearnerId)
      .executeTakeFirst();
    if (!from) {
      throw new HttpError(404, 'not_found', `No learner has the id ${fromLearnerId}.`);
    }
    const targets = await activeLearnersByIds(trx, body.toLearnerIds);
    const open = await trx
      .selectFrom('assignments')
      .select(['id', 'perek_index'])
      .where('day', '=', day)
      .where('learner_id', '=', from.id)
      .where('done_at', 'is', null)
      .orderBy('perek_index')
      .execute();
    if (open.length === 0) {
      throw new HttpError(
        409,
        DAY_ERROR.nothingOpen,
        `${from.name} has no open perakim on ${longDate(day)}: nothing to give to others.`,
      );
    }
    const plan = spreadEvenly(open, targets);
    const moved: ReassignReply['moved'] = [];
    for (const to of targets) {
      const ids = plan.filter(([, learner]) => learner.id === to.id).map(([row]) => row.id);
      if (ids.length === 0) continue;
      for (const row of await giveByHand(trx, ids, from.id, to.id)) {
        moved.push({
          perekIndex: row.perek_index,
          perek: perekNames(row.perek_index).perek,
          toLearnerId: to.id,
          toName: to.name,
        });
      }
    }
    if (moved.length === 0) {
      throw new HttpError(
        409,
        DAY_ERROR.nothingOpen,
        `${from.name}’s open perakim changed meanwhile. Look at the day again.`,
      );
    }
    moved.sort((a, b) => a.perekIndex - b.perekIndex);
    const names = [...new Set(moved.map((m) => m.toName))];
    await recordAudit(trx, actor, {
      area: 'days',
      action: 'assignment.reassign_open',
      targetId: `${day}@${from.id}`,
      summary: `Gave ${from.name}’s ${moved.length} open ${moved.length === 1 ? 'perek' : 'perakim'} of ${longDate(day)} to ${names.join(', ')}`,
      before: {
        day,
        learnerId: from.id,
        learnerName: from.name,
        perakim: moved.map((m) => m.perekIndex),
      },
      after: {
        day,
        moves: moved.map((m) => ({
          perekIndex: m.perekIndex,
          learnerId: m.toLearnerId,
          learnerName: m.toName,
        })),
      },
    });
    await announceDayChanged(deps, trx, day);
    return { moved };
  });
  deps.bus.announce();
  return reply;
}

/**
 * The morning register's share (modules/register): perakim already planned by the caller (who
 * holds the division lock in `trx`), given from an absent child to a classmate exactly as
 * reassignOpen gives them — each only if still open and still theirs. Answers the perakim moved.
 */
export async function giveOpenByHand(
  trx: Trx,
  ids: readonly number[],
  from: number,
  to: number,
): Promise<number[]> {
  return (await giveByHand(trx, ids, from, to, 'slip')).map((row) => row.perek_index);
}
