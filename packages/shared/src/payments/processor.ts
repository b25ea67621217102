import { z } from 'zod';
import cardValidator from 'card-validator';
import { detectCardBrand } from './card.ts';

/**
 * What our API takes in place of a card (decision 0034): the card is typed into the card
 * processor's own fields (Stripe Elements, or the sandbox's stand-in) and the processor answers a
 * PaymentMethod id; only that id reaches our server. The number and CVC never do.
 */
export const paymentMethodIdSchema = z
  .string({ error: 'Please type your card again: it was not prepared by the card processor.' })
  .regex(/^pm_[A-Za-z0-9_]{3,200}$/, {
    error: 'Please type your card again: it was not prepared by the card processor.',
  });

/** A PaymentIntent's or SetupIntent's client secret, as the processor gave it to the page. */
export const clientSecretSchema = z
  .string()
  .max(300)
  .regex(/^(pi|seti)_[A-Za-z0-9_]+_secret_[A-Za-z0-9_]+$/, { error: 'is not a client secret' });

/**
 * The answer of a paying request when the bank wants the cardholder to prove who they are
 * (3-D Secure): the page lets the processor open its challenge with this secret, then sends it
 * back to POST /api/payments/confirm, which completes or declines the payment.
 */
export const paymentActionSchema = z.object({
  requiresAction: z.object({ clientSecret: clientSecretSchema }),
});
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** POST /api/payments/confirm: the payment whose challenge the page has just closed. */
export const confirmPaymentSchema = z.strictObject({ clientSecret: clientSecretSchema });
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentSchema>;

/** The sentence of a paying request that carries card details: they go only to the processor. */
export const CARD_DATA_REFUSED =
  'Card details are never sent to us: they go only to the card processor. Please type your card into the card fields.';

/** Keys that name card data; a body holding any of them is refused (issue 23 §1). */
export const CARD_DATA_KEYS = ['card', 'cvv', 'cvc', 'expire', 'exp_month', 'exp_year'] as const;

/**
 * A run of 13–19 digits, spaces or dashes allowed between them, that stands on its own: not part
 * of a longer run of digits, and not joined to letters or digits (an id such as a UUID, a hex
 * token or a Stripe secret holds digit runs that are not card numbers).
 */
const CARD_SHAPED = /(?<![\p{L}\p{N}_-])\d(?:[ -]?\d){12,18}(?![\p{L}\p{N}_]|-\p{N}|[ -]\d)/gu;

/**
 * Whether a text holds what reads as a card number: 13–19 digits on their own (spaces or dashes
 * between them allowed) of a known brand's length that pass the Luhn check. Our API refuses such
 * text in any field but the sandbox's tokenizer, so that a number typed into a wrong field is
 * never stored.
 */
export function holdsCardNumber(text: string): boolean {
  for (const match of text.matchAll(CARD_SHAPED)) {
    const digits = match[0].replace(/\D/g, '');
    const info = detectCardBrand(digits);
    if (info?.lengths.includes(digits.length) && cardValidator.number(digits).isValid) return true;
  }
  return false;
}

/** The text with every card number in it (as holdsCardNumber reads one) replaced. */
export function maskCardNumbers(text: string, mask = '[card number]'): string {
  return text.replace(CARD_SHAPED, (run) => (holdsCardNumber(run) ? mask : run));
}

/** Every string inside a parsed JSON value, depth first. */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsIn(item);
    }
}

/** The first card-data key anywhere in a parsed body, if there is one. */
export function cardDataKeyIn(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = cardDataKeyIn(item);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((CARD_DATA_KEYS as readonly string[]).includes(key)) return key;
      const found = cardDataKeyIn(item);
      if (found) return found;
    }
  }
  return undefined;
}

/** The token of a renewal's "confirm with your bank" link (issue 23 §3). */
export const renewalTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, {
  error: 'This link is not complete. Please open it from the e-mail again.',
});

/** GET /api/renewals/:token: the renewal waiting for its donor, as the page shows it. */
export const renewalToConfirmSchema = z.object({
  dedicationName: z.string(),
  /** In dollars. */
  amount: z.number(),
  /** waiting: to confirm; renewed: done; closed: no longer (declined, stopped …). */
  state: z.enum(['waiting', 'renewed', 'closed']),
});
export type RenewalToConfirm = z.infer<typeof renewalToConfirmSchema>;

export const RENEWAL_API = {
  renewal: (token: string) => `/api/renewals/${encodeURIComponent(token)}`,
  confirm: (token: string) => `/api/renewals/${encodeURIComponent(token)}/confirm`,
} as const;
