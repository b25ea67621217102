import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../../dist');

/**
 * The compiled form of an entry (apps/server/build.mjs), as `npm start` and the npm commands run
 * it. Vitest builds them once before any test (build-server.ts), so a test never runs an earlier
 * build.
 */
export const compiledEntry = (
  name: 'server' | 'seed' | 'station-tokens' | 'staff' | 'backup' | 'copy-to-postgres', // build.mjs's ENTRIES
): string => path.join(dist, `${name}.js`);
