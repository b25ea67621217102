import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Vitest's globalSetup for the server: compiles the server and its commands (apps/server/dist)
 * once before any test, so the tests that start the server or run a command as a child process
 * run this very source, compiled as `npm start` runs it (the build takes well under a second).
 */
export default function buildServer(): void {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../build.mjs')], {
    stdio: 'inherit',
  });
}
