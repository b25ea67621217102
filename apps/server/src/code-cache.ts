import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { LAUNCHER_IMPORT } from './import-module.ts';

/** Written when the process exits, and after this long for one that never does (or is killed). */
const WRITE_AFTER_MS = 60_000;

/**
 * Runs a CommonJS bundle (dist/server-<hash>.cjs, apps/server/build.mjs) with V8's code cache,
 * as Node 22 would with module.enableCompileCache (decision 0032): compiling the server's bundle,
 * and each function as it is first called, was a quarter of its start. The cache is the V8 code
 * of every function compiled so far, written beside the bundle when a process that found none
 * (or one V8 refused: another Node version, other flags) exits, or after a minute; the next start
 * takes its functions from it instead of compiling them. The bundle's name is its content's
 * hash, so a cache is never used with a bundle it was not made from (V8 itself checks only the
 * length). A cache that cannot be written (a read-only folder) is done without.
 */
export function runWithCodeCache(bundle: URL): void {
  const file = fileURLToPath(bundle);
  const cacheFile = `${file}.v8-cache`;
  const cachedData = readIfThere(cacheFile);
  // The module wrapper on a line of its own, so the bundle's lines keep their numbers.
  const source = `(function (exports, require, module, __filename, __dirname) {\n${fs.readFileSync(file, 'utf8')}\n})`;
  const script = new vm.Script(source, {
    filename: file,
    lineOffset: -1,
    ...(cachedData ? { cachedData } : {}),
  });
  if (!cachedData || script.cachedDataRejected) {
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      writeCache(cacheFile, script);
    };
    process.once('exit', write);
    setTimeout(write, WRITE_AFTER_MS).unref();
  }
  // The bundle's import() of what lies outside it (import-module.ts), made from this ES module.
  Object.assign(globalThis, { [LAUNCHER_IMPORT]: (specifier: string) => import(specifier) });
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  const module = { exports: {}, filename: file, id: '.', loaded: false, children: [], paths: [] };
  const require = createRequire(file);
  wrapper.call(module.exports, module.exports, require, module, file, path.dirname(file));
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, script: vm.Script): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, script.createCachedData());
    fs.renameSync(temporary, file);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
}
