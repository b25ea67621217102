import type { FastifyInstance } from 'fastify';
import { sql, type InferResult } from 'kysely';
import { myPageSchema, type DedicationKind } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { requireDonor } from '../auth/sessions.ts';
import { AnswerCache } from './answer-cache.ts';
import { CompiledQueries } from './compiled-queries.ts';
import { progressOfDays } from './day-progress.ts';
import { hebrewDate } from './hebrew-dates.ts';
import { jsonSerializer, sendJson } from './json-body.ts';

/** The donor, their enrollments and each one's dates, in one query (ordered as the page lists them). */
function donorRows(db: Db, donorId: number) {
  return db
    .selectFrom('donors')
    .leftJoin('enrollments', 'enrollments.donor_id', 'donors.id')
    .leftJoin('enrollment_dates', 'enrollment_dates.enrollment_id', 'enrollments.id')
    .select([
      'donors.name as donorName',
      'donors.donor_number',
      'enrollments.id as enrollmentId',
      'enrollments.name',
      'enrollments.kind',
      'enrollments.plan_text as title',
      'enrollment_dates.id as dateId',
      'enrollment_dates.day',
    ])
    .where('donors.id', '=', donorId)
    .orderBy('enrollments.id')
    .orderBy('enrollment_dates.day')
    .orderBy('enrollment_dates.id')
    .execute();
}

/**
 * What a donor's page is built from, in one small aggregate: their enrollments and dates (added
 * at sign-up, donation and renewal), the newest office change of any of them (`updated_at`:
 * a name or kind corrected, a date moved, a cancellation — which also removes dates; a merge,
 * which moves enrollments here) and the newest live event (every change to a day's done count
 * publishes one). A new writer of what the page shows must be covered here (decision 0016).
 */
const donorVersionQuery = (db: Db, donorId: number) =>
  db
    .selectFrom('enrollments')
    .leftJoin('enrollment_dates', 'enrollment_dates.enrollment_id', 'enrollments.id')
    .select((eb) => [
      eb.fn.count('enrollments.id').distinct().as('enrollments'),
      eb.fn.max('enrollments.id').as('lastEnrollment'),
      eb.fn.count('enrollment_dates.id').as('dates'),
      eb.fn.max('enrollment_dates.id').as('lastDate'),
      // The office edits a name or kind, moves a date, cancels (dedications/service.ts).
      eb.fn.max('enrollments.updated_at').as('lastEdit'),
      sql<number | string | null>`(select max(id) from live_events)`.as('lastEvent'),
      // The greeting's name, which the office may correct (donors/office-service.ts).
      sql<string | null>`(select name from donors where id = ${donorId})`.as('donorName'),
    ])
    .where('enrollments.donor_id', '=', donorId);

type DonorVersionRow = InferResult<ReturnType<typeof donorVersionQuery>>[number];

async function donorVersion(
  db: Db,
  queries: CompiledQueries<DonorVersionRow>,
  donorId: number,
): Promise<string> {
  const [row] = await queries.rows(db, String(donorId), () => donorVersionQuery(db, donorId));
  return [
    row?.enrollments,
    row?.lastEnrollment,
    row?.dates,
    row?.lastDate,
    row?.lastEdit,
    row?.lastEvent,
    row?.donorName,
  ]
    .map((v) => String(v ?? ''))
    .join('|');
}

type DonorRows = Awaited<ReturnType<typeof donorRows>>;

async function buildMyPage(db: Db, rows: DonorRows) {
  const first = rows[0];
  if (!first) throw new Error('a signed-in donor without a donor row');
  const progress = await progressOfDays(
    db,
    rows.flatMap((r) => (r.day === null ? [] : [r.day])),
  );
  const enrollments = new Map<number, (typeof rows)[number][]>();
  for (const row of rows) {
    if (row.enrollmentId === null) continue;
    const list = enrollments.get(row.enrollmentId) ?? [];
    list.push(row);
    enrollments.set(row.enrollmentId, list);
  }
  return {
    name: first.donorName,
    donorId: first.donor_number,
    enrollments: [...enrollments.values()].map((list) => {
      const e = list[0] as (typeof rows)[number];
      return {
        id: e.enrollmentId as number,
        title: e.title as string,
        name: e.name as string,
        kind: e.kind as DedicationKind,
        dates: list.flatMap((d) => {
          if (d.dateId === null || d.day === null) return [];
          const percent = progress.get(d.day) ?? 0;
          return [
            {
              id: d.dateId,
              date: d.day,
              hebrew: hebrewDate(d.day).date,
              complete: percent >= 100,
              progress: Math.floor(percent),
            },
          ];
        }),
      };
    }),
  };
}

/**
 * GET /api/my-page (spec §2 Enrollments): the donor's dedications and each date's progress.
 * Kept per donor (answer-cache.ts) under donorVersion, read on every request after the session
 * check: a donor only ever reaches the entry their own session names.
 */
export function myPageRoute(app: FastifyInstance, db: Db): void {
  const serialize = jsonSerializer(myPageSchema, '/api/my-page');
  const answers = new AnswerCache<string>(1000);
  // Per app: a compiled query is in its database's dialect.
  const versionQueries = new CompiledQueries<DonorVersionRow>(1000);
  app.get(
    '/api/my-page',
    { schema: { response: { 200: myPageSchema } } },
    async (request, reply) => {
      const donorId = await requireDonor(db, request);
      // Read before the rows the page is built from: an answer is never older than its version.
      const version = await donorVersion(db, versionQueries, donorId);
      const body = await answers.through(String(donorId), version, async () =>
        serialize(await buildMyPage(db, await donorRows(db, donorId))),
      );
      return sendJson(reply, body);
    },
  );
}
