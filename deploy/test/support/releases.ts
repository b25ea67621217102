import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './paths.ts';

/** What a release holds besides its files: built by npm ci, never copied (node_modules stays shared). */
const NOT_COPIED = new Set([
  '.git',
  'node_modules',
  'dist-dev',
  'test-results',
  'playwright-report',
]);

/**
 * /opt/zechus as docs/operations.md lays it out, in a folder of the test's: releases/<name>, each
 * a built checkout (here: a copy of this one, its node_modules folders linked, not installed
 * again), and `current` pointing at the release the instances run.
 */
export function makeRelease(installDir: string, name: string): string {
  const release = path.join(installDir, 'releases', name);
  fs.cpSync(REPO, release, {
    recursive: true,
    filter: (source) =>
      !NOT_COPIED.has(path.basename(source)) && source !== path.join(REPO, 'data'),
  });
  for (const dir of ['.', 'apps/server', 'apps/web', 'packages/shared', 'e2e']) {
    const modules = path.join(REPO, dir, 'node_modules');
    if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(release, dir, 'node_modules'));
  }
  return release;
}

/** Points `current` at a release, as the runbook's first install does. */
export function makeCurrent(installDir: string, release: string): void {
  fs.symlinkSync(path.relative(installDir, release), path.join(installDir, 'current'));
}
