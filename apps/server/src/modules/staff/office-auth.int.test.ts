import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { compiledEntry } from '../../test/compiled.ts';
import { signInStaff, staffWithRole } from '../../test/office.ts';
import { addStaffMember } from './accounts.ts';
import { STAFF_COOKIE } from './staff-session.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');
const cli = compiledEntry('staff');
const GOOD_PASSWORD = 'candle light over the open sefer';

describe.each(TEST_ENGINES)('the office door on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: {}, env: { LOGIN_LIMIT_PER_IP: '1000' } });
  }, 120_000);
  afterAll(() => t.close());

  const staffCookieOf = (reply: { cookies: { name: string; value: string }[] }) =>
    reply.cookies.find((c) => c.name === STAFF_COOKIE)?.value;

  it('a new staff member opens their one-time link, sets a password and is signed in', async () => {
    const { token } = await addStaffMember(
      t.handle.db,
      { email: 'rivka@school.org', name: 'Rivka Levi', role: 'teacher' },
      'command-line',
    );
    const info = await t.app.inject({ method: 'GET', url: `/api/office/welcome/${token}` });
    expect(info.json()).toEqual({ name: 'Rivka Levi', email: 'rivka@school.org' });

    const browser = new TestBrowser(t.app);
    const set = await browser.post(`/api/office/welcome/${token}`, {
      password: GOOD_PASSWORD,
      confirm: GOOD_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ name: 'Rivka Levi', role: 'teacher' });
    expect(set.json().areas).toEqual([
      'home',
      'learners',
      'days',
      'register',
      'sheets',
      'recordings',
    ]);
    const cookie = set.cookies.find((c) => c.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/office/me',
      cookies: { [STAFF_COOKIE]: cookie?.value ?? '' },
    });
    expect(me.json()).toMatchObject({ email: 'rivka@school.org', role: 'teacher' });

    // The link is spent; the password now signs in.
    const again = await t.app.inject({ method: 'GET', url: `/api/office/welcome/${token}` });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or has already been used/);
    await expect(signInStaff(t, 'rivka@school.org', GOOD_PASSWORD)).resolves.toBeTruthy();

    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'summary'])
      .where('area', '=', 'staff')
      .orderBy('id')
      .execute();
    expect(audit.slice(-2)).toEqual([
      {
        action: 'staff.invite',
        actor: 'Command line',
        summary: 'Invited Rivka Levi (rivka@school.org) as Teacher',
      },
      {
        action: 'staff.password_set',
        actor: 'Rivka Levi',
        summary: 'Rivka Levi set a password with their one-time link',
      },
    ]);
  });

  it('a short, common or mismatched password is refused in plain words and the link still works', async () => {
    const { token } = await addStaffMember(
      t.handle.db,
      { email: 'yosef@school.org', name: 'Yosef', role: 'office' },
      'command-line',
    );
    const browser = new TestBrowser(t.app);
    const url = `/api/office/welcome/${token}`;
    const short = await browser.post(url, { password: 'short pass', confirm: 'short pass' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 12 characters/);
    const common = await browser.post(url, { password: 'qwerty123456', confirm: 'qwerty123456' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/most commonly used/);
    const mismatch = await browser.post(url, { password: GOOD_PASSWORD, confirm: 'other' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/not the same/);
    expect(
      (await browser.post(url, { password: GOOD_PASSWORD, confirm: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('a link older than 48 hours no longer works, and only the newest link of a person does', async () => {
    const first = await addStaffMember(
      t.handle.db,
      { email: 'late@school.org', name: 'Late', role: 'teacher' },
      'command-line',
    );
    await t.handle.db
      .updateTable('staff_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_user_id', '=', first.id)
      .execute();
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/office/welcome/${first.token}`,
    });
    expect(expired.statusCode).toBe(410);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/office/welcome/not*a*token' });
    expect(garbage.statusCode).toBe(400);
  });

  it('a wrong password, an unknown e-mail and an account not yet set up are refused alike', async () => {
    await addStaffMember(
      t.handle.db,
      { email: 'pending@school.org', name: 'Pending', role: 'teacher' },
      'command-line',
    );
    const browser = new TestBrowser(t.app);
    const answers = await Promise.all(
      [
        { email: DEMO.staff.email, password: 'not the password at all' },
        { email: 'nobody@school.org', password: 'not the password at all' },
        { email: 'pending@school.org', password: '' + 'x'.repeat(12) },
      ].map((body) => browser.post('/api/office/login', body)),
    );
    for (const reply of answers) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().message).toBe('That e-mail and password do not match a staff account.');
      expect(staffCookieOf(reply)).toBeUndefined();
    }
  });

  it('the demo owner signs in, sees every area, and signing out ends the session', async () => {
    const owner = await signInStaff(t, DEMO.staff.email, DEMO.staff.password);
    const me = await owner.get('/api/office/me');
    expect(me.json()).toMatchObject({ role: 'owner', name: DEMO.staff.name });
    expect(me.json().areas).toContain('staff');
    expect((await owner.post('/api/office/logout', {})).statusCode).toBe(200);
    expect((await owner.get('/api/office/me')).statusCode).toBe(401);
  });

  it('a page that only asks who is signed in hears "nobody" as an ordinary answer, not a 401', async () => {
    const nobody = await t.app.inject({ method: 'GET', url: '/api/office/session' });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ staff: null });
    const owner = await signInStaff(t, DEMO.staff.email, DEMO.staff.password);
    const signedIn = await owner.get('/api/office/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff).toMatchObject({ role: 'owner', name: DEMO.staff.name });
    await owner.post('/api/office/logout', {});
    expect((await owner.get('/api/office/session')).json()).toEqual({ staff: null });
  });

  it('a staff session ends after 12 hours without a request, and each request moves that on', async () => {
    const teacher = await staffWithRole(t, 'teacher');
    const session = () =>
      t.handle.db
        .selectFrom('sessions')
        .select(['id', 'expires_at', 'last_seen_at'])
        .where('staff_user_id', '=', teacher.id)
        .executeTakeFirstOrThrow();
    // Eleven hours idle: still signed in, and the idle clock starts again.
    const elevenHoursAgo = new Date(Date.now() - 11 * 3_600_000);
    await t.handle.db
      .updateTable('sessions')
      .set({
        last_seen_at: elevenHoursAgo.toISOString(),
        expires_at: new Date(elevenHoursAgo.getTime() + 12 * 3_600_000).toISOString(),
      })
      .where('staff_user_id', '=', teacher.id)
      .execute();
    expect((await teacher.get('/api/office/me')).statusCode).toBe(200);
    const moved = await session();
    expect(Date.parse(moved.expires_at) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    // Twelve hours idle: signed out.
    await t.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_user_id', '=', teacher.id)
      .execute();
    const after = await teacher.get('/api/office/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('staff_signed_out');
  });

  it('a donor’s session never opens the office', async () => {
    const donor = new TestBrowser(t.app);
    const login = await donor.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    const donorCookie = login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '';
    const tries: Record<string, string>[] = [
      { zechus_session: donorCookie },
      { [STAFF_COOKIE]: donorCookie },
    ];
    for (const cookies of tries) {
      const me = await t.app.inject({ method: 'GET', url: '/api/office/me', cookies });
      expect(me.statusCode).toBe(401);
    }
  });

  it('a switched-off account can no longer sign in, and its open session ends', async () => {
    const office = await staffWithRole(t, 'office');
    expect((await office.get('/api/office/me')).statusCode).toBe(200);
    await t.handle.db
      .updateTable('staff_users')
      .set({ active: false })
      .where('id', '=', office.id)
      .execute();
    expect((await office.get('/api/office/me')).statusCode).toBe(401);
  });

  it('signing in needs the page’s CSRF token', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/office/login',
      payload: { email: DEMO.staff.email, password: DEMO.staff.password },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe('csrf');
  });
});

describe.each(TEST_ENGINES)('the staff command on an empty production database (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://zechus.example.org' },
    });
  }, 120_000);
  afterAll(() => t.close());

  const staffCommand = async (...args: string[]) => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl ?? '',
      PUBLIC_URL: 'https://zechus.example.org',
    };
    try {
      const { stdout } = await run(process.execPath, [cli, ...args], {
        cwd: repoRoot,
        env,
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  };

  it('adds the first owner and prints a one-time welcome link that works', async () => {
    const added = await staffCommand(
      'add',
      'Owner@School.org',
      '--name',
      'Dina Katz',
      '--role',
      'owner',
    );
    expect(added.code).toBe(0);
    const link = /https:\/\/zechus\.example\.org\/office\/welcome\/[A-Za-z0-9_-]+/.exec(
      added.out,
    )?.[0];
    expect(link).toBeTruthy();
    const token = link?.split('/').at(-1) ?? '';
    const set = await new TestBrowser(t.app).post(`/api/office/welcome/${token}`, {
      password: GOOD_PASSWORD,
      confirm: GOOD_PASSWORD,
    });
    expect(set.json()).toMatchObject({ email: 'owner@school.org', role: 'owner' });

    const listed = await staffCommand('list');
    expect(listed.out).toMatch(/owner@school\.org\tDina Katz\towner\tactive/);
    const twice = await staffCommand(
      'add',
      'owner@school.org',
      '--name',
      'Dina',
      '--role',
      'owner',
    );
    expect(twice.code).toBe(1);
    expect(twice.out).toMatch(/already a staff account/);
    const bad = await staffCommand('add', 'x@school.org', '--name', 'X', '--role', 'boss');
    expect(bad.code).toBe(2);
    expect(bad.out).toMatch(/role must be owner, office or teacher/);
  }, 60_000);
});
