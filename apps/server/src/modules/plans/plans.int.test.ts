import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  officePlanListSchema,
  planListSchema,
  type OfficePlan,
  type PlanType,
  type SignUpRequestInput,
} from '@zechus/shared';
import { DEMO } from '../../db/seed/demo.ts';
import { renewDueEnrollments } from '../payments/renewals.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { SandboxGateway } from '../payments/gateway/sandbox-gateway.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';

/** Sunday 12 Kislev 5787. */
const TODAY = '2026-11-22';

/** A year of learning for a merit, recurring: no Hebrew date needed. */
const yearForAMerit = (plan: { id: number; price: number }, email: string): SignUpRequestInput =>
  signUpRequest({
    plan: { id: plan.id, type: 'rosh_chodesh', kind: 'merit', price: plan.price },
    episode: { kind: 'merit', name: 'יעקב בן רחל' },
    contact: { name: 'Leah Stern', phone: '+44 20 7946 0002', email },
    billing: {
      name: 'Leah Stern',
      paymentMethod: sandboxPaymentMethod('4242 4242 4242 4242'),
      recurring: true,
    },
  });

describe.each(TEST_ENGINES)('the office edits plans on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      env: { LOGIN_LIMIT_PER_IP: '1000', PAYMENT_LIMIT_PER_IP: '1000' },
    });
    office = await staffWithRole(t, 'office', 'Rivka Office');
    owner = await staffWithRole(t, 'owner', 'Moshe Owner');
  }, 120_000);
  afterAll(() => t.close());

  const officePlans = async (client: StaffClient = office) =>
    officePlanListSchema.parse((await client.get('/api/office/plans')).json());
  const planOf = async (type: PlanType): Promise<OfficePlan> => {
    const plan = (await officePlans()).find((p) => p.type === type);
    if (!plan) throw new Error(`no ${type} plan`);
    return plan;
  };
  const publicPlans = async () =>
    planListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/plans' })).json());
  const edit = (id: number, body: unknown, client: StaffClient = office) =>
    client.send('PATCH', `/api/office/plans/${id}`, body);
  const signUp = (body: unknown) =>
    t.browser.post('/api/sign-up', body, { headers: { 'idempotency-key': crypto.randomUUID() } });

  it('the office lists every plan in position order, with how often each was sold', async () => {
    const plans = await officePlans();
    expect(plans.map((p) => [p.position, p.type, p.price, p.active])).toEqual([
      [0, 'yoirtzeit', 360, true],
      [1, 'rosh_chodesh', 1800, true],
      [2, 'shloishim', 2500, true],
      [3, 'shiva', 1000, true],
    ]);
    // The demo donor's three dedications: a day, a year and a month.
    expect(plans.map((p) => p.dedications)).toEqual([1, 1, 1, 0]);
    expect(plans[0]?.kinds.map((k) => k.label)).toEqual(['Yoirtzeit', 'Zechus', 'Refuah Shleimah']);
    expect(await officePlans(owner)).toEqual(plans);
    const one = await office.get(`/api/office/plans/${plans[1]?.id}`);
    expect(one.json()).toEqual(plans[1]);
  });

  it('a new price, text and kind labels reach GET /api/plans at once, audited with before and after', async () => {
    const day = await planOf('yoirtzeit');
    const reply = await edit(day.id, {
      price: '$400.50',
      text: '  One day of learning, on the day you choose  ',
      kinds: [
        { id: 'refuah', label: 'Refuah shleimah' },
        { id: 'yoirtzeit', label: 'Yahrzeit' },
        { id: 'merit', label: 'Zechus' },
      ],
      updatedAt: day.updatedAt,
    });
    expect(reply.statusCode).toBe(200);
    const saved = reply.json() as OfficePlan;
    expect(saved).toMatchObject({
      price: 400.5,
      text: 'One day of learning, on the day you choose',
      active: true,
    });
    // The kinds keep their order; only the labels changed.
    expect(saved.kinds).toEqual([
      { id: 'yoirtzeit', label: 'Yahrzeit' },
      { id: 'merit', label: 'Zechus' },
      { id: 'refuah', label: 'Refuah shleimah' },
    ]);
    expect(saved.updatedAt).not.toBe(day.updatedAt);

    const listed = (await publicPlans()).find((p) => p.id === day.id);
    expect(listed).toMatchObject({
      price: 400.5,
      text: 'One day of learning, on the day you choose',
    });
    expect(listed?.kinds[0]?.label).toBe('Yahrzeit');
    const raw = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(raw.headers['cache-control']).toBe('no-store');

    const [audit] = await auditRows(t, 'plans');
    expect(audit).toMatchObject({
      action: 'plan.update',
      actor: 'Rivka Office',
      target_id: String(day.id),
      summary: 'Changed the Day plan: price $360 → $400.50, text, kind labels',
    });
    expect(JSON.parse(String(audit?.before))).toMatchObject({ price: 360, active: true });
    expect(JSON.parse(String(audit?.after))).toMatchObject({
      price: 400.5,
      text: 'One day of learning, on the day you choose',
    });

    // The same values again change nothing and write no audit row.
    const count = (await auditRows(t, 'plans')).length;
    expect((await edit(day.id, { price: 400.5 })).statusCode).toBe(200);
    expect(await auditRows(t, 'plans')).toHaveLength(count);
  });

  it('an edit made meanwhile by someone else is not overwritten', async () => {
    const month = await planOf('shloishim');
    expect(
      (await edit(month.id, { price: 2600, updatedAt: month.updatedAt }, owner)).statusCode,
    ).toBe(200);
    const stale = await edit(month.id, { price: 2700, updatedAt: month.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed this plan while you were editing/);
    expect((await planOf('shloishim')).price).toBe(2600);
  });

  it('a plan no longer offered leaves the public list and the sign-up at once, and can be offered again', async () => {
    const shiva = await planOf('shiva');
    expect((await edit(shiva.id, { active: false })).json()).toMatchObject({ active: false });
    expect((await publicPlans()).map((p) => p.type)).not.toContain('shiva');
    expect((await officePlans()).find((p) => p.id === shiva.id)?.active).toBe(false);
    const [audit] = await auditRows(t, 'plans');
    expect(audit?.summary).toBe('Changed the Week of shiva plan: no longer offered');

    const refused = await signUp(
      signUpRequest({
        plan: { id: shiva.id, type: 'shiva', kind: 'shiva', price: shiva.price },
        episode: { kind: 'shiva', name: 'משה בן שרה' },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/There is no such plan/);

    expect((await edit(shiva.id, { active: true })).json()).toMatchObject({ active: true });
    expect((await publicPlans()).map((p) => p.type)).toContain('shiva');
  });

  it('existing dedications keep what they were sold: My Page’s titles and the renewal price do not move', async () => {
    const year = await planOf('rosh_chodesh');
    const oldText = year.text;
    const email = 'leah@example.org';
    const sold = await signUp(yearForAMerit({ id: year.id, price: year.price }, email));
    expect(sold.statusCode).toBe(200);
    const enrollmentId = sold.json().enrollment.id as number;

    // The demo donor's page before the edit.
    const donor = new TestBrowser(t.app);
    const login = await donor.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    expect(login.statusCode).toBe(200);
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const myPage = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/my-page', cookies })).json() as {
        enrollments: { title: string }[];
      };
    const titlesBefore = (await myPage()).enrollments.map((e) => e.title);
    expect(titlesBefore).toContain(oldText);

    expect(
      (await edit(year.id, { price: 2400, text: 'Twelve months of learning, every Rosh Chodesh' }))
        .statusCode,
    ).toBe(200);

    expect((await myPage()).enrollments.map((e) => e.title)).toEqual(titlesBefore);
    const enrollment = await t.handle.db
      .selectFrom('enrollments')
      .select(['plan_text', 'price_cents', 'next_charge_on'])
      .where('id', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ plan_text: oldText, price_cents: 180000 });

    // A year on, the renewal charges what was sold, not today's price.
    const renewOn = enrollment.next_charge_on ?? '';
    expect(renewOn > TODAY).toBe(true);
    const renewed = await renewDueEnrollments(
      {
        db: t.handle.db,
        gateway: t.gateway,
        mailer: createMailer({ from: 'z@zechus.org', outboxDir: t.outboxDir }),
        publicUrl: 'https://zechus.org',
        log: pino({ level: 'silent' }),
      },
      renewOn,
    );
    expect(renewed).toBeGreaterThanOrEqual(1);
    const renewal = await t.handle.db
      .selectFrom('payments')
      .select(['amount_cents', 'status'])
      .where('enrollment_id', '=', enrollmentId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(renewal).toEqual({ amount_cents: 180000, status: 'approved' });
  });

  it('a sponsor whose plan’s price changed mid-sign-up is told the new price and charged nothing', async () => {
    const day = await planOf('yoirtzeit');
    const charges = () => (t.gateway as SandboxGateway).charges.length;
    const chargedBefore = charges();
    const seen = day.price;
    expect((await edit(day.id, { price: seen + 50 })).statusCode).toBe(200);

    const stale = await signUp(
      signUpRequest({
        plan: { id: day.id, type: 'yoirtzeit', kind: 'yoirtzeit', price: seen },
        contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email: 'price@example.org' },
      }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      error: 'plan_price_changed',
      message: `The price of this plan has changed to $${(seen + 50).toLocaleString('en-US', {
        minimumFractionDigits: 2,
      })}. Please review it and confirm again.`,
      price: seen + 50,
    });
    expect(charges()).toBe(chargedBefore);

    // Confirmed again at the price now shown: charged exactly that.
    const fresh = await signUp(
      signUpRequest({
        plan: { id: day.id, type: 'yoirtzeit', kind: 'yoirtzeit', price: seen + 50 },
        contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email: 'price@example.org' },
      }),
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().plan.price).toBe(seen + 50);
    expect((t.gateway as SandboxGateway).charges.at(-1)?.amountCents).toBe(
      Math.round((seen + 50) * 100),
    );
  });

  it('a whole-dollar price change is written without cents', async () => {
    const shiva = await planOf('shiva');
    await edit(shiva.id, { price: 1200 });
    const stale = await signUp(
      signUpRequest({
        plan: { id: shiva.id, type: 'shiva', kind: 'shiva', price: 1000 },
        episode: { kind: 'shiva', name: 'משה בן שרה' },
      }),
    );
    expect(stale.json().message).toBe(
      'The price of this plan has changed to $1,200. Please review it and confirm again.',
    );
  });

  it('a teacher is refused (403) and nobody signed in is refused (401); nothing changes', async () => {
    const teacher = await staffWithRole(t, 'teacher');
    const before = await t.handle.db.selectFrom('plans').selectAll().orderBy('id').execute();
    expect((await teacher.get('/api/office/plans')).statusCode).toBe(403);
    expect((await teacher.get('/api/office/plans/1')).statusCode).toBe(403);
    expect((await edit(1, { price: 1 }, teacher)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/office/plans' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/office/plans/1' })).statusCode).toBe(
      401,
    );
    const token = await t.browser.csrfToken();
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/office/plans/1',
      payload: { price: 1 },
      headers: { 'x-xsrf-token': token },
      cookies: { 'XSRF-TOKEN': token },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.handle.db.selectFrom('plans').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('bad input is refused with 4xx and a plain sentence, and changes nothing', async () => {
    const day = await planOf('yoirtzeit');
    const before = await t.handle.db.selectFrom('plans').selectAll().orderBy('id').execute();
    const auditBefore = (await auditRows(t, 'plans')).length;
    const bad: [unknown, RegExp][] = [
      [{ price: -1 }, /The price cannot be negative/],
      [{ price: '-5' }, /The price cannot be negative/],
      [{ price: 1_000_000.01 }, /at most \$1,000,000/],
      [{ price: '2000000' }, /at most \$1,000,000/],
      [{ price: 'eighteen' }, /an amount in dollars, like 360/],
      [{ price: '' }, /an amount in dollars/],
      [{ price: '12.345' }, /an amount in dollars/],
      [{ price: 12.345 }, /at most two decimals/],
      [{ price: 0 }, /at least \$1/],
      [{ price: null }, /an amount in dollars/],
      [{ price: true }, /an amount in dollars/],
      [{ text: '' }, /Write the plan’s text/],
      [{ text: 'x'.repeat(301) }, /at most 300 characters/],
      [{ text: 'Day\u0000' }, /control characters/],
      [{ kinds: [{ id: 'yoirtzeit', label: '' }] }, /Each kind needs a label/],
      [{ kinds: [{ id: 'dragon', label: 'Dragon' }] }, /kinds/],
      [{ kinds: 'Yoirtzeit' }, /kinds must be a list/],
      [{ active: 'yes' }, /Offered must be yes or no/],
      [{}, /Nothing to change/],
      [{ type: 'shiva' }, /type/],
      [{ position: 5, price: 10 }, /position/],
    ];
    for (const [body, message] of bad) {
      const reply = await edit(day.id, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message, JSON.stringify(body)).toMatch(message);
    }
    // Kinds may be renamed, never added, removed or swapped for others.
    const swapped = await edit(day.id, {
      kinds: [
        { id: 'yoirtzeit', label: 'Yahrzeit' },
        { id: 'merit', label: 'Zechus' },
      ],
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toBe(
      'A plan’s kinds cannot be added or removed, only renamed. This plan’s kinds are: yoirtzeit, merit, refuah.',
    );
    for (const id of ['2147483648', '0', '-3', 'one', '1.5']) {
      expect((await edit(id as unknown as number, { price: 10 })).statusCode, id).toBe(400);
      expect((await office.get(`/api/office/plans/${id}`)).statusCode, id).toBe(400);
    }
    const missing = await edit(2_147_483_647, { price: 10 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no plan number 2147483647.');
    expect((await office.get('/api/office/plans/999')).statusCode).toBe(404);

    expect(await t.handle.db.selectFrom('plans').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
    expect(await auditRows(t, 'plans')).toHaveLength(auditBefore);
  });
});
