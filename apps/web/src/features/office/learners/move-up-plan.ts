import { nextClassName, type ClassSummary, type MoveUpInput } from '@zechus/shared';

/** What happens to one class at the year's end, as the move-up page shows it. */
export type MoveUpChoice = 'up' | 'leaves' | 'stays';
export interface ClassPlan {
  name: string;
  active: number;
  choice: MoveUpChoice;
  /** The name it takes when it moves up (its next name at first, editable). */
  to: string;
}

/**
 * The first plan: with `only` (a class's own "Move up"), that class moves up and the others stay.
 * For all classes, each moves to its next name; the top of a run of classes (ח׳, into which ז׳
 * moves and whose own next name is no class) leaves; a class with no number in its name stays.
 */
export function firstPlan(classes: readonly ClassSummary[], only: readonly string[]): ClassPlan[] {
  const names = new Set(classes.map((row) => row.name));
  const nextOf = new Map(classes.map((row) => [row.name, nextClassName(row.name)]));
  const movedInto = new Set([...nextOf.values()].filter((name) => name !== null));
  return classes.map((row) => {
    const next = nextOf.get(row.name) ?? null;
    const base = { name: row.name, active: row.active, to: next ?? '' };
    if (only.length > 0) return { ...base, choice: only.includes(row.name) ? 'up' : 'stays' };
    if (next === null) return { ...base, choice: 'stays' };
    const top = movedInto.has(row.name) && !names.has(next);
    return { ...base, choice: top ? 'leaves' : 'up' };
  });
}

/** The request the plan makes. */
export const planRequest = (plan: readonly ClassPlan[]): MoveUpInput => ({
  moves: plan
    .filter((row) => row.choice === 'up')
    .map((row) => ({ from: row.name, to: row.to.trim() })),
  leaving: plan.filter((row) => row.choice === 'leaves').map((row) => row.name),
});
