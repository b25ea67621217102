import { OFFICE } from '@zechus/shared';

/**
 * The environment of a server under test, hermetic whatever the shell exports: SQLite in a fresh
 * data folder with the demo seeded, the sandbox payment gateway, e-mail as .eml files in
 * DATA_DIR/outbox/ (an empty value counts as unset). The suite's servers (playwright.config.ts)
 * and a story's own (support/own-server.ts) start with it.
 */
export const serverEnv = (
  port: number,
  folder: string,
  extraEnv: Record<string, string> = {},
): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: folder,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: '',
  SMTP_URL: '',
  OFFICE_EMAIL: OFFICE.email,
  PAYMENT_GATEWAY: 'sandbox',
  // A run of its own may build the client elsewhere (two runs on one machine).
  WEB_DIST_DIR: process.env.ZECHUS_E2E_WEB_DIST_DIR ?? '',
  HERO_VIDEO_URL: '',
  SEED_DEMO: 'auto',
  // Every spec comes from 127.0.0.1; per-IP limits are for the internet, not this suite.
  // The per-e-mail login throttle stays as configured and is what the throttle spec meets.
  LOGIN_LIMIT_PER_IP: '10000',
  PAYMENT_LIMIT_PER_IP: '10000',
  SCAN_LIMIT_PER_MINUTE: '10000',
  TEST_CLOCK: 'off',
  ...extraEnv,
});
