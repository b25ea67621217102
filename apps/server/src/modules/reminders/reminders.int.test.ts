import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, hebrewDateOf, londonDay, REMINDER_LINK_UNKNOWN } from '@zechus/shared';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailReminders } from './mail-reminders.ts';
import { loggingMailer, type LoggingMailer } from '../../mail/mail-log.ts';
import { createMailer } from '../../mail/mailer.ts';
import { leafParts, partText, readMime } from '../../mail/testing/read-mime.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { createTestApp, donorNumberOf, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { reminderStopUrlMinter } from './stop-links.ts';

const PUBLIC_URL = 'https://zechus.example';
const TODAY = londonDay(new Date());
const STOP_LINK = /https:\/\/zechus\.example\/reminders\/stop\/([A-Za-z0-9_-]{43})/;
const log = pino({ level: 'silent' });
const UNKNOWN_TOKEN = crypto.randomBytes(32).toString('base64url');

describe.each(TEST_ENGINES)('stopping reminders and the calendar download on %s', (engine) => {
  let t: TestApp;
  let outbox: string;
  let mailer: LoggingMailer;

  const run = (day: string, m: LoggingMailer = mailer) =>
    mailReminders({ db: t.handle.db, mailer: m, publicUrl: PUBLIC_URL, log }, day);

  /** The reminders in the outbox to this address, read as a mail app reads them. */
  const remindersTo = (email: string) =>
    (fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [])
      .map((file) => readMime(fs.readFileSync(path.join(outbox, file))))
      .filter((m) => m.headers.get('to') === email && m.headers.has('list-unsubscribe'));

  const stopTokenOf = (message: ReturnType<typeof readMime>) =>
    STOP_LINK.exec(partText(message, 'text/plain') ?? '')?.[1] ?? '';

  /** A sponsor dedicates a day (or a year) for a yoirtzeit `daysAhead` from today. */
  async function dedicate(email: string, daysAhead: number, plan: 'day' | 'year' = 'day') {
    const hd = hebrewDateOf(addDays(TODAY, daysAhead));
    const date = {
      month: hd.hebrewMonth,
      day: hd.hebrewDay,
      yoirtzeitMonth: hd.hebrewMonth,
      yoirtzeitDay: hd.hebrewDay,
    };
    const reply = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        ...(plan === 'year'
          ? { plan: { id: 2, type: 'rosh_chodesh', kind: 'yoirtzeit', price: 1800 } }
          : {}),
        episode: { kind: 'yoirtzeit', name: 'ר׳ משה בן ר׳ אברהם ז״ל', date },
        contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const id: number = reply.json().enrollment.id;
    const days = await t.handle.db
      .selectFrom('enrollment_dates')
      .select('day')
      .where('enrollment_id', '=', id)
      .orderBy('day')
      .execute();
    const yahrzeit = days.map((d) => d.day).find((d) => d === addDays(TODAY, daysAhead)) ?? '';
    expect(yahrzeit).not.toBe('');
    return { id, yahrzeit, days: days.map((d) => d.day) };
  }

  const sessionOf = async (email: string) => {
    const login = await new TestBrowser(t.app).post('/api/login', {
      email,
      id: await donorNumberOf(t.handle.db, email),
    });
    expect(login.statusCode).toBe(200);
    return login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '';
  };
  const calendar = (session: string | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/my-page/calendar.ics${query}`,
      ...(session ? { cookies: { zechus_session: session } } : {}),
    });
  const oneClick = (token: string, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url: `/reminders/stop/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { today: TODAY, env: { PUBLIC_URL } });
    outbox = t.outboxDir;
    mailer = loggingMailer(
      createMailer({ from: 'z@zechus.org', outboxDir: outbox }),
      t.handle.db,
      undefined,
      {
        reminderStopUrl: reminderStopUrlMinter(t.handle.db, PUBLIC_URL),
      },
    );
  });
  afterAll(async () => {
    mailer.close();
    await t.close();
  });

  it('a family stops the reminders in one click from their mail app, and the day-before one never comes', async () => {
    const { id, yahrzeit } = await dedicate('stop@example.org', 20);
    await run(addDays(yahrzeit, -7));
    const [weekAhead] = remindersTo('stop@example.org');
    const token = stopTokenOf(weekAhead ?? readMime(Buffer.from('')));
    // The mail app's POST: no cookie, no CSRF token; the token in the address is enough.
    const stopped = await oneClick(token);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toBe('Reminders for this dedication are stopped.');
    const page = await t.app.inject({ method: 'GET', url: `/api/reminders/${token}` });
    expect(page.json()).toEqual({ name: 'ר׳ משה בן ר׳ אברהם ז״ל', remindersOn: false });
    await run(addDays(yahrzeit, -1));
    expect(remindersTo('stop@example.org')).toHaveLength(1);
    const row = await t.handle.db
      .selectFrom('enrollments')
      .select('reminders_stopped_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.reminders_stopped_at).not.toBeNull();
  });

  it('the link’s page asks first: opening it changes nothing, its button stops them and another turns them back on', async () => {
    const { yahrzeit } = await dedicate('page@example.org', 19);
    await run(addDays(yahrzeit, -7));
    const token = stopTokenOf(remindersTo('page@example.org')[0] ?? readMime(Buffer.from('')));
    // A mail scanner opening the link: the page, and nothing stopped.
    await t.app.inject({
      method: 'GET',
      url: `/reminders/stop/${token}`,
      headers: { accept: 'text/html' },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/reminders/${token}` });
    expect(read.json().remindersOn).toBe(true);
    // The page's buttons post with the CSRF token, as every form of the app.
    const noCsrf = await t.app.inject({ method: 'POST', url: `/api/reminders/${token}/stop` });
    expect(noCsrf.statusCode).toBe(403);
    const stop = await t.browser.post(`/api/reminders/${token}/stop`, undefined);
    expect(stop.json()).toEqual({ name: 'ר׳ משה בן ר׳ אברהם ז״ל', remindersOn: false });
    const resume = await t.browser.post(`/api/reminders/${token}/resume`, undefined);
    expect(resume.json().remindersOn).toBe(true);
    await run(addDays(yahrzeit, -1));
    const received = remindersTo('page@example.org');
    expect(received.map((m) => m.headers.get('subject'))).toEqual([
      expect.stringMatching(/^A week from today: /),
      expect.stringMatching(/^Tomorrow: /),
    ]);
  });

  it('a wrong or broken link is refused without saying whether it ever worked', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/reminders/${UNKNOWN_TOKEN}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REMINDER_LINK_UNKNOWN);
    expect((await oneClick(UNKNOWN_TOKEN)).statusCode).toBe(404);
    expect(
      (await t.browser.post(`/api/reminders/${UNKNOWN_TOKEN}/stop`, undefined)).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders/short' })).statusCode).toBe(
      400,
    );
    expect((await oneClick('short')).statusCode).toBe(400);
    // A POST that is not RFC 8058's one-click (no List-Unsubscribe=One-Click) stops nothing.
    const { yahrzeit } = await dedicate('form@example.org', 18);
    await run(addDays(yahrzeit, -7));
    const token = stopTokenOf(remindersTo('form@example.org')[0] ?? readMime(Buffer.from('')));
    expect((await oneClick(token, 'hello=1')).statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: `/api/reminders/${token}` });
    expect(read.json().remindersOn).toBe(true);
  });

  it('a reminder the mail server refused waits in the mail log as failed, and the office’s Retry sends it whole', async () => {
    const { yahrzeit } = await dedicate('retry@example.org', 17);
    const down = loggingMailer(
      createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'z@zechus.org', outboxDir: outbox }),
      t.handle.db,
      undefined,
      { reminderStopUrl: reminderStopUrlMinter(t.handle.db, PUBLIC_URL) },
    );
    await run(addDays(yahrzeit, -7), down);
    down.close();
    const failed = await t.handle.db
      .selectFrom('mail_log')
      .select(['id', 'status', 'error'])
      .where('to_address', '=', 'retry@example.org')
      .where('kind', '=', 'learning-reminder')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The mail server could not be reached.',
    });
    // Claimed before sending: the job does not send it again behind the office's back.
    await run(addDays(yahrzeit, -7));
    expect(remindersTo('retry@example.org')).toHaveLength(0);
    expect(await mailer.resend(failed.id)).toBe(true);
    const [resent] = remindersTo('retry@example.org');
    const token = stopTokenOf(resent ?? readMime(Buffer.from('')));
    expect(resent?.headers.get('list-unsubscribe')).toBe(`<${PUBLIC_URL}/reminders/stop/${token}>`);
    expect(resent?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const ics = leafParts(resent ?? readMime(Buffer.from(''))).find((p) =>
      (p.headers.get('content-type') ?? '').startsWith('text/calendar'),
    );
    expect(ics?.text).toContain(`DTSTART;VALUE=DATE:${yahrzeit.replaceAll('-', '')}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/reminders/${token}` })).statusCode).toBe(
      200,
    );
  });

  it('"Add all dates to my calendar" needs a login and holds only the donor’s own dates, one entry each', async () => {
    const year = await dedicate('calendar@example.org', 30, 'year');
    const day = await dedicate('calendar@example.org', 16);
    const someoneElse = await dedicate('neighbour@example.org', 15);
    expect((await calendar(null)).statusCode).toBe(401);
    const session = await sessionOf('calendar@example.org');
    const reply = await calendar(session);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="zechus-learning-dates.ics"',
    );
    const events = new ICAL.Component(ICAL.parse(reply.body)).getAllSubcomponents('vevent');
    const uids = events.map((e) => String(e.getFirstPropertyValue('uid')));
    expect(uids).toHaveLength(year.days.length + day.days.length);
    expect(uids).toContain(`dedication-${day.id}-${day.yahrzeit}@zechus.example`);
    expect(uids.some((uid) => uid.startsWith(`dedication-${someoneElse.id}-`))).toBe(false);
    // One dedication alone, and never someone else's.
    const one = await calendar(session, `?dedication=${day.id}`);
    expect(one.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect((await calendar(session, `?dedication=${someoneElse.id}`)).statusCode).toBe(403);
    expect((await calendar(session, '?dedication=abc')).statusCode).toBe(400);
  });
});
