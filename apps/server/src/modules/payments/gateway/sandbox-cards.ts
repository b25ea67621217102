import crypto from 'node:crypto';
import { cardDigits, cardNumberProblem, detectCardBrand } from '@zechus/shared';
import { GatewayError } from './gateway.ts';

/**
 * The sandbox's test cards (README "Test cards"), and its tokenizer: the page's stand-in for
 * Stripe.js sends a card here (POST /api/sandbox/payment-methods, only while the sandbox is the
 * gateway) and gets a PaymentMethod id back, as Stripe's fields do; the sign-up, the donation and
 * "Change card" then carry only that id (decision 0034). Only the documented test cards are
 * taken, so no real card number is ever typed into a sandbox, and a token can name its card's
 * behaviour, brand, last four and expiry in the open: the token works on any instance and
 * after a restart, with nothing kept.
 */
export const SANDBOX_CARDS = {
  approved: '4242424242424242',
  approvedMastercard: '5555555555554444',
  approvedAmex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  gatewayError: '4000000000000119',
  /** Approved now; its saved token is declined later (for testing yearly renewals). */
  renewalDeclines: '4000000000000341',
  /**
   * Charged at once, but the answer reaches us only after SLOW_ANSWER_MS: the window in which a
   * crash leaves a charge made and not yet recorded (for testing that it is found again).
   */
  slowAnswer: '4000000000000291',
  /**
   * Charged, but the answer is lost on its way back: the sponsor is told the outcome is unknown
   * and the payment stays `unknown` until the recovery job or the office asks (findCharge).
   */
  answerLost: '4000000000000259',
  /**
   * Approved now; at its yearly renewal the bank wants the donor to confirm (3-D Secure), so the
   * renewal waits for them (for testing renewals that need the cardholder).
   */
  renewalNeedsCardholder: '4000002500003155',
  /** The bank asks for 3-D Secure: a challenge opens in the page, to be passed or failed. */
  threeDSecure: '4000002760003184',
} as const;

export type SandboxBehaviour = keyof typeof SANDBOX_CARDS;

const BEHAVIOUR_OF = new Map<string, SandboxBehaviour>(
  Object.entries(SANDBOX_CARDS).map(([behaviour, digits]) => [
    digits,
    behaviour as SandboxBehaviour,
  ]),
);

/** The card a sandbox PaymentMethod stands for: what the token says in the open. */
export interface SandboxCard {
  behaviour: SandboxBehaviour;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export const ONLY_TEST_CARDS = 'The sandbox takes only test cards.';

/** The tokenizer's answer: a PaymentMethod as Stripe's API shapes one, or why not. */
export type Tokenized =
  | {
      id: string;
      card: { brand: string; last4: string; exp_month: number; exp_year: number };
    }
  | { error: { type: 'card_error' | 'invalid_request_error'; code: string; message: string } };

/**
 * A card typed into the sandbox's fields, made a PaymentMethod. The number must be one of the
 * test cards (any future expiry and any CVC of the brand's length, as at Stripe).
 */
export function tokenizeSandboxCard(input: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}): Tokenized {
  const digits = cardDigits(input.number);
  const problem = cardNumberProblem(digits);
  if (problem) return { error: { type: 'card_error', code: 'invalid_number', message: problem } };
  const behaviour = BEHAVIOUR_OF.get(digits);
  if (!behaviour) {
    return {
      error: { type: 'card_error', code: 'sandbox_test_cards_only', message: ONLY_TEST_CARDS },
    };
  }
  const brand = detectCardBrand(digits)?.brand ?? 'unknown';
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) {
    return {
      error: {
        type: 'card_error',
        code: 'invalid_cvc',
        message: `CVV must be ${cvcLength} digits`,
      },
    };
  }
  const now = new Date();
  if (input.expYear * 12 + input.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return {
      error: { type: 'card_error', code: 'expired_card', message: 'This card has expired' },
    };
  }
  const card = {
    behaviour,
    brand,
    lastFour: digits.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
  };
  return {
    id: sandboxPaymentMethodId(card),
    card: { brand, last4: card.lastFour, exp_month: card.expMonth, exp_year: card.expYear },
  };
}

const TOKEN = /^pm_sandbox_([a-zA-Z]+)_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})_[a-f0-9]{8}$/;

export const sandboxPaymentMethodId = (card: SandboxCard): string =>
  `pm_sandbox_${card.behaviour}_${card.brand}_${card.lastFour}_${card.expMonth}_${card.expYear}_${crypto.randomBytes(4).toString('hex')}`;

/**
 * The card a sandbox PaymentMethod id stands for; undefined for any other id — one naming no
 * test card (`in` would take "constructor" or "toString" for one), or a brand or last four that
 * are not its test card's, which the tokenizer never makes.
 */
export function sandboxCardOf(paymentMethod: string): SandboxCard | undefined {
  const match = TOKEN.exec(paymentMethod);
  if (!match) return undefined;
  const behaviour = match[1] ?? '';
  if (!Object.hasOwn(SANDBOX_CARDS, behaviour)) return undefined;
  const digits = SANDBOX_CARDS[behaviour as SandboxBehaviour];
  const brand = match[2] ?? '';
  const lastFour = match[3] ?? '';
  if (lastFour !== digits.slice(-4) || brand !== (detectCardBrand(digits)?.brand ?? 'unknown')) {
    return undefined;
  }
  return {
    behaviour: behaviour as SandboxBehaviour,
    brand,
    lastFour,
    expMonth: Number(match[4]),
    expYear: Number(match[5]),
  };
}

export const declinedUnknownCard = {
  status: 'declined',
  code: 'invalid_payment_method',
  message: 'The card processor does not know this card. Please type it again.',
} as const;

export const FAILING_TOKEN_PREFIX = 'sandbox_tok_fails_';
/** A kept card whose off-session charge waits for the cardholder's own confirmation. */
export const CARDHOLDER_TOKEN_PREFIX = 'sandbox_tok_cardholder_';

/**
 * What a test card does when charged or saved, alike: 0119 is a processor error (thrown), and
 * the declining cards are refused with the processor's words. Undefined for a card that goes on.
 */
export function refusalOfTestCard(card: SandboxCard | undefined):
  | {
      status: 'declined';
      code: string;
      message: string;
      card?: { brand: string; lastFour: string; expMonth: number; expYear: number };
    }
  | undefined {
  if (!card) return declinedUnknownCard;
  if (card.behaviour === 'gatewayError') {
    throw new GatewayError('The sandbox card processor is unavailable (test card 0119)');
  }
  const refused = {
    brand: card.brand,
    lastFour: card.lastFour,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
  if (card.behaviour === 'declined') {
    return {
      status: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
      card: refused,
    };
  }
  if (card.behaviour === 'insufficientFunds') {
    return {
      status: 'declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      card: refused,
    };
  }
  return undefined;
}

/** A kept card's token: one that declines when charged for the renewal-declines test card. */
export const tokenPrefixOf = (card: SandboxCard): string =>
  card.behaviour === 'renewalDeclines'
    ? FAILING_TOKEN_PREFIX
    : card.behaviour === 'renewalNeedsCardholder'
      ? CARDHOLDER_TOKEN_PREFIX
      : 'sandbox_tok_';
