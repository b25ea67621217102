import crypto from 'node:crypto';
import {
  GatewayError,
  type ChargeRequest,
  type ChargeResult,
  type FoundCharge,
  type PaymentGateway,
  type PaymentState,
  type SetupState,
  type RefundRequest,
  type RefundResult,
  type SaveCardRequest,
  type SaveCardResult,
  type SavedChargeRequest,
  type SavedChargeResult,
} from './gateway.ts';
import {
  CARDHOLDER_TOKEN_PREFIX,
  FAILING_TOKEN_PREFIX,
  declinedUnknownCard,
  refusalOfTestCard,
  sandboxCardOf,
  tokenPrefixOf,
  type SandboxCard,
} from './sandbox-cards.ts';
import { SandboxBooks, type SandboxCharge } from './sandbox-books.ts';
import {
  SandboxChallenges,
  paymentStateOf,
  setupStateOf,
  type Approval,
  type Challenge,
  type Kept,
} from './sandbox-challenges.ts';

export { SANDBOX_CARDS } from './sandbox-cards.ts';
export { addChargeToSandboxLedger, sandboxLedgerFile } from './sandbox-ledger.ts';

export const SLOW_ANSWER_MS = 10_000;

/**
 * The default gateway: no network, deterministic test cards (README, ./sandbox-cards.ts). Like a
 * real gateway it answers a repeated idempotency key with its first result, and — given a
 * ledger file — it keeps the charges it made when our process dies, as a real processor would,
 * so a charge whose record was lost can be found again (findCharge). A card reaches it as the
 * PaymentMethod id its tokenizer made in the page; a 3-D Secure card's payment waits for the
 * page's challenge (authenticate), as a Stripe PaymentIntent in `requires_action` does.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  /** The charges and refunds made, and each key's first answer (sandbox-books.ts). */
  readonly #books: SandboxBooks;
  /** Cards kept by saveCard, by token: what a person may see of them (never the number). */
  readonly #savedCards = new Map<string, { brand: string; lastFour: string }>();
  readonly #saves = new Map<string, Promise<SaveCardResult>>();
  /** Payments waiting for, or past, the page's 3-D Secure challenge, by reference. */
  readonly #challenges = new SandboxChallenges();

  /** `ledgerFile`: where the processor's side is kept across restarts (one JSON line a charge). */
  constructor(options: { ledgerFile?: string } = {}) {
    this.#books = new SandboxBooks(options.ledgerFile);
  }

  /** Every charge that moved (sandbox) money, for tests and the demo's logs. */
  get charges(): readonly SandboxCharge[] {
    return this.#books.charges;
  }

  /** Every refund made, for tests and the demo's logs. */
  get refunds(): SandboxBooks['refunds'] {
    return this.#books.refunds;
  }

  findCharge(idempotencyKey: string): Promise<FoundCharge> {
    return this.#books.findCharge(idempotencyKey);
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.#books.once(request.idempotencyKey, async () => {
      const card = sandboxCardOf(request.card.paymentMethod);
      const refused = refusalOfTestCard(card);
      if (refused || !card) return refused ?? declinedUnknownCard;
      const result = this.#approval(card, request.saveForReuse);
      if (card.behaviour === 'threeDSecure') {
        const challenge = this.#challenges.open<Approval>('pi', {
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          outcome: (reference) => ({ ...result, reference }),
        });
        const { reference, clientSecret } = challenge;
        return { status: 'requires_action', reference, clientSecret };
      }
      this.#books.recordCharge(request.idempotencyKey, request.amountCents, result);
      if (card.behaviour === 'answerLost') {
        // The charge stands: asked again under the key, the sandbox reports it.
        this.#books.loseAnswer(request.idempotencyKey, result);
        throw new GatewayError('The sandbox card processor’s answer was lost (test card 0259)', {
          outcome: 'unknown',
          reference: result.reference,
        });
      }
      if (card.behaviour === 'slowAnswer') {
        await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      }
      return result;
    });
  }

  /** What a good card's charge answers: the card as the token names it. */
  #approval(
    card: SandboxCard,
    saveForReuse: boolean,
  ): Extract<ChargeResult, { status: 'approved' }> {
    const token = saveForReuse
      ? `${tokenPrefixOf(card)}${crypto.randomBytes(8).toString('hex')}`
      : undefined;
    if (token) this.#savedCards.set(token, { brand: card.brand, lastFour: card.lastFour });
    return {
      status: 'approved',
      reference: `sandbox_ch_${crypto.randomBytes(8).toString('hex')}`,
      brand: card.brand,
      lastFour: card.lastFour,
      expMonth: card.expMonth,
      expYear: card.expYear,
      ...(token ? { reusableToken: token } : {}),
    };
  }

  /**
   * The page's 3-D Secure challenge, passed or failed (POST /api/sandbox/payment-intents/:id/
   * authenticate, from the stand-in's challenge frame). Passing a payment's charges the card
   * under its key, as the bank's approval lets Stripe do; passing a card's keeps it; failing
   * leaves nothing done. Answers the state afterwards; undefined for an unknown one or secret.
   */
  authenticate(
    reference: string,
    clientSecret: string,
    passed: boolean,
  ): PaymentState | SetupState | undefined {
    const answered = this.#challenges.answer(reference, clientSecret, passed);
    if (!answered) return undefined;
    if (reference.startsWith('seti_')) return setupStateOf(answered.challenge as Challenge<Kept>);
    const challenge = answered.challenge as Challenge<Approval>;
    if (answered.justPassed) {
      this.#books.recordCharge(challenge.idempotencyKey, challenge.amountCents, challenge.outcome);
      this.#books.settle(challenge.idempotencyKey, challenge.outcome);
    }
    return paymentStateOf(challenge);
  }

  async paymentState(reference: string): Promise<PaymentState> {
    const challenge = this.#challenges.get<Approval>(reference);
    if (!challenge) throw new GatewayError('The sandbox holds no such payment (was it restarted?)');
    return paymentStateOf(challenge);
  }

  async setupState(reference: string): Promise<SetupState> {
    const challenge = this.#challenges.get<Kept>(reference);
    if (!challenge) throw new GatewayError('The sandbox holds no such card (was it restarted?)');
    return setupStateOf(challenge);
  }

  chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult> {
    if (request.token.startsWith(CARDHOLDER_TOKEN_PREFIX)) {
      return Promise.resolve(this.#waitForCardholder(request));
    }
    return this.#books.once(request.idempotencyKey, async () => {
      if (request.token.startsWith(FAILING_TOKEN_PREFIX)) {
        return { status: 'declined', code: 'card_declined', message: 'Your card was declined.' };
      }
      const card = this.#savedCards.get(request.token);
      const result: ChargeResult = {
        status: 'approved',
        reference: `sandbox_ch_${crypto.randomBytes(8).toString('hex')}`,
        brand: card?.brand ?? 'saved',
        lastFour: card?.lastFour ?? '',
      };
      this.#books.recordCharge(request.idempotencyKey, request.amountCents, result, request.token);
      return result;
    });
  }

  /**
   * The renewal of a card whose bank wants the cardholder (test card 3155): nothing is charged;
   * the payment waits, as a challenge, for the donor to resume it on our page. Asked again under
   * the same key, the same waiting payment is answered.
   */
  #waitForCardholder(request: SavedChargeRequest): SavedChargeResult {
    const earlier = this.#challenges.byKey<Approval>(request.idempotencyKey);
    if (earlier) {
      return earlier.state === 'passed'
        ? earlier.outcome
        : { status: 'needs_cardholder', reference: earlier.reference };
    }
    const card = this.#savedCards.get(request.token);
    const { reference } = this.#challenges.open<Approval>('pi', {
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      outcome: (ref) => ({
        status: 'approved',
        reference: ref,
        brand: card?.brand ?? 'saved',
        lastFour: card?.lastFour ?? '',
      }),
    });
    return { status: 'needs_cardholder', reference };
  }

  /** The donor, on our page, resumes a renewal that waited for them: the challenge opens. */
  async resumeWithCardholder(reference: string): Promise<ChargeResult> {
    const challenge = this.#challenges.get<Approval>(reference);
    if (!challenge) throw new GatewayError('The sandbox holds no such payment (was it restarted?)');
    const state = paymentStateOf(challenge);
    if (state.status === 'waiting') {
      return { status: 'requires_action', reference, clientSecret: challenge.clientSecret };
    }
    if (state.status === 'declined') {
      return { status: 'declined', code: state.code, message: state.message };
    }
    return challenge.outcome;
  }

  /**
   * Keeps a card for later charges, charging nothing. The test cards behave as at a charge: the
   * declining ones are refused, 0119 is a processor error, and 0341 is saved but its token is
   * declined when charged. A repeated key answers the first result.
   */
  saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
    const earlier = this.#saves.get(request.idempotencyKey);
    if (earlier) return earlier;
    const result = (async (): Promise<SaveCardResult> => {
      const card = sandboxCardOf(request.card.paymentMethod);
      const refused = refusalOfTestCard(card);
      if (refused || !card) return refused ?? declinedUnknownCard;
      const token = `${tokenPrefixOf(card)}${crypto.randomBytes(8).toString('hex')}`;
      this.#savedCards.set(token, { brand: card.brand, lastFour: card.lastFour });
      const kept: Kept = {
        status: 'saved',
        token,
        brand: card.brand,
        lastFour: card.lastFour,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      if (card.behaviour !== 'threeDSecure') return kept;
      // The bank wants the cardholder to confirm keeping it: kept once the page's check passes.
      const challenge = this.#challenges.open<Kept>('seti', {
        idempotencyKey: request.idempotencyKey,
        amountCents: 0,
        outcome: () => kept,
      });
      const { reference, clientSecret } = challenge;
      return { status: 'requires_action', reference, clientSecret };
    })();
    this.#saves.set(request.idempotencyKey, result);
    // An error saved nothing: the same key may be tried again.
    result.catch(() => this.#saves.delete(request.idempotencyKey));
    return result;
  }

  /** Refunds part or all of a charge the sandbox made (sandbox-books.ts says when it may). */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return this.#books.refund(request);
  }
}
