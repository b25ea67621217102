// @ts-check
// The server's build (decisions 0015, 0032): esbuild bundles our TypeScript, @zechus/shared and
// the pure-JavaScript npm packages (resolving, reading and compiling some 800 files from
// node_modules was a third of the server's start); the packages in EXTERNAL stay there. The
// server is one CommonJS bundle that dist/server.js runs through V8's code cache; the commands
// are ES modules, one per entry, sharing chunks in chunks/ (a package they load at first use, by
// a dynamic import, has its own). `node apps/server/build.mjs [--outdir DIR]`.
import * as esbuild from 'esbuild';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** Entry points: dist/<name>.js ← src/<file> (for the server, the launcher of its bundle). */
export const ENTRIES = {
  server: 'src/server.ts',
  seed: 'src/db/seed/cli.ts',
  'station-tokens': 'src/cli/station-tokens.ts',
  staff: 'src/cli/staff.ts',
  backup: 'src/cli/backup.ts',
  'copy-to-postgres': 'src/cli/copy-to-postgres.ts',
};

/**
 * Packages imported from node_modules at run time, and why they cannot be bundled. (Our code also
 * reaches some files by path at run time: pdfkit, the @fontsource faces, heic-convert.)
 */
export const EXTERNAL = {
  'better-sqlite3': 'a native addon, found by `bindings` from its own folder',
  sharp: 'a native addon (libvips)',
  '@napi-rs/canvas': 'a native addon',
  'pg-native': 'pg’s optional native client, not installed (pg never asks for it unless told)',
  pdfkit: 'reads its standard fonts’ metrics (data/*.afm) beside its own files',
  'heic-convert': 'run by its path in a worker thread (learners/photo.ts)',
  '@sentry/node': 'its OpenTelemetry instrumentation hooks modules as Node loads them',
  // Fastify requires these only when it has no compilers of its own; app.ts gives it zod's, so
  // they are never loaded, and bundled they would only be a megabyte for Node to compile.
  '@fastify/ajv-compiler': 'never loaded (app.ts gives Fastify the zod compilers)',
  '@fastify/fast-json-stringify-compiler': 'never loaded (as above)',
};

export const DEFAULT_OUTDIR = path.join(serverDir, 'dist');
const CHUNKS = 'chunks';
/** The files of the last build, so the next one can tell which chunks a running server may need. */
const MANIFEST = '.build-files.json';
/** A chunk younger than this is kept even when no build lists it: a build may be running beside. */
const KEEP_UNLISTED_MS = 10 * 60_000;

const packageName = (/** @type {string} */ spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** @type {esbuild.Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      Object.hasOwn(EXTERNAL, packageName(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * @fastify/compress asks of every answer `instanceof Response` and `instanceof ReadableStream`:
 * reading those globals makes Node 20 load its fetch implementation (undici) at the first
 * request — 40 ms and megabytes, for answers that never are one. The bundle asks as Fastify's
 * own reply.js does, by the object's tag, which reads no global.
 * @type {esbuild.Plugin}
 */
const compressWithoutFetch = {
  name: 'compress-without-fetch',
  setup(build) {
    build.onLoad({ filter: /[\\/]@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      let replaced = 0;
      const contents = source.replace(
        /\bobj instanceof (Response|ReadableStream)\b/g,
        (_, type) => {
          replaced++;
          return `Object.prototype.toString.call(obj) === '[object ${type}]'`;
        },
      );
      const warnings =
        replaced === 2
          ? []
          : [{ text: '@fastify/compress changed: its checks may load undici again (build.mjs)' }];
      return { contents, loader: 'js', warnings };
    });
  },
};

/**
 * CommonJS packages bundled into an ES module still call require() for Node's own modules, and
 * esbuild's stand-in for it needs a real one in scope.
 */
const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; " +
  'const require = __createRequire(import.meta.url);';

/**
 * The server itself is one CommonJS bundle, dist/server-<its hash>.cjs, which dist/server.js
 * starts through V8's code cache (src/code-cache.ts): Node 20 keeps no compiled code for ES
 * modules, and compiling the bundle was a quarter of the start. No top-level await there, and
 * import.meta is the bundle file's.
 */
const SERVER_BANNER = "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;";
const serverLauncher = (/** @type {string} */ bundle) =>
  `// Written by apps/server/build.mjs: the server, started through V8's code cache (0032).
import { runWithCodeCache } from './code-cache.js';
runWithCodeCache(new URL('./${bundle}', import.meta.url));
`;

/**
 * Builds every entry into outdir. New chunks and bundles are written first and each entry last,
 * each beside its target and renamed over it, so a server or test starting meanwhile (a
 * concurrent build) reads a whole file, old or new, whose chunks are all there. Chunks and the
 * server's bundle are named by their content; those of the previous build stay (a server
 * started from it may load one at first use), older ones go.
 * @param {{ outdir?: string }} [options]
 */
export async function buildServer({ outdir = DEFAULT_OUTDIR } = {}) {
  /** @type {esbuild.BuildOptions} */
  const common = {
    absWorkingDir: serverDir,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    plugins: [externalPackages, compressWithoutFetch],
  };
  const { server, ...commands } = ENTRIES;
  const [modules, bundle] = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: [
        ...Object.entries(commands).map(([out, file]) => ({ out, in: file })),
        { out: 'code-cache', in: 'src/code-cache.ts' },
      ],
      format: 'esm',
      splitting: true,
      chunkNames: `${CHUNKS}/[name]-[hash]`,
      banner: { js: REQUIRE_BANNER },
    }),
    esbuild.build({
      ...common,
      entryPoints: [{ out: 'server', in: server }],
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      define: { 'import.meta.url': '__importMetaUrl', 'import.meta.dirname': '__dirname' },
      banner: { js: SERVER_BANNER },
    }),
  ]);
  const serverFiles = serverBundleFiles(bundle.outputFiles);
  const launcher = {
    path: path.join(outdir, 'server.js'),
    contents: Buffer.from(serverLauncher(path.basename(serverFiles[0].path))),
  };
  const isEntry = (/** @type {string} */ file) =>
    path.dirname(file) === outdir && file.endsWith('.js');
  const files = [...modules.outputFiles, ...serverFiles]
    .sort((a, b) => +isEntry(a.path) - +isEntry(b.path))
    .concat(launcher);
  fs.mkdirSync(path.join(outdir, CHUNKS), { recursive: true });
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  prune(
    outdir,
    files.map((f) => path.relative(outdir, f.path)),
  );
  return outdir;
}

/**
 * The server bundle and its source map, named server-<hash of the bundle>.cjs: a code cache is
 * found by that name, so it must change with every byte. Checked: no import() but importModule's
 * (inside the cached script an import() fails: src/import-module.ts). Made ASCII: esbuild leaves
 * non-ASCII letters in regular expressions (a few Hebrew ones), and a string with any V8 keeps
 * at two bytes a character (4 MB more).
 * @param {esbuild.OutputFile[]} outputs
 * @returns {[{ path: string; contents: Uint8Array }, { path: string; contents: Uint8Array }]}
 */
function serverBundleFiles(outputs) {
  const bundle = outputs.find((f) => f.path.endsWith('.cjs'));
  const map = outputs.find((f) => f.path.endsWith('.cjs.map'));
  if (!bundle || !map) throw new Error('the server bundle was not built');
  if (bundle.text.split('import(').length !== 2) {
    throw new Error('the server bundle calls import(): load modules outside it with importModule');
  }
  const ascii = bundle.text.replace(
    /[\u0080-\ud7ff\ue000-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const hash = crypto.createHash('sha256').update(ascii).digest('hex').slice(0, 12);
  const name = `server-${hash}.cjs`;
  const mapLink = `//# sourceMappingURL=${path.basename(map.path)}`;
  if (!ascii.includes(mapLink)) throw new Error('the server bundle does not link its source map');
  const dir = path.dirname(bundle.path);
  return [
    {
      path: path.join(dir, name),
      contents: Buffer.from(ascii.replace(mapLink, `//# sourceMappingURL=${name}.map`)),
    },
    { path: path.join(dir, `${name}.map`), contents: map.contents },
  ];
}

/** A chunk, or a server bundle with its map and code cache (named for the bundle). */
const builtBy = (/** @type {string} */ name) =>
  name.startsWith(`${CHUNKS}/`) ? name : /^server-\w+\.cjs/.exec(name)?.[0];

/** Removes the chunks and bundles neither this build nor the one before wrote, unless very new. */
function prune(/** @type {string} */ outdir, /** @type {string[]} */ written) {
  const manifest = path.join(outdir, MANIFEST);
  /** @type {string[]} */
  let previous = [];
  try {
    previous = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  } catch {
    // No earlier build here.
  }
  const keep = new Set([...written, ...previous]);
  const now = Date.now();
  const names = [
    ...fs.readdirSync(outdir),
    ...fs.readdirSync(path.join(outdir, CHUNKS)).map((name) => `${CHUNKS}/${name}`),
  ];
  for (const name of names) {
    const from = builtBy(name);
    if (!from || keep.has(from)) continue;
    const file = path.join(outdir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > KEEP_UNLISTED_MS) fs.rmSync(file, { force: true });
    } catch {
      // Removed by a build running beside this one.
    }
  }
  const temporary = `${manifest}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(written));
  fs.renameSync(temporary, manifest);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : undefined;
  await buildServer(outdir ? { outdir } : {});
}
