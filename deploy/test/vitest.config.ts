import { defineConfig } from 'vitest/config';

/**
 * The deployment test (npm run test:deploy): deploy/'s own files run on loopback — nginx in front
 * of instances started as their systemd unit says, on a PostgreSQL database of their own. One
 * file at a time: each starts its own nginx and instances, and the machine has two cores.
 */
export default defineConfig({
  test: {
    root: 'deploy/test',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
