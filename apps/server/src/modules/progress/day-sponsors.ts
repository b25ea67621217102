import type { InferResult } from 'kysely';
import type { Db } from '../../db/database.ts';
import { versionColumns } from './read-version.ts';

/**
 * A day's active sponsors in the order they signed up, with the version of the rest (decision
 * 0016): what the wall and an episode's page both show under the day's learning.
 */
export const daySponsorsQuery = (db: Db, day: string) =>
  db
    .selectFrom('enrollment_dates')
    .innerJoin('enrollments', 'enrollments.id', 'enrollment_dates.enrollment_id')
    .select(['enrollments.name', 'enrollments.kind', ...versionColumns])
    .where('enrollment_dates.day', '=', day)
    .where('enrollments.status', '=', 'active')
    .orderBy('enrollments.id');

export type DaySponsorRow = InferResult<ReturnType<typeof daySponsorsQuery>>[number];
