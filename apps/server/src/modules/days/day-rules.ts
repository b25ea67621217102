import { addDays, type DayView } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { LEARNING_DAYS_AHEAD } from '../learning/daily-learning.ts';

/**
 * What the office may do with a day, by its date against today (London):
 * - reassign perakim: today and later — a past day's perakim stay with the children who had
 *   them, so the record of who learned what is never rewritten;
 * - mark a perek done by hand: today and earlier — a future day's perek cannot be learned yet;
 * - undo a done perek: any day (a mistaken scan may be found the next morning).
 */
export interface DayRules {
  laidOut: boolean;
  notLaidOut: DayView['notLaidOut'];
  canReassign: boolean;
  canMarkDone: boolean;
}

export function dayRules(day: string, today: string, laidOut: boolean): DayRules {
  const layoutOn = addDays(day, -LEARNING_DAYS_AHEAD);
  return {
    laidOut,
    notLaidOut: laidOut
      ? null
      : day >= today
        ? { reason: 'ahead', layoutOn: layoutOn > today ? layoutOn : null }
        : { reason: 'before', layoutOn: null },
    canReassign: laidOut && day >= today,
    canMarkDone: laidOut && day <= today,
  };
}

/** A long date for refusals, e.g. "Tuesday 24 November 2026". */
export const longDate = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const DAY_ERROR = {
  notLaidOut: 'day_not_laid_out',
  pastDay: 'day_past',
  futureDay: 'day_future',
  alreadyDone: 'already_done',
  notDone: 'not_done',
  moved: 'assignment_moved',
  badLearner: 'bad_learner',
  nothingOpen: 'nothing_open',
} as const;

export function refuseUnlessReassignable(day: string, today: string): void {
  if (day < today) {
    throw new HttpError(
      409,
      DAY_ERROR.pastDay,
      `${longDate(day)} is over: its perakim stay with the children who had them. Only today’s and later days’ perakim can be given to someone else.`,
    );
  }
}

export function refuseUnlessDoable(day: string, today: string): void {
  if (day > today) {
    throw new HttpError(
      409,
      DAY_ERROR.futureDay,
      `A perek of ${longDate(day)} cannot be done yet: it is learned on that day.`,
    );
  }
}

export const notLaidOut = (day: string): HttpError =>
  new HttpError(
    404,
    DAY_ERROR.notLaidOut,
    `No learning is laid out for ${longDate(day)}, so it has no perakim to change.`,
  );
