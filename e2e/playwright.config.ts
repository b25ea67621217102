// End-to-end suite: the real server (SQLite in a fresh temp DATA_DIR, demo data seeded on start)
// serving the built client, driven by Debian's Chromium. `npm run test:e2e` builds the client first.
import { defineConfig, type LaunchOptions } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from './support/chromium.ts';
import { serverEnv } from './support/server-env.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');

// 4310 by default; ZECHUS_E2E_PORT lets two runs share a machine. The office's stories run
// against a second server of their own (PORT + 10, another data folder): they add learners,
// re-divide days and undo scans, which must not move the numbers the public stories check.
const PORT = Number(process.env.ZECHUS_E2E_PORT ?? 4310);
const OFFICE_PORT = PORT + 10;
// The development build of the client (React's warnings on) is served by a third server.
const REACT_DEV_PORT = PORT + 20;
const baseURL = `http://127.0.0.1:${PORT}`;
const officeURL = `http://127.0.0.1:${OFFICE_PORT}`;
const reactDevURL = `http://127.0.0.1:${REACT_DEV_PORT}`;

// This file is evaluated by the runner and again by every worker; the runner picks the data
// directory once and the workers inherit it through the environment (specs read the outbox there).
process.env.ZECHUS_E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `zechus-e2e-${Date.now()}-${process.pid}`,
);
const dataDir = process.env.ZECHUS_E2E_DATA_DIR;
mkdirSync(dataDir, { recursive: true });
// The server is compiled here, once per run (well under a second), so the suite never runs an
// earlier build of it, even when Playwright is started without `npm run test:e2e`.
if (!process.env.ZECHUS_E2E_SERVER_BUILT) {
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/build.mjs')], {
    stdio: 'inherit',
  });
  process.env.ZECHUS_E2E_SERVER_BUILT = '1';
}
const officeDataDir = path.join(dataDir, 'office');
mkdirSync(officeDataDir, { recursive: true });
process.env.ZECHUS_E2E_OFFICE_DATA_DIR = officeDataDir;
const reactDevDataDir = path.join(dataDir, 'react-dev');
mkdirSync(reactDevDataDir, { recursive: true });
/** The development build (npm run build:dev -w @zechus/web). */
const reactDevDist = path.join(repoRoot, 'apps/web/dist-dev');

/** The one spec that measures the wall's live latency (see the projects below). */
const HALL_SPEC = '**/the-hall-watches-chapters-turn-done-live.spec.ts';
/** The office's stories (staff at a classroom tablet), against the office's own server. */
const OFFICE_SPECS = '**/office/**/*.spec.ts';
/**
 * Office stories that move the office server's day (TEST_CLOCK): they run after the other office
 * stories, alone, so no other story sees the day change under it.
 */
const NEXT_DAY_SPECS = '**/office-next-day/**/*.spec.ts';
/** Stories against the development build, whose React says what it finds wrong (decision 0031). */
const REACT_DEV_SPECS = '**/react-dev/**/*.spec.ts';
/**
 * Each public story runs at the size its person uses, not at both: the layout at both sizes is
 * what `a-visitor-can-reach-every-screen` checks (every screen, its overflow and axe-core's
 * findings), with the top bar, the prerendered pages, the yoirtzeit sign-up, the bank's 3-D Secure
 * check passed in the page and a donor following the learning, which run at both sizes. The stories of a sponsor paying, a family following a
 * shared link or a visitor reading and writing run on a phone, where those people are.
 */
const ON_A_PHONE = [
  '**/a-donor-adds-all-their-dates-to-their-calendar.spec.ts',
  '**/a-donors-calendar-feed-gains-a-renewals-dates.spec.ts',
  '**/a-donor-gives-a-general-donation.spec.ts',
  '**/a-donor-whose-bank-asks-for-3-d-secure-gives-a-donation.spec.ts',
  '**/a-donor-whose-bank-asks-to-confirm-a-new-card-changes-it-on-my-page.spec.ts',
  '**/a-donor-sees-what-is-coming-changes-the-card-stops-a-renewal-and-downloads-a-receipt.spec.ts',
  '**/a-family-member-follows-a-shared-link-and-sees-a-perek-turn-done-live.spec.ts',
  '**/a-family-three-days-into-shiva-dedicates-the-remaining-days.spec.ts',
  '**/a-link-preview-fetched-like-whatsapp-has-its-tags-and-an-image.spec.ts',
  '**/a-sponsor-dedicates-a-year-that-recurs.spec.ts',
  '**/a-sponsor-dedicates-the-shloishim.spec.ts',
  '**/a-son-enters-the-date-of-passing-after-nightfall-and-gets-the-right-day-of-shloishim.spec.ts',
  '**/the-daily-mourning-e-mail-arrives-at-its-hour-and-stops-in-one-click.spec.ts',
  '**/a-sponsor-shares-from-the-thank-you-page-and-a-relative-dedicates-a-day-too.spec.ts',
  '**/a-sponsor-who-knows-only-the-civil-date-of-a-passing-after-nightfall-gets-the-right-yoirtzeit.spec.ts',
  '**/a-sponsor-who-fails-the-banks-check-is-told-so-and-pays-with-another-card.spec.ts',
  '**/a-sponsor-whose-card-is-declined-can-fix-it-and-finish.spec.ts',
  '**/a-visitor-reads-about-the-programme.spec.ts',
  '**/a-visitor-sends-a-message-from-the-contact-page.spec.ts',
  '**/a-reader-with-the-phones-text-at-200-percent-never-scrolls-sideways.spec.ts',
];
/**
 * Public stories whose subject is the server's rules, not the layout (a throttle, who may open
 * what, where a login returns to, what the server sends), or a screen not used on a phone (the
 * scanner station at a classroom computer): they run at desktop size.
 */
const NOT_ABOUT_A_PHONE = [
  '**/a-teacher-scans-a-class-at-the-station.spec.ts',
  // It launches a phone of its own (a fake camera needs its own browser): once is enough.
  '**/a-teacher-scans-with-her-phones-camera.spec.ts',
  '**/a-teacher-keeps-scanning-when-the-hall-loses-its-network.spec.ts',
  '**/a-wrong-donor-id-is-refused.spec.ts',
  '**/a-deep-link-returns-after-login.spec.ts',
  '**/a-donor-cannot-open-another-donors-enrollment.spec.ts',
  '**/a-donor-logs-in-with-one-dedication-and-lands-on-it.spec.ts',
  '**/a-donor-opens-a-dedication-and-sees-the-learning-before-any-script-runs.spec.ts',
  '**/a-donor-signs-out.spec.ts',
  '**/a-donor-who-lost-their-donor-id-gets-it-by-e-mail-and-signs-in.spec.ts',
  '**/a-sponsor-downloads-the-certificate-of-a-completed-day.spec.ts',
  '**/a-sponsors-card-number-goes-only-to-the-card-processor.spec.ts',
  '**/a-sponsors-page-loads-a-forms-rules-only-once-the-form-is-used.spec.ts',
  '**/a-visitor-who-opens-a-thank-you-page-directly-finds-the-way-home.spec.ts',
  '**/staff-reload-every-wall.spec.ts',
  '**/the-built-site-arrives-compressed-without-public-source-maps.spec.ts',
  '**/the-built-site-runs-react-19.spec.ts',
  '**/the-hall-screens-open-without-the-network.spec.ts',
  '**/the-wall-keeps-its-chapters-through-a-network-outage-and-catches-up.spec.ts',
];

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install Debian's Chromium ` +
      '(`apt-get update && apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium ' +
      'binary. Do not run `npx playwright install`: browsers cannot be downloaded here.',
  );
}

const launchOptions: LaunchOptions = {
  executablePath,
  args: CHROMIUM_FLAGS,
};

/** A server under test (support/server-env.ts says how it is configured). */
const serverOn = (port: number, folder: string, extraEnv: Record<string, string> = {}) => ({
  command: 'node apps/server/dist/server.js',
  cwd: repoRoot,
  url: `http://127.0.0.1:${port}/api/health`,
  env: serverEnv(port, folder, extraEnv),
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous ceilings, never waits: a test waits for what the page shows and goes on the moment
  // it does. On a busy 2-core machine (another build beside the suite) a page can take several
  // seconds to show what takes half a second on a quiet one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(e2eDir, 'playwright-report'), open: 'never' }],
  ],
  outputDir: path.join(e2eDir, 'test-results'),
  use: {
    baseURL,
    // Recording a trace for every test and throwing it away when it passes cost a quarter of the
    // suite's time; CI's one retry records it for a test that failed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // The hall spec times each scan to the wall against one second, so it runs last and alone,
  // once the other specs have finished with the machine's two cores (a hall display has its own
  // machine; a CI box running two browsers and the server would time the load instead).
  projects: [
    {
      name: 'desktop',
      testIgnore: [HALL_SPEC, OFFICE_SPECS, NEXT_DAY_SPECS, REACT_DEV_SPECS, ...ON_A_PHONE],
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: [HALL_SPEC, OFFICE_SPECS, NEXT_DAY_SPECS, REACT_DEV_SPECS, ...NOT_ABOUT_A_PHONE],
      use: {
        browserName: 'chromium',
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
    {
      // A classroom tablet in landscape, with a (fake) microphone for recording a child reading.
      name: 'office',
      testMatch: OFFICE_SPECS,
      use: {
        browserName: 'chromium',
        baseURL: officeURL,
        viewport: { width: 1180, height: 820 },
        hasTouch: true,
        permissions: ['microphone'],
        launchOptions: {
          ...launchOptions,
          args: [
            ...(launchOptions.args ?? []),
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
          ],
        },
      },
    },
    {
      name: 'office-next-day',
      testMatch: NEXT_DAY_SPECS,
      dependencies: ['office'],
      use: {
        browserName: 'chromium',
        baseURL: officeURL,
        viewport: { width: 1180, height: 820 },
        hasTouch: true,
        permissions: ['microphone'],
        launchOptions: {
          ...launchOptions,
          args: [
            ...(launchOptions.args ?? []),
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
          ],
        },
      },
    },
    {
      name: 'react-dev',
      testMatch: REACT_DEV_SPECS,
      use: {
        browserName: 'chromium',
        baseURL: reactDevURL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      name: 'hall',
      testMatch: HALL_SPEC,
      dependencies: ['desktop', 'phone'],
      use: { browserName: 'chromium', viewport: { width: 1920, height: 1080 }, launchOptions },
    },
  ],
  webServer: [
    serverOn(PORT, dataDir),
    // The office's server may move its day (the next-day stories; config/clock.ts).
    serverOn(OFFICE_PORT, officeDataDir, { TEST_CLOCK: 'on' }),
    serverOn(REACT_DEV_PORT, reactDevDataDir, { WEB_DIST_DIR: reactDevDist }),
  ],
});
