import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dedicationCancelAnswerSchema,
  dedicationDetailSchema,
  dedicationListSchema,
  largeScreenSchema,
  type DedicationDetail,
} from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import { renewDueEnrollments } from '../payments/renewals.ts';
import { createMailer } from '../../mail/mailer.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

/** Sunday 12 Kislev 5787. */
const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)('the office looks after dedications on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let donorCookie: Record<string, string>;
  /** The demo's three dedications: a day (today), a month (in progress), a year (recurring). */
  const DAY = 1;
  const MONTH = 2;
  const YEAR = 3;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      env: { LOGIN_LIMIT_PER_IP: '1000' },
    });
    office = await staffWithRole(t, 'office', 'Rivka Office');
    const login = await t.browser.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    donorCookie = { zechus_session: login.cookies.find((c) => c.name === 'zechus_session')!.value };
  }, 120_000);
  afterAll(() => t.close());

  const list = async (query = '') => {
    const reply = await office.get(`/api/office/dedications?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return dedicationListSchema.parse(reply.json());
  };
  const detail = async (id: number): Promise<DedicationDetail> => {
    const reply = await office.get(`/api/office/dedications/${id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return dedicationDetailSchema.parse(reply.json());
  };
  const cancel = (id: number) =>
    office.post(
      `/api/office/dedications/${id}/cancel`,
      { refund: 'none' },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
  const wallNames = async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/large-screen' });
    return largeScreenSchema.parse(reply.json()).enrollments.map((e) => e.name);
  };
  const myPage = async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/my-page', cookies: donorCookie });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as {
      enrollments: { id: number; name: string; dates: { date: string }[] }[];
    };
  };

  it('the office lists dedications with their donor, plan and status derived from the dates', async () => {
    const all = await list('sort=created&dir=asc');
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.id, r.planType, r.status, r.recurring])).toEqual([
      [DAY, 'yoirtzeit', 'in_progress', false],
      [MONTH, 'shloishim', 'in_progress', false],
      // Its first Rosh Chodesh (Teves) is still to come.
      [YEAR, 'rosh_chodesh', 'upcoming', true],
    ]);
    expect(all.rows[0]?.donor).toMatchObject({
      name: DEMO.donor.name,
      email: DEMO.donor.email,
      donorNumber: DEMO.donor.donorNumber,
    });
    expect(all.rows[1]).toMatchObject({ firstDay: addDays(TODAY, -6), dates: 30 });
  });

  it('the office finds dedications by donor name, e-mail, donor ID, Hebrew name and a date', async () => {
    expect((await list('search=dovid')).total).toBe(3);
    expect((await list('search=DEMO%40example')).total).toBe(3);
    expect((await list(`search=${DEMO.donor.donorNumber}`)).total).toBe(3);
    const hebrew = await list(`search=${encodeURIComponent('שרה בת')}`);
    expect(hebrew.rows.map((r) => r.id)).toEqual([MONTH]);
    // A learning date, typed either way: only the month has the day after tomorrow.
    const later = addDays(TODAY, 2);
    expect((await list(`date=${later}`)).rows.map((r) => r.id)).toEqual([MONTH]);
    const [y, m, d] = later.split('-');
    expect((await list(`search=${d}/${m}/${y}`)).rows.map((r) => r.id)).toEqual([MONTH]);
    expect((await list('search=nobody-like-this')).total).toBe(0);
  });

  it('the office filters by plan, kind, status and renewal, and sorts and pages on the server', async () => {
    expect((await list('recurring=yes')).rows.map((r) => r.id)).toEqual([YEAR]);
    expect((await list('recurring=no')).total).toBe(2);
    expect((await list('kind=merit')).rows.map((r) => r.id)).toEqual([YEAR]);
    const month = (await list()).rows.find((r) => r.id === MONTH)!;
    expect((await list(`plan=${month.planId}`)).rows.map((r) => r.id)).toEqual([MONTH]);
    expect((await list('status=in_progress')).rows.map((r) => r.id)).toEqual([DAY, MONTH]);
    expect((await list('status=upcoming')).rows.map((r) => r.id)).toEqual([YEAR]);
    expect((await list('status=completed')).total).toBe(0);
    const byName = await list('sort=name&dir=asc&pageSize=2&page=2');
    expect(byName).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(byName.rows).toHaveLength(1);
    const first = await list('sort=first&dir=asc');
    expect(first.rows.map((r) => r.id)).toEqual([MONTH, DAY, YEAR]);
  });

  it('the detail shows each date with its perakim done of 525 and the payments', async () => {
    const month = await detail(MONTH);
    expect(month.learningDates).toHaveLength(30);
    const past = month.learningDates[0]!;
    expect(past).toMatchObject({ day: addDays(TODAY, -6), of: 525, done: 525, past: true });
    expect(past.hebrew).toMatch(/[\u05D0-\u05EA]/);
    const today = month.learningDates.find((d) => d.day === TODAY)!;
    expect(today.done).toBeGreaterThan(0);
    expect(today.done).toBeLessThan(525);
    expect(month.payments).toEqual([
      expect.objectContaining({
        amount: 2500,
        brand: 'visa',
        lastFour: '4242',
        status: 'succeeded',
        refunded: 0,
        refundable: 2500,
        gatewayReference: 'sandbox_demo_2',
      }),
    ]);
    expect(month.planKinds.map((k) => k.id)).toContain('shloishim');
  });

  it('the office corrects the Hebrew name: the wall and My Page show it at once, audited', async () => {
    expect(await wallNames()).toContain('ר׳ אברהם בן יצחק ז״ל');
    await myPage(); // kept in memory under its version
    const reply = await office.send('PATCH', `/api/office/dedications/${DAY}`, {
      name: 'ר׳ אברהם בן יעקב ז״ל',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(dedicationDetailSchema.parse(reply.json()).name).toBe('ר׳ אברהם בן יעקב ז״ל');
    expect(await wallNames()).toContain('ר׳ אברהם בן יעקב ז״ל');
    expect(await wallNames()).not.toContain('ר׳ אברהם בן יצחק ז״ל');
    expect((await myPage()).enrollments.find((e) => e.id === DAY)?.name).toBe(
      'ר׳ אברהם בן יעקב ז״ל',
    );
    const [row] = await auditRows(t, 'dedications');
    expect(row).toMatchObject({
      action: 'dedication.update',
      actor: 'Rivka Office',
      target_id: '1',
    });
    expect(JSON.parse(row!.before!)).toEqual({ name: 'ר׳ אברהם בן יצחק ז״ל', kind: 'yoirtzeit' });
    const events = await t.handle.db.selectFrom('live_events').select('type').execute();
    expect(events.map((e) => e.type)).toContain('day-changed');
  });

  it('the office corrects the kind to one the plan offers, and is told which ones it offers', async () => {
    const good = await office.send('PATCH', `/api/office/dedications/${DAY}`, { kind: 'merit' });
    expect(good.statusCode, good.body).toBe(200);
    expect(dedicationDetailSchema.parse(good.json()).kind).toBe('merit');
    const bad = await office.send('PATCH', `/api/office/dedications/${DAY}`, { kind: 'shiva' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/offers only these kinds/);
  });

  it('the office moves a learning date, and refuses the past, a date it already has and a far one', async () => {
    const month = await detail(MONTH);
    const last = month.learningDates.at(-1)!;
    const past = month.learningDates[0]!;
    const move = (dateId: number, day: string) =>
      office.post(`/api/office/dedications/${MONTH}/dates/${dateId}/move`, { day });
    const to = addDays(last.day, 3);
    const moved = await move(last.id, to);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(dedicationDetailSchema.parse(moved.json()).learningDates.at(-1)?.day).toBe(to);
    expect((await myPage()).enrollments.find((e) => e.id === MONTH)?.dates.at(-1)?.date).toBe(to);

    expect((await move(last.id, addDays(TODAY, -1))).json().error).toBe('date_in_the_past');
    expect((await move(last.id, month.learningDates[10]!.day)).json().error).toBe(
      'date_already_in_dedication',
    );
    expect((await move(last.id, addDays(TODAY, 500))).json().error).toBe('not_a_learning_day');
    expect((await move(past.id, addDays(TODAY, 40))).statusCode).toBe(409);
    expect((await move(last.id, '2026-02-30')).statusCode).toBe(400);
    expect((await move(99999, addDays(TODAY, 40))).statusCode).toBe(404);
    const moves = (await auditRows(t, 'dedications')).filter(
      (r) => r.action === 'dedication.move-date',
    );
    expect(moves).toHaveLength(1);
  });

  it('after the office stops the renewal, the yearly job charges nothing', async () => {
    await t.handle.db
      .updateTable('enrollments')
      .set({ next_charge_on: TODAY })
      .where('id', '=', YEAR)
      .execute();
    const stopped = await office.post(`/api/office/dedications/${YEAR}/stop-renewal`, {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(dedicationDetailSchema.parse(stopped.json())).toMatchObject({
      recurring: false,
      nextRenewal: null,
    });
    expect((await office.post(`/api/office/dedications/${YEAR}/stop-renewal`, {})).statusCode).toBe(
      409,
    );
    const charged = await renewDueEnrollments(
      {
        db: t.handle.db,
        gateway: t.gateway,
        mailer: createMailer({ from: 'x@example.org', outboxDir: t.outboxDir, smtpUrl: undefined }),
        publicUrl: 'http://localhost',
        log: pino({ level: 'silent' }),
      },
      TODAY,
    );
    expect(charged).toBe(0);
    const renewals = await t.handle.db
      .selectFrom('payments')
      .select('id')
      .where('purpose', '=', 'renewal')
      .execute();
    expect(renewals).toHaveLength(0);
  });

  it('a cancelled dedication leaves the wall and its future dates; past learning stays', async () => {
    const before = await detail(MONTH);
    const cancelled = await cancel(MONTH);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = dedicationCancelAnswerSchema.parse(cancelled.json());
    expect(answer).toMatchObject({ refunds: [], settled: true });
    expect(answer.message).toMatch(/^Cancelled\..*nothing was refunded\. The donor was e-mailed/);
    const after = answer.dedication;
    expect(after.status).toBe('cancelled');
    expect(after.cancelledAt).not.toBeNull();
    // Its dates from today on are struck through on its page, never learned; the past stays.
    expect(after.learningDates.map((d) => [d.day, d.cancelled])).toEqual(
      before.learningDates.map((d) => [d.day, d.day >= TODAY]),
    );
    expect(after.learningDates.filter((d) => d.cancelled).every((d) => d.done === 0)).toBe(true);
    expect(await wallNames()).not.toContain(before.name);
    const page = (await myPage()).enrollments.find((e) => e.id === MONTH);
    expect(page?.dates.every((d) => d.date < TODAY)).toBe(true);
    expect((await list('status=cancelled')).rows.map((r) => r.id)).toEqual([MONTH]);
    const again = await cancel(MONTH);
    expect(again.statusCode).toBe(409);
    // Without a refund, the payment is untouched.
    expect(after.payments[0]).toMatchObject({ status: 'succeeded', refunded: 0 });
    const [row] = await auditRows(t, 'dedications');
    expect(row?.action).toBe('dedication.cancel');
    expect(row?.summary).toMatch(/without a refund/);
  });
});
