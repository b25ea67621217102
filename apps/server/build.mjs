// @ts-check
// The server's build (decision 0015): esbuild bundles our TypeScript and @zechus/shared (which is
// TypeScript source) into one ES module per entry in apps/server/dist/; every npm package stays
// external and is imported from node_modules at run time (native ones must: better-sqlite3,
// sharp, @napi-rs/canvas). `node apps/server/build.mjs [--outdir DIR]`.
import * as esbuild from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** Entry points: dist/<name>.js ← src/<file>. */
export const ENTRIES = {
  server: 'src/server.ts',
  seed: 'src/db/seed/cli.ts',
  'station-tokens': 'src/cli/station-tokens.ts',
  staff: 'src/cli/staff.ts',
  backup: 'src/cli/backup.ts',
};

export const DEFAULT_OUTDIR = path.join(serverDir, 'dist');

/** @type {esbuild.Plugin} Bare imports but our own workspace packages are left to node_modules. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@zechus/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds every entry into outdir. Each file is written beside its target and renamed over it, so
 * a server or test starting meanwhile (a concurrent build) reads a whole file, old or new.
 * @param {{ outdir?: string }} [options]
 */
export async function buildServer({ outdir = DEFAULT_OUTDIR } = {}) {
  const result = await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: Object.entries(ENTRIES).map(([out, file]) => ({ out, in: file })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    plugins: [npmPackagesExternal],
  });
  mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return outdir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : undefined;
  await buildServer(outdir ? { outdir } : {});
}
