import crypto from 'node:crypto';
import { hebrewDateForCivil, hebrewDateOf, type SignUpRequestInput } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../payments/gateway/sandbox-gateway.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

/** Sunday 22 November 2026, 12 Kislev 5787 (a leap year): the server's today. */
const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)('the dates families give, judged by the server on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { PAYMENT_LIMIT_PER_IP: '1000' }, today: TODAY });
  });
  afterAll(() => t.close());

  const send = (body: unknown) =>
    t.browser.post('/api/sign-up', body, {
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
  const charges = () => (t.gateway as SandboxGateway).charges.length;

  const shiva = (shivaBegan: string | null, total?: number): SignUpRequestInput =>
    signUpRequest({
      plan: { id: 4, type: 'shiva', kind: 'shiva', price: 1000, total },
      episode: {
        kind: 'shiva',
        name: 'משה בן שרה',
        date: { month: null, day: null, shivaBegan },
      },
    });

  /** A 400 before any charge, its sentence for the sponsor, and nothing stored or charged. */
  const expectRefusedAtTheDateStep = async (body: SignUpRequestInput, path: string) => {
    const before = { rows: await rowCounts(t.handle.db), charges: charges() };
    const reply = await send(body);
    expect(reply.statusCode).toBe(400);
    const answer = reply.json();
    expect(answer.issues).toEqual([{ path, message: answer.message }]);
    expect(answer.message).not.toContain('episode.');
    expect(await rowCounts(t.handle.db)).toEqual(before.rows);
    expect(charges()).toBe(before.charges);
    return answer.message as string;
  };

  it('a family three days into shiva dedicates the remaining four days at four sevenths of the price', async () => {
    const reply = await send(shiva('2026-11-19', 571));
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.enrollment.dates).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(body.plan.price).toBe(571);
    const payment = await t.handle.db
      .selectFrom('payments')
      .select(['amount_cents', 'status'])
      .where('enrollment_id', '=', body.enrollment.id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ amount_cents: 57100, status: 'approved' });
    const enrollment = await t.handle.db
      .selectFrom('enrollments')
      .select('price_cents')
      .where('id', '=', body.enrollment.id)
      .executeTakeFirstOrThrow();
    expect(enrollment.price_cents).toBe(57100);
  });

  it('a shiva begun today is the whole week at the plan’s price', async () => {
    const reply = await send(shiva(TODAY, 1000));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().enrollment.dates).toHaveLength(7);
    expect(reply.json().plan.price).toBe(1000);
  });

  it('a total shown before a new day began is refused next to the shiva’s start, and nothing is charged', async () => {
    // Five days were left yesterday ($714); today four are ($571).
    const message = await expectRefusedAtTheDateStep(
      shiva('2026-11-19', 714),
      'episode.date.shivaBegan',
    );
    expect(message).toMatch(/fewer days of shiva are left/);
  });

  it('shiva begun seven days ago is refused with a plain sentence', async () => {
    const message = await expectRefusedAtTheDateStep(
      shiva('2026-11-15', 143),
      'episode.date.shivaBegan',
    );
    expect(message).toMatch(/^Please choose the day shiva began: today, or up to 6 days ago\./);
  });

  it('a sponsor who knows only the civil date of a passing after nightfall gets the right yoirtzeit', async () => {
    // Thursday 14 March 2024 after nightfall is 5 Adar II 5784 (a leap year's second Adar):
    // its yoirtzeit in the leap year 5787 is 5 Adar II, not Adar I.
    const passing = hebrewDateForCivil('2024-03-14', true);
    expect(passing).toMatchObject({ month: 14, day: 5, english: '5 Adar II 5784' });
    const reply = await send(
      signUpRequest({
        episode: {
          kind: 'yoirtzeit',
          name: 'ר׳ משה בן ר׳ אברהם ז״ל',
          date: { month: passing.month, day: passing.day },
        },
      }),
    );
    expect(reply.statusCode).toBe(200);
    const [day] = reply.json().enrollment.dates;
    expect(day).toBe('2027-03-14');
    expect(hebrewDateOf(day).date).toBe('ה׳ אדר ב׳ תשפ״ז');
    const stored = await t.handle.db
      .selectFrom('enrollments')
      .select(['hebrew_month', 'hebrew_day', 'yoirtzeit_month', 'yoirtzeit_day'])
      .where('id', '=', reply.json().enrollment.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      hebrew_month: 14,
      hebrew_day: 5,
      yoirtzeit_month: 14,
      yoirtzeit_day: 5,
    });
  });

  const shloishim = (month: number, day: number) =>
    signUpRequest({
      plan: { id: 3, type: 'shloishim', kind: 'shloishim', price: 2500 },
      episode: {
        kind: 'shloishim',
        name: 'מרת רחל בת אברהם ע״ה',
        date: { month, day, yoirtzeitMonth: null, yoirtzeitDay: null },
      },
    });

  it('a shloishim joined with 21 of its 30 days left is charged 21 thirtieths of the price', async () => {
    // 2 Teves 5787 is 21 days from today, both counted (docs/decisions/0038).
    const body = shloishim(4, 2);
    body.plan.total = 1750;
    const reply = await send(body);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().enrollment.dates).toHaveLength(21);
    expect(reply.json().plan.price).toBe(1750);
    const payment = await t.handle.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('enrollment_id', '=', reply.json().enrollment.id)
      .executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(175000);
  });

  it('a shloishim total shown before a new day began is refused next to the Day of Shloishim', async () => {
    const body = shloishim(4, 2);
    body.plan.total = 1833; // yesterday's 22 days
    const message = await expectRefusedAtTheDateStep(body, 'episode.date.month');
    expect(message).toBe(
      'A new day has begun since you chose, so fewer days of the shloishim are left. Please look at the Day of Shloishim again.',
    );
  });

  it('a Day of Shloishim more than 30 days away is refused 400 with a plain message', async () => {
    const message = await expectRefusedAtTheDateStep(shloishim(5, 20), 'episode.date.month');
    expect(message).toBe(
      'That Day of Shloishim would be Thursday 28 January 2027 (\u2068כ׳ שבט תשפ״ז\u2069), more than 30 days away. The shloishim lasts 30 days: please check the date.',
    );
  });

  it('a Day of Shloishim already past is refused as past', async () => {
    const message = await expectRefusedAtTheDateStep(shloishim(3, 5), 'episode.date.month');
    expect(message).toMatch(
      /^That Day of Shloishim, Sunday 15 November 2026 .* has already passed\./,
    );
  });

  it('a month outside the calendar is refused by the schema', async () => {
    const reply = await send(shloishim(15, 1));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().issues[0].path).toBe('episode.date.month');
  });
});
