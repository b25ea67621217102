import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (*.test.ts); server integration tests are
// apps/server/src/**/*.int.test.ts and run against a fresh database per file.

/** Server tests that change the process itself (signal handlers, a global error reporter). */
const PROCESS_WIDE = ['src/shutdown.int.test.ts', 'src/config/error-reporting.int.test.ts'];

/**
 * A worker runs file after file in one process (no isolation), so the code under test and its
 * dependencies are imported once per worker rather than once per file: importing was most of the
 * suite's time when each file had a process of its own. Vitest still restores mocks between
 * files; a test that fakes timers or stubs a global undoes it itself (afterEach), and module
 * state is kept to caches of pure functions.
 */
const isolate = false;

const server = {
  root: 'apps/server',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the integration tests spend much of
    // their time waiting on the database, a child process or a socket, so three files at once
    // keep both cores busy.
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
          isolate,
        },
      },
      {
        test: {
          name: 'server',
          ...server,
          include: ['src/**/*.test.ts'],
          exclude: PROCESS_WIDE,
          // Each file still builds its own app over its own database.
          isolate,
        },
      },
      {
        test: {
          // Each in a process of its own, as vitest runs files by default.
          name: 'server-process',
          ...server,
          include: PROCESS_WIDE,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // vite/: the build's own plugins.
          include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
          isolate,
        },
      },
    ],
  },
});
