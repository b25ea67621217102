import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstStepsSchema } from '@zechus/shared';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const FIRST_STEPS = '/api/office/home/first-steps';

describe.each(TEST_ENGINES)('a fresh install’s first steps on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let teacher: StaffClient;
  beforeAll(async () => {
    // No demo data: the programme as a new school finds it.
    t = await createTestApp(engine, { today: '2026-12-03' });
    office = await staffWithRole(t, 'office', 'Rivka Office');
    teacher = await staffWithRole(t, 'teacher', 'Chana Teacher');
  }, 120_000);
  afterAll(() => t.close());

  const steps = async (who: StaffClient) => {
    const reply = await who.get(FIRST_STEPS);
    expect(reply.statusCode, reply.body).toBe(200);
    return firstStepsSchema.parse(reply.json());
  };

  it('an office user of a new install sees that no class, child or station is there yet', async () => {
    expect(await steps(office)).toEqual({ learners: 0, classes: 0, stations: 0 });
    // Every role opens the home, so a teacher reads the same.
    expect(await steps(teacher)).toEqual({ learners: 0, classes: 0, stations: 0 });
  });

  it('counts the children, their classes and the working stations as the office adds them', async () => {
    for (const [name, className] of [
      ['שמעון כהן', 'כיתה ג׳'],
      ['לוי ישראלי', 'כיתה ג׳'],
      ['יהודה לוין', 'כיתה ד׳'],
    ]) {
      const added = await office.post('/api/office/learners', { name, className });
      expect(added.statusCode, added.body).toBe(201);
    }
    const left = await office.post('/api/office/learners', { name: 'דן אברהם' });
    expect(left.statusCode, left.body).toBe(201);
    const leftId = (
      await t.handle.db
        .selectFrom('learners')
        .select('id')
        .where('name', '=', 'דן אברהם')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await office.post(`/api/office/learners/${leftId}/deactivate`)).statusCode).toBe(200);
    expect(await steps(office)).toMatchObject({ learners: 3, classes: 2, stations: 0 });

    const station = await office.post('/api/office/stations', { name: 'The hall' });
    expect(station.statusCode, station.body).toBe(201);
    const revoked = await office.post('/api/office/stations', { name: 'Old tablet' });
    const revokedId = Number(revoked.json().station.id);
    expect((await office.post(`/api/office/stations/${revokedId}/revoke`)).statusCode).toBe(200);
    expect(await steps(teacher)).toEqual({ learners: 3, classes: 2, stations: 1 });
  });

  it('answers 401 without a staff session', async () => {
    const stranger = new TestBrowser(t.app);
    expect((await t.app.inject({ method: 'GET', url: FIRST_STEPS })).statusCode).toBe(401);
    expect((await stranger.post(FIRST_STEPS, {})).statusCode).toBeGreaterThanOrEqual(400);
  });
});
