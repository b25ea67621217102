import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeySchema, signUpSchema } from '@zechus/shared';
import { z } from 'zod';
import { requestFingerprint, runIdempotently } from '../idempotency/idempotency.ts';
import { signUp, type SignUpDeps } from './service.ts';

export const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/** POST /api/sign-up (spec §7): the body is checked by the shared schema before anything else. */
export const signUpRoutes: FastifyPluginAsyncZod<
  Omit<SignUpDeps, 'log'> & {
    limitPerIp: number;
    /** Today in Europe/London (the clock, or a test's pinned day). */
    today: () => string;
  }
> = async (app, { limitPerIp, today, ...deps }) => {
  app.post(
    '/api/sign-up',
    {
      schema: { body: signUpSchema, headers: idempotencyHeaders },
      config: { rateLimit: { max: limitPerIp, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const fingerprint = requestFingerprint(request.body);
      const answer = await runIdempotently(deps.db, 'sign-up', key, fingerprint, () =>
        signUp({ ...deps, log: request.log }, request.body, key, today()),
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
