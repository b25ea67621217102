import { spawn } from 'node:child_process';
import { compiledEntry } from './compiled.ts';

/**
 * Runs the real server process, compiled, as `npm start` does (one process, so signals reach it),
 * on an ephemeral port; `listening` resolves to its base URL.
 */
export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [compiledEntry('server')], {
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Each stream also on its own, so a test reading lines never meets one cut by the other.
  const streams = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
    streams.stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
    streams.stderr += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return {
    child,
    exited,
    listening,
    output: () => output,
    stdout: () => streams.stdout,
    stderr: () => streams.stderr,
  };
}
