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
import { renewalCardOf } from '../payments/saved-cards.ts';

/** The donor, their enrollments and each one's dates, in one query (ordered as the page lists them). */
function donorRows(db: Db, donorId: number) {
  return db
    .selectFrom('donors')
    .leftJoin('enrollments', 'enrollments.donor_id', 'donors.id')
    .leftJoin('enrollment_dates', 'enrollment_dates.enrollment_id', 'enrollments.id')
    .select([
      'donors.name as donorName',
      'donors.donor_number',
      'donors.email',
      'donors.phone',
      'enrollments.id as enrollmentId',
      'enrollments.recurring',
      'enrollments.status',
      'enrollments.next_charge_on',
      'enrollments.price_cents',
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
    // Each from its own table, not through a join of enrollments with their dates: the join made
    // SQLite sort for a count(distinct) and went over every date (decision 0027).
    .select((eb) => [
      eb.fn.countAll().as('enrollments'),
      eb.fn.max('enrollments.id').as('lastEnrollment'),
      // How many dates and the newest: one added (sign-up, renewal) or removed (cancellation).
      sql<string | null>`(select count(*) || ':' || coalesce(max(d.id), 0) from enrollment_dates d
        inner join enrollments e on e.id = d.enrollment_id where e.donor_id = ${donorId})`.as(
        'dates',
      ),
      // The office edits a name or kind, moves a date, cancels (dedications/service.ts).
      eb.fn.max('enrollments.updated_at').as('lastEdit'),
      sql<number | string | null>`(select max(id) from live_events)`.as('lastEvent'),
      // The greeting's name and the contact details, which the office or the donor may correct.
      sql<
        string | null
      >`(select name || '|' || email || '|' || coalesce(phone, '') from donors where id = ${donorId})`.as(
        'donorName',
      ),
      // A renewal charged, retried or given up (modules/payments/renewals.ts), or a card the donor gave.
      eb.fn.max('enrollments.next_charge_on').as('nextCharge'),
      eb.fn.sum<number | string | null>('enrollments.renewal_failures').as('renewalFailures'),
      sql<
        number | string | null
      >`(select max(saved_cards.id) from saved_cards inner join enrollments e on e.id = saved_cards.enrollment_id where e.donor_id = ${donorId})`.as(
        'lastCard',
      ),
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
    row?.lastEdit,
    row?.lastEvent,
    row?.donorName,
    row?.nextCharge,
    row?.renewalFailures,
    row?.lastCard,
  ]
    .map((v) => String(v ?? ''))
    .join('|');
}

type DonorRows = Awaited<ReturnType<typeof donorRows>>;

/** A recurring dedication's next renewal and the card it will charge (decision 0024). */
async function renewalOf(db: Db, row: DonorRows[number], today: string) {
  if (row.status !== 'active' || !row.next_charge_on) return null;
  // A stopped renewal keeps its anniversary, and is shown until that day so it can be undone.
  if (!row.recurring && row.next_charge_on <= today) return null;
  const card = await renewalCardOf(db, row.enrollmentId as number);
  return {
    nextOn: row.next_charge_on,
    nextHebrew: hebrewDate(row.next_charge_on).date,
    amount: (row.price_cents ?? 0) / 100,
    card: card ? { brand: card.brand, lastFour: card.lastFour } : null,
    stopped: !row.recurring,
  };
}

async function buildMyPage(db: Db, rows: DonorRows, today: string) {
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
    contact: { name: first.donorName, email: first.email, phone: first.phone },
    enrollments: await Promise.all(
      [...enrollments.values()].map(async (list) => {
        const e = list[0] as (typeof rows)[number];
        return {
          id: e.enrollmentId as number,
          title: e.title as string,
          name: e.name as string,
          kind: e.kind as DedicationKind,
          renewal: await renewalOf(db, e, today),
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
                upcoming: d.day > today,
              },
            ];
          }),
        };
      }),
    ),
  };
}

/**
 * GET /api/my-page (spec §2 Enrollments): the donor's dedications and each date's progress.
 * Kept per donor (answer-cache.ts) under donorVersion, read on every request after the session
 * check: a donor only ever reaches the entry their own session names.
 */
export function myPageRoute(app: FastifyInstance, db: Db, today: () => string): void {
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
      // Today is part of it: a date turns from upcoming to in progress at midnight.
      const day = today();
      const version = `${day}|${await donorVersion(db, versionQueries, donorId)}`;
      const body = await answers.through(String(donorId), version, async () =>
        serialize(await buildMyPage(db, await donorRows(db, donorId), day)),
      );
      return sendJson(reply, body);
    },
  );
}
