import type { Stripe } from '@stripe/stripe-js';
import {
  SANDBOX_API,
  parseExpiry,
  type SandboxIntentAnswer,
  type SandboxPaymentMethod,
  referenceOfSecret,
} from '@zechus/shared';
import { ApiError, api } from '../api.ts';
import { SandboxElement, type SandboxElementType } from './sandbox-elements.ts';
import { sandboxChallenge } from './sandbox-challenge.ts';

/**
 * The sandbox's stand-in for Stripe.js (decision 0034): the calls our payment step makes —
 * elements() with the card number, expiry and CVC fields, createPaymentMethod, handleNextAction —
 * answered by the sandbox's tokenizer and challenge on our own server, so that the offline demo
 * and the tests walk the path Stripe's fields walk: the card goes to the processor, never to the
 * sign-up, donation or change-card API. Only what our page calls is here.
 */
/**
 * The sandbox offers no wallet: its Express Checkout Element draws nothing and says, as Stripe's
 * does in a browser without Apple Pay or Google Pay, that no payment method can show.
 */
class SandboxNoWallet {
  mount(): void {
    queueMicrotask(() =>
      this.#ready?.({ elementType: 'expressCheckout', availablePaymentMethods: undefined }),
    );
  }
  #ready: ((event: unknown) => void) | undefined;
  on(event: string, handler: (event: unknown) => void): this {
    if (event === 'ready') this.#ready = handler;
    return this;
  }
  off(): this {
    return this;
  }
  update(): void {}
  unmount(): void {}
  destroy(): void {
    this.#ready = undefined;
  }
}

class SandboxElements {
  readonly #elements = new Map<SandboxElementType, SandboxElement>();

  create(type: SandboxElementType | 'expressCheckout'): SandboxElement | SandboxNoWallet {
    if (type === 'expressCheckout') return new SandboxNoWallet();
    return this.#card(type);
  }

  async submit(): Promise<{ error?: { type: string; message: string } }> {
    return { error: { type: 'validation_error', message: 'The sandbox offers no wallet.' } };
  }

  #card(type: SandboxElementType): SandboxElement {
    const element = new SandboxElement(type, () => this.#elements.get('cardNumber')?.value ?? '');
    this.#elements.set(type, element);
    // The CVC's length follows the number's brand.
    if (type === 'cardNumber') element.on('change', () => this.#elements.get('cardCvc')?.recheck());
    return element;
  }

  /** By type, or by @stripe/react-stripe-js's component, which names its type as Stripe.js reads it. */
  getElement(
    type: SandboxElementType | { __elementType: SandboxElementType },
  ): SandboxElement | null {
    return this.#elements.get(typeof type === 'string' ? type : type.__elementType) ?? null;
  }

  update(): void {
    // Appearance options are Stripe's; the sandbox's fields take the page's own style.
  }

  group(): Map<SandboxElementType, SandboxElement> {
    return this.#elements;
  }
}

const groups = new WeakMap<SandboxElement, SandboxElements>();

const validationError = (code: string, message: string) => ({
  error: { type: 'validation_error', code, message },
});

interface PaymentMethodData {
  type: 'card';
  card: SandboxElement;
  billing_details?: Record<string, unknown>;
}

async function createPaymentMethod({ card, billing_details }: PaymentMethodData) {
  const fields = groups.get(card)?.group();
  const number = fields?.get('cardNumber');
  const expiry = fields?.get('cardExpiry');
  const cvc = fields?.get('cardCvc');
  for (const field of [number, expiry, cvc]) {
    if (!field?.state.complete) {
      return validationError(
        field?.state.error?.code ?? 'incomplete',
        field?.state.error?.message ?? 'Your card details are incomplete.',
      );
    }
  }
  const parsed = parseExpiry(expiry?.value ?? '');
  try {
    const data = await api.post(SANDBOX_API.paymentMethods, {
      number: number?.value ?? '',
      exp_month: parsed?.month ?? 0,
      exp_year: parsed?.year ?? 0,
      cvc: cvc?.value ?? '',
    });
    // Our own server's answer, read by its type: no Zod on a public page's first load (0029).
    const method = data as SandboxPaymentMethod;
    if (typeof method.id !== 'string' || !method.card) throw new Error('not a PaymentMethod');
    return { paymentMethod: { ...method, type: 'card', billing_details: billing_details ?? {} } };
  } catch (error) {
    if (error instanceof ApiError && error.body && typeof error.body === 'object') {
      return error.body as { error: { type: string; message: string } };
    }
    return { error: { type: 'api_connection_error', message: 'The card could not be checked.' } };
  }
}

async function handleNextAction({ clientSecret }: { clientSecret: string }) {
  const reference = referenceOfSecret(clientSecret);
  const passed = await sandboxChallenge();
  try {
    const data = await api.post(SANDBOX_API.authenticate(reference), { clientSecret, passed });
    const intent = data as SandboxIntentAnswer;
    return intent.status === 'succeeded'
      ? { paymentIntent: intent }
      : {
          error: {
            type: 'invalid_request_error',
            code: intent.last_payment_error?.code,
            message: intent.last_payment_error?.message ?? 'The payment was not authenticated.',
          },
        };
  } catch {
    return { error: { type: 'api_connection_error', message: 'The bank could not be reached.' } };
  }
}

const notInTheSandbox = async () => ({
  error: { type: 'invalid_request_error', message: 'Not offered by the sandbox.' },
});

export function sandboxStripe(): Stripe {
  const stand = {
    elements: () => {
      const elements = new SandboxElements();
      const create = elements.create.bind(elements);
      elements.create = (type) => {
        const element = create(type);
        if (element instanceof SandboxElement) groups.set(element, elements);
        return element;
      };
      return elements;
    },
    createPaymentMethod,
    handleNextAction,
    // Asked for by @stripe/react-stripe-js to recognise a Stripe object; our page never calls them.
    createToken: notInTheSandbox,
    confirmCardPayment: notInTheSandbox,
    registerAppInfo: () => undefined,
    _registerWrapper: () => undefined,
  };
  return stand as unknown as Stripe;
}
