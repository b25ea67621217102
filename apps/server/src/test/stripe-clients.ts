import Stripe from 'stripe';
import { referenceOfSecret } from '@zechus/shared';
import { stripeReader, type StripeReader } from '../modules/payments/stripe-reader.ts';
import { StripeGateway } from '../modules/payments/gateway/stripe-gateway.ts';
import type { StripeStandIn } from './stripe-stand-in.ts';

/**
 * The two sides that talk to the Stripe stand-in in the tests: our server's adapter, with the
 * secret key, and the page's Stripe.js, with the publishable key — the only side the card is
 * typed into (decision 0034).
 */
export function stripeGatewayOn(stripe: StripeStandIn, maxNetworkRetries = 0): StripeGateway {
  return new StripeGateway({
    secretKey: 'sk_test_zechus',
    host: '127.0.0.1',
    port: stripe.port,
    protocol: 'http',
    maxNetworkRetries,
  });
}

/** Our server reading refunds and disputes back from Stripe (the webhook, a refund's outcome). */
export function stripeReaderOn(stripe: StripeStandIn): StripeReader {
  return stripeReader({
    secretKey: 'sk_test_zechus',
    host: '127.0.0.1',
    port: stripe.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** What the page's Stripe.js does with the card typed into Elements and with the bank's challenge. */
export class StripeJs {
  readonly #client: Stripe;

  constructor(private readonly stripe: StripeStandIn) {
    this.#client = new Stripe('pk_test_zechus', {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  }

  /**
   * stripe.createPaymentMethod: the card goes to Stripe, the page gets the PaymentMethod id that
   * our API is sent instead of the card. Any future expiry; a CVC of the brand's length.
   */
  async createPaymentMethod(number: string, name = 'Chana Gold'): Promise<string> {
    const digits = number.replace(/\D/g, '');
    const method = await this.#client.paymentMethods.create({
      type: 'card',
      card: {
        number: digits,
        exp_month: 12,
        exp_year: 2039,
        cvc: /^3[47]/.test(digits) ? '1234' : '123',
      },
      billing_details: { name },
    });
    return method.id;
  }

  /** stripe.handleNextAction: the 3-D Secure challenge opened in the page, passed or failed. */
  handleNextAction(clientSecret: string, passed: boolean): void {
    this.stripe.authenticate(referenceOfSecret(clientSecret), passed);
  }
}
