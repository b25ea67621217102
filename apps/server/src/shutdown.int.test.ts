import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';
import { installGracefulShutdown } from './shutdown.ts';

describe('graceful shutdown', () => {
  it('a request in flight when SIGTERM arrives still gets its answer, then the database closes', async () => {
    const t = await createTestApp('sqlite');
    // A fresh instance with a slow route, listening on a real port.
    const { buildApp } = await import('./app.ts');
    const { createMailer } = await import('./mail/mailer.ts');
    const app = await buildApp({
      config: t.config,
      database: t.handle,
      mailer: createMailer({ from: 'x@y.org', outboxDir: t.outboxDir }),
      paymentGateway: t.gateway,
    });
    // The route says when it has the request, so SIGTERM comes while it is truly in flight
    // (a fixed pause would be a guess on a loaded machine).
    let arrived: () => void = () => undefined;
    const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/api/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    let released = false;
    const shutdown = installGracefulShutdown(app, async () => {
      released = true;
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`).then((r) => r.json());
    await hasArrived;
    await shutdown('SIGTERM');

    expect(await inFlight).toEqual({ finished: true });
    expect(released).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
    process.exitCode = undefined;
    await t.close();
  });
});
