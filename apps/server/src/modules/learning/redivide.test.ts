import { describe, expect, it } from 'vitest';
import { divideDay } from './daily-learning.ts';
import { redivideDay, type DayAssignment, type Move } from './redivide.ts';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** A day as the daily job lays it out among `ids` (row ids 1…525). */
const dayAmong = (ids: number[]): DayAssignment[] =>
  divideDay('2026-12-01', ids).map((row) => ({
    id: row.perek_index + 1,
    perekIndex: row.perek_index,
    learnerId: row.learner_id,
    fixed: false,
    pinned: false,
    takenFrom: null,
  }));

/** A teacher gives every perek `from` holds to `to`, by hand (as days/reassign.ts records it). */
const giveAllByHand = (rows: DayAssignment[], from: number, to: number): DayAssignment[] =>
  rows.map((row) =>
    row.learnerId === from ? { ...row, learnerId: to, pinned: true, takenFrom: from } : row,
  );

const apply = (rows: DayAssignment[], moves: Move[]) => {
  const to = new Map(moves.map((m) => [m.id, m.learnerId]));
  return rows.map((row) => ({ ...row, learnerId: to.get(row.id) ?? row.learnerId }));
};

const sharesOf = (rows: DayAssignment[], ids: number[]) =>
  ids.map((id) => rows.filter((r) => r.learnerId === id).length);

/** The fewest moves any fair (±1) division can make from `rows`. */
function fewestMoves(rows: DayAssignment[], active: number[]): number {
  const leaving = rows.filter((r) => !active.includes(r.learnerId)).length;
  const loads = sharesOf(rows, active).sort((a, b) => b - a);
  const base = Math.floor(rows.length / active.length);
  const extra = rows.length % active.length;
  return loads.reduce(
    (sum, load, rank) => sum + Math.max(0, load - (base + (rank < extra ? 1 : 0))),
    leaving,
  );
}

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('re-dividing a day not yet begun', () => {
  it('gives newcomers a fair share taken from the busiest, moving nothing else', () => {
    const before = dayAmong(range(1, 12));
    const active = range(1, 15);
    const moves = redivideDay(before, active);
    const after = apply(before, moves);

    expect(sharesOf(after, active)).toEqual(Array(15).fill(35));
    expect(moves).toHaveLength(105); // 3 newcomers × 35, and not one perek more
    expect(moves.every((m) => m.learnerId >= 13)).toBe(true);
    // Each newcomer's perakim are spread across the Mishnah, not one block of it.
    const first = after.filter((r) => r.learnerId === 13).map((r) => r.perekIndex);
    expect(Math.max(...first) - Math.min(...first)).toBeGreaterThan(400);
  });

  it('gives the perakim of a child who left to the others and nobody else’s', () => {
    const before = dayAmong(range(1, 15));
    const active = range(1, 15).filter((id) => id !== 4 && id !== 9);
    const moves = redivideDay(before, active);
    const after = apply(before, moves);

    expect(after.some((r) => r.learnerId === 4 || r.learnerId === 9)).toBe(false);
    expect(moves).toHaveLength(70);
    const shares = sharesOf(after, active);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });

  it('never moves a perek that is already done or recorded, even of a child who left', () => {
    const before = dayAmong([1, 2, 3]).map((row) =>
      row.perekIndex < 10 ? { ...row, fixed: true } : row,
    );
    const moves = redivideDay(before, [1, 2]);
    const moved = new Set(moves.map((m) => m.id));
    expect(before.filter((r) => r.fixed).some((r) => moved.has(r.id))).toBe(false);
    const after = apply(before, moves);
    expect(after.filter((r) => r.learnerId === 3).every((r) => r.fixed)).toBe(true);
  });

  it('changes nothing when the division is already fair', () => {
    const before = dayAmong(range(1, 40));
    expect(redivideDay(before, range(1, 40))).toEqual([]);
  });

  it('with more children than perakim, everyone holds at most one', () => {
    const before = dayAmong(range(1, 500));
    const active = range(1, 600);
    const after = apply(before, redivideDay(before, active));
    const shares = sharesOf(after, active);
    expect(Math.max(...shares)).toBe(1);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(525);
  });

  it('a teacher’s reassignment stays when newcomers join, and the absent child is given none back', () => {
    // Child 4 is away that day: the teacher gave all of their perakim to child 5.
    const before = giveAllByHand(dayAmong(range(1, 12)), 4, 5);
    const pinned = before.filter((r) => r.pinned);
    expect(pinned.length).toBeGreaterThan(40);
    const active = range(1, 15);
    const moves = redivideDay(before, active);
    const after = apply(before, moves);

    const moved = new Set(moves.map((m) => m.id));
    expect(pinned.some((r) => moved.has(r.id))).toBe(false);
    expect(after.filter((r) => r.learnerId === 4)).toEqual([]);
    // Everything else is shared fairly among those present, the newcomers included.
    const present = active.filter((id) => id !== 4);
    const shares = sharesOf(
      after.filter((r) => !r.pinned),
      present,
    );
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    expect(Math.min(...shares.slice(-3))).toBeGreaterThan(30);
    expect(moves.every((m) => m.learnerId >= 13)).toBe(true);
  });

  it('once the child given perakim by hand is no longer active, those perakim are divided like any other', () => {
    const before = giveAllByHand(dayAmong(range(1, 12)), 4, 5);
    const active = range(1, 12).filter((id) => id !== 5);
    const after = apply(before, redivideDay(before, active));
    expect(after.some((r) => r.learnerId === 5)).toBe(false);
    // Child 4 is still away that day.
    expect(after.some((r) => r.learnerId === 4)).toBe(false);
    const shares = sharesOf(
      after,
      active.filter((id) => id !== 4),
    );
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });

  it('a child away that day still learns when nobody else is left to learn', () => {
    const before = giveAllByHand(dayAmong([4, 5]), 4, 5);
    const after = apply(before, redivideDay(before, [4]));
    expect(after.every((r) => r.learnerId === 4)).toBe(true);
  });

  it('over many random reassignments and changes: hand placements kept, the away given none, the rest fair', () => {
    const next = random(5787);
    for (let round = 0; round < 200; round++) {
      const start = range(1, 2 + Math.floor(next() * 40));
      let before = dayAmong(start);
      // A few children away, each child's perakim given to another; a few single perakim too.
      const awayIds = start.filter(() => next() < 0.1);
      for (const away of awayIds) {
        const to = start.find((id) => !awayIds.includes(id));
        if (to !== undefined) before = giveAllByHand(before, away, to);
      }
      before = before.map((row) =>
        !row.pinned && next() < 0.02
          ? { ...row, learnerId: start[0] ?? 1, pinned: true, takenFrom: row.learnerId }
          : row,
      );
      const active = [...start.filter(() => next() > 0.15), ...range(1000, Math.floor(next() * 5))];
      if (active.length === 0) continue;
      const after = apply(before, redivideDay(before, active));
      const keptByHand = before.filter((r) => r.pinned && active.includes(r.learnerId));
      expect(
        keptByHand.every((r) => after.find((a) => a.id === r.id)?.learnerId === r.learnerId),
      ).toBe(true);
      expect(after.every((r) => active.includes(r.learnerId))).toBe(true);
      const holding = new Set(before.map((r) => r.learnerId));
      const away = active.filter(
        (id) => !holding.has(id) && before.some((r) => r.takenFrom === id),
      );
      const sharing = active.filter((id) => !away.includes(id));
      if (sharing.length === 0) continue;
      expect(after.some((r) => away.includes(r.learnerId))).toBe(false);
      const shares = sharesOf(
        after.filter((r) => !keptByHand.some((k) => k.id === r.id)),
        sharing,
      );
      expect(Math.max(...shares) - Math.min(...shares), `round ${round}`).toBeLessThanOrEqual(1);
    }
  });

  it('over many random changes: fair shares ±1, the fewest possible moves, nobody inactive left', () => {
    const next = random(20261124);
    for (let round = 0; round < 200; round++) {
      const start = range(1, 1 + Math.floor(next() * 60));
      const before = dayAmong(start);
      const staying = start.filter(() => next() > 0.2);
      const joining = range(1000, Math.floor(next() * 20));
      const active = [...staying, ...joining];
      if (active.length === 0) continue;
      const moves = redivideDay(before, active);
      const after = apply(before, moves);
      const shares = sharesOf(after, active);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      expect(after.every((r) => active.includes(r.learnerId))).toBe(true);
      expect(moves).toHaveLength(fewestMoves(before, active));
      expect(new Set(moves.map((m) => m.id)).size).toBe(moves.length);
    }
  });
});
