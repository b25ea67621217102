import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import { recordAudit } from '../audit/audit.ts';
import { currentStaff } from '../staff/staff-session.ts';

/**
 * POST /api/live/force-reload: a staff action that reloads every wall, audited in the same
 * transaction as the event it publishes. It lives with the wall's other routes, not in live/,
 * which only carries events and imports no module (DESIGN.md §2).
 */
export const forceReloadRoutes: FastifyPluginAsyncZod<{ db: Db; bus: LiveBus }> = async (
  app,
  { db, bus },
) => {
  app.post(
    '/api/live/force-reload',
    { schema: { response: { 200: z.object({ ok: z.literal(true), id: z.number() }) } } },
    async (request) => {
      const staff = await currentStaff(db, request);
      if (!staff) {
        throw new HttpError(403, 'forbidden', 'Only signed-in staff can reload the walls.');
      }
      const id = await db.transaction().execute(async (trx) => {
        await recordAudit(trx, staff, {
          area: 'home',
          action: 'walls.reload',
          summary: 'Reloaded every wall in the hall',
        });
        return bus.publish('force-reload', { reason: 'staff' }, trx);
      });
      bus.announce();
      request.log.info({ staffUserId: staff.id }, 'force-reload published');
      return { ok: true as const, id };
    },
  );
};
