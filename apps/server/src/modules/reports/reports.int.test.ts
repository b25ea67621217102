import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  completionReportSchema,
  moneyReportSchema,
  todayReportSchema,
  weekReportSchema,
  type MoneyReport,
} from '@zechus/shared';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

/** Sunday 12 Kislev 5787: the week runs to Shabbos 2026-11-28. */
const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)('the office’s reports on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let teacher: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: { today: TODAY }, today: TODAY });
    office = await staffWithRole(t, 'office');
    teacher = await staffWithRole(t, 'teacher');
  }, 120_000);
  afterAll(() => t.close());

  const read = async (path: string) => {
    const reply = await office.get(`/api/office/reports/${path}`);
    expect(reply.statusCode).toBe(200);
    return reply.json() as unknown;
  };
  const doneToday = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('assignments')
          .select((eb) => eb.fn.count<number>('perek_index').distinct().as('n'))
          .where('day', '=', TODAY)
          .where('done_at', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('today: perakim done of 525, and per seder over its own perakim', async () => {
    const today = todayReportSchema.parse(await read('today'));
    expect(today.day).toBe(TODAY);
    expect(today.hebrew).toContain('כסלו');
    expect(today.total).toBe(525);
    expect(today.done).toBe(await doneToday());
    expect(today.done).toBeGreaterThan(100);
    expect(today.done).toBeLessThan(525);
    expect(today.sedarim.map((s) => s.hebrew)).toEqual([
      'זרעים',
      'מועד',
      'נשים',
      'נזיקין',
      'קדשים',
      'טהרות',
    ]);
    expect(today.sedarim.reduce((sum, s) => sum + s.total, 0)).toBe(525);
    expect(today.sedarim.reduce((sum, s) => sum + s.done, 0)).toBe(today.done);
  });

  it('today follows a perek done a moment ago', async () => {
    const before = todayReportSchema.parse(await read('today'));
    const open = await t.handle.db
      .selectFrom('assignments')
      .select(['id', 'perek_index'])
      .where('day', '=', TODAY)
      .where('done_at', 'is', null)
      .orderBy('perek_index')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('assignments')
      .set({ done_at: new Date().toISOString(), done_source: 'hand' })
      .where('id', '=', open.id)
      .execute();
    const after = todayReportSchema.parse(await read('today'));
    expect(after.done).toBe(before.done + 1);
  });

  it('the last 30 days, oldest first: the demo’s past week complete, earlier days empty', async () => {
    const completion = completionReportSchema.parse(await read('completion'));
    expect(completion.total).toBe(525);
    expect(completion.days).toHaveLength(30);
    expect(completion.days[0]?.day).toBe(addDays(TODAY, -29));
    expect(completion.days.at(-1)).toEqual({ day: TODAY, done: await doneToday() });
    expect(completion.days.slice(-8, -1).map((d) => d.done)).toEqual(Array(7).fill(525));
    expect(completion.days[0]?.done).toBe(0);
  });

  let key = 0;
  const payment = (over: {
    amount_cents: number;
    created_at: string;
    status?: string;
    purpose?: string;
    enrollment_id?: number | null;
    refunded_cents?: number;
  }) => ({
    donor_id: null,
    enrollment_id: null,
    donation_id: null,
    purpose: 'enrollment',
    currency: 'usd',
    brand: 'visa',
    last_four: '4242',
    exp_month: 12,
    exp_year: 2039,
    status: 'approved',
    gateway: 'sandbox',
    gateway_reference: `ref-${++key}`,
    gateway_token: null,
    idempotency_key: `money-report-${key}`,
    failure_message: null,
    attempt: 1,
    order_json: null,
    recovered_at: null,
    ...over,
  });
  const refund = (over: {
    payment_id: number;
    amount_cents: number;
    created_at: string;
    status?: string;
  }) => ({
    status: 'succeeded',
    gateway_reference: `re-${++key}`,
    idempotency_key: `money-report-refund-${key}`,
    staff_user_id: null,
    reason: 'Asked by the donor',
    failure_message: null,
    settled_at: over.created_at,
    ...over,
  });
  const yoirtzeitDedication = () =>
    t.handle.db
      .selectFrom('enrollments')
      .innerJoin('plans', 'plans.id', 'enrollments.plan_id')
      .select('enrollments.id')
      .where('plans.type', '=', 'yoirtzeit')
      .executeTakeFirstOrThrow();
  const month = (report: MoneyReport, m: string) =>
    report.months.find((x) => x.month === m) ?? { cents: 0, refundedCents: 0, refunds: 0 };
  const plan = (report: MoneyReport, k: string) =>
    report.plans.find((x) => x.key === k) ?? {
      cents: 0,
      payments: 0,
      refundedCents: 0,
      refunds: 0,
    };
  const sum = (r: MoneyReport) => r.months.reduce((s, m) => s + m.cents, 0);
  /** The money report before and after refunds (made of the new payments' ids) are recorded. */
  const withRefunds = async (
    paid: ReturnType<typeof payment>[],
    refunds: (ids: number[]) => ReturnType<typeof refund>[],
  ) => {
    const rows = await t.handle.db.insertInto('payments').values(paid).returning('id').execute();
    const before = moneyReportSchema.parse(await read('money'));
    await t.handle.db
      .insertInto('refunds')
      .values(refunds(rows.map((row) => row.id)))
      .execute();
    return { before, after: moneyReportSchema.parse(await read('money')) };
  };

  it('money by London month and by plan: what went through, not what was declined', async () => {
    const before = moneyReportSchema.parse(await read('money'));
    expect(before.months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(before.netOfRefunds).toBe(true);
    const dayPlan = await yoirtzeitDedication();
    await t.handle.db
      .insertInto('payments')
      .values([
        payment({
          amount_cents: 36000,
          created_at: '2026-11-05T10:00:00.000Z',
          enrollment_id: dayPlan.id,
        }),
        // 23:30 UTC on 30 June is 00:30 on 1 July in London.
        payment({
          amount_cents: 1800,
          created_at: '2026-06-30T23:30:00.000Z',
          purpose: 'donation',
        }),
        payment({
          amount_cents: 99900,
          created_at: '2026-11-06T10:00:00.000Z',
          status: 'declined',
        }),
        payment({
          amount_cents: 77700,
          created_at: '2025-11-30T10:00:00.000Z',
          purpose: 'donation',
        }),
      ])
      .execute();
    const after = moneyReportSchema.parse(await read('money'));
    expect(month(after, '2026-11').cents).toBe(month(before, '2026-11').cents + 36000);
    expect(month(after, '2026-07').cents).toBe(month(before, '2026-07').cents + 1800);
    expect(month(after, '2026-06')).toEqual(month(before, '2026-06'));
    expect(plan(after, 'yoirtzeit').cents).toBe(plan(before, 'yoirtzeit').cents + 36000);
    expect(plan(after, 'donation')).toEqual({
      key: 'donation',
      label: 'General donation',
      cents: plan(before, 'donation').cents + 1800,
      payments: plan(before, 'donation').payments + 1,
      refundedCents: plan(before, 'donation').refundedCents,
      refunds: plan(before, 'donation').refunds,
    });
    expect(sum(after)).toBe(after.plans.reduce((s, p) => s + p.cents, 0));
  });

  it('money is net of refunds, each refund in the month it was made: a half and a full refund', async () => {
    const dayPlan = await yoirtzeitDedication();
    const { before, after } = await withRefunds(
      [
        // Paid in October, half refunded in November.
        payment({
          amount_cents: 18000,
          created_at: '2026-10-10T12:00:00.000Z',
          enrollment_id: dayPlan.id,
          refunded_cents: 9000,
        }),
        // A donation paid in September, refunded in full in the same month.
        payment({
          amount_cents: 5400,
          created_at: '2026-09-03T12:00:00.000Z',
          purpose: 'donation',
          refunded_cents: 5400,
        }),
        // Paid in September; its refund was refused and another is still unanswered.
        payment({
          amount_cents: 2600,
          created_at: '2026-09-04T12:00:00.000Z',
          purpose: 'donation',
          refunded_cents: 1000,
        }),
      ],
      ([half = 0, full = 0, refused = 0]) => [
        // 00:30 on 1 November, London (GMT since 25 October): a November refund.
        refund({
          payment_id: half,
          amount_cents: 9000,
          created_at: '2026-11-01T00:30:00.000Z',
        }),
        refund({
          payment_id: full,
          amount_cents: 5400,
          created_at: '2026-09-20T09:00:00.000Z',
        }),
        refund({
          payment_id: refused,
          amount_cents: 2600,
          created_at: '2026-09-21T09:00:00.000Z',
          status: 'failed',
        }),
        refund({
          payment_id: refused,
          amount_cents: 1000,
          created_at: '2026-09-22T09:00:00.000Z',
          status: 'unknown',
        }),
      ],
    );
    expect(after.netOfRefunds).toBe(true);

    // The half refund: October keeps what was paid; November gives back half.
    expect(month(after, '2026-10')).toEqual(month(before, '2026-10'));
    expect(month(after, '2026-11')).toMatchObject({
      cents: month(before, '2026-11').cents - 9000,
      refundedCents: month(before, '2026-11').refundedCents + 9000,
      refunds: month(before, '2026-11').refunds + 1,
    });
    // The full refund, made in its payment's month, takes all of it from September; the refused
    // and the unanswered refunds take nothing away.
    expect(month(after, '2026-09')).toMatchObject({
      cents: month(before, '2026-09').cents - 5400,
      refundedCents: month(before, '2026-09').refundedCents + 5400,
      refunds: month(before, '2026-09').refunds + 1,
    });
    // By plan: each refund against its payment's plan.
    expect(plan(after, 'yoirtzeit')).toMatchObject({
      cents: plan(before, 'yoirtzeit').cents - 9000,
      payments: plan(before, 'yoirtzeit').payments,
      refundedCents: plan(before, 'yoirtzeit').refundedCents + 9000,
    });
    expect(plan(after, 'donation')).toMatchObject({
      cents: plan(before, 'donation').cents - 5400,
      refundedCents: plan(before, 'donation').refundedCents + 5400,
      refunds: plan(before, 'donation').refunds + 1,
    });
    expect(sum(after)).toBe(sum(before) - 9000 - 5400);
    expect(sum(after)).toBe(after.plans.reduce((s, p) => s + p.cents, 0));
  });

  it('a refund made in the report’s months of a payment from before them counts, below zero if need be', async () => {
    const { before, after } = await withRefunds(
      [
        payment({
          amount_cents: 9_999_900,
          created_at: '2024-05-01T12:00:00.000Z',
          purpose: 'donation',
          refunded_cents: 9_999_900,
        }),
      ],
      ([old = 0]) => [
        refund({
          payment_id: old,
          amount_cents: 9_999_900,
          created_at: '2026-08-12T09:00:00.000Z',
        }),
      ],
    );
    expect(month(after, '2026-08').cents).toBe(month(before, '2026-08').cents - 9_999_900);
    expect(month(after, '2026-08').cents).toBeLessThan(0);
    expect(plan(after, 'donation').cents).toBe(plan(before, 'donation').cents - 9_999_900);
  });

  it('this week’s dedications, Sunday to Shabbos, each day’s Hebrew names; a cancelled one is left out', async () => {
    const expected = await t.handle.db
      .selectFrom('enrollment_dates')
      .innerJoin('enrollments', 'enrollments.id', 'enrollment_dates.enrollment_id')
      .select(['enrollment_dates.day', 'enrollments.id', 'enrollments.name'])
      .where('enrollment_dates.day', '>=', '2026-11-22')
      .where('enrollment_dates.day', '<=', '2026-11-28')
      .orderBy('enrollment_dates.day')
      .orderBy('enrollments.id')
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    const week = weekReportSchema.parse(await read('week'));
    expect(week.from).toBe('2026-11-22');
    expect(week.to).toBe('2026-11-28');
    expect(week.days.map((d) => d.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays('2026-11-22', i)),
    );
    const listed = week.days.flatMap((d) =>
      d.dedications.map((x) => ({ day: d.day, id: x.id, name: x.name })),
    );
    expect(listed).toEqual(expected);
    expect(week.days[0]?.hebrew).toContain('כסלו');

    const cancelled = expected[0]?.id ?? 0;
    await t.handle.db
      .updateTable('enrollments')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled)
      .execute();
    const after = weekReportSchema.parse(await read('week'));
    expect(after.days.flatMap((d) => d.dedications.map((x) => x.id))).not.toContain(cancelled);
  });

  it.each(['today', 'completion', 'money', 'week'])(
    '/api/office/reports/%s refuses a teacher (403) and anyone not signed in (401)',
    async (path) => {
      const url = `/api/office/reports/${path}`;
      expect((await teacher.get(url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );

  it('an unknown report is a 404, not a 500', async () => {
    expect((await office.get('/api/office/reports/nothing')).statusCode).toBe(404);
  });
});
