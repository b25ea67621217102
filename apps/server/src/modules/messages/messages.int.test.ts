import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageDetailSchema, messageListSchema } from '@zechus/shared';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const HEBREW_MESSAGE =
  'שלום,\nWe would like to dedicate a month for our father, זאב בן משה ז״ל.\n\n<b>Thank you</b> & regards';

describe.each(TEST_ENGINES)('the office’s inbox of contact messages on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let owner: StaffClient;
  let teacher: StaffClient;
  let hebrewId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    office = await staffWithRole(t, 'office', 'Rivka Office');
    owner = await staffWithRole(t, 'owner', 'Moshe Owner');
    teacher = await staffWithRole(t, 'teacher');
    // Older messages, stored as the contact form stores them.
    await t.handle.db
      .insertInto('contact_messages')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          name: `Sender ${i + 1}`,
          email: `sender${i + 1}@example.org`,
          message: `Question number ${i + 1} about 50% off_peak`,
          mailed_at: null,
          created_at: new Date(Date.UTC(2026, 10, 1 + i, 10)).toISOString(),
        })),
      )
      .execute();
    const sent = await t.browser.post('/contact', {
      name: 'רבקה אדלר',
      email: 'rivka@example.org',
      message: HEBREW_MESSAGE,
    });
    expect(sent.statusCode).toBe(200);
    const stored = await t.handle.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'rivka@example.org')
      .executeTakeFirstOrThrow();
    hebrewId = stored.id;
  });
  afterAll(() => t.close());

  const list = async (query = '', client: StaffClient = office) => {
    const reply = await client.get(`/api/office/messages${query}`);
    expect(reply.statusCode).toBe(200);
    return messageListSchema.parse(reply.json());
  };

  it('lists every message newest first, the start of each on one line', async () => {
    const page = await list();
    expect(page.total).toBe(7);
    expect(page.rows.map((row) => row.name)).toEqual([
      'רבקה אדלר',
      'Sender 6',
      'Sender 5',
      'Sender 4',
      'Sender 3',
      'Sender 2',
      'Sender 1',
    ]);
    expect(page.rows[0]?.preview).toBe(
      'שלום, We would like to dedicate a month for our father, זאב בן משה ז״ל. <b>Thank you</b> & regards',
    );
    expect(page.rows.every((row) => row.handled === null)).toBe(true);
    expect(await list('', owner)).toEqual(page);
  });

  it('shows a message exactly as it was sent, Hebrew and line breaks intact', async () => {
    const reply = await office.get(`/api/office/messages/${hebrewId}`);
    expect(reply.statusCode).toBe(200);
    const message = messageDetailSchema.parse(reply.json());
    expect(message).toMatchObject({
      name: 'רבקה אדלר',
      email: 'rivka@example.org',
      message: HEBREW_MESSAGE,
      handled: null,
    });
    expect(message.mailedAt).not.toBeNull();
  });

  it('marks a message handled, saying who and when, audited once however often it is asked', async () => {
    const before = await auditRows(t, 'messages');
    const first = await office.post(`/api/office/messages/${hebrewId}/handled`);
    expect(first.statusCode).toBe(200);
    const handled = messageDetailSchema.parse(first.json());
    expect(handled.handled?.by).toBe('Rivka Office');
    expect(Date.parse(handled.handled?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(handled.message).toBe(HEBREW_MESSAGE);

    const again = await owner.post(`/api/office/messages/${hebrewId}/handled`);
    expect(again.json()).toEqual(first.json());

    const rows = await auditRows(t, 'messages');
    expect(rows).toHaveLength(before.length + 1);
    expect(rows[0]).toMatchObject({
      actor: 'Rivka Office',
      action: 'message.handled',
      target_id: String(hebrewId),
      summary: 'Marked the message from רבקה אדלר <rivka@example.org> as handled',
    });
    expect(JSON.parse(rows[0]?.before ?? '')).toEqual({ handledAt: null, handledBy: null });
  });

  it('filters new and handled, and the home’s count of new ones follows', async () => {
    expect((await list('?status=handled')).rows.map((row) => row.id)).toEqual([hebrewId]);
    const fresh = await list('?status=new');
    expect(fresh.total).toBe(6);
    expect(fresh.rows.some((row) => row.id === hebrewId)).toBe(false);
    // New ones come first in the whole list, the handled one after them.
    expect((await list()).rows.at(-1)?.id).toBe(hebrewId);
    const count = await office.get('/api/office/messages/count');
    expect(count.json()).toEqual({ new: 6 });
  });

  it('marks a handled message new again, audited with who had handled it', async () => {
    const reply = await owner.post(`/api/office/messages/${hebrewId}/new`);
    expect(reply.statusCode).toBe(200);
    expect(messageDetailSchema.parse(reply.json()).handled).toBeNull();
    const [row] = await auditRows(t, 'messages');
    expect(row).toMatchObject({ actor: 'Moshe Owner', action: 'message.reopened' });
    expect(JSON.parse(row?.before ?? '')).toMatchObject({ handledBy: office.id });
    expect((await office.get('/api/office/messages/count')).json()).toEqual({ new: 7 });
    // The message itself was never touched.
    const stored = await t.handle.db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'message'])
      .where('id', '=', hebrewId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      name: 'רבקה אדלר',
      email: 'rivka@example.org',
      message: HEBREW_MESSAGE,
    });
  });

  it('searches names, addresses and texts, whatever the case, % and _ taken literally', async () => {
    expect((await list('?search=RIVKA')).rows.map((r) => r.id)).toEqual([hebrewId]);
    expect((await list(`?search=${encodeURIComponent('זאב בן משה')}`)).total).toBe(1);
    expect((await list('?search=sender3%40')).rows.map((r) => r.name)).toEqual(['Sender 3']);
    expect((await list('?search=50%25')).total).toBe(6);
    expect((await list('?search=off_peak')).total).toBe(6);
    expect((await list('?search=off%25peak')).total).toBe(0);
    expect((await list('?search=nobody')).total).toBe(0);
  });

  it('pages, oldest first when asked', async () => {
    const first = await list('?pageSize=3&dir=asc');
    expect(first.rows.map((r) => r.name)).toEqual(['Sender 1', 'Sender 2', 'Sender 3']);
    const third = await list('?pageSize=3&page=3&dir=asc');
    expect(third.rows.map((r) => r.name)).toEqual(['רבקה אדלר']);
    expect(third.total).toBe(7);
  });

  it('a message that does not exist is a 404 with a sentence', async () => {
    for (const reply of [
      await office.get('/api/office/messages/99999'),
      await office.post('/api/office/messages/99999/handled'),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ error: 'message_not_found' });
    }
  });

  it.each([
    ['GET', '/api/office/messages?status=done'],
    ['GET', '/api/office/messages?search=%00'],
    ['GET', '/api/office/messages?search=a%E2%80%A8b'],
    ['GET', `/api/office/messages?search=${'א'.repeat(101)}`],
    ['GET', '/api/office/messages?sort=name'],
    ['GET', '/api/office/messages?pageSize=201'],
    ['GET', '/api/office/messages?page=0'],
    ['GET', '/api/office/messages/2147483648'],
    ['GET', '/api/office/messages/abc'],
    ['POST', '/api/office/messages/0/handled'],
    ['POST', '/api/office/messages/1e30/new'],
  ] as const)('%s %s is refused with a 400', async (method, url) => {
    const reply = method === 'GET' ? await office.get(url) : await office.post(url);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toEqual(expect.any(String));
  });

  const ROUTES = [
    ['GET', '/api/office/messages'],
    ['GET', '/api/office/messages/count'],
    ['GET', '/api/office/messages/1'],
    ['POST', '/api/office/messages/1/handled'],
    ['POST', '/api/office/messages/1/new'],
  ] as const;

  it.each(ROUTES)(
    '%s %s refuses a teacher (403) and anyone not signed in (401)',
    async (method, url) => {
      const byTeacher = method === 'GET' ? await teacher.get(url) : await teacher.post(url);
      expect(byTeacher.statusCode).toBe(403);
      expect(byTeacher.json()).toMatchObject({ error: 'forbidden_role' });
      const anonymous =
        method === 'GET'
          ? await t.app.inject({ method, url })
          : await t.browser.post(url, undefined);
      expect(anonymous.statusCode).toBe(401);
    },
  );

  it('a donor’s session does not open the inbox', async () => {
    await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '654321',
        name: 'Chana Gold',
        email: 'chana@example.org',
        phone: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const login = await t.browser.post('/api/login', { email: 'chana@example.org', id: '654321' });
    const cookie = login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '';
    expect(cookie).not.toBe('');
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/office/messages',
      cookies: { zechus_session: cookie },
    });
    expect(reply.statusCode).toBe(401);
  });
});
