import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY, onThisMachine } from './paths.ts';
import { environmentAssignments, readEnvironmentFile, readUnitFile } from './unit-file.ts';

/** deploy/zechus-backup as zechus-backup.service runs it, and the files it writes. */

export const SERVICE = path.join(DEPLOY, 'systemd/zechus-backup.service');
export const TIMER = path.join(DEPLOY, 'systemd/zechus-backup.timer');
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function run(
  command: string,
  args: string[],
  options: { env: Record<string, string>; cwd: string },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * `systemctl start zechus-backup.service` on a machine without systemd: the unit's ExecStart,
 * from /, with the unit's Environment= and then the EnvironmentFile's settings, which win over
 * Environment= (systemd.exec(5)). `envFile` stands for /etc/zechus/zechus.env.
 */
export function startBackupService(
  installDir: string,
  envFile: string,
  pathPrefix?: string,
): Promise<Run> {
  const unit = readUnitFile(SERVICE);
  if (unit.one('Service', 'EnvironmentFile') !== '/etc/zechus/zechus.env') {
    throw new Error('zechus-backup.service reads another EnvironmentFile than the instances');
  }
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  if (pathPrefix) env.PATH = `${pathPrefix}:${env.PATH}`;
  for (const line of unit.all('Service', 'Environment')) {
    for (const [key, value] of environmentAssignments(line)) env[key] = value;
  }
  Object.assign(env, readEnvironmentFile(envFile));
  const [command = '', ...args] = onThisMachine(unit.one('Service', 'ExecStart'), installDir).split(
    /\s+/,
  );
  return run(command, args, { env, cwd: '/' });
}

/** The script's name for a backup taken at `time`: zechus-20250301T023012Z. */
export const backupName = (time: Date) =>
  `zechus-${time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/** An earlier night's pair, its files as old as their names say. */
export function olderPair(dir: string, daysAgo: number): string[] {
  const time = new Date(Date.now() - daysAgo * DAY_MS);
  const files = [`${backupName(time)}.dump`, `${backupName(time)}-uploads.tar.gz`];
  for (const file of files) {
    fs.writeFileSync(path.join(dir, file), crypto.randomBytes(64), { mode: 0o600 });
    fs.utimesSync(path.join(dir, file), time, time);
  }
  return files;
}

export const listing = (dir: string) => fs.readdirSync(dir).sort();
export const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/** Every file under `dir`, by its path relative to `dir`. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
