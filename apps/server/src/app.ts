import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config/env.ts';
import { loggerOptions } from './config/logger.ts';
import type { DatabaseHandle } from './db/database.ts';
import { installCompression } from './http/compression.ts';
import { installCsrfProtection } from './http/csrf.ts';
import { refuseCardData } from './http/no-card-data.ts';
import { databaseRateLimitStore } from './http/database-rate-limit-store.ts';
import { installErrorHandler } from './http/errors.ts';
import { installRequestIdHeader, requestIdFor } from './http/request-id.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installBodyTimeout, serverTimeoutOptions } from './http/timeouts.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateway } from './modules/payments/gateway/gateway.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import {
  stripeReader as makeStripeReader,
  type StripeReader,
} from './modules/payments/stripe-reader.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { readyRoutes } from './modules/health/ready-routes.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { progressRoutes } from './modules/progress/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { pagePreviews } from './modules/link-previews/page-previews.ts';
import { linkPreviewRoutes } from './modules/link-previews/routes.ts';
import { scanRoutes } from './modules/scan/routes.ts';
import { officeRoutes } from './modules/office.ts';
import { officeAuthRoutes } from './modules/staff/auth-routes.ts';
import { folderUploadStore } from './storage/uploads.ts';
import { createClock, type Clock } from './config/clock.ts';
import { testClockRoutes } from './modules/test-clock-routes.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { testReminderRoutes } from './modules/reminders/test-routes.ts';
import { dailyMailRoutes } from './modules/daily-mail/routes.ts';
import { testDailyMailRoutes } from './modules/daily-mail/test-routes.ts';
import { forceReloadRoutes } from './modules/wall/force-reload-routes.ts';
import { wallRoutes } from './modules/wall/routes.ts';
import { CertificateMailing } from './modules/certificates/certificate-mailing.ts';
import { certificateRoutes } from './modules/certificates/routes.ts';
import { sharingRoutes } from './modules/sharing/routes.ts';
import { shareLinkKey } from './modules/sharing/sealed-tokens.ts';
import { installSessionCache } from './modules/auth/session-ends.ts';
import { LiveBus } from './live/live-bus.ts';
import { liveRoutes } from './live/routes.ts';
import { SseHub } from './live/sse-hub.ts';
import { installMetrics } from './metrics/install.ts';
import { registerPaymentRoutes } from './payment-routes.ts';

/**
 * Only the proxies TRUST_PROXY names may set the client address (default: none), so a forged
 * X-Forwarded-For cannot dodge the per-IP limits. Fastify refuses a bare hop count (it cannot
 * tell a proxy from a client that reached the app directly), so a count is passed as a trust
 * function: the operator who sets one vouches that the app is reachable only through them.
 */
const trustProxyOption = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  paymentGateway: PaymentGateway;
  /**
   * Reads refunds and disputes back from Stripe (with PAYMENT_GATEWAY=stripe; made from the
   * secret key when not given). Tests give one pointed at their Stripe stand-in.
   */
  stripeReader?: StripeReader;
  /** Today in Europe/London (config/clock.ts; default: the real day); tests pin it. */
  today?: () => string;
  /** A clock whose day can be moved (TEST_CLOCK=on): adds POST /api/test/clock. */
  testClock?: Required<Clock>;
  /** Told of every route as it is added: lets a test reach every route (the fuzz test). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** The process's logger (server.ts: config/logger.ts); without it, one made from config. */
  log?: FastifyBaseLogger;
}

/** Builds the whole HTTP application; server.ts listens, tests use app.inject. */
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** Fastify's types expect Ajv's compilers here; ours compile zod schemas, as the provider does. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export async function buildApp({
  config,
  database,
  mailer,
  paymentGateway,
  stripeReader,
  today = createClock(false).today,
  testClock,
  onRoute,
  log,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(log ? { loggerInstance: log } : { logger: loggerOptions(config) }),
    // A request's id in its log lines and its X-Request-Id answer (http/request-id.ts).
    genReqId: requestIdFor,
    // Every schema is a zod one (fastify-type-provider-zod): with its compilers given here,
    // Fastify does not load and set up Ajv and fast-json-stringify, which it would never use —
    // a tenth of the server's start (issue 11: healthy within a second).
    schemaController: { compilersFactory: zodCompilers },
    bodyLimit: 64 * 1024,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    // A request that reaches us on a connection still open while we drain is answered, not
    // refused with Fastify's bare 503, which nginx would pass on to the visitor (shutdown.ts).
    return503OnClosing: false,
    ...serverTimeoutOptions({
      headersMs: config.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
      idleMs: config.HTTP_IDLE_TIMEOUT_MS,
    }),
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  installRequestIdHeader(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installBodyTimeout(app, config.HTTP_BODY_TIMEOUT_MS);

  await installSecurityHeaders(app, config);
  // Before any route: it hooks each route as it is declared.
  await installCompression(app);
  await app.register(cookie);
  // Counted in the database, so instances sharing it share every limit (a route may still keep
  // its own in memory: see database-rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  installCsrfProtection(app);
  refuseCardData(app);

  await app.register(healthRoutes, { database });
  await app.register(readyRoutes, { database });
  await app.register(planRoutes, { db: database.db });
  await app.register(contactRoutes, {
    db: database.db,
    mailer,
    officeEmail: config.OFFICE_EMAIL,
  });
  const secureCookies = config.PUBLIC_URL.startsWith('https://');
  await app.register(authRoutes, {
    db: database.db,
    secureCookies,
    loginLimitPerIp: config.LOGIN_LIMIT_PER_IP,
    mailer,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(progressRoutes, {
    db: database.db,
    showRecordings: config.SHOW_RECORDINGS,
    today,
  });
  if (testClock) await app.register(testClockRoutes, { clock: testClock });
  await app.register(reminderRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });
  if (testClock) {
    await app.register(testReminderRoutes, {
      db: database.db,
      mailer,
      publicUrl: config.PUBLIC_URL,
      today,
    });
  }
  // Issue 26 §6: the daily e-mail through a shiva or shloishim (decision 0041).
  await app.register(dailyMailRoutes, {
    db: database.db,
    mailer,
    publicUrl: config.PUBLIC_URL,
    today,
  });
  if (testClock) {
    await app.register(testDailyMailRoutes, {
      db: database.db,
      mailer,
      publicUrl: config.PUBLIC_URL,
      today,
      programmeTitle: config.PROGRAMME_TITLE,
      shareLinkKey: shareLinkKey(config.SHARE_LINK_KEY, config.isProduction),
    });
  }
  // Live events: stored, announced (LISTEN/NOTIFY across instances) and streamed over SSE.
  const bus = new LiveBus(database);
  // Signed-in requests find their session in memory; every instance hears a session end (0032).
  const uninstallSessionCache = installSessionCache(database, bus);
  app.addHook('onClose', async () => uninstallSessionCache());
  await bus.start();
  const hub = new SseHub(bus, {
    heartbeatMs: config.LIVE_HEARTBEAT_MS,
    safetyPollMs: config.LIVE_SAFETY_POLL_MS,
    maxStreams: config.LIVE_MAX_STREAMS,
    maxStreamsPerAddress: config.LIVE_MAX_STREAMS_PER_ADDRESS,
    replayWindow: config.LIVE_REPLAY_WINDOW,
  });
  await hub.start();
  app.decorate('liveBus', bus);
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => bus.close());
  await app.register(liveRoutes, { hub });
  await app.register(forceReloadRoutes, { db: database.db, bus });
  await app.register(scanRoutes, {
    db: database.db,
    bus,
    limitPerMinute: config.SCAN_LIMIT_PER_MINUTE,
    today,
  });
  await app.register(wallRoutes, { db: database.db, bus, today });
  // Issue 13 §6, §7: the certificate of a completed day (e-mailed once, downloaded) and the
  // read-only link a sponsor shares with the family.
  const keepsakes = { db: database.db, programmeTitle: config.PROGRAMME_TITLE, today };
  await app.register(certificateRoutes, keepsakes);
  if (config.isProduction && !config.SHARE_LINK_KEY) {
    app.log.warn('SHARE_LINK_KEY is not set: family links can be shown only when they are made');
  }
  await app.register(sharingRoutes, {
    ...keepsakes,
    showRecordings: config.SHOW_RECORDINGS,
    publicUrl: config.PUBLIC_URL,
    shareLinkKey: shareLinkKey(config.SHARE_LINK_KEY, config.isProduction),
  });
  const certificates = new CertificateMailing({
    ...keepsakes,
    bus,
    mailer,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  });
  await certificates.start();
  app.decorate('certificates', certificates);
  app.addHook('preClose', async () => certificates.close());
  await app.register(officeAuthRoutes, {
    db: database.db,
    secureCookies,
    loginLimitPerIp: config.LOGIN_LIMIT_PER_IP,
  });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  // env validation guarantees the key when the gateway is stripe
  const reader =
    config.PAYMENT_GATEWAY === 'stripe'
      ? (stripeReader ?? makeStripeReader({ secretKey: config.STRIPE_SECRET_KEY ?? '' }))
      : undefined;
  await app.register(officeRoutes, {
    db: database.db,
    bus,
    mailer,
    uploads: folderUploadStore(uploadsDir),
    publicUrl: config.PUBLIC_URL,
    today,
    gateway: paymentGateway,
    programmeTitle: config.PROGRAMME_TITLE,
    paymentRecoveryAfterSeconds: config.PAYMENT_RECOVERY_AFTER_SECONDS,
    ...(reader ? { stripeReader: reader } : {}),
  });

  await registerPaymentRoutes(app, {
    config,
    db: database.db,
    bus,
    gateway: paymentGateway,
    mailer,
    today,
    testClock: Boolean(testClock),
    ...(reader ? { reader } : {}),
  });
  // Issue 26 §2: every page's link preview, and the images a chat shows with it.
  const previews = pagePreviews({
    db: database.db,
    today,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(linkPreviewRoutes, { previews, programmeTitle: config.PROGRAMME_TITLE });
  await app.register(siteRoutes, {
    previews,
    db: database.db,
    webDistDir: config.webDistDir,
    uploadsDir,
    secureCookies,
    today,
    siteConfig: {
      programmeTitle: config.PROGRAMME_TITLE,
      heroVideoUrl: config.HERO_VIDEO_URL ?? null,
      sentryDsn: config.SENTRY_DSN ?? null,
      stripePublishableKey:
        config.PAYMENT_GATEWAY === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    },
  });
  // Prometheus at GET /metrics, off (a 404) unless METRICS_TOKEN or METRICS_PORT (README "Metrics").
  await installMetrics(app, {
    config,
    database,
    live: { streams: () => hub.size, published: () => bus.published, replayed: () => hub.replayed },
  });
  return app;
}
