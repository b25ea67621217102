import crypto from 'node:crypto';
import { addDays, certificateFileName, DAILY_MAIL_LINK_UNKNOWN } from '@zechus/shared';
import type { SignUpRequestInput } from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLearningStarts } from '../../jobs/learning-starts.ts';
import { leafParts, partText, readMime } from '../../mail/testing/read-mime.ts';
import { mailerTo, startSmtpInbox, type SmtpInbox } from '../../mail/testing/smtp-inbox.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { createTestApp, donorNumberOf, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { mailDailyMourning } from './mail-daily.ts';

const TODAY = '2026-11-24';
const PUBLIC_URL = 'https://zechus.example';
const NAME = 'ר׳ יעקב בן שמואל ז״ל';
const STOP_LINK = /https:\/\/zechus\.example\/daily-mail\/stop\/([A-Za-z0-9_-]{43})/;
const CONFIRM_LINK = /https:\/\/zechus\.example\/daily-mail\/confirm\/([A-Za-z0-9_-]{43})/;
const log = pino({ level: 'silent' });

/** An instant at `hour`:30 London time on `day` (late November: London keeps UTC). */
const at = (hour: number, day = TODAY) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:30:00Z`);

describe.each(TEST_ENGINES)('the daily e-mail through the mourning on %s', (engine) => {
  let smtp: SmtpInbox;
  let mailer: Mailer;
  let t: TestApp;

  const run = (day: string, now: Date, m: Mailer = mailer) =>
    mailDailyMourning(
      {
        db: t.handle.db,
        mailer: m,
        publicUrl: PUBLIC_URL,
        log,
        programmeTitle: 'Zechus',
        shareLinkKey: crypto
          .createHash('sha256')
          .update('zechus development share-link key')
          .digest(),
      },
      day,
      now,
    );

  /** The daily e-mails (not the sign-up's or the confirm's) this address received, read as a mail app does. */
  const dailyTo = (email: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .map((mail) => readMime(mail.raw))
      .filter(
        (m) =>
          m.headers.get('subject')?.startsWith('Today’s learning') ||
          m.headers.get('subject')?.startsWith("Today's learning"),
      );
  const textOf = (m: ReturnType<typeof readMime> | undefined) =>
    (m && partText(m, 'text/plain')) ?? '';

  /** A sponsor dedicates a shiva begun `begunDaysAgo` days ago (the rest of the week). */
  async function dedicateShiva(email: string, begunDaysAgo = 0, total = 1000) {
    const body: SignUpRequestInput = signUpRequest({
      plan: { id: 4, type: 'shiva', kind: 'shiva', price: 1000, total },
      episode: {
        kind: 'shiva',
        name: NAME,
        date: { month: null, day: null, shivaBegan: addDays(TODAY, -begunDaysAgo) },
      },
      contact: { name: 'Dovid Klein', phone: '+44 20 7946 0002', email },
    });
    const reply = await t.browser.post('/api/sign-up', body, {
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().enrollment as { id: number; dates: string[] };
  }

  /** The sponsor, signed in on My Page: PUT and POST with session and CSRF token. */
  async function signedIn(email: string) {
    const browser = new TestBrowser(t.app);
    const login = await browser.post('/api/login', {
      email,
      id: await donorNumberOf(t.handle.db, email),
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '';
    const csrf = await browser.csrfToken();
    const send = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: { 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': csrf },
        cookies: { zechus_session: session, 'XSRF-TOKEN': csrf },
      });
    return { send };
  }

  async function turnOn(email: string, id: number, hour = 19) {
    const me = await signedIn(email);
    const reply = await me.send('PUT', `/api/my-page/dedications/${id}/daily-mail`, {
      on: true,
      hour,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return me;
  }

  const oneClick = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/daily-mail/stop/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    mailer = mailerTo(smtp);
    t = await createTestApp(engine, {
      demo: { today: TODAY },
      today: TODAY,
      mailer,
      env: { PUBLIC_URL, PAYMENT_LIMIT_PER_IP: '1000' },
    });
  }, 120_000);
  afterAll(async () => {
    mailer.close();
    await t.close();
    await smtp.close();
  });

  it('comes at the sponsor’s hour with today’s count and their My Page link, not an hour before, and only once', async () => {
    const { id } = await dedicateShiva('hour@example.org');
    await turnOn('hour@example.org', id, 19);
    await run(TODAY, at(18));
    expect(dailyTo('hour@example.org')).toHaveLength(0);
    await run(TODAY, at(19));
    await run(TODAY, at(20)); // a later pass the same day, or a restart
    const mails = dailyTo('hour@example.org');
    expect(mails).toHaveLength(1);
    const text = textOf(mails[0]);
    const done = await t.handle.db
      .selectFrom('assignments')
      .select((eb) => eb.fn.count<number | string>('id').as('n'))
      .where('day', '=', TODAY)
      .where('done_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(done.n)).toBeGreaterThan(0);
    expect(text).toContain('Dear Dovid Klein,');
    expect(text).toContain('the 1st day of the shiva');
    expect(text).toContain(
      `the children learned ${Number(done.n)} perakim of the Mishnah in loving memory of`,
    );
    expect(text).toContain(NAME);
    expect(text).toContain(`${PUBLIC_URL}/my-page/${id}?day=1`);
    expect(mails[0]?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]?.headers.get('list-unsubscribe')).toMatch(STOP_LINK);
  });

  it('is off until the sponsor turns it on, and only a mourning’s dedication offers it', async () => {
    const { id } = await dedicateShiva('off@example.org');
    await run(TODAY, at(20));
    expect(dailyTo('off@example.org')).toHaveLength(0);
    const me = await signedIn('off@example.org');
    const read = await me.send('GET', `/api/my-page/dedications/${id}/daily-mail`);
    expect(read.json()).toEqual({ on: false, hour: 19, offered: true });
    const night = await me.send('PUT', `/api/my-page/dedications/${id}/daily-mail`, {
      on: true,
      hour: 23,
    });
    expect(night.statusCode).toBe(400);
    // A day for a yoirtzeit is no mourning: nothing to offer.
    const day = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email: 'day@example.org' },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(day.statusCode, day.body).toBe(200);
    const yoirtzeitDay = day.json().enrollment as { id: number };
    const dayDonor = await signedIn('day@example.org');
    // Someone else's dedication: refused, as every donor route does.
    const theirs = await dayDonor.send('PUT', `/api/my-page/dedications/${id}/daily-mail`, {
      on: true,
      hour: 19,
    });
    expect(theirs.statusCode).toBe(403);
    const other = `/api/my-page/dedications/${yoirtzeitDay.id}/daily-mail`;
    expect((await dayDonor.send('GET', other)).json()).toMatchObject({ offered: false });
    expect((await dayDonor.send('PUT', other, { on: true, hour: 19 })).statusCode).toBe(409);
  });

  it('two passes racing (two instances) send it once', async () => {
    const { id } = await dedicateShiva('race@example.org');
    await turnOn('race@example.org', id, 8);
    const other = mailerTo(smtp);
    await Promise.all([run(TODAY, at(9)), run(TODAY, at(9), other)]);
    other.close();
    expect(dailyTo('race@example.org')).toHaveLength(1);
  });

  it('one click in the mail app (RFC 8058) stops it, and the next day’s never comes', async () => {
    const { id } = await dedicateShiva('stop@example.org');
    await turnOn('stop@example.org', id);
    await run(TODAY, at(19));
    const token = STOP_LINK.exec(textOf(dailyTo('stop@example.org')[0]))?.[1] ?? '';
    const stopped = await oneClick(token);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toBe('The daily e-mails are stopped.');
    const page = await t.app.inject({ method: 'GET', url: `/api/daily-mail/${token}` });
    expect(page.json()).toEqual({ name: NAME, on: false });
    await run(addDays(TODAY, 1), at(19, addDays(TODAY, 1)));
    expect(dailyTo('stop@example.org')).toHaveLength(1);
    // A POST that is not the one-click, or a stranger's token, stops nothing and says nothing.
    const unknown = crypto.randomBytes(32).toString('base64url');
    expect((await oneClick(unknown)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/daily-mail/${unknown}` })).json().message,
    ).toBe(DAILY_MAIL_LINK_UNKNOWN);
    expect((await oneClick('short')).statusCode).toBe(400);
  });

  it('ends with the shiva: nothing the day after its last day', async () => {
    const { id, dates } = await dedicateShiva('ends@example.org');
    await turnOn('ends@example.org', id);
    const last = dates[dates.length - 1] ?? '';
    const after = addDays(last, 1);
    await run(after, at(19, after));
    expect(dailyTo('ends@example.org')).toHaveLength(0);
  });

  it('the last day’s e-mail carries the certificate, once the day’s learning is complete', async () => {
    // Begun six days ago: today is the seventh and last day.
    const { id, dates } = await dedicateShiva('last@example.org', 6, 143);
    expect(dates).toEqual([TODAY]);
    await turnOn('last@example.org', id);
    await run(TODAY, at(19));
    // Not complete yet: it waits for the certificate (until 21:00).
    expect(dailyTo('last@example.org')).toHaveLength(0);
    await t.handle.db
      .updateTable('assignments')
      .set({ done_at: new Date().toISOString(), done_source: 'hand' })
      .where('day', '=', TODAY)
      .where('done_at', 'is', null)
      .execute();
    await t.app.certificates.idle();
    await run(TODAY, at(20));
    const [mail] = dailyTo('last@example.org');
    expect(mail?.headers.get('subject')).toContain('525 perakim, with the certificate');
    expect(textOf(mail)).toContain('Its certificate is attached');
    const pdf = leafParts(mail ?? readMime(Buffer.from(''))).find((part) =>
      part.headers.get('content-type')?.startsWith('application/pdf'),
    );
    expect(pdf?.headers.get('content-disposition')).toContain(certificateFileName(TODAY));
    expect(
      Buffer.from(pdf?.bytes ?? [])
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('a relative asks on the shared page, gets nothing until they confirm, then the shared link each day until the link is ended', async () => {
    const { id } = await dedicateShiva('sponsor@example.org');
    const me = await signedIn('sponsor@example.org');
    const share = await me.send('POST', `/api/my-page/dedications/${id}/share`);
    expect(share.statusCode, share.body).toBe(200);
    const sharedUrl: string = share.json().url;
    const shareToken = sharedUrl.split('/shared/')[1] ?? '';
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/shared/${shareToken}/daily-mail`,
    });
    expect(offer.json()).toEqual({ offered: true, hour: '19:00' });
    const ask = (email: string) =>
      t.browser.post(`/api/shared/${shareToken}/daily-mail`, { email });
    expect((await ask('not an address')).statusCode).toBe(400);
    expect((await ask('Aunt@Example.org')).statusCode).toBe(202);
    const confirmMail = smtp.received.filter((m) => m.to.includes('aunt@example.org')).at(-1);
    const confirmText = textOf(confirmMail && readMime(confirmMail.raw));
    const confirmToken = CONFIRM_LINK.exec(confirmText)?.[1] ?? '';
    expect(confirmToken).not.toBe('');
    await run(TODAY, at(19));
    expect(dailyTo('aunt@example.org')).toHaveLength(0);
    // Opening the link without the page's CSRF token confirms nothing; the page's button does.
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/daily-mail/confirm/${confirmToken}`,
    });
    expect(noCsrf.statusCode).toBe(403);
    const confirmed = await t.browser.post(`/api/daily-mail/confirm/${confirmToken}`, undefined);
    expect(confirmed.json()).toEqual({ name: NAME, hour: '19:00' });
    const tomorrow = addDays(TODAY, 1);
    await run(tomorrow, at(19, tomorrow));
    const [mail] = dailyTo('aunt@example.org');
    expect(textOf(mail)).toContain('Shalom,');
    expect(textOf(mail)).toContain(sharedUrl);
    // The sponsor ends the shared link: the relative's e-mails end with it.
    expect((await me.send('POST', `/api/my-page/dedications/${id}/share/new`)).statusCode).toBe(
      200,
    );
    const ended = await t.app.inject({
      method: 'GET',
      url: `/api/shared/${shareToken}/daily-mail`,
    });
    expect(ended.statusCode).toBe(404);
    const next = addDays(TODAY, 2);
    await run(next, at(19, next));
    expect(dailyTo('aunt@example.org')).toHaveLength(1);
  });

  it('“The children are learning today” goes at the dedication’s hour, never at night', async () => {
    const { id } = await dedicateShiva('starts@example.org');
    await t.handle.db
      .updateTable('enrollments')
      .set({ start_mailed_on: null })
      .where('id', '=', id)
      .execute();
    const deps = { db: t.handle.db, mailer, publicUrl: PUBLIC_URL, log };
    const starts = () =>
      smtp.received.filter(
        (m) =>
          m.to.includes('starts@example.org') &&
          readMime(m.raw).headers.get('subject') ===
            'The children are learning in your dedication today',
      );
    await mailLearningStarts(deps, TODAY, new Date(`${TODAY}T00:05:00Z`));
    await mailLearningStarts(deps, TODAY, at(18));
    expect(starts()).toHaveLength(0);
    await mailLearningStarts(deps, TODAY, at(19));
    expect(starts()).toHaveLength(1);
  });
});
