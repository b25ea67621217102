import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPaymentSchema } from '@zechus/shared';
import { confirmAfterChallenge, type AfterChallengeDeps } from './after-challenge.ts';

/**
 * POST /api/payments/confirm (decision 0034): the page's 3-D Secure challenge has closed; the
 * answer is the sign-up's or donation's own — its confirmation, or the spec's decline.
 */
export const confirmPaymentRoutes: FastifyPluginAsyncZod<
  Omit<AfterChallengeDeps, 'log'> & { limitPerIp: number }
> = async (app, { limitPerIp, ...deps }) => {
  app.post(
    '/api/payments/confirm',
    {
      schema: { body: confirmPaymentSchema },
      config: { rateLimit: { max: limitPerIp, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const answer = await confirmAfterChallenge(
        { ...deps, log: request.log },
        request.body.clientSecret,
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
