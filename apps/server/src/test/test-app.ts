import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { createClock } from '../config/clock.ts';
import { loadConfig, type Config } from '../config/env.ts';
import type { Db, Engine } from '../db/database.ts';
import { loggingMailer } from '../mail/mail-log.ts';
import { signInUrlMinter } from '../modules/auth/sign-in-links.ts';
import { reminderStopUrlMinter } from '../modules/reminders/stop-links.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { PaymentGateway } from '../modules/payments/gateway/gateway.ts';
import { SandboxGateway } from '../modules/payments/gateway/sandbox-gateway.ts';
import type { StripeReader } from '../modules/payments/stripe-reader.ts';
import {
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
} from './test-database.ts';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  outboxDir: string;
  gateway: PaymentGateway;
  /** A browser-like session: carries the XSRF-TOKEN cookie and echoes it in the header. */
  browser: TestBrowser;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** The demo seeded (`seedDemoIfEmpty`) for this day, London's today by default. */
  demo?: TestDatabaseOptions['demo'];
  mailer?: Mailer;
  paymentGateway?: PaymentGateway;
  /** With Stripe as the gateway: reads refunds and disputes from the tests' stand-in. */
  stripeReader?: StripeReader;
  /** Pins "today" (Europe/London, YYYY-MM-DD) for sign-ups and donations. */
  today?: string;
  /** A folder with an index.html to serve as the built client. */
  webDistDir?: string;
  /** A movable day (TEST_CLOCK=on): POST /api/test/clock. */
  testClock?: boolean;
  /** Told of every route as it is added (AppDeps.onRoute). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** The whole app over a fresh database, for `app.inject` tests. */
export async function createTestApp(
  engine: Engine,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine, options.demo ? { demo: options.demo } : {});
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    WEB_DIST_DIR: options.webDistDir ?? path.join(database.dataDir, 'no-client-built'),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  const outboxDir = path.join(database.dataDir, 'outbox');
  // Logged as in server.ts, so the mail log and Needs attention see the tests' e-mails.
  const mailer = loggingMailer(
    options.mailer ?? createMailer({ from: config.MAIL_FROM, outboxDir, smtpUrl: undefined }),
    database.handle.db,
    undefined,
    {
      signInUrl: signInUrlMinter(database.handle.db, config.PUBLIC_URL),
      reminderStopUrl: reminderStopUrlMinter(database.handle.db, config.PUBLIC_URL),
    },
  );
  const gateway = options.paymentGateway ?? new SandboxGateway();
  const pinnedToday = options.today;
  const clock = createClock(true);
  const app = await buildApp({
    config,
    database: database.handle,
    mailer,
    paymentGateway: gateway,
    ...(options.stripeReader ? { stripeReader: options.stripeReader } : {}),
    ...(pinnedToday !== undefined ? { today: () => pinnedToday } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.testClock && clock.setDay
      ? { today: clock.today, testClock: { today: clock.today, setDay: clock.setDay } }
      : {}),
  });
  await app.ready();
  return {
    ...database,
    app,
    config,
    outboxDir,
    gateway,
    browser: new TestBrowser(app),
    async close() {
      await app.close();
      mailer.close();
      await database.destroy();
    },
  };
}

/** Reads the .eml files the outbox mailer wrote, oldest first. */
export function readOutbox(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));
}

/** The donor number of the donor with this e-mail (throws if there is none). */
export async function donorNumberOf(db: Db, email: string): Promise<string> {
  const donor = await db
    .selectFrom('donors')
    .select('donor_number')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return donor.donor_number;
}

/** Behaves like the web client: loads a page once for its CSRF token, then sends it along. */
export class TestBrowser {
  #csrf: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  async csrfToken(): Promise<string> {
    if (this.#csrf) return this.#csrf;
    const page = await this.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    const cookie = page.cookies.find((c) => c.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('the page set no XSRF-TOKEN cookie');
    this.#csrf = cookie.value;
    return cookie.value;
  }

  async post(
    url: string,
    payload: unknown,
    extra: InjectOptions = {},
  ): Promise<LightMyRequestResponse> {
    const token = await this.csrfToken();
    return this.app.inject({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      ...extra,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': token,
        ...extra.headers,
      },
      cookies: { 'XSRF-TOKEN': token, ...extra.cookies },
    });
  }
}
