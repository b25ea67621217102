import { MISHNAH, addDays } from '@zechus/shared';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password.ts';
import { hashStationToken } from '../../modules/scan/station-token.ts';
import {
  SandboxGateway,
  sandboxLedgerFile,
} from '../../modules/payments/gateway/sandbox-gateway.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/test-database.ts';
import { DEMO, seedDemoIfEmpty } from './demo.ts';

const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)('the demo seed on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDemoIfEmpty(t.handle, { dataDir: t.dataDir, today: TODAY });
  }, 120_000);
  afterAll(() => t.destroy());

  const db = () => t.handle.db;
  const dayCounts = (day: string) =>
    db()
      .selectFrom('assignments')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.count<number>('done_at').as('done'),
      ])
      .where('day', '=', day)
      .executeTakeFirstOrThrow();

  it('gives about 240 children with Hebrew names, some with a photo that exists', async () => {
    const learners = await db().selectFrom('learners').selectAll().execute();
    expect(learners).toHaveLength(DEMO.learners);
    expect(learners.every((l) => /[\u05d0-\u05ea]/.test(l.name))).toBe(true);
    const withPhoto = learners.filter((l) => l.image_url);
    expect(withPhoto.length).toBeGreaterThan(20);
    const photo = withPhoto[0]?.image_url ?? '';
    expect(fs.existsSync(path.join(t.dataDir, photo.replace('/uploads/', 'uploads/')))).toBe(true);
  });

  it('assigns all 525 perakim today with about a third done, the last week complete, the next month open', async () => {
    const today = await dayCounts(TODAY);
    expect(Number(today.all)).toBe(MISHNAH.perakim.length);
    expect(Number(today.done)).toBeGreaterThan(150);
    expect(Number(today.done)).toBeLessThan(200);
    for (const back of [1, 7]) {
      const past = await dayCounts(addDays(TODAY, -back));
      expect(Number(past.done)).toBe(525);
    }
    const future = await dayCounts(addDays(TODAY, 30));
    expect([Number(future.all), Number(future.done)]).toEqual([525, 0]);
  });

  it('prints a unique barcode on every assignment and has some recordings', async () => {
    const { all, distinct } = await db()
      .selectFrom('assignments')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.count<number>('barcode').distinct().as('distinct'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(distinct)).toBe(Number(all));
    const recorded = await db()
      .selectFrom('assignments')
      .select('recording_url')
      .where('recording_url', 'is not', null)
      .execute();
    expect(recorded.length).toBeGreaterThan(0);
  });

  it('the demo donor 100001 has a day, a month and a year over past, today and future', async () => {
    const donor = await db()
      .selectFrom('donors')
      .selectAll()
      .where('email', '=', DEMO.donor.email)
      .executeTakeFirstOrThrow();
    expect(donor.donor_number).toBe('100001');
    const enrollments = await db()
      .selectFrom('enrollments')
      .innerJoin('plans', 'plans.id', 'enrollments.plan_id')
      .select(['enrollments.id', 'plans.type'])
      .where('donor_id', '=', donor.id)
      .orderBy('enrollments.id')
      .execute();
    expect(enrollments.map((e) => e.type)).toEqual(['yoirtzeit', 'shloishim', 'rosh_chodesh']);
    const days = (await db().selectFrom('enrollment_dates').select('day').execute()).map(
      (d) => d.day,
    );
    expect(days.some((d) => d < TODAY)).toBe(true);
    expect(days).toContain(TODAY);
    expect(days.some((d) => d > TODAY)).toBe(true);
  });

  it('the demo staff password and station token work', async () => {
    const staff = await db().selectFrom('staff_users').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO.staff.password, staff.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', staff.password_hash)).toBe(false);
    const token = await db().selectFrom('station_tokens').selectAll().executeTakeFirstOrThrow();
    expect(token.token_hash).toBe(hashStationToken(DEMO.stationToken));
  });

  it('the sandbox processor holds the demo’s charges, so the office can ask about and refund them', async () => {
    const processor = new SandboxGateway({ ledgerFile: sandboxLedgerFile(t.dataDir) });
    const payments = await db()
      .selectFrom('payments')
      .select(['gateway_reference', 'idempotency_key', 'amount_cents'])
      .orderBy('id')
      .execute();
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) {
      expect(await processor.findCharge(payment.idempotency_key)).toMatchObject({
        status: 'charged',
        reference: payment.gateway_reference,
        amountCents: payment.amount_cents,
      });
    }
    const first = payments[0]!;
    const refund = {
      chargeReference: first.gateway_reference ?? '',
      idempotencyKey: 'demo-refund-1',
      reason: 'Demo',
    };
    expect(await processor.refund({ ...refund, amountCents: first.amount_cents })).toMatchObject({
      status: 'succeeded',
    });
    expect(
      await processor.refund({ ...refund, idempotencyKey: 'demo-refund-2', amountCents: 1 }),
    ).toMatchObject({ status: 'failed' });
  });

  it('does nothing on a database that already has data', async () => {
    const again = await seedDemoIfEmpty(t.handle, { dataDir: t.dataDir, today: TODAY });
    expect(again.seeded).toBe(false);
    expect(await db().selectFrom('donors').select('id').execute()).toHaveLength(1);
  });
});
