import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { londonDay, SANDBOX_API } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from './db/seed/demo.ts';
import { leafParts, readMime } from './mail/testing/read-mime.ts';
import { openChapters } from './modules/scan/scan-test-chapters.ts';
import { STAFF_COOKIE } from './modules/staff/staff-session.ts';
import { fakeClientBuild } from './test/fake-client-build.ts';
import { ProcessBrowser } from './test/process-browser.ts';
import { startServerProcess } from './test/server-process.ts';
import { signUpRequest } from './test/sign-up-request.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from './test/test-database.ts';

const CARD = '4242 4242 4242 4242';
const CVC = '739';
const NEW_STAFF_PASSWORD = 'lantern-harbour-violet-quietly-73';
const PROXY_REQUEST_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** The demo donor's month of learning (db/seed/demo.ts). */
const DEMO_DEDICATION = 2;

type LogLine = Record<string, unknown>;

/** Every string inside a logged object, however deep (a CVC is sent as one). */
const strings = (value: unknown): string[] =>
  value !== null && typeof value === 'object'
    ? Object.values(value).flatMap(strings)
    : typeof value === 'string'
      ? [value]
      : [];

/**
 * Issue 25 §5: the real compiled server in production mode, driven through a day's worth of
 * sensitive requests — a staff login with a password, a station's scan with its token, a sign-up
 * paid by card, a family's shared link and a staff welcome link opened by their addresses, a
 * contact message — then stopped; its whole output is read back.
 */
describe.each(TEST_ENGINES)('a production run’s log, on %s', (engine) => {
  let database: TestDatabase;
  let webDir: string;
  let server: ReturnType<typeof startServerProcess> | undefined;
  let lines: string[] = [];
  let instance = '';
  /** What the run handled that must never be written down. */
  const secrets: Record<string, string> = {};
  /** Lines of the e-mails' text as the recipients read it. */
  let mailLines: string[] = [];
  /** X-Request-Id of each answer, by what was asked. */
  const answeredIds: Record<string, string | null> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine, { demo: {} });
    const [barcode = ''] = await openChapters(database.handle.db, londonDay(new Date()), 1);
    webDir = fakeClientBuild();
    server = startServerProcess({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: database.dataDir,
      WEB_DIST_DIR: webDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    const closed = once(server.child, 'close');
    const base = await server.listening;
    instance = `${os.hostname()}-${server.child.pid}`;
    const ok = async (reply: Response, what: string) => {
      expect(reply.status, `${what}: ${await reply.clone().text()}`).toBeLessThan(300);
      answeredIds[what] = reply.headers.get('x-request-id');
      return reply;
    };

    // The office signs in with its password and sets up a scanner station.
    const office = new ProcessBrowser(base);
    secrets.staffPassword = DEMO.staff.password;
    await ok(
      await office.post('/api/office/login', {
        email: DEMO.staff.email,
        password: DEMO.staff.password,
      }),
      'staff login',
    );
    secrets.staffCookie = office.cookie(STAFF_COOKIE);
    secrets.officeCsrfCookie = office.cookie('XSRF-TOKEN');
    const station = await ok(
      await office.post('/api/office/stations', { name: 'Main hall' }),
      'new station',
    );
    secrets.stationToken = ((await station.json()) as { token: string }).token;

    // The station scans a sheet with its token.
    await ok(
      await fetch(`${base}/api/scan`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secrets.stationToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ barcode }),
      }),
      'scan',
    );

    // A sponsor signs up: the card goes to the sandbox's tokenizer, the sign-up carries its id.
    const sponsor = new ProcessBrowser(base);
    const card = await ok(
      await sponsor.post(SANDBOX_API.paymentMethods, {
        number: CARD,
        exp_month: 12,
        exp_year: 2039,
        cvc: CVC,
      }),
      'card',
    );
    const { id: paymentMethod } = (await card.json()) as { id: string };
    const signUp = signUpRequest();
    await ok(
      await sponsor.post(
        '/api/sign-up',
        signUpRequest({ billing: { ...signUp.billing, paymentMethod } }),
        { 'idempotency-key': crypto.randomUUID() },
      ),
      'sign-up',
    );

    // A donor signs in and shares a dedication; the family opens the link, page and data.
    const donor = new ProcessBrowser(base);
    await ok(
      await donor.post('/api/login', { email: DEMO.donor.email, id: DEMO.donor.donorNumber }),
      'donor login',
    );
    secrets.donorCookie = donor.cookie('zechus_session');
    const shared = await ok(
      await donor.post(`/api/my-page/dedications/${DEMO_DEDICATION}/share`, {}),
      'share',
    );
    const sharedUrl = new URL(((await shared.json()) as { url: string }).url);
    secrets.shareToken = sharedUrl.pathname.split('/').pop() ?? '';
    const family = new ProcessBrowser(base);
    await ok(await family.get(sharedUrl.pathname, { accept: 'text/html' }), 'shared page');
    await ok(await family.get(`/api/shared/${secrets.shareToken}?day=1`), 'shared data');
    // A renewal link nobody was sent: refused, and its token no more logged than a good one.
    secrets.renewalToken = crypto.randomBytes(32).toString('base64url');
    await family.get(`/api/renewals/${secrets.renewalToken}`);

    // The office invites a teacher, who opens the e-mailed link and sets a password.
    await ok(
      await office.post('/api/office/staff', {
        email: 'new.teacher@school.example.org',
        name: 'Miriam Katz',
        role: 'teacher',
      }),
      'invite',
    );
    const outbox = path.join(database.dataDir, 'outbox');
    const mails = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).map((file) =>
        readMime(fs.readFileSync(path.join(outbox, file))),
      );
    const welcomeText = () =>
      mails()
        .map((mail) =>
          leafParts(mail)
            .map((part) => part.text)
            .join('\n'),
        )
        .find((text) => text.includes('/office/welcome/'));
    const welcome = await vi.waitFor(() => welcomeText() ?? Promise.reject(new Error('no mail')), {
      timeout: 10_000,
    });
    secrets.welcomeToken = /\/office\/welcome\/([\w-]+)/.exec(welcome)?.[1] ?? '';
    const teacher = new ProcessBrowser(base);
    await ok(await teacher.get(`/api/office/welcome/${secrets.welcomeToken}`), 'welcome link');
    secrets.newStaffPassword = NEW_STAFF_PASSWORD;
    await ok(
      await teacher.post(`/api/office/welcome/${secrets.welcomeToken}`, {
        password: NEW_STAFF_PASSWORD,
        confirm: NEW_STAFF_PASSWORD,
      }),
      'set password',
    );
    secrets.newStaffCookie = teacher.cookie(STAFF_COOKIE);

    // A visitor writes to the office; and a request arrives through the proxy with its id.
    await ok(
      await family.post('/contact', {
        name: 'Rivka Adler',
        email: 'rivka@example.org',
        message: 'Could our class learn Mishnayos for our grandmother this winter, please?',
      }),
      'contact',
    );
    await ok(
      await fetch(`${base}/api/health`, { headers: { 'x-request-id': PROXY_REQUEST_ID } }),
      'health via proxy',
    );

    // Sign-up confirmation, welcome link and contact message: all sent before stopping.
    await vi.waitFor(() => expect(mails().length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    mailLines = mails()
      .flatMap((mail) => leafParts(mail).flatMap((part) => part.text.split('\n')))
      .map((line) => line.trim())
      .filter((line) => line.length >= 20);

    server.child.kill('SIGTERM');
    await closed;
    lines = [...server.stdout().split('\n'), ...server.stderr().split('\n')].filter(Boolean);
  }, 120_000);

  afterAll(async () => {
    // Stopped by the run itself; only a run that failed halfway leaves it up.
    if (server?.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.destroy();
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  });

  const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

  it('is one JSON object a line, every line naming the instance', () => {
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(() => JSON.parse(line) as unknown, line).not.toThrow();
      expect((JSON.parse(line) as LogLine).instance, line).toBe(instance);
    }
  });

  it('gives every line of a request its request id, the one its answer carried', () => {
    const requestLines = parsed().filter((line) => 'req' in line || 'res' in line);
    expect(requestLines.length).toBeGreaterThan(20);
    for (const line of requestLines) expect(line.reqId, JSON.stringify(line)).toBeTruthy();
    const logged = new Set(requestLines.map((line) => line.reqId));
    for (const [what, id] of Object.entries(answeredIds)) {
      expect(id, what).toBeTruthy();
      expect(logged.has(id), `${what}: ${id}`).toBe(true);
    }
    expect(answeredIds['health via proxy']).toBe(PROXY_REQUEST_ID);
  });

  it('holds no password, token, cookie, card number or CVC', () => {
    expect(Object.values(secrets).every((secret) => secret.length >= 8)).toBe(true);
    const output = lines.join('\n');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(output.includes(secret), name).toBe(false);
    }
    expect(output).not.toContain(CARD);
    expect(output).not.toContain(CARD.replace(/ /g, ''));
    for (const line of parsed()) expect(strings(line), JSON.stringify(line)).not.toContain(CVC);
    // The pages asked for are still there to read, their tokens masked.
    expect(output).toContain('"url":"/shared/[token]"');
    expect(output).toContain('"url":"/api/office/welcome/[token]"');
  });

  it('says which e-mails went, by template and domain, and never a line of their text', () => {
    expect(mailLines.length).toBeGreaterThan(5);
    const output = lines.join('\n');
    for (const line of mailLines) expect(output.includes(line), line).toBe(false);
    const sent = parsed().filter((line) => line.msg === 'e-mail sent');
    expect(sent.map((line) => line.mail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'staff-welcome', toDomain: 'school.example.org' }),
        expect.objectContaining({ kind: 'contact-to-office' }),
      ]),
    );
    expect(output).not.toContain('new.teacher@');
  });
});
