import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEnvironmentFile } from './support/env-file.ts';
import { DEPLOY, freePort, onThisMachine, REPO } from './support/paths.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres.ts';
import { makeCurrent } from './support/releases.ts';
import { readUnitFile } from './support/unit-file.ts';
import {
  DAY_MS,
  filesUnder,
  listing,
  modeOf,
  olderPair,
  run,
  SERVICE,
  startBackupService,
  TIMER,
} from './support/backup-run.ts';
import { contents, schemaOf } from './support/database-contents.ts';

/**
 * deploy/zechus-backup as zechus-backup.timer runs it, and the restore as docs/operations.md
 * ("Backups and restoring") tells it: the real unit files, their ExecStart run with the
 * environment systemd gives it, a real PostgreSQL database with the demo's data, and the
 * compiled server started on what was restored.
 */

/**
 * The runbook's restore, line for line, after `set -a; . /etc/zechus/zechus.env; set +a` and
 * `backup=/var/backups/zechus/zechus-<time>` (the pair chosen, without its ending).
 */
const RESTORE_COMMANDS = [
  'pg_restore --no-owner --single-transaction --dbname="$DATABASE_URL" "$backup.dump"',
  'tar -xzf "$backup-uploads.tar.gz" -C "$DATA_DIR" --no-same-owner',
];

let work: string;
/** The test's /opt/zechus: `current` is this checkout. */
let installDir: string;
/** The live database and data folder that are backed up. */
let live: ScratchDatabase;
let liveDataDir: string;
const databases: ScratchDatabase[] = [];
let server: ChildProcess | undefined;

beforeAll(async () => {
  if (
    !fs.existsSync(path.join(REPO, 'apps/server/dist/seed.js')) ||
    !fs.existsSync(path.join(REPO, 'apps/server/dist/server.js'))
  ) {
    // A failure's message carries the build's own output.
    execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: REPO, encoding: 'utf8' });
  }
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-backup-test-'));
  installDir = path.join(work, 'opt-zechus');
  fs.mkdirSync(installDir);
  makeCurrent(installDir, REPO);
  live = await createScratchDatabase('zechus_backup_test');
  databases.push(live);
  liveDataDir = path.join(work, 'var-lib-zechus');
  fs.mkdirSync(liveDataDir);
  // The demo's data: learners with photos, recordings, donors, payments, the learning laid out.
  execFileSync(process.execPath, ['apps/server/dist/seed.js'], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: live.url,
      DATA_DIR: liveDataDir,
    },
    encoding: 'utf8',
  });
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }
  const drops = await Promise.allSettled(databases.map((database) => database.drop()));
  if (work) fs.rmSync(work, { recursive: true, force: true });
  for (const drop of drops) if (drop.status === 'rejected') throw drop.reason;
});

/** /etc/zechus/zechus.env as an operator fills it in, with this test's database and folders. */
function environmentFile(name: string, set: Record<string, string>, remove: string[] = []) {
  const file = path.join(work, `${name}.env`);
  writeEnvironmentFile(file, set, remove);
  return file;
}

/** A new folder standing for /var/backups/zechus, as the runbook makes it (mode 700). */
function backupFolder(name: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { mode: 0o700 });
  return dir;
}

/** Polls /api/ready until it answers 200; fails as soon as the server has exited instead. */
async function waitUntilReady(child: ChildProcess, port: number, log: () => string) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200) return;
    } catch {
      // Not listening yet: migrations are checked before the server listens.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the nightly backup (deploy/zechus-backup, zechus-backup.timer) and its restore', () => {
  it('has a daily, catch-up timer and a hardened one-shot service that systemd reads without a complaint', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'units-'));
    // As installed, with /opt/zechus where this machine has it (ExecStart must exist to verify).
    for (const file of [SERVICE, TIMER]) {
      fs.writeFileSync(
        path.join(dir, path.basename(file)),
        onThisMachine(fs.readFileSync(file, 'utf8'), installDir),
      );
    }
    for (const name of ['zechus-backup.service', 'zechus-backup.timer']) {
      const verify = await run('systemd-analyze', ['verify', path.join(dir, name)], {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        cwd: dir,
      });
      // verify exits 0 on an unknown key or a wrong value: its complaints are on stderr.
      expect({ name, status: verify.status, complaints: verify.stderr.trim() }).toEqual({
        name,
        status: 0,
        complaints: '',
      });
    }

    const timer = readUnitFile(TIMER);
    expect(timer.one('Timer', 'Persistent')).toBe('true');
    expect(timer.one('Install', 'WantedBy')).toBe('timers.target');
    const onCalendar = timer.one('Timer', 'OnCalendar');
    const calendar = await run('systemd-analyze', ['calendar', onCalendar], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      cwd: dir,
    });
    expect({ status: calendar.status, stderr: calendar.stderr }).toEqual({ status: 0, stderr: '' });
    // Once a day: the next two runs are a day apart (give or take the clocks changing).
    const iterations = await run(
      'systemd-analyze',
      ['calendar', '--iterations=2', '--base-time=2025-06-01 12:00 UTC', onCalendar],
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', TZ: 'UTC' }, cwd: dir },
    );
    const elapses = [...iterations.stdout.matchAll(/\b(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})/g)].map(
      (match) => Date.parse(`${match[1]!.replace(' ', 'T')}Z`),
    );
    expect(elapses).toHaveLength(2);
    expect(elapses[1]! - elapses[0]!).toBe(DAY_MS);

    const service = readUnitFile(SERVICE);
    expect(service.one('Service', 'Type')).toBe('oneshot');
    expect(service.one('Service', 'User')).toBe('zechus');
    // The one folder it may write is where the script writes by default.
    expect(service.one('Service', 'ReadWritePaths')).toBe('/var/backups/zechus');
    expect(fs.readFileSync(path.join(DEPLOY, 'zechus-backup'), 'utf8')).toContain(
      'BACKUP_DIR=${BACKUP_DIR:-/var/backups/zechus}',
    );
    // systemd's own exposure score, 0 (locked down) to 10 (none): at most 2 ("OK").
    const security = await run(
      'systemd-analyze',
      ['security', '--offline=true', '--threshold=20', path.join(dir, 'zechus-backup.service')],
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, cwd: dir },
    );
    expect(security.stdout).toMatch(
      /Overall exposure level for zechus-backup\.service: [01]\.\d OK/,
    );
  });

  it("the nightly backup timer's service writes a dump and the uploads that restore into an empty database, and keeps 14 days", async () => {
    const backups = backupFolder('var-backups-zechus');
    const expired = olderPair(backups, 20);
    const recent = olderPair(backups, 3);
    // A file of the operator's own beside them is never the script's to remove.
    const ownFile = 'before-the-upgrade.sql';
    fs.writeFileSync(path.join(backups, ownFile), '-- kept by hand\n');
    const old = new Date(Date.now() - 20 * DAY_MS);
    fs.utimesSync(path.join(backups, ownFile), old, old);

    const envFile = environmentFile('zechus', {
      DATABASE_URL: live.url,
      DATA_DIR: liveDataDir,
      BACKUP_DIR: backups,
    });
    const result = await startBackupService(installDir, envFile);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });

    // One line per file written, then per file removed.
    const lines = result.stdout.trim().split('\n');
    const written = lines.flatMap((line) => /^wrote (\S+) \(\S+\)$/.exec(line)?.[1] ?? []);
    const removed = lines.flatMap((line) => /^removed (\S+)$/.exec(line)?.[1] ?? []);
    expect(written).toHaveLength(2);
    expect(lines).toHaveLength(written.length + removed.length);
    const [dump, uploads] = written as [string, string];
    expect(path.dirname(dump)).toBe(backups);
    expect(path.basename(dump)).toMatch(/^zechus-\d{8}T\d{6}Z\.dump$/);
    const backup = dump.slice(0, -'.dump'.length);
    expect(uploads).toBe(`${backup}-uploads.tar.gz`);
    expect(removed.sort()).toEqual(expired.map((file) => path.join(backups, file)).sort());

    // 14 days kept: the 3-day-old pair stays, the 20-day-old one is gone, no partial file is left.
    expect(listing(backups)).toEqual(
      [...recent, path.basename(dump), path.basename(uploads), ownFile].sort(),
    );
    // Donors' personal data: readable by the service's user only.
    expect({ dump: modeOf(dump), uploads: modeOf(uploads) }).toEqual({
      dump: '600',
      uploads: '600',
    });

    // The restore, as the runbook says: an empty database, pg_restore, the uploads untarred.
    const restored = await createScratchDatabase('zechus_backup_restored');
    databases.push(restored);
    const restoredDataDir = path.join(work, 'restored-var-lib-zechus');
    fs.mkdirSync(restoredDataDir);
    const restore = await run('bash', ['-euo', 'pipefail', '-c', RESTORE_COMMANDS.join('\n')], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        DATABASE_URL: restored.url,
        DATA_DIR: restoredDataDir,
        backup,
      },
      cwd: work,
    });
    expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: '' });

    // Every table's every row, every sequence, the schema, and every upload's bytes.
    const before = await contents(live);
    expect(before.rows.learners!.count).toBeGreaterThan(0);
    expect(before.rows.assignments!.count).toBeGreaterThan(0);
    expect(before.rows.donors!.count).toBeGreaterThan(0);
    expect(await contents(restored)).toEqual(before);
    expect(await schemaOf(restored)).toBe(await schemaOf(live));
    const liveUploads = path.join(liveDataDir, 'uploads');
    const restoredUploads = path.join(restoredDataDir, 'uploads');
    const uploaded = filesUnder(liveUploads);
    expect(uploaded.length).toBeGreaterThan(0);
    expect(filesUnder(restoredUploads)).toEqual(uploaded);
    for (const file of uploaded) {
      expect(
        fs
          .readFileSync(path.join(restoredUploads, file))
          .equals(fs.readFileSync(path.join(liveUploads, file))),
        file,
      ).toBe(true);
    }

    // The compiled server starts on what was restored and serves its data and its uploads.
    const port = await freePort();
    const webDist = path.join(work, 'web-dist');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Zechus</title>');
    const logFile = path.join(work, 'restored-server.log');
    const log = fs.openSync(logFile, 'w');
    server = spawn(process.execPath, [path.join(REPO, 'apps/server/dist/server.js')], {
      cwd: REPO,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        NODE_ENV: 'production',
        DATABASE_URL: restored.url,
        DATA_DIR: restoredDataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        WEB_DIST_DIR: webDist,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    await waitUntilReady(server, port, () => fs.readFileSync(logFile, 'utf8'));

    const plans = await fetch(`http://127.0.0.1:${port}/api/plans`);
    expect(plans.status).toBe(200);
    const offered = await live.query<{ id: number; text: string; price_cents: number }>(
      `SELECT id, text, price_cents FROM plans WHERE active ORDER BY position`,
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(
      ((await plans.json()) as { id: number; text: string; price: number }[]).map(
        ({ id, text, price }) => ({ id, text, price_cents: Math.round(price * 100) }),
      ),
    ).toEqual(offered);
    const [photo] = await restored.query<{ image_url: string }>(
      `SELECT image_url FROM learners WHERE image_url LIKE '/uploads/%' ORDER BY id LIMIT 1`,
    );
    const served = await fetch(`http://127.0.0.1:${port}${photo!.image_url}`);
    expect(served.status).toBe(200);
    expect(
      Buffer.from(await served.arrayBuffer()).equals(
        fs.readFileSync(path.join(liveDataDir, photo!.image_url)),
      ),
    ).toBe(true);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('fails, and removes nothing, when pg_dump cannot read the database', async () => {
    // A server whose backups stopped weeks ago: only old pairs, which a failed run must not thin.
    const backups = backupFolder('failing-backups');
    const old = [...olderPair(backups, 40), ...olderPair(backups, 20)];
    const times = old.map((file) => fs.statSync(path.join(backups, file)).mtimeMs);
    const url = new URL(live.url);
    url.pathname = `/zechus_backup_missing_${crypto.randomBytes(4).toString('hex')}`;
    const envFile = environmentFile('unreachable', {
      DATABASE_URL: url.toString(),
      DATA_DIR: liveDataDir,
      BACKUP_DIR: backups,
    });

    const result = await startBackupService(installDir, envFile);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/pg_dump: error:.*does not exist/);
    expect(result.stdout).toBe('');
    expect(listing(backups)).toEqual([...old].sort());
    expect(old.map((file) => fs.statSync(path.join(backups, file)).mtimeMs)).toEqual(times);
  });

  it('hands pg_dump the database password in its environment, never on its command line', async () => {
    // A command line is readable by every user of the machine (ps); the environment is not.
    const url = new URL(live.url);
    // The local server trusts loopback and ignores a password; CI's server needs its own.
    if (!url.password) url.password = encodeURIComponent('s3cret:with/odd@chars%');
    const password = decodeURIComponent(url.password);
    const bin = path.join(work, 'bin');
    fs.mkdirSync(bin);
    const realPgDump = execFileSync('bash', ['-c', 'command -v pg_dump'], {
      encoding: 'utf8',
    }).trim();
    const seen = path.join(work, 'pg_dump-saw');
    fs.writeFileSync(
      path.join(bin, 'pg_dump'),
      `#!/bin/sh\nprintf '%s\\n' "$@" > '${seen}.args'\n` +
        `printf '%s' "$PGPASSWORD" > '${seen}.password'\nexec '${realPgDump}' "$@"\n`,
      { mode: 0o755 },
    );
    const backups = backupFolder('password-backups');
    const envFile = environmentFile('password', {
      DATABASE_URL: url.toString(),
      DATA_DIR: liveDataDir,
      BACKUP_DIR: backups,
    });

    const result = await startBackupService(installDir, envFile, bin);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const args = fs.readFileSync(`${seen}.args`, 'utf8');
    expect(args).not.toContain(url.password);
    expect(args).not.toContain(password);
    expect(args).toContain(`--dbname=postgres://${url.username}@${url.host}${url.pathname}`);
    expect(fs.readFileSync(`${seen}.password`, 'utf8')).toBe(password);
    expect(listing(backups)).toHaveLength(2);
  });

  it('tells a SQLite install (no DATABASE_URL) to use npm run backup, and exits 2', async () => {
    const backups = backupFolder('sqlite-backups');
    const envFile = environmentFile('sqlite', { DATA_DIR: liveDataDir, BACKUP_DIR: backups }, [
      'DATABASE_URL',
    ]);
    const result = await startBackupService(installDir, envFile);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('npm run backup');
    expect(listing(backups)).toEqual([]);
  });
});
