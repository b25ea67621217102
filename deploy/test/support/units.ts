import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onThisMachine } from './paths.ts';
import { environmentAssignments, readEnvironmentFile, readUnitFile } from './unit-file.ts';

/**
 * What systemd does with zechus@.service, for a machine where systemd is not running (the test's
 * container): the unit's ExecStart in its WorkingDirectory, with the EnvironmentFile and the
 * Environment= lines, %i the port; stop is the unit's KillSignal and a wait for the exit. The
 * unit file and the env file are the real ones; only the paths move to this checkout.
 */
export class Units {
  readonly #running = new Map<string, { child: ChildProcess; exited: Promise<number | null> }>();

  constructor(
    private readonly unitFile: string,
    /** The EnvironmentFile= as this test wrote it. */
    private readonly environmentFile: string,
    private readonly logDir: string,
    /** The test's stand-in for /opt/zechus. */
    private readonly installDir: string,
  ) {}

  start(instance: string): void {
    if (this.#running.has(instance)) throw new Error(`zechus@${instance} is already running`);
    const unit = readUnitFile(this.unitFile, instance);
    const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
    for (const line of unit.all('Service', 'Environment')) {
      for (const [key, value] of environmentAssignments(line)) env[key] = value;
    }
    // systemd.exec(5): what the EnvironmentFile sets overrides Environment=.
    Object.assign(env, readEnvironmentFile(this.environmentFile));
    const [command = '', ...args] = onThisMachine(
      unit.one('Service', 'ExecStart'),
      this.installDir,
    ).split(/\s+/);
    const log = fs.openSync(path.join(this.logDir, `zechus@${instance}.log`), 'a');
    const child = spawn(command, args, {
      cwd: onThisMachine(unit.one('Service', 'WorkingDirectory'), this.installDir),
      env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    this.#running.set(instance, { child, exited });
  }

  /** systemctl stop: the KillSignal, then wait (the unit's TimeoutStopSec at most). */
  async stop(instance: string): Promise<number | null> {
    const running = this.#running.get(instance);
    if (!running) return null;
    const unit = readUnitFile(this.unitFile, instance);
    running.child.kill(unit.one('Service', 'KillSignal') as NodeJS.Signals);
    const timeoutSeconds = Number(unit.one('Service', 'TimeoutStopSec'));
    const timer = setTimeout(() => running.child.kill('SIGKILL'), timeoutSeconds * 1000);
    const code = await running.exited;
    clearTimeout(timer);
    this.#running.delete(instance);
    return code;
  }

  async restart(instance: string): Promise<number | null> {
    const code = await this.stop(instance);
    this.start(instance);
    return code;
  }

  pid(instance: string): number | undefined {
    return this.#running.get(instance)?.child.pid;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#running.keys()].map((instance) => this.stop(instance)));
  }

  log(instance: string): string {
    const file = path.join(this.logDir, `zechus@${instance}.log`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  }
}

/** Polls an instance's /api/ready until it answers 200 (migrations done, database answering). */
export async function waitUntilReady(port: number, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (answer.status === 200) return;
    } catch {
      // Not listening yet: migrations run before the server listens.
    }
    if (Date.now() > deadline) throw new Error(`127.0.0.1:${port} was not ready within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
