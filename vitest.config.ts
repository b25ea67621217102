import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (*.test.ts); server integration tests are
// apps/server/src/**/*.int.test.ts and run against a fresh database per file.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the integration tests spend most of
    // their time waiting on the database, a child process or a socket, so three files at once
    // keep both cores busy and take the suite from ~6 to ~3 minutes.
    maxWorkers: 3,
    // Before any test: the server compiled (the tests that spawn it or a command run
    // apps/server/dist), and every migration run once per engine into the templates that each
    // test file's fresh database is copied from (apps/server/src/test/database-templates.ts).
    globalSetup: [
      'apps/server/src/test/build-server.ts',
      'apps/server/src/test/database-templates.ts',
    ],
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
