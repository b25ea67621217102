import type { FastifyPluginAsync } from 'fastify';
import {
  SANDBOX_API,
  sandboxAuthenticateSchema,
  sandboxCardSchema,
  type SandboxIntentAnswer,
} from '@zechus/shared';
import { z } from 'zod';
import type { SandboxGateway } from './gateway/sandbox-gateway.ts';
import { tokenizeSandboxCard } from './gateway/sandbox-cards.ts';

/**
 * The sandbox's side of the page's stand-in for Stripe.js (decision 0034), registered only while
 * the sandbox is the gateway: its tokenizer takes a test card and answers a PaymentMethod id —
 * the one route of our API a card number may reach, and only a published test card's — and its
 * 3-D Secure challenge is passed or failed here. Answers are in Stripe's shapes, for the stand-in.
 */
export const sandboxRoutes: FastifyPluginAsync<{
  gateway: SandboxGateway;
  limitPerIp: number;
}> = async (app, { gateway, limitPerIp }) => {
  const limit = { rateLimit: { max: limitPerIp * 10, timeWindow: '10 minutes' } };
  app.post(SANDBOX_API.paymentMethods, { config: limit }, async (request, reply) => {
    const parsed = sandboxCardSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send({
        error: {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message: 'The card is incomplete.',
        },
      });
    }
    const { number, exp_month, exp_year, cvc } = parsed.data;
    const made = tokenizeSandboxCard({ number, expMonth: exp_month, expYear: exp_year, cvc });
    return reply.status('error' in made ? 402 : 200).send(made);
  });

  app.post(
    SANDBOX_API.authenticate(':id').replace('%3Aid', ':id'),
    { config: limit },
    async (request, reply) => {
      const { id } = z.object({ id: z.string().max(100) }).parse(request.params);
      const parsed = sandboxAuthenticateSchema.safeParse(request.body);
      const state = parsed.success
        ? gateway.authenticate(id, parsed.data.clientSecret, parsed.data.passed)
        : undefined;
      if (!state) {
        return reply.status(404).send({
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment.',
          },
        });
      }
      const intent: SandboxIntentAnswer = {
        id,
        status:
          state.status === 'approved'
            ? 'succeeded'
            : state.status === 'declined'
              ? 'requires_payment_method'
              : 'requires_action',
        last_payment_error:
          state.status === 'declined' ? { code: state.code, message: state.message } : null,
      };
      return intent;
    },
  );
};
