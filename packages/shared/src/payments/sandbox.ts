import { z } from 'zod';

/**
 * The sandbox's stand-in for Stripe's API, as the page's stand-in for Stripe.js calls it
 * (decision 0034). It answers only while the sandbox is the gateway, and only for test cards.
 */
export const SANDBOX_API = {
  paymentMethods: '/api/sandbox/payment-methods',
  authenticate: (reference: string) =>
    `/api/sandbox/payment-intents/${encodeURIComponent(reference)}/authenticate`,
} as const;

/** POST /api/sandbox/payment-methods: a test card typed into the sandbox's card fields. */
export const sandboxCardSchema = z.strictObject({
  number: z.string().max(30),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2200),
  cvc: z.string().max(4),
});
export type SandboxCardRequest = z.infer<typeof sandboxCardSchema>;

/** A PaymentMethod as Stripe answers one (the parts the page reads). */
export const sandboxPaymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
  }),
});

/** An error as Stripe's API answers one. */
export const sandboxErrorSchema = z.object({
  error: z.object({ type: z.string(), code: z.string().optional(), message: z.string() }),
});

/** POST /api/sandbox/payment-intents/:id/authenticate: the challenge frame's answer. */
export const sandboxAuthenticateSchema = z.strictObject({
  clientSecret: z.string().max(300),
  passed: z.boolean(),
});

/** The payment after the challenge, in Stripe's words. */
export const sandboxIntentSchema = z.object({
  id: z.string(),
  status: z.enum(['succeeded', 'requires_payment_method', 'requires_action']),
  last_payment_error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type SandboxIntent = z.infer<typeof sandboxIntentSchema>;
