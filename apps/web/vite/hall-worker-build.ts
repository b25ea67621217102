/**
 * Writes /sw.js, the hall screens' service worker (decision 0035): vite/hall-worker.ts compiled
 * to a classic script (a module worker is not in every browser a hall may use), with each
 * screen's files read from this build's bundle graph (vite/hall-shell.ts) and a version that
 * changes with any of them, so a deploy's new worker replaces the old one and its cache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import type { Plugin } from 'vite';
import { hallShellFiles } from './hall-shell.ts';
import type { ShellBundle } from './hall-shell.ts';
import type { HallShell } from './hall-worker.ts';

export interface HallScreenBuild {
  /** The screen's address, the worker's scope: '/scan'. */
  path: string;
  /** Its page's module, from the project's root. */
  page: string;
  /** Files of public/ it shows besides the build's (its manifest, icons, the favicon). */
  publicFiles: readonly string[];
}

const WORKER_SOURCE = fileURLToPath(new URL('./hall-worker.ts', import.meta.url));

/** hall-worker.ts as a classic script: types stripped, its exports plain declarations. */
export async function workerScript(shell: HallShell): Promise<string> {
  const source = fs.readFileSync(WORKER_SOURCE, 'utf8');
  const { code } = await transformWithOxc(source, WORKER_SOURCE, { lang: 'ts' });
  const script = code.replace(/^export (?=const |function )/gm, '');
  if (/^\s*(?:import|export)\b/m.test(script)) {
    throw new Error('hall-worker.ts must have no imports, and export only consts and functions');
  }
  const header =
    "// The hall screens' service worker (decision 0035), written by the build from\n" +
    '// apps/web/vite/hall-worker.ts with the files of each screen (vite/hall-shell.ts).\n';
  return `${header}${script}\nrunHallWorker(self, ${JSON.stringify(shell)});\n`;
}

/**
 * `app`: the module that starts the app (src/app/start.tsx). The build fails when a screen's page
 * or a public file it names is missing, rather than writing a worker that cannot install.
 */
export function hallWorker(app: string, screens: readonly HallScreenBuild[]): Plugin {
  let root = '';
  let publicDir = '';
  let base = '/';
  return {
    name: 'zechus-hall-worker',
    apply: 'build',
    // After Vite's own plugins: the bundle then holds index.html and the final CSS.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      base = config.base;
    },
    async generateBundle(_options, output) {
      const bundle = output as unknown as ShellBundle;
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('hall worker: no index.html in the build');
      const hash = crypto.createHash('sha256').update(html.source);
      const files: Record<string, string[]> = {};
      for (const screen of screens) {
        const roots = { app: path.join(root, app), page: path.join(root, screen.page) };
        const built = hallShellFiles(bundle, roots, String(html.source));
        for (const file of screen.publicFiles) {
          // A public file keeps its name across deploys: its content goes into the version.
          hash.update(fs.readFileSync(path.join(publicDir, file)));
        }
        files[screen.path] = [...built, ...screen.publicFiles].map((file) => base + file);
      }
      const unversioned = await workerScript({ version: '', screens: files });
      const version = hash.update(unversioned).digest('hex').slice(0, 16);
      const source = await workerScript({ version, screens: files });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
