import {
  typedDateOf,
  type DedicationKind,
  type DedicationListQuery,
  type DedicationRow,
  type DedicationStatus,
  type OfficePayment,
  type Paged,
  type PlanType,
} from '@zechus/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { officeStatus } from '../payments/office-list.ts';
import { dedicationSearch } from './search.ts';

/**
 * Reading dedications (enrollments) for the office. The list filters, sorts and pages in the
 * database; a page's dates are read in one more query for all its rows (no query per row).
 * The status is derived: cancelled from the row, otherwise from its dates against today
 * (upcoming: all after today; completed: all before; in progress: one today or on both sides) —
 * asked with EXISTS on (enrollment_id, day), which the unique index of enrollment_dates answers.
 */

type EB = ExpressionBuilder<Database, 'enrollments' | 'donors' | 'plans'>;

const hasDate = (eb: EB, op: '<' | '<=' | '>' | '>=' | '=', day: string) =>
  eb.exists(
    eb
      .selectFrom('enrollment_dates as d')
      .select(sql.lit(1).as('one'))
      .whereRef('d.enrollment_id', '=', 'enrollments.id')
      .where('d.day', op, day),
  );

function statusCondition(eb: EB, status: DedicationStatus, today: string) {
  if (status === 'cancelled') return eb('enrollments.status', '=', 'cancelled');
  const live = eb('enrollments.status', '!=', 'cancelled');
  switch (status) {
    case 'upcoming':
      return eb.and([live, eb.not(hasDate(eb, '<=', today))]);
    case 'completed':
      return eb.and([live, eb.not(hasDate(eb, '>=', today)), hasDate(eb, '<', today)]);
    case 'in_progress':
      return eb.and([live, hasDate(eb, '<=', today), hasDate(eb, '>=', today)]);
  }
}

/** The status from the row's own status and its first and last dates. */
export function statusOf(
  stored: string,
  firstDay: string | null,
  lastDay: string | null,
  today: string,
): DedicationStatus {
  if (stored === 'cancelled') return 'cancelled';
  if (firstDay === null || lastDay === null || firstDay > today) return 'upcoming';
  if (lastDay < today) return 'completed';
  return 'in_progress';
}

const ROW_COLUMNS = [
  'enrollments.id',
  'enrollments.name',
  'enrollments.kind',
  'enrollments.plan_id',
  'enrollments.plan_text',
  'enrollments.recurring',
  'enrollments.status',
  'enrollments.created_at',
  'plans.type as plan_type',
  'donors.id as donor_id',
  'donors.name as donor_name',
  'donors.email as donor_email',
  'donors.donor_number',
] as const;

const joined = (db: Db) =>
  db
    .selectFrom('enrollments')
    .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
    .innerJoin('plans', 'plans.id', 'enrollments.plan_id');

type JoinedRow = {
  id: number;
  name: string;
  kind: string;
  plan_id: number;
  plan_text: string;
  recurring: boolean | number;
  status: string;
  created_at: string;
  plan_type: string;
  donor_id: number;
  donor_name: string;
  donor_email: string;
  donor_number: string;
};

/** First day, last day and count of dates, for the given enrollments, in one query. */
export async function dateSpans(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { first: string; last: string; count: number }>> {
  const spans = new Map<number, { first: string; last: string; count: number }>();
  if (ids.length === 0) return spans;
  const rows = await db
    .selectFrom('enrollment_dates')
    .select((eb) => [
      'enrollment_id',
      eb.fn.min('day').as('first'),
      eb.fn.max('day').as('last'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('enrollment_id', 'in', ids)
    .groupBy('enrollment_id')
    .execute();
  for (const row of rows) {
    spans.set(row.enrollment_id, {
      first: String(row.first),
      last: String(row.last),
      count: Number(row.count),
    });
  }
  return spans;
}

/** Joined rows as the office lists them, with their dates' span and derived status. */
export async function toDedicationRows(
  db: Db,
  rows: readonly JoinedRow[],
  today: string,
): Promise<DedicationRow[]> {
  const spans = await dateSpans(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const span = spans.get(row.id);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind as DedicationKind,
      planId: row.plan_id,
      planType: row.plan_type as PlanType,
      planText: row.plan_text,
      donor: {
        id: row.donor_id,
        name: row.donor_name,
        email: row.donor_email,
        donorNumber: row.donor_number,
      },
      recurring: Boolean(row.recurring),
      status: statusOf(row.status, span?.first ?? null, span?.last ?? null, today),
      firstDay: span?.first ?? null,
      lastDay: span?.last ?? null,
      dates: span?.count ?? 0,
      createdAt: row.created_at,
    };
  });
}

/** GET /api/office/dedications: filtered, sorted and paged in the database. */
export async function listDedications(
  db: Db,
  query: DedicationListQuery,
  today: string,
): Promise<Paged<DedicationRow>> {
  let filtered = joined(db);
  const searchDay = query.search ? typedDateOf(query.search) : null;
  const day = query.date ?? searchDay;
  if (day) filtered = filtered.where((eb) => hasDate(eb, '=', day));
  const search = query.search;
  if (search && !searchDay) {
    filtered = filtered.where((eb) => dedicationSearch(eb, search, today));
  }
  if (query.plan !== undefined) filtered = filtered.where('enrollments.plan_id', '=', query.plan);
  if (query.kind) filtered = filtered.where('enrollments.kind', '=', query.kind);
  if (query.recurring) {
    filtered = filtered.where('enrollments.recurring', '=', query.recurring === 'yes');
  }
  const status = query.status;
  if (status) filtered = filtered.where((eb) => statusCondition(eb, status, today));

  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();

  const dir = query.dir;
  let page = filtered.select(ROW_COLUMNS);
  switch (query.sort) {
    case 'created':
      page = page.orderBy('enrollments.created_at', dir);
      break;
    case 'name':
      page = page.orderBy('enrollments.name', dir);
      break;
    case 'donor':
      page = page.orderBy(sql`lower(donors.name)`, dir);
      break;
    case 'plan':
      page = page.orderBy('plans.position', dir);
      break;
    case 'first':
      page = page.orderBy(
        (eb) =>
          eb
            .selectFrom('enrollment_dates as d')
            .select((inner) => inner.fn.min('d.day').as('first'))
            .whereRef('d.enrollment_id', '=', 'enrollments.id'),
        dir,
      );
      break;
  }
  const rows = await page
    .orderBy('enrollments.id', dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    rows: await toDedicationRows(db, rows, today),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The dedications of some donors (a donor's page), newest first. */
export async function dedicationsOfDonor(
  db: Db,
  donorId: number,
  today: string,
): Promise<DedicationRow[]> {
  const rows = await joined(db)
    .select(ROW_COLUMNS)
    .where('enrollments.donor_id', '=', donorId)
    .orderBy('enrollments.id', 'desc')
    .execute();
  return toDedicationRows(db, rows, today);
}

/** One dedication's joined row and the fields only its page shows. */
export async function findDedication(db: Db, id: number) {
  return joined(db)
    .select([
      ...ROW_COLUMNS,
      'plans.kinds as plan_kinds',
      'enrollments.price_cents',
      'enrollments.next_charge_on',
      'enrollments.cancelled_at',
      'enrollments.donor_id as owner_id',
    ])
    .where('enrollments.id', '=', id)
    .executeTakeFirst();
}

/**
 * A dedication's payments, or a donor's, newest first (read only; never card data), with what
 * was refunded of each (refunds that went through) and what may still be: the payments area's
 * own reading of a status (`officeStatus`, docs/decisions/0020), so every page names it alike.
 */
export async function paymentsWhere(
  db: Db,
  where: { enrollmentId: number } | { donorId: number },
): Promise<OfficePayment[]> {
  const rows = await db
    .selectFrom('payments')
    .select([
      'id',
      'purpose',
      'amount_cents',
      'refunded_cents',
      'currency',
      'brand',
      'last_four',
      'status',
      'gateway_reference',
      'created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('refunds')
        .select((inner) =>
          inner.fn.coalesce(inner.fn.sum<number>('refunds.amount_cents'), sql.lit(0)).as('s'),
        )
        .whereRef('refunds.payment_id', '=', 'payments.id')
        .where('refunds.status', '=', 'succeeded')
        .as('refunded_ok'),
    )
    .where(
      'enrollmentId' in where ? 'enrollment_id' : 'donor_id',
      '=',
      'enrollmentId' in where ? where.enrollmentId : where.donorId,
    )
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const refunded = Number(row.refunded_ok ?? 0);
    return {
      id: row.id,
      purpose: row.purpose,
      amount: row.amount_cents / 100,
      refunded: refunded / 100,
      refundable:
        row.status === 'approved' ? Math.max(0, row.amount_cents - row.refunded_cents) / 100 : 0,
      currency: row.currency,
      brand: row.brand,
      lastFour: row.last_four,
      status: officeStatus(row.status, row.amount_cents, refunded),
      gatewayReference: row.gateway_reference,
      createdAt: row.created_at,
    };
  });
}
