import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../test/test-database.ts';

const TABLES = [
  'assignments',
  'contact_messages',
  'donations',
  'donors',
  'enrollment_dates',
  'enrollments',
  'idempotency_keys',
  'job_leases',
  'learners',
  'learning_days',
  'live_events',
  'payments',
  'plans',
  'scans',
  'sessions',
  'staff_users',
  'station_tokens',
];

describe.each(TEST_ENGINES)('migrations on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    // Every migration, on an empty database (the other test files copy a migrated one).
    t = await createTestDatabase(engine, { migrateFromScratch: true });
  });
  afterAll(() => t.destroy());

  it('create every table of the data model', async () => {
    const tables = (await t.handle.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(TABLES));
  });

  it('running them again at the next start changes nothing', async () => {
    expect(await migrateToLatest(t.handle)).toEqual([]);
  });

  it('enforce the rules the data relies on', async () => {
    const now = new Date().toISOString();
    await t.handle.db
      .insertInto('learning_days')
      .values({ day: '2026-11-22', created_at: now })
      .execute();
    const learner = await t.handle.db
      .insertInto('learners')
      .values({ name: 'יוסף', image_url: null, active: true, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assignment = {
      day: '2026-11-22',
      perek_index: 0,
      learner_id: learner.id,
      barcode: '20779000',
      done_at: null,
      recording_url: null,
    };
    await t.handle.db.insertInto('assignments').values(assignment).execute();
    // a barcode is printed once; a perek is assigned once a day; an assignment needs a real learner
    await expect(
      t.handle.db
        .insertInto('assignments')
        .values({ ...assignment, perek_index: 1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.handle.db
        .insertInto('assignments')
        .values({ ...assignment, barcode: 'other' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.handle.db
        .insertInto('assignments')
        .values({ ...assignment, perek_index: 2, barcode: 'x2', learner_id: 9999 })
        .execute(),
    ).rejects.toThrow();
    // a flag written as a boolean reads back truthy on both engines
    const row = await t.handle.db
      .selectFrom('learners')
      .select('active')
      .where('id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.active)).toBe(true);
    const { n } = await sql<{ n: number }>`select count(*) as n from assignments`
      .execute(t.handle.db)
      .then((r) => r.rows[0]!);
    expect(Number(n)).toBe(1);
  });
});
