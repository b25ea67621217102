import path from 'node:path';
import { buildApp } from './app.ts';
import { createClock } from './config/clock.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { flushErrorReports, initErrorReporting } from './config/error-reporting.ts';
import { createLogger } from './config/logger.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { signInUrlMinter } from './modules/auth/sign-in-links.ts';
import { reminderStopUrlMinter } from './modules/reminders/stop-links.ts';
import { loggingMailer } from './mail/mail-log.ts';
import { createMailer } from './mail/mailer.ts';
import { createPaymentGateway } from './modules/payments/gateway/create-gateway.ts';
import { startPaymentRecovery } from './jobs/payment-recovery.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { shareLinkKey } from './modules/sharing/sealed-tokens.ts';
import { installGracefulShutdown } from './shutdown.ts';
import { returnMemoryWhenIdle } from './idle-memory.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The process: configuration, database, migrations, the demo seed, the app, the jobs. A function
 * rather than top-level code: the build runs the server as a CommonJS bundle through V8's code
 * cache (decision 0032), which has no top-level await.
 */
async function main(): Promise<void> {
  const config = readConfig();
  // One logger for the app, the mailer and the jobs: JSON lines with this instance's name.
  const log = await createLogger(config);
  await initErrorReporting({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  // Every e-mail is logged (mail/mail-log.ts): the office sees what went and resends what did not.
  const mailer = loggingMailer(
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    database.db,
    (err) => log.error({ err }, 'mail log write failed'),
    {
      log,
      signInUrl: signInUrlMinter(database.db, config.PUBLIC_URL),
      reminderStopUrl: reminderStopUrlMinter(database.db, config.PUBLIC_URL),
    },
  );

  try {
    // Before the app exists, let alone listens: no request ever meets an unmigrated database
    // (and /api/ready checks the migrations again, modules/health/ready-routes.ts).
    await migrateToLatest(database);
    if (!config.isProduction && config.SEED_DEMO === 'auto') {
      await seedDemoIfEmpty(database, { dataDir: config.dataDir });
    }
    const paymentGateway = createPaymentGateway(config);
    const clock = createClock(config.TEST_CLOCK === 'on');
    const app = await buildApp({
      config,
      database,
      mailer,
      paymentGateway,
      log,
      today: clock.today,
      ...(clock.setDay ? { testClock: { today: clock.today, setDay: clock.setDay } } : {}),
    });
    const stopScheduler = startScheduler(
      {
        db: database.db,
        gateway: paymentGateway,
        mailer,
        publicUrl: config.PUBLIC_URL,
        log: app.log,
        liveReplayWindow: config.LIVE_REPLAY_WINDOW,
        programmeTitle: config.PROGRAMME_TITLE,
        shareLinkKey: shareLinkKey(config.SHARE_LINK_KEY, config.isProduction),
      },
      clock.today,
    );
    const stopRecovery = startPaymentRecovery(
      {
        db: database.db,
        gateway: paymentGateway,
        mailer,
        programmeTitle: config.PROGRAMME_TITLE,
        publicUrl: config.PUBLIC_URL,
        log: app.log,
      },
      { afterSeconds: config.PAYMENT_RECOVERY_AFTER_SECONDS },
    );
    const stopReturningMemory = returnMemoryWhenIdle();
    installGracefulShutdown(app, {
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      stopJobs: async () => {
        stopReturningMemory();
        await Promise.all([stopRecovery(), stopScheduler()]);
      },
      release: async () => {
        mailer.close();
        await database.close();
        await flushErrorReports();
      },
    });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    log.fatal({ err: error }, 'could not start');
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
