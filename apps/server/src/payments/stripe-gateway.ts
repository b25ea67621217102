import Stripe from 'stripe';
import {
  GatewayError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type SavedChargeRequest,
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
 * Stripe through its official SDK. The card goes to Stripe as a PaymentMethod and is charged by
 * a confirmed PaymentIntent; Stripe's own idempotency keys (derived from ours) make a retried
 * request return the first result. For recurring dedications the PaymentMethod is attached to a
 * Customer and kept for off-session renewals ("cus_…:pm_…" is our reusable token).
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(options: StripeGatewayOptions) {
    this.#stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: 30_000,
      telemetry: false,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.#guard(async () => {
      const key = request.idempotencyKey;
      const method = await this.#stripe.paymentMethods.create(
        {
          type: 'card',
          card: {
            number: request.card.number,
            exp_month: request.card.expMonth,
            exp_year: request.card.expYear,
            cvc: request.card.cvc,
          },
          billing_details: {
            name: request.card.name,
            email: request.customerEmail,
            ...(request.card.postalCode
              ? { address: { postal_code: request.card.postalCode } }
              : {}),
          },
        },
        { idempotencyKey: `${key}:pm` },
      );
      const customer = request.saveForReuse
        ? await this.#stripe.customers.create(
            { email: request.customerEmail, name: request.card.name, payment_method: method.id },
            { idempotencyKey: `${key}:cus` },
          )
        : undefined;
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: method.id,
          confirm: true,
          description: request.description,
          receipt_email: request.customerEmail,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...(customer
            ? { customer: customer.id, setup_future_usage: 'off_session' as const }
            : {}),
        },
        { idempotencyKey: `${key}:pi` },
      );
      return this.#result(intent, method, customer ? `${customer.id}:${method.id}` : undefined);
    });
  }

  async chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
    const [customer, method] = request.token.split(':');
    if (!customer || !method) throw new GatewayError('The saved payment token is malformed');
    return this.#guard(async () => {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          customer,
          payment_method: method,
          off_session: true,
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: `${request.idempotencyKey}:pi` },
      );
      return this.#result(intent, undefined, undefined);
    });
  }

  #result(
    intent: Stripe.PaymentIntent,
    method: Stripe.PaymentMethod | undefined,
    reusableToken: string | undefined,
  ): ChargeResult {
    if (intent.status !== 'succeeded') {
      return {
        status: 'declined',
        code: intent.status,
        message: 'The payment could not be completed.',
      };
    }
    return {
      status: 'approved',
      reference: intent.id,
      brand: method?.card?.brand ?? 'saved',
      lastFour: method?.card?.last4 ?? '',
      ...(reusableToken ? { reusableToken } : {}),
    };
  }

  /** A card error is a decline (400); anything else means nothing was charged (502). */
  async #guard(run: () => Promise<ChargeResult>): Promise<ChargeResult> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'declined',
          code: error.decline_code ?? error.code ?? 'card_declined',
          message: error.message,
        };
      }
      throw new GatewayError('The card processor could not be reached', { cause: error });
    }
  }
}
