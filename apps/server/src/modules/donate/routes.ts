import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generalDonationSchema } from '@zechus/shared';
import { requestFingerprint, runIdempotently } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../signup/routes.ts';
import { donate, type DonateDeps } from './service.ts';

/** POST /api/general-donate (spec §7). */
export const donateRoutes: FastifyPluginAsyncZod<
  Omit<DonateDeps, 'log'> & {
    limitPerIp: number;
    /** Today in Europe/London (the clock, or a test's pinned day). */
    today: () => string;
  }
> = async (app, { limitPerIp, today, ...deps }) => {
  app.post(
    '/api/general-donate',
    {
      schema: { body: generalDonationSchema, headers: idempotencyHeaders },
      config: { rateLimit: { max: limitPerIp, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const fingerprint = requestFingerprint(request.body.billing);
      const answer = await runIdempotently(deps.db, 'general-donate', key, fingerprint, () =>
        donate({ ...deps, log: request.log }, request.body, key, today()),
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
