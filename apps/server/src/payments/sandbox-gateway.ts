import crypto from 'node:crypto';
import { cardDigits, detectCardBrand } from '@zechus/shared';
import {
  GatewayError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type SavedChargeRequest,
} from './gateway.ts';

/**
 * The default gateway: no network, deterministic test cards (README). Any other valid card is
 * approved. Like a real gateway it answers a repeated idempotency key with its first result.
 */
export const SANDBOX_CARDS = {
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  gatewayError: '4000000000000119',
  /** Approved now; its saved token is declined later (for testing yearly renewals). */
  renewalDeclines: '4000000000000341',
} as const;

const FAILING_TOKEN_PREFIX = 'sandbox_tok_fails_';

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  /** Every charge that moved (sandbox) money, for tests and the demo's logs. */
  readonly charges: { reference: string; amountCents: number; idempotencyKey: string }[] = [];
  readonly #results = new Map<string, Promise<ChargeResult>>();

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.#once(request.idempotencyKey, async () => {
      const digits = cardDigits(request.card.number);
      if (digits === SANDBOX_CARDS.gatewayError) {
        throw new GatewayError('The sandbox card processor is unavailable (test card 0119)');
      }
      if (digits === SANDBOX_CARDS.declined) {
        return { status: 'declined', code: 'card_declined', message: 'Your card was declined.' };
      }
      if (digits === SANDBOX_CARDS.insufficientFunds) {
        return {
          status: 'declined',
          code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        };
      }
      const reference = `sandbox_ch_${crypto.randomBytes(8).toString('hex')}`;
      this.charges.push({
        reference,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey,
      });
      const tokenPrefix =
        digits === SANDBOX_CARDS.renewalDeclines ? FAILING_TOKEN_PREFIX : 'sandbox_tok_';
      return {
        status: 'approved',
        reference,
        brand: detectCardBrand(digits)?.brand ?? 'unknown',
        lastFour: digits.slice(-4),
        ...(request.saveForReuse
          ? { reusableToken: `${tokenPrefix}${crypto.randomBytes(8).toString('hex')}` }
          : {}),
      };
    });
  }

  chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
    return this.#once(request.idempotencyKey, async () => {
      if (request.token.startsWith(FAILING_TOKEN_PREFIX)) {
        return { status: 'declined', code: 'card_declined', message: 'Your card was declined.' };
      }
      const reference = `sandbox_ch_${crypto.randomBytes(8).toString('hex')}`;
      this.charges.push({
        reference,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey,
      });
      return { status: 'approved', reference, brand: 'saved', lastFour: '' };
    });
  }

  #once(key: string, run: () => Promise<ChargeResult>): Promise<ChargeResult> {
    const earlier = this.#results.get(key);
    if (earlier) return earlier;
    const result = run();
    this.#results.set(key, result);
    // A gateway error charged nothing: the same key may be tried again.
    result.catch(() => this.#results.delete(key));
    return result;
  }
}
