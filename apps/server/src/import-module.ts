/** Where the launcher of the server's bundle puts its import() (code-cache.ts). */
export const LAUNCHER_IMPORT = Symbol.for('zechus.launcher-import');

type Importer = (specifier: string) => Promise<unknown>;

/**
 * import() of a module outside the server's bundle: a package left in node_modules (sharp,
 * @sentry/node) or the web app's server-side build. The bundle runs as a vm.Script with V8's code
 * cache, where Node 20 cannot serve an import() (the script loses its import callback with the
 * cache: decision 0032), so the launcher hands in its own; run from source (tsx, the tests) it is
 * the ordinary import(). The build refuses any other import() in the bundle.
 */
export function importModule<T>(specifier: string): Promise<T> {
  const launcherImport = (globalThis as { [LAUNCHER_IMPORT]?: Importer })[LAUNCHER_IMPORT];
  return (launcherImport ? launcherImport(specifier) : import(specifier)) as Promise<T>;
}
