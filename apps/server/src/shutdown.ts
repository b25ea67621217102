import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /**
   * Runs alongside the HTTP drain, from the first moment: no job pass starts during the drain,
   * and one under way ends and hands its lease back to the other instances.
   */
  stopJobs: () => Promise<void>;
  /** Once requests and jobs are done: what they used (the mailer, the database). */
  release: () => Promise<void>;
  /** SHUTDOWN_TIMEOUT_MS: the whole shutdown's limit; past it the process exits anyway, with 1. */
  timeoutMs: number;
  /** process.exit; a test passes its own so its worker survives. */
  exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /** What a signal starts (a test calls it directly). */
  shutdown(signal: string): Promise<void>;
  /** Takes the signal handlers off again (tests). */
  uninstall(): void;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM (systemd's stop) or SIGINT: `app.close()` turns /api/ready to 503 and ends the live
 * streams with a retry hint (their preClose hooks), stops listening, and waits for the requests in
 * flight; meanwhile the jobs stop. Then the database and the rest are released and the process
 * exits 0. Whatever is still going after `timeoutMs` (a request that never ends, a stuck job) is
 * logged and the process exits 1, so a restart never waits on it. A second signal exits at once.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  { stopJobs, release, timeoutMs, exit = (code) => process.exit(code) }: ShutdownOptions,
): GracefulShutdown {
  let started = false;
  /** The steps not yet done, named for the log line of a shutdown that ran out of time. */
  const open = new Set<string>();
  const step = async (name: string, run: () => Promise<void>) => {
    open.add(name);
    await run();
    open.delete(name);
  };

  const giveUp = () => {
    // Counted at the moment of giving up: the connections still held (slow requests or uploads).
    app.server.getConnections((_error, connections) => {
      if (open.size === 0) {
        // Everything closed, yet something (a timer, a socket of our own) keeps the process alive.
        app.log.warn({ timeoutMs }, 'shut down, but something still held the process; exiting');
        exit(0);
        return;
      }
      app.log.error(
        { timeoutMs, stillOpen: [...open], connections },
        'shutdown ran out of time (SHUTDOWN_TIMEOUT_MS); exiting with work still open',
      );
      exit(1);
    });
  };

  const shutdown = async (signal: string) => {
    if (started) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    started = true;
    app.log.info({ signal, timeoutMs }, 'shutting down');
    // Never cleared: unref'd, it fires only if something still holds the process when it is due,
    // and the process must exit then all the same.
    const deadline = setTimeout(giveUp, timeoutMs);
    deadline.unref();
    // A keep-alive socket becomes idle once its in-flight request is answered; close those as
    // they appear, or browsers would hold the shutdown open for Fastify's 72 s keep-alive.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    try {
      await Promise.all([step('requests', () => app.close()), step('jobs', stopJobs)]);
      await step('release', release);
      app.log.info('shut down cleanly');
      process.exitCode = 0;
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exitCode = 1;
    } finally {
      clearInterval(reaper);
    }
  };

  const onSignal = (signal: NodeJS.Signals) => void shutdown(signal);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return {
    shutdown,
    uninstall: () => {
      for (const signal of SIGNALS) process.off(signal, onSignal);
    },
  };
}
