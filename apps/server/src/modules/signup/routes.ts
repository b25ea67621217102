import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeySchema, signUpSchema } from '@zechus/shared';
import { z } from 'zod';
import { signInThePayingBrowser } from '../auth/payment-session.ts';
import { requestFingerprint, runIdempotently } from '../idempotency/idempotency.ts';
import { signUp, type SignUpDeps } from './service.ts';

/** A dedication's confirmation (not a 3-D Secure challenge, also a 200). */
const isConfirmation = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && 'enrollment' in body;

export const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/** POST /api/sign-up (spec §7): the body is checked by the shared schema before anything else. */
export const signUpRoutes: FastifyPluginAsyncZod<
  Omit<SignUpDeps, 'log'> & {
    limitPerIp: number;
    /** Today in Europe/London (the clock, or a test's pinned day). */
    today: () => string;
    secureCookies: boolean;
  }
> = async (app, { limitPerIp, today, secureCookies, ...deps }) => {
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
      // The browser that paid is signed in by its payment (the key is its own): `signedIn` is
      // added here, never to the answer kept for replays.
      if (answer.statusCode === 200 && isConfirmation(answer.body)) {
        const signedIn = await signInThePayingBrowser(
          deps.db,
          request,
          reply,
          { idempotencyKey: key, answer: answer.body },
          {
            secure: secureCookies,
          },
        );
        return reply.status(200).send({ ...answer.body, signedIn });
      }
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
