/**
 * Builds the server when its compiled form is missing or older than its sources (`npm run build`
 * compiles apps/server/dist/server.js), so a benchmark measures what `npm start` runs. Answers
 * what will run: the compiled server, or the TypeScript source through tsx while there is no
 * up-to-date build of it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { COMPILED, SERVER_DIR } from './app-server.ts';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** What to run: node's arguments, and a name for the report. */
export interface ServerRunner {
  args: string[];
  name: string;
}

export function buildIfNeeded(): ServerRunner {
  const root = path.resolve(SERVER_DIR, '..', '..');
  const sources = Math.max(
    newestMtime(path.join(SERVER_DIR, 'src')),
    newestMtime(path.join(root, 'packages', 'shared', 'src')),
  );
  const built = fs.existsSync(COMPILED) ? fs.statSync(COMPILED).mtimeMs : 0;
  const rootScripts = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  // Until the build compiles the server too, building the client would only cost time here.
  const buildsServer = /server/.test(JSON.stringify(rootScripts.build ?? ''));
  if (built < sources && buildsServer) {
    console.log('building (npm run build) …');
    const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) throw new Error('npm run build failed');
  }
  // A compiled server older than the sources (and no build that compiles it) is not what the
  // sources say: run those instead.
  if (fs.existsSync(COMPILED) && fs.statSync(COMPILED).mtimeMs >= sources) {
    return { args: [COMPILED], name: path.relative(root, COMPILED) };
  }
  return {
    args: ['--import', 'tsx', path.join(SERVER_DIR, 'src', 'server.ts')],
    name: 'src/server.ts through tsx (no up-to-date compiled server)',
  };
}
