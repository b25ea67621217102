import crypto from 'node:crypto';
import { createRequire } from 'node:module';
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

export interface StripeGatewayOptions {
  secretKey: string;
  /** For tests against a local stand-in of the Stripe API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

/**
 * Every PaymentIntent we create takes cards without redirects. Current API versions turn on
 * automatic payment methods by default and refuse to confirm such an intent without either a
 * return_url (for redirect-based methods) or allow_redirects 'never'; a card paid on our own
 * form, or off-session at a renewal, never redirects.
 */
const NO_REDIRECTS = {
  automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
} as const satisfies Pick<Stripe.PaymentIntentCreateParams, 'automatic_payment_methods'>;

/** How many times a creation may meet a stored Stripe 5xx before we stop (see createOnce). */
const MAX_CREATE_KEYS = 10;

/** Where a charge had got to when it failed: only a sent confirmation can have moved money. */
interface Progress {
  /** The intent whose confirmation has been sent, once it has. */
  confirming: string | undefined;
}

/**
 * Stripe through its official SDK (docs/decisions/0007). A charge is a PaymentIntent created
 * unconfirmed, then confirmed with the card's PaymentMethod. Creating moves no money, so a
 * creation that met a Stripe 5xx — which Stripe stores and replays for its key — may be made
 * again under the next key; every attempt walks the same keys and so finds the same intent.
 * A PaymentIntent can succeed only once, so it may be confirmed again with a fresh key after
 * a failure whose outcome is unknown: if the first confirmation went through, Stripe refuses
 * the second and we report the first. For recurring dedications the PaymentMethod is saved to
 * a Customer for off-session renewals ("cus_…:pm_…" is our reusable token).
 */
const require = createRequire(import.meta.url);
/** The SDK, required when a Stripe gateway is made: a sandbox server never loads it (0015). */
const stripeSdk = () => require('stripe') as typeof Stripe;

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

/** A PaymentMethod id Stripe does not know (made on another account, or made up). */
const isUnknownPaymentMethod = (error: unknown): boolean =>
  error instanceof stripeSdk().errors.StripeInvalidRequestError &&
  error.code === 'resource_missing' &&
  /PaymentMethod/i.test(error.message);

const unknownPaymentMethod = {
  status: 'declined',
  code: 'invalid_payment_method',
  message: 'The card processor does not know this card. Please type it again.',
} as const;

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
    return this.#guard(async (progress) => {
      const method = await this.#paymentMethod(request.card.paymentMethod);
      const customer = request.saveForReuse
        ? await this.#createOnce(`${key}:cus`, (idempotencyKey) =>
            this.#stripe.customers.create(
              { email: request.customerEmail, name: request.card.name },
              { idempotencyKey },
            ),
          )
        : undefined;
      const intent = await this.#createOnce(`${key}:pi`, (idempotencyKey) =>
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
      return this.#result(confirmed, method, customer ? `${customer.id}:${method.id}` : undefined);
    });
  }

  async chargeSaved(request: SavedChargeRequest): Promise<SavedChargeResult> {
    const [customer, method] = request.token.split(':');
    if (!customer || !method) throw new GatewayError('The saved payment token is malformed');
    const key = request.idempotencyKey;
    return this.#guard(async (progress) => {
      const intent = await this.#createOnce(`${key}:pi`, (idempotencyKey) =>
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
      const result = this.#result(confirmed, undefined, undefined);
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
    return this.#guard(async (progress) => {
      const intent = await this.#stripe.paymentIntents.retrieve(reference);
      if (intent.status === 'succeeded') return this.#result(intent, undefined, undefined);
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
      return this.#result(confirmed, undefined, undefined);
    });
  }

  /**
   * A card kept for off-session renewals without a charge: a PaymentMethod, then a SetupIntent
   * confirmed at once for the customer (the one of the token replaced, else a new one), which
   * has the bank check the card and, on success, attaches it to the customer. Nothing here
   * moves money, so every object is created under our key as #createOnce does (a replay of a
   * stored 5xx moves on to the next key). A card the bank refuses is a decline; a SetupIntent
   * that wants the cardholder present (3-D Secure) cannot be finished off our page and is
   * answered as a decline too, so the donor can try another card.
   */
  async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
    const key = request.idempotencyKey;
    const [replacedCustomer] = (request.replacing ?? '').split(':');
    try {
      const method = await this.#paymentMethod(request.card.paymentMethod);
      const customer = replacedCustomer?.startsWith('cus_')
        ? replacedCustomer
        : (
            await this.#createOnce(`${key}:cus`, (idempotencyKey) =>
              this.#stripe.customers.create(
                { email: request.customerEmail, name: request.card.name },
                { idempotencyKey },
              ),
            )
          ).id;
      const setup = await this.#createOnce(`${key}:seti`, (idempotencyKey) =>
        this.#stripe.setupIntents.create(
          {
            customer,
            payment_method: method.id,
            confirm: true,
            usage: 'off_session',
            metadata: { idempotency_key: key },
            // The bank may want the cardholder to confirm keeping the card: its challenge then
            // opens in the page (handleNextAction), not as a redirect.
            use_stripe_sdk: true,
            ...NO_REDIRECTS,
          },
          { idempotencyKey },
        ),
      );
      if (setup.status === 'requires_action' && setup.client_secret) {
        return {
          status: 'requires_action',
          reference: setup.id,
          clientSecret: setup.client_secret,
        };
      }
      if (setup.status !== 'succeeded') {
        return {
          status: 'declined',
          code: setup.last_setup_error?.decline_code ?? setup.status,
          message: setup.last_setup_error?.message ?? 'The card could not be kept for renewals.',
        };
      }
      return {
        status: 'saved',
        token: `${customer}:${method.id}`,
        brand: method.card?.brand ?? 'unknown',
        lastFour: method.card?.last4 ?? '',
        expMonth: method.card?.exp_month ?? 0,
        expYear: method.card?.exp_year ?? 0,
      };
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      if (error instanceof stripeSdk().errors.StripeCardError) {
        return {
          status: 'declined',
          code: error.decline_code ?? error.code ?? 'card_declined',
          message: error.message,
        };
      }
      if (isUnknownPaymentMethod(error)) return unknownPaymentMethod;
      throw new GatewayError('The card processor could not be reached to keep the card', {
        cause: error,
      });
    }
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
        ...this.#approved(intent, method ?? undefined, token),
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

  /**
   * A card to keep that asked for the cardholder (a SetupIntent in requires_action), as it stands
   * after the page's challenge: kept for the customer (the token renewals charge), refused, or
   * not yet answered.
   */
  async setupState(reference: string): Promise<SetupState> {
    let setup: Stripe.SetupIntent;
    try {
      setup = await this.#stripe.setupIntents.retrieve(reference, { expand: ['payment_method'] });
    } catch (error) {
      throw new GatewayError('The card processor could not be asked about a card', {
        cause: error,
      });
    }
    const clientSecret = setup.client_secret ?? '';
    const method = typeof setup.payment_method === 'object' ? setup.payment_method : null;
    const customer = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id;
    if (setup.status === 'succeeded' && method && customer) {
      return {
        status: 'saved',
        token: `${customer}:${method.id}`,
        brand: method.card?.brand ?? 'unknown',
        lastFour: method.card?.last4 ?? '',
        expMonth: method.card?.exp_month ?? 0,
        expYear: method.card?.exp_year ?? 0,
        clientSecret,
      };
    }
    if (setup.status === 'requires_payment_method' || setup.status === 'canceled') {
      return {
        status: 'declined',
        code: setup.last_setup_error?.code ?? setup.status,
        message: setup.last_setup_error?.message ?? 'The card could not be kept for renewals.',
        clientSecret,
      };
    }
    return { status: 'waiting', clientSecret };
  }

  /**
   * Every PaymentIntent we create carries our key in its metadata, so the search finds each
   * attempt's intent; the one that succeeded (at most one can: the adapter confirms one intent
   * per key) is the charge. Stripe's search index may lag a new intent by up to a minute, which
   * is why the recovery job only asks about payments older than that (jobs/payment-recovery.ts).
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

  /**
   * A refund of a PaymentIntent's charge (docs/decisions/0020). Every refund we make carries our
   * key in its metadata, so a refund asked again (after no answer came) is first looked for
   * among the intent's refunds — a list, which unlike search does not lag — and reported if it
   * was made. Otherwise it is created under our key; if Stripe replays a stored 5xx for that
   * key, the list has just shown that nothing was refunded, so a fresh key is safe.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const key = request.idempotencyKey;
    const create = (idempotencyKey: string) =>
      this.#stripe.refunds.create(
        {
          payment_intent: request.chargeReference,
          amount: request.amountCents,
          metadata: { idempotency_key: key, reason: request.reason.slice(0, 500) },
        },
        { idempotencyKey },
      );
    let sent = false;
    try {
      const earlier = await this.#stripe.refunds.list({
        payment_intent: request.chargeReference,
        limit: 100,
      });
      const ours = earlier.data.find((refund) => refund.metadata?.idempotency_key === key);
      if (ours && ours.status !== 'failed' && ours.status !== 'canceled') {
        return { status: 'succeeded', reference: ours.id };
      }
      sent = true;
      let made: Stripe.Refund;
      try {
        made = await create(`${key}:refund`);
      } catch (error) {
        const storedServerError =
          error instanceof stripeSdk().errors.StripeAPIError &&
          error.headers?.['idempotent-replayed'] === 'true';
        if (!storedServerError) throw error;
        made = await create(`${key}:refund:${crypto.randomUUID()}`);
      }
      if (made.status === 'failed' || made.status === 'canceled') {
        return { status: 'failed', message: 'Stripe could not make the refund.' };
      }
      return { status: 'succeeded', reference: made.id };
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeInvalidRequestError) {
        return { status: 'failed', message: error.message };
      }
      const unknown =
        sent &&
        (error instanceof stripeSdk().errors.StripeConnectionError ||
          error instanceof stripeSdk().errors.StripeAPIError);
      throw new GatewayError(
        unknown
          ? 'Stripe did not answer the refund'
          : 'The card processor could not be reached for the refund',
        { cause: error, outcome: unknown ? 'unknown' : 'not_charged' },
      );
    }
  }

  /**
   * A creation (no money moves) under `${base}:0`, `${base}:1`, …: the first key Stripe
   * answered with an object is the one every later attempt replays, so all attempts share the
   * object. A key is passed over only when Stripe replays a stored 5xx for it — that answer
   * would never change. A fresh 5xx, or no answer at all, stops here: the next attempt with
   * our key replays this key first, so nothing is created twice without need.
   */
  async #createOnce<T>(base: string, create: (idempotencyKey: string) => Promise<T>): Promise<T> {
    for (let n = 0; n < MAX_CREATE_KEYS; n++) {
      try {
        return await create(`${base}:${n}`);
      } catch (error) {
        const storedServerError =
          error instanceof stripeSdk().errors.StripeAPIError &&
          error.headers?.['idempotent-replayed'] === 'true';
        if (!storedServerError) throw error;
      }
    }
    throw new GatewayError('Stripe kept failing for this payment; it was not charged');
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
    progress: Progress,
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

  #result(
    intent: Stripe.PaymentIntent,
    method: Stripe.PaymentMethod | undefined,
    reusableToken: string | undefined,
  ): ChargeResult {
    if (intent.status === 'processing') {
      throw new GatewayError('Stripe is still processing the payment', {
        outcome: 'unknown',
        reference: intent.id,
      });
    }
    if (intent.status === 'requires_action') {
      return {
        status: 'requires_action',
        reference: intent.id,
        clientSecret: intent.client_secret ?? '',
      };
    }
    if (intent.status !== 'succeeded') {
      return {
        status: 'declined',
        code: intent.last_payment_error?.decline_code ?? intent.status,
        message: intent.last_payment_error?.message ?? 'The payment could not be completed.',
      };
    }
    return this.#approved(intent, method, reusableToken);
  }

  #approved(
    intent: Stripe.PaymentIntent,
    method: Stripe.PaymentMethod | undefined,
    reusableToken: string | undefined,
  ): Extract<ChargeResult, { status: 'approved' }> {
    return {
      status: 'approved',
      reference: intent.id,
      brand: method?.card?.brand ?? 'saved',
      lastFour: method?.card?.last4 ?? '',
      ...(method?.card ? { expMonth: method.card.exp_month, expYear: method.card.exp_year } : {}),
      ...(reusableToken ? { reusableToken } : {}),
    };
  }

  /**
   * A card error is a decline (400). Anything else is a GatewayError (502): "not charged" when
   * it came before the confirmation was sent or Stripe refused the request outright, "unknown"
   * when the confirmation was sent and met a server error or no answer.
   */
  async #guard<T extends ChargeResult | SavedChargeResult>(
    run: (progress: Progress) => Promise<T>,
  ): Promise<T | Extract<ChargeResult, { status: 'declined' }>> {
    const progress: Progress = { confirming: undefined };
    try {
      return await run(progress);
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      if (error instanceof stripeSdk().errors.StripeCardError) {
        return {
          status: 'declined',
          code: error.decline_code ?? error.code ?? 'card_declined',
          message: error.message,
        };
      }
      if (isUnknownPaymentMethod(error)) return unknownPaymentMethod;
      const unknown =
        progress.confirming !== undefined &&
        (error instanceof stripeSdk().errors.StripeConnectionError ||
          error instanceof stripeSdk().errors.StripeAPIError);
      throw new GatewayError(
        unknown
          ? 'Stripe did not answer the payment confirmation'
          : 'The card processor could not be reached',
        {
          cause: error,
          outcome: unknown ? 'unknown' : 'not_charged',
          ...(progress.confirming ? { reference: progress.confirming } : {}),
        },
      );
    }
  }
}
