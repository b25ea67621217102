import { tokenizeSandboxCard } from '../modules/payments/gateway/sandbox-cards.ts';

/**
 * The PaymentMethod the page's stand-in for Stripe.js would get from the sandbox's tokenizer for
 * a test card (decision 0034): what a sign-up, a donation or "Change card" carries in place of
 * the card. Made here without the route, as the token stands on its own.
 */
export function sandboxPaymentMethod(
  number = '4242 4242 4242 4242',
  expiry: { month: number; year: number } = { month: 12, year: 2039 },
): string {
  const made = tokenizeSandboxCard({
    number,
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: number.replace(/\D/g, '').startsWith('37') ? '1234' : '123',
  });
  if ('error' in made) throw new Error(`not a sandbox test card: ${made.error.message}`);
  return made.id;
}
