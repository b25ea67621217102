import crypto from 'node:crypto';
import type Stripe from 'stripe';
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
import { saveCardAtStripe, setupStateAtStripe } from './stripe-cards.ts';
import {
  approvedCharge,
  chargeResult,
  guardCharge,
  type ChargeProgress,
} from './stripe-outcomes.ts';
import { refundAtStripe } from './stripe-refunds.ts';
import { NO_REDIRECTS, createOnce, idOf, stripeSdk } from './stripe-sdk.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  /** For tests against a local stand-in of the Stripe API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

/**
 * Stripe through its official SDK (docs/decisions/0007). A charge is a PaymentIntent created
 * unconfirmed, then confirmed with the PaymentMethod the page made (0034). Creating moves no
 * money, so a creation that met a Stripe 5xx — which Stripe stores and replays for its key — may
 * be made again under the next key; every attempt walks the same keys and so finds the same intent.
 * A PaymentIntent can succeed only once, so it may be confirmed again with a fresh key after
 * a failure whose outcome is unknown: if the first confirmation went through, Stripe refuses
 * the second and we report the first. For recurring dedications the PaymentMethod is saved to
 * a Customer for off-session renewals ("cus_…:pm_…" is our reusable token). What its answers
 * come to is stripe-outcomes.ts.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(options: StripeGatewayOptions) {
    const StripeSdk = stripeSdk();
    this.#stripe = new StripeSdk(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: 30_000,
      telemetry: false,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  /**
   * The PaymentMethod the page's Stripe Elements made of the card (decision 0034): read for what
   * a person may see of it. An id Stripe does not know is the sponsor's to type again.
   */
  #paymentMethod(id: string): Promise<Stripe.PaymentMethod> {
    return this.#stripe.paymentMethods.retrieve(id);
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const key = request.idempotencyKey;
    return guardCharge(async (progress) => {
      const method = await this.#paymentMethod(request.card.paymentMethod);
      const customer = request.saveForReuse
        ? await createOnce(`${key}:cus`, (idempotencyKey) =>
            this.#stripe.customers.create(
              { email: request.customerEmail, name: request.card.name },
              { idempotencyKey },
            ),
          )
        : undefined;
      const intent = await createOnce(`${key}:pi`, (idempotencyKey) =>
        this.#stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            description: request.description,
            receipt_email: request.customerEmail,
            metadata: { idempotency_key: key },
            ...NO_REDIRECTS,
            // Saves the card to the customer once the payment succeeds.
            ...(customer
              ? { customer: customer.id, setup_future_usage: 'off_session' as const }
              : {}),
          },
          { idempotencyKey },
        ),
      );
      // use_stripe_sdk: a 3-D Secure challenge is answered as a next action the page's Stripe.js
      // opens in the page (handleNextAction), not as a redirect.
      const confirmed = await this.#confirm(
        intent.id,
        { payment_method: method.id, use_stripe_sdk: true },
        key,
        progress,
      );
      return chargeResult(confirmed, method, customer ? `${customer.id}:${method.id}` : undefined);
    });
  }

  async chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult> {
    const [customer, method] = request.token.split(':');
    if (!customer || !method) throw new GatewayError('The saved payment token is malformed');
    const key = request.idempotencyKey;
    return guardCharge(async (progress) => {
      const intent = await createOnce(`${key}:pi`, (idempotencyKey) =>
        this.#stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            customer,
            description: request.description,
            metadata: { idempotency_key: key },
            ...NO_REDIRECTS,
          },
          { idempotencyKey },
        ),
      );
      let confirmed: Stripe.PaymentIntent;
      try {
        confirmed = await this.#confirm(
          intent.id,
          { payment_method: method, off_session: true },
          key,
          progress,
        );
      } catch (error) {
        // The bank wants the donor present (Strong Customer Authentication): nothing moved, and
        // the intent waits for the donor to confirm it on our page (resumeWithCardholder).
        if (
          error instanceof stripeSdk().errors.StripeCardError &&
          error.code === 'authentication_required'
        ) {
          return { status: 'needs_cardholder' as const, reference: intent.id };
        }
        throw error;
      }
      const result = chargeResult(confirmed, undefined, undefined);
      if (result.status !== 'requires_action') return result;
      return { status: 'needs_cardholder' as const, reference: intent.id };
    });
  }

  /**
   * A renewal that waited for the donor, confirmed again with them present (on-session, with
   * use_stripe_sdk so that the bank's challenge opens in our page). A fresh key per call, as
   * #confirm does: a confirmation that already went through is reported, never repeated.
   */
  async resumeWithCardholder(reference: string): Promise<ChargeResult> {
    return guardCharge(async (progress) => {
      const intent = await this.#stripe.paymentIntents.retrieve(reference);
      if (intent.status === 'succeeded') return chargeResult(intent, undefined, undefined);
      // After the off-session attempt failed, Stripe keeps the card on the intent's last error,
      // not on the intent: confirming again with it is what lets the donor answer the bank.
      const method =
        idOf(intent.payment_method) ?? idOf(intent.last_payment_error?.payment_method ?? null);
      const confirmed = await this.#confirm(
        reference,
        { ...(method ? { payment_method: method } : {}), use_stripe_sdk: true },
        intent.metadata?.idempotency_key ?? reference,
        progress,
      );
      return chargeResult(confirmed, undefined, undefined);
    });
  }

  saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
    return saveCardAtStripe(this.#stripe, request);
  }

  /**
   * A PaymentIntent that asked for 3-D Secure, as it stands now: the page's challenge passed
   * (succeeded), failed or abandoned (back to requires_payment_method with Stripe's error), or
   * not yet finished. The card is read from the intent's PaymentMethod for the receipt.
   */
  async paymentState(reference: string): Promise<PaymentState> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.#stripe.paymentIntents.retrieve(reference, {
        expand: ['payment_method'],
      });
    } catch (error) {
      throw new GatewayError('The card processor could not be asked about a payment', {
        cause: error,
      });
    }
    const clientSecret = intent.client_secret ?? '';
    const method = typeof intent.payment_method === 'object' ? intent.payment_method : undefined;
    if (intent.status === 'succeeded') {
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      const token =
        intent.setup_future_usage && customer && method ? `${customer}:${method.id}` : undefined;
      return {
        ...approvedCharge(intent, method ?? undefined, token),
        clientSecret,
        amountCents: intent.amount,
      };
    }
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      return {
        status: 'declined',
        code: intent.last_payment_error?.code ?? intent.status,
        message: intent.last_payment_error?.message ?? 'The payment could not be completed.',
        clientSecret,
      };
    }
    return { status: 'waiting', clientSecret };
  }

  setupState(reference: string): Promise<SetupState> {
    return setupStateAtStripe(this.#stripe, reference);
  }

  /**
   * Every PaymentIntent we create carries our key in its metadata, so the search finds each
   * attempt's intent; the one that succeeded (at most one can: the adapter confirms one intent
   * per key) is the charge. Stripe's search index may lag a new intent by up to a minute, which
   * is why the recovery job only asks about payments older than that (modules/payments/recovery.ts).
   */
  async findCharge(idempotencyKey: string): Promise<FoundCharge> {
    let found: Stripe.ApiSearchResult<Stripe.PaymentIntent>;
    try {
      found = await this.#stripe.paymentIntents.search({
        query: `metadata['idempotency_key']:'${idempotencyKey.replace(/['\\]/g, '')}'`,
        limit: 10,
      });
    } catch (error) {
      throw new GatewayError('The card processor could not be asked about a payment', {
        cause: error,
      });
    }
    const paid = found.data.find((intent) => intent.status === 'succeeded');
    if (!paid) return { status: 'none' };
    return { status: 'charged', reference: paid.id, amountCents: paid.amount };
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    return refundAtStripe(this.#stripe, request);
  }

  /**
   * Confirms with a fresh key per call (the SDK's own network retries within the call reuse
   * it). If an earlier attempt's confirmation already went through, Stripe refuses this one
   * with payment_intent_unexpected_state and we report what the intent came to.
   */
  async #confirm(
    id: string,
    params: Stripe.PaymentIntentConfirmParams,
    key: string,
    progress: ChargeProgress,
  ): Promise<Stripe.PaymentIntent> {
    progress.confirming = id;
    try {
      return await this.#stripe.paymentIntents.confirm(id, params, {
        idempotencyKey: `${key}:confirm:${crypto.randomUUID()}`,
      });
    } catch (error) {
      if (
        error instanceof stripeSdk().errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      ) {
        return this.#stripe.paymentIntents.retrieve(id);
      }
      throw error;
    }
  }
}
