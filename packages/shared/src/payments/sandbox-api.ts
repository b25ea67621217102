// The sandbox's stand-in for Stripe's API as the page calls it (decision 0034), without Zod: the
// page's stand-in for Stripe.js is on a public page's first load (decision 0029).

export const SANDBOX_API = {
  paymentMethods: '/api/sandbox/payment-methods',
  authenticate: (reference: string) =>
    `/api/sandbox/payment-intents/${encodeURIComponent(reference)}/authenticate`,
} as const;

/** The processor's reference inside a client secret ("pi_123_secret_abc" → "pi_123"). */
export const referenceOfSecret = (clientSecret: string): string =>
  clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/** A PaymentMethod as the sandbox's tokenizer answers one, in Stripe's shape. */
export interface SandboxPaymentMethod {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** A payment or card after the sandbox's challenge, in Stripe's words. */
export interface SandboxIntentAnswer {
  id: string;
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  last_payment_error: { code: string; message: string } | null;
}
