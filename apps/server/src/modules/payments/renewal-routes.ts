import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renewalTokenSchema } from '@zechus/shared';
import { z } from 'zod';
import type { AfterChallengeDeps } from './after-challenge.ts';
import { confirmRenewal, renewalToConfirm } from './renewal-cardholder.ts';

const params = z.object({ token: renewalTokenSchema });

/**
 * The page a donor reaches from "Please confirm this year's renewal with your bank" (issue 23 §3):
 * the renewal it is about, and "Confirm with my bank". The link's unguessable token is the only
 * credential, as a sign-in link's is; the page shows nothing of the donor but the dedication's
 * name and the amount.
 */
export const renewalRoutes: FastifyPluginAsyncZod<
  Omit<AfterChallengeDeps, 'log'> & { limitPerIp: number }
> = async (app, { limitPerIp, ...deps }) => {
  const rateLimit = { max: limitPerIp, timeWindow: '10 minutes' };
  app.get(
    '/api/renewals/:token',
    { schema: { params }, config: { rateLimit } },
    async (request, reply) => {
      const renewal = await renewalToConfirm(deps, request.params.token);
      if (!renewal) {
        return reply
          .status(404)
          .send({ error: 'not_found', message: 'This link is not one of ours.' });
      }
      return renewal;
    },
  );
  app.post(
    '/api/renewals/:token/confirm',
    { schema: { params }, config: { rateLimit } },
    async (request, reply) => {
      const answer = await confirmRenewal({ ...deps, log: request.log }, request.params.token);
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
