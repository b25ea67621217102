import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (*.test.ts); server integration tests are
// apps/server/src/**/*.int.test.ts and run against a fresh database per file.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the integration tests spend most of
    // their time waiting on the database, a child process or a socket, so three files at once
    // keep both cores busy and take the suite from ~6 to ~3 minutes.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          // The Daf Yomi check walks every day 1923–2100: quick alone, slower on a busy CI box.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Compiles the server first: the tests that spawn it (or a command) run apps/server/dist.
          globalSetup: ['src/test/build-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
