import { z } from 'zod';

/**
 * The sandbox's stand-in for Stripe's API, as the page's stand-in for Stripe.js calls it
 * (decision 0034). It answers only while the sandbox is the gateway, and only for test cards.
 */
export * from './sandbox-api.ts';

/** POST /api/sandbox/payment-methods: a test card typed into the sandbox's card fields. */
export const sandboxCardSchema = z.strictObject({
  number: z.string().max(30),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2200),
  cvc: z.string().max(4),
});
export type SandboxCardRequest = z.infer<typeof sandboxCardSchema>;

/** POST /api/sandbox/payment-intents/:id/authenticate: the challenge frame's answer. */
export const sandboxAuthenticateSchema = z.strictObject({
  clientSecret: z.string().max(300),
  passed: z.boolean(),
});
