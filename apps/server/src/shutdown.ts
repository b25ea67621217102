import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (Fastify's
 * close waits for them), then release the database. A second signal, or a hang past the grace
 * period, exits at once.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  releaseResources: () => Promise<void>,
  graceMs = 10_000,
): (signal: string) => Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    // A keep-alive socket becomes idle once its in-flight request is answered; close those as
    // they appear, or browsers would hold the shutdown open for Fastify's 72 s keep-alive.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    try {
      await app.close();
      await releaseResources();
      app.log.info('shut down cleanly');
      process.exitCode = 0;
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exitCode = 1;
    } finally {
      clearInterval(reaper);
      clearTimeout(timer);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, (s) => void shutdown(s));
  }
  return shutdown;
}
