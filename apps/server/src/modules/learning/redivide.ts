/** One assignment of a day not yet begun, as the re-division sees it. */
export interface DayAssignment {
  id: number;
  perekIndex: number;
  learnerId: number;
  /** Done or recorded: stays with its learner whatever happens (it should not exist ahead). */
  fixed: boolean;
  /** Given to its learner by a teacher (days/reassign.ts): stays while that learner is active. */
  pinned: boolean;
  /** The learner a teacher took it from, or null: that child was away that day. */
  takenFrom: number | null;
}

/** An assignment given to another learner (`from` is who had it when the day was read). */
export interface Move {
  id: number;
  from: number;
  learnerId: number;
}

/**
 * Divides a laid-out day again among `activeIds` with as few changes as possible, so sheets
 * already printed for it stay mostly right, and without undoing what a teacher did by hand:
 * - a perek a teacher gave to someone (pinned) stays with them, outside the division, for as long
 *   as they are active; once they are not, it is divided like any other;
 * - a child a teacher took every perek of that day from is away that day and is given none back
 *   (unless nobody else is left to give them to);
 * - the rest is divided fairly among the others (fairShares).
 */
export function redivideDay(rows: readonly DayAssignment[], activeIds: readonly number[]): Move[] {
  const active = new Set(activeIds);
  const holding = new Set(rows.map((row) => row.learnerId));
  const away = new Set(
    rows
      .map((row) => row.takenFrom)
      .filter((id): id is number => id !== null && active.has(id) && !holding.has(id)),
  );
  const sharing = activeIds.filter((id) => !away.has(id));
  const divided = rows.filter((row) => !(row.pinned && active.has(row.learnerId)));
  return fairShares(divided, sharing.length > 0 ? sharing : activeIds);
}

/**
 * The fewest moves that leave every one of `activeIds` with a fair share of `rows`:
 * - every perek of a learner who is no longer active moves (unless it is fixed);
 * - every active learner ends with a fair share, the same give or take one;
 * - the extra perek of an uneven division goes to those who already hold the most, and the
 *   busiest give up only what brings them down to their share: nobody else's perakim move.
 * Newcomers receive the freed perakim in turn, so each gets a spread across the Mishnah. Barcodes
 * belong to (day, perek) and never change; only the learner does.
 */
function fairShares(rows: readonly DayAssignment[], activeIds: readonly number[]): Move[] {
  if (activeIds.length === 0) return [];
  const held = new Map<number, DayAssignment[]>(activeIds.map((id) => [id, []]));
  const fixedCount = new Map<number, number>(activeIds.map((id) => [id, 0]));
  const freed: DayAssignment[] = [];
  for (const row of rows) {
    const movable = held.get(row.learnerId);
    if (row.fixed) {
      if (fixedCount.has(row.learnerId)) {
        fixedCount.set(row.learnerId, (fixedCount.get(row.learnerId) ?? 0) + 1);
      }
    } else if (movable) {
      movable.push(row);
    } else {
      freed.push(row);
    }
  }
  const load = (id: number) => (held.get(id)?.length ?? 0) + (fixedCount.get(id) ?? 0);

  // Shares over the perakim the active learners will hold between them.
  const total = activeIds.reduce((sum, id) => sum + load(id), 0) + freed.length;
  const base = Math.floor(total / activeIds.length);
  const busiestFirst = [...activeIds].sort((a, b) => load(b) - load(a) || a - b);
  const share = new Map<number, number>();
  busiestFirst.forEach((id, rank) => {
    const fair = base + (rank < total % activeIds.length ? 1 : 0);
    share.set(id, Math.max(fair, fixedCount.get(id) ?? 0));
  });

  // The busiest give up what is beyond their share, evenly spaced through what they hold, so
  // the freed perakim (and so each newcomer's) spread across the whole Mishnah.
  for (const id of activeIds) {
    const extra = load(id) - (share.get(id) ?? 0);
    const own = held.get(id) ?? [];
    if (extra > 0) {
      own.sort((a, b) => a.perekIndex - b.perekIndex);
      const given = new Set(
        Array.from({ length: extra }, (_, j) => Math.floor(((j + 0.5) * own.length) / extra)),
      );
      freed.push(...own.filter((_, position) => given.has(position)));
      held.set(
        id,
        own.filter((_, position) => !given.has(position)),
      );
    }
  }

  // Those below their share receive the freed perakim in turn.
  const need = new Map<number, number>();
  for (const id of activeIds) {
    const missing = (share.get(id) ?? 0) - load(id);
    if (missing > 0) need.set(id, missing);
  }
  const receivers = [...need.keys()].sort((a, b) => a - b);
  const moves: Move[] = [];
  let turn = 0;
  for (const row of freed.sort((a, b) => a.perekIndex - b.perekIndex)) {
    // Shares always leave room for every freed perek, so a receiver is always found.
    for (let tried = 0; tried < receivers.length; tried++) {
      const id = receivers[(turn + tried) % receivers.length] as number;
      const missing = need.get(id) ?? 0;
      if (missing > 0) {
        need.set(id, missing - 1);
        turn = (turn + tried + 1) % receivers.length;
        if (row.learnerId !== id) moves.push({ id: row.id, from: row.learnerId, learnerId: id });
        break;
      }
    }
  }
  return moves;
}
