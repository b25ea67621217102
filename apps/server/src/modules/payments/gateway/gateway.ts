/**
 * The PaymentGateway port (DESIGN.md §3 Payments, decision 0034). The card is typed into the
 * processor's own fields in the page, which answer a PaymentMethod id: that id is all our server
 * ever holds of a card, with what a person may see of it (brand, last four, expiry).
 */
export interface ProcessorCard {
  /** The processor's PaymentMethod, made in the page from the card typed into its fields. */
  paymentMethod: string;
  /** Name on card. */
  name: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: 'usd';
  card: ProcessorCard;
  description: string;
  customerEmail: string;
  /** The request's idempotency key: the gateway charges at most once per key. */
  idempotencyKey: string;
  /** Keep a reusable token for the yearly renewal of a recurring dedication. */
  saveForReuse: boolean;
}

export interface SavedChargeRequest {
  amountCents: number;
  currency: 'usd';
  token: string;
  description: string;
  idempotencyKey: string;
}

export type ChargeResult =
  | {
      status: 'approved';
      reference: string;
      brand: string;
      lastFour: string;
      /** Present when saveForReuse was asked for. */
      reusableToken?: string;
      expMonth?: number;
      expYear?: number;
    }
  /**
   * The bank wants the cardholder to prove who they are (3-D Secure): nothing is charged yet.
   * The page opens the challenge with the client secret and then asks us to confirm
   * (paymentState tells how it ended).
   */
  | { status: 'requires_action'; reference: string; clientSecret: string }
  | {
      status: 'declined';
      code: string;
      message: string;
      /** The card refused, as far as the processor says (for the office's list of attempts). */
      card?: { brand: string; lastFour: string; expMonth?: number; expYear?: number };
    };

/**
 * An off-session charge of a saved card (a yearly renewal): approved, declined, or waiting for
 * the cardholder — the bank wants the donor to confirm it themselves (3-D Secure). Nothing is
 * charged then; the payment stays with the processor under `reference` until the donor, on a page
 * of ours, resumes it (resumeWithCardholder) and answers the bank.
 */
export type SavedChargeResult =
  | Exclude<ChargeResult, { status: 'requires_action' }>
  | { status: 'needs_cardholder'; reference: string };

/**
 * Where a payment that asked for the cardholder's action stands now, read from the processor
 * (after the page's challenge, a webhook, or the recovery job). `waiting`: the challenge is not
 * finished (or the bank is still processing). The client secret is the one the page was given,
 * for our confirm route to check that the page asking is the one that paid.
 */
export type PaymentState =
  | (Extract<ChargeResult, { status: 'approved' }> & { clientSecret: string; amountCents: number })
  | { status: 'declined'; code: string; message: string; clientSecret: string }
  | { status: 'waiting'; clientSecret: string };

/**
 * What a gateway error leaves behind. `not_charged`: the card was never sent to be charged (or
 * the processor refused before charging). `unknown`: the charge was sent and no answer came
 * back — it may have gone through. Either way the same idempotency key may be tried again: the
 * adapter then finds an earlier charge instead of making a second one (docs/decisions/0007).
 */
export type GatewayErrorOutcome = 'not_charged' | 'unknown';

/** The gateway could not be reached or failed (answered as 502). */
export class GatewayError extends Error {
  readonly outcome: GatewayErrorOutcome;
  /** The gateway's reference of the payment, when one was made before the failure. */
  readonly reference: string | undefined;

  constructor(
    message: string,
    options: { cause?: unknown; outcome?: GatewayErrorOutcome; reference?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'GatewayError';
    this.outcome = options.outcome ?? 'not_charged';
    this.reference = options.reference;
  }
}

/**
 * What the processor holds under one of our idempotency keys, asked when our own record of the
 * outcome is missing (the process died, or the database failed, after the charge was sent).
 * `charged`: money moved under the key. `none`: nothing under the key moved money — nothing was
 * charged and nothing will be, since every attempt with that key has ended.
 */
export type FoundCharge =
  | { status: 'charged'; reference: string; amountCents: number; reusableToken?: string }
  | { status: 'none' };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What became of a payment (by its processor reference) that asked for an action. */
  paymentState(reference: string): Promise<PaymentState>;
  chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult>;
  /**
   * A saved card's charge that waited for the cardholder (needs_cardholder), confirmed again with
   * the donor present: approved, or the bank's challenge for the page to open (requires_action),
   * or declined.
   */
  resumeWithCardholder(reference: string): Promise<ChargeResult>;
  /**
   * Keeps a card for later charges without charging it (a donor's "Change card" for a yearly
   * renewal): the processor checks the card and answers a reusable token for chargeSaved.
   */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  /** What became of a card to keep (by its processor reference) that asked for an action. */
  setupState(reference: string): Promise<SetupState>;
  /** Looks up what was charged under an idempotency key; a GatewayError when unreachable. */
  findCharge(idempotencyKey: string): Promise<FoundCharge>;
  /** Refunds all or part of a charge, at most once per idempotency key. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/**
 * A refund of a charge, full or partial, by the charge's gateway reference. The idempotency key
 * is ours (one per refund the office asks for): asking again with it — after no answer came —
 * reports the refund already made instead of making a second.
 */
export interface RefundRequest {
  /** The charge's reference at the gateway (payments.gateway_reference). */
  chargeReference: string;
  amountCents: number;
  idempotencyKey: string;
  reason: string;
}

/**
 * `succeeded`: the money is on its way back. `failed`: the processor refused, nothing moved (it
 * says why: more than is left of the charge, an unknown charge …). A processor that could not be
 * reached throws a GatewayError: `not_charged` means nothing moved, `unknown` that it may have.
 */
export type RefundResult =
  { status: 'succeeded'; reference: string } | { status: 'failed'; message: string };

/**
 * A card to keep for later (off-session) charges. `replacing` is the token it replaces, so the
 * processor can keep the new card with the same customer; the idempotency key is ours, one per
 * attempt: asked again with it, the processor answers the card it already saved.
 */
export interface SaveCardRequest {
  card: ProcessorCard;
  customerEmail: string;
  replacing: string | null;
  idempotencyKey: string;
}

/** `saved`: the token to charge from now on, with what a person may see of the card. */
export type SaveCardResult =
  | {
      status: 'saved';
      token: string;
      brand: string;
      lastFour: string;
      expMonth: number;
      expYear: number;
    }
  /** The bank wants the cardholder to confirm keeping it: the page opens the challenge. */
  | { status: 'requires_action'; reference: string; clientSecret: string }
  | { status: 'declined'; code: string; message: string };

/** Where a card to keep that asked for the cardholder stands now (after the page's challenge). */
export type SetupState =
  | (Extract<SaveCardResult, { status: 'saved' }> & { clientSecret: string })
  | { status: 'declined'; code: string; message: string; clientSecret: string }
  | { status: 'waiting'; clientSecret: string };
