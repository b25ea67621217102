import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { signInStaff, staffWithRole, type StaffClient } from '../../test/office.ts';
import { addStaffMember } from '../staff/accounts.ts';
import { recordAudit } from './audit.ts';

interface Entry {
  id: number;
  at: string;
  actor: string;
  staffUserId: number | null;
  area: string;
  action: string;
  summary: string;
  before: unknown;
  after: unknown;
}

describe.each(TEST_ENGINES)('the audit log on %s', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  let office: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: {}, env: { LOGIN_LIMIT_PER_IP: '1000' } });
    owner = await signInStaff(t, DEMO.staff.email, DEMO.staff.password);
    office = await staffWithRole(t, 'office', 'Leah Office');
  }, 120_000);
  afterAll(() => t.close());

  const logCount = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rowsOf = async (client: StaffClient, query: string): Promise<Entry[]> => {
    const reply = await client.get(`/api/office/audit?${query}`);
    expect(reply.statusCode, `${query}: ${reply.body}`).toBe(200);
    return reply.json().rows as Entry[];
  };

  it('owners and the office read the log; a teacher gets 403 and no session 401', async () => {
    const teacher = await staffWithRole(t, 'teacher');
    for (const url of ['/api/office/audit', '/api/office/audit/filters']) {
      const refused = await teacher.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Your role does not open this part of the office.');
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await owner.get(url)).statusCode).toBe(200);
      expect((await office.get(url)).statusCode).toBe(200);
    }
  });

  it('a change made in the office appears at the top, with who, what and its before and after', async () => {
    const invited = await owner.post('/api/office/staff', {
      email: 'miriam@school.example.org',
      name: 'Miriam Roth',
      role: 'teacher',
    });
    const id = invited.json().member.id as number;
    await owner.send('PATCH', `/api/office/staff/${id}`, { role: 'office' });

    const [changed, added] = await rowsOf(office, 'pageSize=2');
    expect(changed).toMatchObject({
      actor: DEMO.staff.name,
      staffUserId: owner.id,
      area: 'staff',
      action: 'staff.role',
      targetId: String(id),
      summary: 'Changed Miriam Roth’s role from Teacher to Office',
      before: { name: 'Miriam Roth', role: 'teacher', active: true },
      after: { name: 'Miriam Roth', role: 'office', active: true },
    });
    expect(added).toMatchObject({
      action: 'staff.invite',
      summary: 'Invited Miriam Roth (miriam@school.example.org) as Teacher',
      before: null,
      after: { email: 'miriam@school.example.org', name: 'Miriam Roth', role: 'teacher' },
    });
    expect(Date.parse(changed?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(added?.at ?? ''));
  });

  it('pages and sorts by time on the server, newest first unless asked otherwise', async () => {
    const total = (await office.get('/api/office/audit')).json().total as number;
    expect(total).toBeGreaterThanOrEqual(2);
    const newest = await rowsOf(office, `pageSize=${total}`);
    const ids = newest.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const oldest = await rowsOf(office, `pageSize=${total}&sort=at&dir=asc`);
    expect(oldest.map((row) => row.id)).toEqual([...ids].reverse());
    const second = (await office.get('/api/office/audit?pageSize=1&page=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total });
    expect(second.rows[0].id).toBe(ids[1]);
    expect((await office.get(`/api/office/audit?page=${total + 5}`)).json().rows).toEqual([]);
  });

  it('filters by person (the command line too), by kind and by London dates', async () => {
    await addStaffMember(
      t.handle.db,
      { email: 'cli@school.example.org', name: 'Cli Person', role: 'owner' },
      'command-line',
    );
    const byOwner = await rowsOf(office, `person=${owner.id}&pageSize=200`);
    expect(byOwner.length).toBeGreaterThan(0);
    expect(byOwner.every((row) => row.staffUserId === owner.id)).toBe(true);
    const byCli = await rowsOf(office, 'person=command-line');
    expect(byCli.map((row) => row.summary)).toContain(
      'Invited Cli Person (cli@school.example.org) as Owner',
    );
    expect(byCli.every((row) => row.actor === 'Command line' && row.staffUserId === null)).toBe(
      true,
    );
    const invites = await rowsOf(office, 'area=staff&action=staff.invite&pageSize=200');
    expect(invites.length).toBeGreaterThanOrEqual(2);
    expect(invites.every((row) => row.action === 'staff.invite')).toBe(true);
    expect(await rowsOf(office, 'area=plans')).toEqual([]);

    // Two changes either side of midnight, London summer time (UTC+1).
    const at = async (iso: string, summary: string) => {
      await recordAudit(t.handle.db, 'command-line', {
        area: 'plans',
        action: 'plan.update',
        summary,
      });
      await t.handle.db
        .updateTable('audit_log')
        .set({ created_at: iso })
        .where('summary', '=', summary)
        .execute();
    };
    await at('2026-06-30T22:59:00.000Z', 'Late on 30 June');
    await at('2026-06-30T23:01:00.000Z', 'Just after midnight on 1 July');
    await at('2026-07-01T22:59:59.000Z', 'Last minute of 1 July');
    await at('2026-01-15T00:30:00.000Z', 'A winter night');
    const july = await rowsOf(office, 'from=2026-07-01&to=2026-07-01');
    expect(july.map((row) => row.summary)).toEqual([
      'Last minute of 1 July',
      'Just after midnight on 1 July',
    ]);
    const winter = await rowsOf(office, 'from=2026-01-15&to=2026-01-15&area=plans');
    expect(winter.map((row) => row.summary)).toEqual(['A winter night']);
    const upToJune = await rowsOf(office, 'to=2026-06-30&area=plans');
    expect(upToJune.map((row) => row.summary)).toEqual(['Late on 30 June', 'A winter night']);
  });

  it('lists the people and kinds that appear in the log, for the filters', async () => {
    const filters = (await office.get('/api/office/audit/filters')).json();
    expect(filters.people).toContainEqual({
      value: String(owner.id),
      name: DEMO.staff.name,
      email: DEMO.staff.email,
    });
    expect(filters.people.at(-1)).toEqual({
      value: 'command-line',
      name: 'Command line',
      email: null,
    });
    expect(filters.kinds).toContainEqual({
      area: 'staff',
      actions: expect.arrayContaining(['staff.invite', 'staff.role']),
    });
  });

  it.each([
    ['page=0', /page must be a whole number from 1/],
    ['page=two', /page must be a whole number/],
    ['pageSize=201', /pageSize must be a whole number from 1 to 200/],
    ['sort=actor', /sort must be one of: at/],
    ['dir=up', /dir must be asc or desc/],
    ['person=someone', /person must be/],
    ['person=2147483648', /person is too large/],
    ['person=0', /person must be/],
    ['area=nowhere', /area must be one of/],
    ['action=DROP%20TABLE', /action must look like thing\.verb/],
    ['from=2026-02-30', /from must be a date written YYYY-MM-DD/],
    ['to=yesterday', /to must be a date written YYYY-MM-DD/],
    ['from=9999-12-31', /from must be a date/],
    ['from=2026-07-02&to=2026-07-01', /The first date must be on or before the last date/],
  ])('a bad query (%s) is refused with a 400 that says why', async (query, message) => {
    const reply = await office.get(`/api/office/audit?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(message);
  });

  it('no route edits or deletes the log', async () => {
    const before = await logCount();
    const [entry] = await rowsOf(owner, 'pageSize=1');
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/office/audit', `/api/office/audit/${entry?.id}`]) {
        const reply = await owner.send(method, url, method === 'DELETE' ? undefined : {});
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await owner.post('/api/office/audit', { summary: 'forged' })).statusCode).toBe(404);
    expect(await logCount()).toBe(before);
    expect((await rowsOf(owner, 'pageSize=1'))[0]).toEqual(entry);
  });
});
