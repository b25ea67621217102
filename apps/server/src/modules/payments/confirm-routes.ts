import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPaymentSchema, referenceOfSecret } from '@zechus/shared';
import { signInThePayingBrowser } from '../auth/payment-session.ts';
import {
  challengedPayment,
  confirmAfterChallenge,
  type AfterChallengeDeps,
} from './after-challenge.ts';

/**
 * POST /api/payments/confirm (decision 0034): the page's 3-D Secure challenge has closed; the
 * answer is the sign-up's or donation's own — its confirmation, or the spec's decline.
 */
export const confirmPaymentRoutes: FastifyPluginAsyncZod<
  Omit<AfterChallengeDeps, 'log'> & { limitPerIp: number; secureCookies: boolean }
> = async (app, { limitPerIp, secureCookies, ...deps }) => {
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
      // A sign-up completed after its challenge: the page that holds the payment's own secret
      // (checked above, or there is no 200) is the browser that paid, and is signed in by it.
      const payment =
        answer.statusCode === 200 && !request.body.clientSecret.startsWith('seti_')
          ? await challengedPayment(
              deps.db,
              deps.gateway.name,
              referenceOfSecret(request.body.clientSecret),
            )
          : undefined;
      if (payment?.purpose === 'enrollment') {
        const signedIn = await signInThePayingBrowser(
          deps.db,
          request,
          reply,
          { idempotencyKey: payment.idempotency_key, answer: answer.body },
          { secure: secureCookies },
        );
        return reply.status(200).send({ ...(answer.body as object), signedIn });
      }
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
