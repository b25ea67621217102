import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (*.test.ts); server integration tests are
// apps/server/src/**/*.int.test.ts and run against a fresh database per file.
export default defineConfig({
  test: {
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
