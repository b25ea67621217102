import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReachable, type DatabaseHandle } from '../../db/database.ts';
import { pendingMigrations } from '../../db/migrate.ts';

/**
 * How long the database may take to answer a readiness check (ms). A database that hangs (a
 * network partition, a full pool) must make the check fail, not make the checker wait: nginx and
 * load balancers give up on a check after a few seconds and count a timeout as nothing learnt.
 */
export const READY_DATABASE_TIMEOUT_MS = 2000;

export type Readiness = 'ready' | 'stopping' | 'migrating' | 'unavailable';

const readySchema = z.object({
  status: z.enum(['ready', 'stopping', 'migrating', 'unavailable']),
});

/** `work`'s result, or `fallback` if it has not come within `ms` (or failed). */
async function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready — readiness, for the proxy or load balancer that decides whether to send this
 * instance traffic. /api/health stays liveness (the process runs and reaches its database); this
 * one also answers 503 as soon as the instance begins to stop (shutdown.ts), so it leaves the
 * pool before it goes, and while a migration this code needs is not in the database.
 *
 * Cheap, as it is asked every few seconds: one trivial query (the migration table is read only
 * until every migration is in: migrations are never undone), no session or cookie work, no rate
 * limit (rate limits are per route here, and this route asks for none), never cached, and logged
 * only when the instance is not ready for want of its database, rather than at every check.
 */
export const readyRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  databaseTimeoutMs?: number;
}> = async (app, { database, databaseTimeoutMs = READY_DATABASE_TIMEOUT_MS }) => {
  let stopping = false;
  // app.close() runs its preClose hooks first, before it stops listening: from then on a check
  // that still reaches this instance (on a connection already open) is told it is stopping.
  app.addHook('preClose', async () => {
    stopping = true;
  });

  let migrated = false;
  const databaseReadiness = async (): Promise<Readiness> => {
    if (!(await isReachable(database.db))) return 'unavailable';
    migrated ||= (await pendingMigrations(database)).length === 0;
    return migrated ? 'ready' : 'migrating';
  };

  app.get(
    '/api/ready',
    { schema: { response: { 200: readySchema, 503: readySchema } }, logLevel: 'warn' },
    async (request, reply) => {
      const checked = stopping
        ? 'stopping'
        : await within(databaseReadiness(), databaseTimeoutMs, 'unavailable');
      // Shutdown may have begun while the database answered.
      const status: Readiness = stopping ? 'stopping' : checked;
      if (status === 'unavailable' || status === 'migrating') {
        request.log.warn({ status }, 'not ready');
      }
      return reply
        .status(status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status });
    },
  );
};
