import { MISHNAH, type DedicationKind } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { AnswerCache } from '../progress/answer-cache.ts';
import { doneOfDays } from '../progress/day-progress.ts';
import { enrollmentAnswers } from '../progress/enrollment-answer.ts';
import { enrollmentOfShareLink } from '../sharing/share-links.ts';

/**
 * What a family's shared link shows first, and so all its preview may tell: the name and kind,
 * and the day the page opens at (today, or the next of the dedication's days) with its count.
 */
export interface SharedFacts {
  enrollmentId: number;
  name: string;
  kind: DedicationKind;
  /** YYYY-MM-DD, London. */
  day: string;
  /** The day is today, or is to come, or is the last one past (a dedication that has ended). */
  when: 'today' | 'upcoming' | 'past';
  done: number;
  total: number;
}

export interface SharedFactsDeps {
  db: Db;
  today: () => string;
}

/**
 * The facts of a shared link, or undefined for a link that opens nothing (unknown, mistyped,
 * ended). Read as the page reads them (its dedication and chosen day, the progress version), the
 * day's count kept under that version: a preview costs a read of one row once the count is known.
 */
export function sharedFactsReader({ db, today }: SharedFactsDeps) {
  const answers = enrollmentAnswers({ db, showRecordings: false, today });
  const counts = new AnswerCache<number>(64);
  return async (token: string): Promise<SharedFacts | undefined> => {
    const id = await enrollmentOfShareLink(db, token);
    const enrollment = id === undefined ? undefined : await answers.load(id);
    if (!enrollment) return undefined;
    const chosen = answers.chosenDay(enrollment, {});
    if (!chosen) return undefined;
    const done = await counts.through(chosen.day, enrollment.version.stamp, async () => {
      const byDay = await doneOfDays(db, [chosen.day]);
      return byDay.get(chosen.day) ?? 0;
    });
    return {
      enrollmentId: enrollment.id,
      name: enrollment.name,
      kind: enrollment.kind,
      day: chosen.day,
      when: chosen.day === today() ? 'today' : chosen.day > today() ? 'upcoming' : 'past',
      done,
      total: MISHNAH.perakim.length,
    };
  };
}
