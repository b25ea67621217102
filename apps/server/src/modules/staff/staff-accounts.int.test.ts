import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { partText, readMime, type MimePart } from '../../mail/testing/read-mime.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { auditRows, signInStaff, staffWithRole, type StaffClient } from '../../test/office.ts';

const PUBLIC_URL = 'https://zechus.example.org';
const GOOD_PASSWORD = 'candle light over the open sefer';
const LINK = /https:\/\/zechus\.example\.org\/office\/welcome\/([A-Za-z0-9_-]+)/;

/** The e-mails in the test app's outbox to this address, oldest first, as a mail client reads them. */
function mailsTo(t: TestApp, address: string): MimePart[] {
  if (!fs.existsSync(t.outboxDir)) return [];
  return fs
    .readdirSync(t.outboxDir)
    .sort()
    .map((file) => readMime(fs.readFileSync(path.join(t.outboxDir, file))))
    .filter((mail) => mail.headers.get('to') === address);
}

/** The token of the newest link e-mailed to this address. */
function linkTokenFor(t: TestApp, address: string): string {
  const mail = mailsTo(t, address).at(-1);
  const token = mail ? LINK.exec(partText(mail, 'text/plain') ?? '')?.[1] : undefined;
  if (!token) throw new Error(`no welcome link was e-mailed to ${address}`);
  return token;
}

/** Sets a password through a welcome link; answers the reply. */
const setPasswordWith = (t: TestApp, token: string, password = GOOD_PASSWORD) =>
  new TestBrowser(t.app).post(`/api/office/welcome/${token}`, { password, confirm: password });

const countOf = async (t: TestApp, table: 'staff_users' | 'audit_log') =>
  Number(
    (
      await t.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let unique = 0;
const freshEmail = (who: string) => `${who}-${++unique}@school.example.org`;

describe.each(TEST_ENGINES)('staff accounts on %s', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: {}, env: { LOGIN_LIMIT_PER_IP: '1000', PUBLIC_URL } });
    owner = await signInStaff(t, DEMO.staff.email, DEMO.staff.password);
  }, 120_000);
  afterAll(() => t.close());

  const invite = (body: unknown, by: StaffClient = owner) => by.post('/api/office/staff', body);

  it('only an owner manages staff accounts: the office and teachers get 403, no session 401, and nothing changes', async () => {
    const teacher = await staffWithRole(t, 'teacher');
    const office = await staffWithRole(t, 'office');
    const someone = await staffWithRole(t, 'teacher');
    const before = await countOf(t, 'staff_users');
    const auditBefore = await countOf(t, 'audit_log');
    const newcomer = { email: freshEmail('newcomer'), name: 'New Comer', role: 'owner' };
    for (const client of [teacher, office]) {
      expect((await client.get('/api/office/staff')).statusCode).toBe(403);
      const refused = await client.post('/api/office/staff', newcomer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Your role does not open this part of the office.');
      expect((await client.post(`/api/office/staff/${someone.id}/link`, {})).statusCode).toBe(403);
      expect(
        (await client.send('PATCH', `/api/office/staff/${client.id}`, { role: 'owner' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await client.send('PUT', `/api/office/staff/${someone.id}/active`, { active: false }))
          .statusCode,
      ).toBe(403);
    }
    const anonymous = new TestBrowser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/office/staff' })).statusCode).toBe(401);
    expect((await anonymous.post('/api/office/staff', newcomer)).statusCode).toBe(401);
    expect((await anonymous.post(`/api/office/staff/${someone.id}/link`, {})).statusCode).toBe(401);
    expect(await countOf(t, 'staff_users')).toBe(before);
    expect(await countOf(t, 'audit_log')).toBe(auditBefore);
    expect((await teacher.get('/api/office/me')).json().role).toBe('teacher');
  });

  it('the owner invites a teacher: the e-mailed link sets a password once, and the list follows them from invited to active', async () => {
    const email = freshEmail('rivka');
    const reply = await invite({
      email: email.toUpperCase(),
      name: '  Rivka Levi ',
      role: 'teacher',
    });
    expect(reply.statusCode).toBe(201);
    const sent = reply.json();
    expect(sent).toMatchObject({
      mailed: true,
      link: null,
      member: { name: 'Rivka Levi', email, role: 'teacher', state: 'invited', lastSeenAt: null },
    });
    const hours = (Date.parse(sent.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(sent.member.linkExpiresAt).not.toBeNull();

    const [mail] = mailsTo(t, email);
    expect(mail?.headers.get('subject')).toBe('You are invited to the Zechus office');
    const text = partText(mail!, 'text/plain') ?? '';
    expect(text).toContain('Dear Rivka Levi,');
    expect(text).toContain(`${DEMO.staff.name} has invited you to the Zechus office as Teacher.`);
    expect(text).toContain('the link works once, for 48 hours');
    expect(partText(mail!, 'text/html')).toMatch(LINK);

    const token = linkTokenFor(t, email);
    const info = await t.app.inject({ method: 'GET', url: `/api/office/welcome/${token}` });
    expect(info.json()).toEqual({ name: 'Rivka Levi', email });
    const set = await setPasswordWith(t, token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email, role: 'teacher' });
    expect((await setPasswordWith(t, token)).statusCode).toBe(410);

    const list = await owner.get(`/api/office/staff?search=${encodeURIComponent(email)}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().rows[0]).toMatchObject({ email, state: 'active', linkExpiresAt: null });
    expect(list.json().rows[0].lastSeenAt).not.toBeNull();

    const [invited] = (await auditRows(t, 'staff')).filter((row) => row.action === 'staff.invite');
    expect(invited).toMatchObject({
      actor: DEMO.staff.name,
      summary: `Invited Rivka Levi (${email}) as Teacher`,
      before: null,
    });
    expect(JSON.parse(invited?.after ?? 'null')).toEqual({
      email,
      name: 'Rivka Levi',
      role: 'teacher',
    });
  });

  it('the list sorts, filters by state and pages on the server', async () => {
    await invite({ email: freshEmail('aaron'), name: 'Aaron Invited', role: 'office' });
    const all = (await owner.get('/api/office/staff?pageSize=200')).json();
    const names = all.rows.map((row: { name: string }) => row.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(all.rows[0].name).toBe('Aaron Invited');

    const invited = (await owner.get('/api/office/staff?state=invited&pageSize=200')).json();
    expect(invited.rows.length).toBeGreaterThan(0);
    expect(invited.rows.every((row: { state: string }) => row.state === 'invited')).toBe(true);

    const byRole = (await owner.get('/api/office/staff?sort=role&dir=desc&pageSize=200')).json();
    expect(byRole.rows[0].role).toBe('teacher');
    expect(byRole.rows.at(-1).role).toBe('owner');

    const second = (await owner.get('/api/office/staff?pageSize=1&page=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.rows).toEqual([all.rows[1]]);
  });

  it('bad input is refused with a 400 that names the problem, and nothing changes', async () => {
    const someone = await staffWithRole(t, 'teacher');
    const before = await countOf(t, 'staff_users');
    const auditBefore = await countOf(t, 'audit_log');
    const good = { email: freshEmail('good'), name: 'Good Name', role: 'teacher' };
    const badInvites: [unknown, RegExp][] = [
      [{ ...good, email: 'not-an-email' }, /valid e-mail/],
      [{ ...good, email: '' }, /Email is required/],
      [{ ...good, name: '   ' }, /Name is required/],
      [{ ...good, name: 'x'.repeat(101) }, /at most 100 characters/],
      [{ ...good, name: 'Rivka\u0000Levi' }, /control characters/],
      [{ ...good, role: 'boss' }, /role must be owner, office or teacher/],
      [{ ...good, role: undefined }, /role/],
      [{ ...good, admin: true }, /admin/],
      [undefined, /body/i],
    ];
    for (const [body, message] of badInvites) {
      const reply = await invite(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().message).toMatch(message);
    }
    const badChanges: [string, unknown, RegExp][] = [
      ['2147483648', { role: 'office' }, /id is too large/],
      ['0', { role: 'office' }, /id must be a positive number/],
      ['abc', { role: 'office' }, /id must be a number/],
      ['1.5', { role: 'office' }, /whole number/],
      [String(someone.id), {}, /Say what to change/],
      [String(someone.id), { role: 'admin' }, /role must be owner, office or teacher/],
      [String(someone.id), { name: 'A\u0000' }, /control characters/],
      [String(someone.id), { email: 'nope' }, /valid e-mail/],
      [String(someone.id), { active: false }, /active/],
    ];
    for (const [id, body, message] of badChanges) {
      const reply = await owner.send('PATCH', `/api/office/staff/${id}`, body);
      expect(reply.statusCode, `${id} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.json().message).toMatch(message);
    }
    for (const body of [{ active: 'no' }, {}, { active: false, role: 'owner' }]) {
      const reply = await owner.send('PUT', `/api/office/staff/${someone.id}/active`, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await owner.send('PUT', '/api/office/staff/2147483648/active', { active: false }))
        .statusCode,
    ).toBe(400);
    expect((await owner.post('/api/office/staff/2147483648/link', {})).statusCode).toBe(400);
    for (const query of [
      'page=0',
      'page=x',
      'pageSize=201',
      'sort=password_hash',
      'dir=sideways',
      'state=retired',
      `search=${'x'.repeat(101)}`,
    ]) {
      const reply = await owner.get(`/api/office/staff?${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
    // A well-formed id of nobody: 404, in words.
    const nobody = await owner.send('PATCH', '/api/office/staff/2147483647', { role: 'office' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('There is no staff account with this number.');
    expect((await owner.post('/api/office/staff/2147483647/link', {})).statusCode).toBe(404);
    expect(await countOf(t, 'staff_users')).toBe(before);
    expect(await countOf(t, 'audit_log')).toBe(auditBefore);
    expect((await someone.get('/api/office/me')).json()).toMatchObject({ role: 'teacher' });
  });

  it('an e-mail that already has an account is refused in a plain sentence, whatever its case', async () => {
    const before = await countOf(t, 'staff_users');
    const reply = await invite({ email: 'Staff@Example.org', name: 'Again', role: 'office' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(
      'There is already a staff account for staff@example.org. If they need a new link, use “Send a new link” beside their name.',
    );
    const other = await staffWithRole(t, 'office');
    const moved = await owner.send('PATCH', `/api/office/staff/${other.id}`, {
      email: DEMO.staff.email,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('There is already a staff account for staff@example.org.');
    expect(await countOf(t, 'staff_users')).toBe(before + 1);
  });

  it('eight invitations of one address at once, or eight accounts moved to one address, make one and refuse the rest with 409, never a 500', async () => {
    const email = freshEmail('at-once');
    const invited = await Promise.all(
      Array.from({ length: 8 }, (_, i) => invite({ email, name: `Teacher ${i}`, role: 'teacher' })),
    );
    expect(invited.map((r) => r.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    const accounts = await t.handle.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(accounts).toHaveLength(1);

    const target = freshEmail('moved-here');
    const movers = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, i) =>
          (
            await invite({ email: freshEmail(`mover-${i}`), name: `Mover ${i}`, role: 'teacher' })
          ).json().member.id as number,
      ),
    );
    const moved = await Promise.all(
      movers.map((id) => owner.send('PATCH', `/api/office/staff/${id}`, { email: target })),
    );
    expect(moved.map((r) => r.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    for (const refused of moved.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe(`There is already a staff account for ${target}.`);
    }
  });

  it('the last owner who can sign in can be neither demoted nor switched off, not even by themselves', async () => {
    const alone = await owner.send('PATCH', `/api/office/staff/${owner.id}`, { role: 'office' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toMatch(
      /^You cannot change your own role: you are the only owner who can sign in, and someone must always be able to manage staff accounts\. Make another person an owner first/,
    );
    const off = await owner.send('PUT', `/api/office/staff/${owner.id}/active`, { active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(
      /^You cannot switch off your own account: you are the only owner/,
    );

    // An owner who has not set a password yet does not count: they cannot sign in.
    const dinaEmail = freshEmail('dina');
    const dina = (await invite({ email: dinaEmail, name: 'Dina Katz', role: 'owner' })).json();
    expect(
      (await owner.send('PATCH', `/api/office/staff/${owner.id}`, { role: 'office' })).statusCode,
    ).toBe(409);

    // Once she has, either may step back — and she is now the one who cannot.
    expect((await setPasswordWith(t, linkTokenFor(t, dinaEmail))).statusCode).toBe(200);
    const dinaClient = await signInStaff(t, dinaEmail, GOOD_PASSWORD);
    const demoted = await dinaClient.send('PATCH', `/api/office/staff/${owner.id}`, {
      role: 'office',
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ role: 'office' });
    const last = await owner.get('/api/office/staff');
    expect(last.statusCode).toBe(401); // a role change signs the person out
    const dinaAlone = await dinaClient.send('PUT', `/api/office/staff/${dina.member.id}/active`, {
      active: false,
    });
    expect(dinaAlone.statusCode).toBe(409);
    const namedTarget = await dinaClient.send('PATCH', `/api/office/staff/${dina.member.id}`, {
      role: 'teacher',
    });
    expect(namedTarget.json().message).toMatch(/^You cannot change your own role/);

    // Back as it was: the demo owner is an owner again and signs in to every area.
    expect(
      (await dinaClient.send('PATCH', `/api/office/staff/${owner.id}`, { role: 'owner' }))
        .statusCode,
    ).toBe(200);
    owner = await signInStaff(t, DEMO.staff.email, DEMO.staff.password);
    expect((await owner.get('/api/office/me')).json().areas).toContain('staff');
    // Dina is not the last one now: the demo owner switches her off.
    expect(
      (await owner.send('PUT', `/api/office/staff/${dina.member.id}/active`, { active: false }))
        .statusCode,
    ).toBe(200);
    // … and the demo owner is the last one again.
    const byOther = await owner.send('PATCH', `/api/office/staff/${owner.id}`, { role: 'teacher' });
    expect(byOther.statusCode).toBe(409);

    const roleRows = (await auditRows(t, 'staff')).filter(
      (row) => row.action === 'staff.role' && row.target_id === String(owner.id),
    );
    expect(roleRows[0]?.summary).toBe(`Changed ${DEMO.staff.name}’s role from Office to Owner`);
    expect(roleRows[1]).toMatchObject({
      actor: 'Dina Katz',
      summary: `Changed ${DEMO.staff.name}’s role from Owner to Office`,
    });
    expect(JSON.parse(roleRows[1]?.before ?? '{}')).toMatchObject({ role: 'owner' });
    expect(JSON.parse(roleRows[1]?.after ?? '{}')).toMatchObject({ role: 'office' });
  });

  it('switching an account off ends its sessions at once; switched on, the person signs in again', async () => {
    const email = freshEmail('moshe');
    await invite({ email, name: 'Moshe Stern', role: 'teacher' });
    await setPasswordWith(t, linkTokenFor(t, email));
    const moshe = await signInStaff(t, email, GOOD_PASSWORD);
    const onTablet = await signInStaff(t, email, GOOD_PASSWORD);
    expect((await moshe.get('/api/office/me')).statusCode).toBe(200);

    const off = await owner.send('PUT', `/api/office/staff/${moshe.id}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ state: 'off', lastSeenAt: expect.any(String) });
    for (const session of [moshe, onTablet]) {
      expect((await session.get('/api/office/me')).statusCode).toBe(401);
    }
    await expect(signInStaff(t, email, GOOD_PASSWORD)).rejects.toThrow(/403/);
    const twice = await owner.send('PUT', `/api/office/staff/${moshe.id}/active`, {
      active: false,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Moshe Stern’s account is already switched off.');
    const noLink = await owner.post(`/api/office/staff/${moshe.id}/link`, {});
    expect(noLink.statusCode).toBe(409);
    expect(noLink.json().message).toMatch(/switched off\. Switch it on first/);

    const on = await owner.send('PUT', `/api/office/staff/${moshe.id}/active`, { active: true });
    expect(on.json()).toMatchObject({ state: 'active' });
    await expect(signInStaff(t, email, GOOD_PASSWORD)).resolves.toBeTruthy();

    const [switchedOn, switchedOff] = (await auditRows(t, 'staff')).filter(
      (row) => row.target_id === String(moshe.id) && row.action.startsWith('staff.switch'),
    );
    expect(switchedOff).toMatchObject({
      action: 'staff.switch_off',
      summary: 'Switched off Moshe Stern’s account (signed out everywhere)',
    });
    expect(JSON.parse(switchedOff?.before ?? '{}')).toEqual({
      name: 'Moshe Stern',
      email,
      role: 'teacher',
      active: true,
    });
    expect(JSON.parse(switchedOff?.after ?? '{}')).toMatchObject({ active: false });
    expect(switchedOn).toMatchObject({
      action: 'staff.switch_on',
      summary: 'Switched Moshe Stern’s account back on',
    });
  });

  it('a role change takes effect at once: the person signs in again to the areas of the new role', async () => {
    const office = await staffWithRole(t, 'office', 'Leah Gold');
    expect((await office.get('/api/office/audit')).statusCode).toBe(200);
    const changed = await owner.send('PATCH', `/api/office/staff/${office.id}`, {
      role: 'teacher',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'teacher', name: 'Leah Gold' });
    expect((await office.get('/api/office/me')).statusCode).toBe(401);
    const [row] = await auditRows(t, 'staff');
    expect(row).toMatchObject({
      action: 'staff.role',
      summary: 'Changed Leah Gold’s role from Office to Teacher',
      target_id: String(office.id),
    });
    // The same role again is no change at all: no row.
    const same = await owner.send('PATCH', `/api/office/staff/${office.id}`, { role: 'teacher' });
    expect(same.statusCode).toBe(200);
    expect((await auditRows(t, 'staff'))[0]?.id).toBe(row?.id);
  });

  it('a mistyped e-mail is corrected: the link sent to it stops working, and a new one reaches the right address', async () => {
    const wrong = freshEmail('yossi-typo');
    const right = freshEmail('yossi');
    const sent = (await invite({ email: wrong, name: 'Yosi Adler', role: 'teacher' })).json();
    const oldToken = linkTokenFor(t, wrong);
    const fixed = await owner.send('PATCH', `/api/office/staff/${sent.member.id}`, {
      email: right,
      name: 'Yossi Adler',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ email: right, name: 'Yossi Adler', linkExpiresAt: null });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/office/welcome/${oldToken}` })).statusCode,
    ).toBe(410);
    const [row] = await auditRows(t, 'staff');
    expect(row).toMatchObject({
      action: 'staff.update',
      summary: `Renamed Yosi Adler to Yossi Adler; changed Yossi Adler’s e-mail from ${wrong} to ${right}`,
    });

    const again = await owner.post(`/api/office/staff/${sent.member.id}/link`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ mailed: true, link: null, member: { state: 'invited' } });
    expect((await setPasswordWith(t, linkTokenFor(t, right))).statusCode).toBe(200);
  });

  it('“Send a new link” replaces an expired or earlier link, and for someone with a password it reads as a new password', async () => {
    const email = freshEmail('chana');
    await invite({ email, name: 'Chana Weiss', role: 'office' });
    const first = linkTokenFor(t, email);
    const id = (await owner.get(`/api/office/staff?search=${email}`)).json().rows[0].id;
    // Two days later her link has run out: the list says so (no link that still works).
    await t.handle.db
      .updateTable('staff_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_user_id', '=', id)
      .execute();
    expect((await owner.get(`/api/office/staff?search=${email}`)).json().rows[0]).toMatchObject({
      state: 'invited',
      hasPassword: false,
      linkExpiresAt: null,
    });
    const renewed = await owner.post(`/api/office/staff/${id}/link`, {});
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().member.linkExpiresAt).not.toBeNull();
    const second = linkTokenFor(t, email);
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/office/welcome/${first}` })).statusCode,
    ).toBe(410);
    expect((await setPasswordWith(t, second)).statusCode).toBe(200);

    // She forgot her password: a new link, worded as such.
    await owner.post(`/api/office/staff/${id}/link`, {});
    expect(mailsTo(t, email).at(-1)?.headers.get('subject')).toBe(
      'Set a new password for the Zechus office',
    );
    const [row] = await auditRows(t, 'staff');
    expect(row).toMatchObject({
      action: 'staff.link',
      summary: 'Sent Chana Weiss a new link to set a password',
    });
  });
});

describe.each(TEST_ENGINES)('staff invitations when e-mail cannot be sent (%s)', (engine) => {
  let t: TestApp;
  let owner: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      demo: {},
      env: { PUBLIC_URL },
      mailer: {
        send: () => Promise.reject(new Error('SMTP server unreachable')),
        close: () => undefined,
      },
    });
    owner = await signInStaff(t, DEMO.staff.email, DEMO.staff.password);
  }, 120_000);
  afterAll(() => t.close());

  it('the account is still created and the link is given to the owner to pass on by hand', async () => {
    const reply = await owner.post('/api/office/staff', {
      email: 'sara@school.example.org',
      name: 'Sara Klein',
      role: 'teacher',
    });
    expect(reply.statusCode).toBe(201);
    const sent = reply.json();
    expect(sent).toMatchObject({ mailed: false, member: { state: 'invited' } });
    const token = LINK.exec(sent.link)?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await setPasswordWith(t, token)).statusCode).toBe(200);

    const again = await owner.post(`/api/office/staff/${sent.member.id}/link`, {});
    expect(again.json()).toMatchObject({ mailed: false, link: expect.stringMatching(LINK) });
  });
});
