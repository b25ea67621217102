/**
 * The PaymentGateway port (DESIGN.md §3 Payments). Card data passes through memory to the
 * gateway only: adapters never log or keep it, and what comes back holds no card number.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
  postalCode?: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: 'usd';
  card: CardDetails;
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
    }
  | { status: 'declined'; code: string; message: string };

/** The gateway could not be reached or failed: nothing was charged (answered as 502). */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  chargeSaved(request: SavedChargeRequest): Promise<ChargeResult>;
}
