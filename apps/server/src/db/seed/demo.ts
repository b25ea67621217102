import path from 'node:path';
import { addDays, hebrewDateOf, londonDay, renewalDay, roshChodeshDays } from '@zechus/shared';
import type { DatabaseHandle, Db } from '../database.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { divideDay } from '../../modules/learning/daily-learning.ts';
import { hashStationToken } from '../../modules/scan/station-token.ts';
import {
  addChargeToSandboxLedger,
  sandboxLedgerFile,
} from '../../modules/payments/gateway/sandbox-gateway.ts';
import { demoLearnerNames } from './learner-names.ts';

/** The demo logins of DESIGN.md §3, also listed in the README. */
export const DEMO = {
  donor: { email: 'demo@example.org', donorNumber: '100001', name: 'Dovid Cohen' },
  staff: { email: 'staff@example.org', password: 'demo-staff-password', name: 'Programme Office' },
  stationToken: 'demo-station-token',
  learners: 240,
  /** The demo's six classes of forty children. */
  classes: ['כיתה ג׳', 'כיתה ד׳', 'כיתה ה׳', 'כיתה ו׳', 'כיתה ז׳', 'כיתה ח׳'],
  pastDays: 7,
  futureDays: 30,
} as const;

export interface SeedOptions {
  dataDir: string;
  /** The demo's "today" (Europe/London); tests pin it. */
  today?: string;
}

export interface SeedSummary {
  seeded: boolean;
  learners: number;
  days: number;
  assignments: number;
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

/** Seeds the demo on an empty database (no learners yet); otherwise leaves everything alone. */
export async function seedDemoIfEmpty(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<SeedSummary> {
  const { count } = await handle.db
    .selectFrom('learners')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return { seeded: false, learners: 0, days: 0, assignments: 0 };
  return handle.db.transaction().execute((trx) => seedDemo(trx, options));
}

async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const now = new Date().toISOString();
  const today = options.today ?? londonDay(new Date());
  const uploadsDir = path.join(options.dataDir, 'uploads');

  // Children, a sixth of them with a portrait.
  const names = demoLearnerNames(DEMO.learners);
  const learnerIds: number[] = [];
  for (const [b, batch] of chunk(names, 100).entries()) {
    const rows = await db
      .insertInto('learners')
      .values(
        batch.map((name, i) => ({
          name,
          image_url: null,
          active: true,
          class_name:
            DEMO.classes[Math.floor(((b * 100 + i) * DEMO.classes.length) / names.length)] ?? null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    learnerIds.push(...rows.map((r) => r.id));
  }
  // Loaded only when the demo is seeded: its MP3 encoder is a quarter of a megabyte of code that
  // every later start would otherwise compile (decision 0032).
  const { writeDemoPortrait, writeDemoRecording } = await import('./demo-media.ts');
  for (let i = 0; i < learnerIds.length; i += 6) {
    const name = names[i] ?? '';
    await db
      .updateTable('learners')
      .set({ image_url: writeDemoPortrait(uploadsDir, i, name.charAt(0)) })
      .where('id', '=', learnerIds[i] ?? -1)
      .execute();
  }
  const recordings = [0, 1, 2].map((i) => writeDemoRecording(uploadsDir, i));

  const station = await db
    .insertInto('station_tokens')
    .values({
      name: 'Demo scanner station',
      token_hash: hashStationToken(DEMO.stationToken),
      created_at: now,
      created_by_staff_id: null,
      last_used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The learning: the last week complete, today about a third done, the next month assigned.
  const days = Array.from({ length: DEMO.pastDays + 1 + DEMO.futureDays }, (_, i) =>
    addDays(today, i - DEMO.pastDays),
  );
  await db
    .insertInto('learning_days')
    .values(days.map((day) => ({ day, created_at: now })))
    .execute();
  let assignments = 0;
  for (const day of days) {
    const rows = divideDay(day, learnerIds).map((row) => {
      const index = row.perek_index;
      const done = day < today || (day === today && (index * 7919) % 525 < 175);
      const doneAt = done
        ? `${day}T${String(8 + (index % 6)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00.000Z`
        : null;
      return {
        ...row,
        done_at: doneAt,
        done_source: doneAt ? 'station' : null,
        done_station_token_id: doneAt ? station.id : null,
        recording_url: done && index % 9 === 0 ? (recordings[(index / 9) % 3] ?? null) : null,
      };
    });
    for (const batch of chunk(rows, 175)) {
      await db.insertInto('assignments').values(batch).execute();
    }
    assignments += rows.length;
  }

  await seedDemoDonor(db, today, now, sandboxLedgerFile(options.dataDir));

  await db
    .insertInto('staff_users')
    .values({
      email: DEMO.staff.email,
      name: DEMO.staff.name,
      role: 'owner',
      active: true,
      password_hash: await hashPassword(DEMO.staff.password),
      created_at: now,
    })
    .execute();

  return { seeded: true, learners: learnerIds.length, days: days.length, assignments };
}

/** The demo donor with a day, a month (shloishim) and a year, over past, today and future. */
async function seedDemoDonor(
  db: Db,
  today: string,
  now: string,
  sandboxLedger: string,
): Promise<void> {
  const donor = await db
    .insertInto('donors')
    .values({
      donor_number: DEMO.donor.donorNumber,
      email: DEMO.donor.email,
      name: DEMO.donor.name,
      phone: '+44 20 7946 0000',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plans = await db
    .selectFrom('plans')
    .select(['id', 'position', 'price_cents', 'text'])
    .execute();
  const planAt = (position: number) => {
    const plan = plans.find((p) => p.position === position);
    if (!plan) throw new Error(`plan at position ${position} is missing`);
    return plan;
  };

  const todayHebrew = hebrewDateOf(today);
  const shloishimDay = addDays(today, 23);
  const shloishimHebrew = hebrewDateOf(shloishimDay);
  const passingHebrew = hebrewDateOf(addDays(today, -7));
  const enrollments = [
    {
      plan: planAt(0),
      kind: 'yoirtzeit',
      name: 'ר׳ אברהם בן יצחק ז״ל',
      hebrew_month: todayHebrew.hebrewMonth,
      hebrew_day: todayHebrew.hebrewDay,
      yoirtzeit_month: todayHebrew.hebrewMonth,
      yoirtzeit_day: todayHebrew.hebrewDay,
      recurring: false,
      dates: [today],
    },
    {
      plan: planAt(2),
      kind: 'shloishim',
      name: 'מרת שרה בת משה ע״ה',
      hebrew_month: shloishimHebrew.hebrewMonth,
      hebrew_day: shloishimHebrew.hebrewDay,
      yoirtzeit_month: passingHebrew.hebrewMonth,
      yoirtzeit_day: passingHebrew.hebrewDay,
      recurring: false,
      dates: Array.from({ length: 30 }, (_, i) => addDays(today, i - 6)),
    },
    {
      plan: planAt(1),
      kind: 'merit',
      name: 'יעקב בן רחל',
      hebrew_month: null,
      hebrew_day: null,
      yoirtzeit_month: null,
      yoirtzeit_day: null,
      recurring: true,
      dates: roshChodeshDays(addDays(today, -DEMO.pastDays), 12),
    },
  ];
  for (const [i, { plan, dates, ...enrollment }] of enrollments.entries()) {
    const row = await db
      .insertInto('enrollments')
      .values({
        donor_id: donor.id,
        plan_id: plan.id,
        plan_text: plan.text,
        price_cents: plan.price_cents,
        status: 'active',
        // The year renews on the Hebrew anniversary of its start, as a sign-up's would (My
        // Page shows the next renewal and its card).
        next_charge_on: enrollment.recurring
          ? renewalDay(
              'rosh_chodesh',
              {
                kind: 'merit',
                date: { month: null, day: null },
              },
              dates[0] ?? today,
              dates,
            )
          : null,
        created_at: now,
        ...enrollment,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('enrollment_dates')
      .values(dates.map((day) => ({ enrollment_id: row.id, day })))
      .execute();
    const charge = {
      reference: `sandbox_demo_${i + 1}`,
      amountCents: plan.price_cents,
      idempotencyKey: `demo-seed-${i + 1}`,
      ...(enrollment.recurring ? { token: `sandbox_token_demo_${i + 1}` } : {}),
    };
    await db
      .insertInto('payments')
      .values({
        donor_id: donor.id,
        enrollment_id: row.id,
        donation_id: null,
        purpose: 'enrollment',
        amount_cents: charge.amountCents,
        currency: 'usd',
        brand: 'visa',
        last_four: '4242',
        exp_month: 12,
        exp_year: 2030,
        status: 'approved',
        gateway: 'sandbox',
        gateway_reference: charge.reference,
        gateway_token: charge.token ?? null,
        idempotency_key: charge.idempotencyKey,
        failure_message: null,
        attempt: 1,
        created_at: now,
      })
      .execute();
    // The sandbox processor holds the same charge, so the office can refund it in the demo.
    addChargeToSandboxLedger(sandboxLedger, charge);
  }
}
