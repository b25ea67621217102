import {
  cardDigits,
  cardNumberProblem,
  cvcProblem,
  detectCardBrand,
  expiryProblem,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
} from '@zechus/shared';

/**
 * The sandbox's card fields (decision 0034): what Stripe's card number, expiry and CVC Elements
 * are to the page — a field mounted into a container, reporting `change`, `focus`, `blur` and
 * `ready` as Stripe's do, with Stripe's error codes — but a plain input in our own page, since
 * the sandbox is the offline demo. Its value is read only by the stand-in's createPaymentMethod,
 * which sends it to the sandbox's tokenizer; nothing else of ours ever sees it.
 */
export type SandboxElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface SandboxChange {
  elementType: SandboxElementType;
  empty: boolean;
  complete: boolean;
  error: { type: 'validation_error'; code: string; message: string } | undefined;
  /** Stripe's brand names (cardNumber only). */
  brand?: string;
}

type Handler = (event?: unknown) => void;

/** Stripe's brand names for the ones it names differently from card-validator. */
const STRIPE_BRANDS: Record<string, string> = { dinersclub: 'diners' };

const PLACEHOLDERS: Record<SandboxElementType, string> = {
  cardNumber: '1234 1234 1234 1234',
  cardExpiry: 'MM / YY',
  cardCvc: 'CVC',
};

const AUTOCOMPLETE: Record<SandboxElementType, AutoFill> = {
  cardNumber: 'cc-number',
  cardExpiry: 'cc-exp',
  cardCvc: 'cc-csc',
};

export class SandboxElement {
  readonly #handlers = new Map<string, Set<Handler>>();
  readonly #input: HTMLInputElement;
  #container: HTMLElement | null = null;
  #state: SandboxChange;

  constructor(
    readonly elementType: SandboxElementType,
    /** The number typed into the group's card-number field, for the CVC's length. */
    readonly cardNumber: () => string,
  ) {
    this.#state = { elementType, empty: true, complete: false, error: undefined };
    const input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = AUTOCOMPLETE[elementType];
    input.placeholder = PLACEHOLDERS[elementType];
    input.spellcheck = false;
    input.dir = 'ltr';
    input.dataset.sandboxCardField = elementType;
    // The container is drawn as the field; the input inside it takes its font and colour.
    input.setAttribute(
      'style',
      'all: unset; display: block; width: 100%; font: inherit; color: inherit; line-height: 1.5rem;',
    );
    input.addEventListener('input', () => {
      const formatted = this.#format(input.value);
      if (formatted !== input.value) input.value = formatted;
      this.#update(false);
    });
    input.addEventListener('focus', () => {
      this.#container?.classList.add('StripeElement--focus');
      this.#emit('focus', { elementType });
    });
    input.addEventListener('blur', () => {
      this.#container?.classList.remove('StripeElement--focus');
      this.#update(true);
      this.#emit('blur', { elementType });
    });
    this.#input = input;
  }

  get value(): string {
    return this.#input.value;
  }

  get state(): SandboxChange {
    return this.#state;
  }

  mount(container: HTMLElement): void {
    this.#container = container;
    container.classList.add('StripeElement', 'StripeElement--empty');
    // The page's label for the container names the input inside it, as a label names a field.
    const label = container.id
      ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(container.id)}"]`)
      : null;
    if (label) {
      label.id ||= `${container.id}-label`;
      this.#input.setAttribute('aria-labelledby', label.id);
      label.addEventListener('click', () => this.#input.focus());
    }
    container.replaceChildren(this.#input);
    queueMicrotask(() => this.#emit('ready', this));
  }

  on(event: string, handler: Handler): this {
    let set = this.#handlers.get(event);
    if (!set) this.#handlers.set(event, (set = new Set()));
    set.add(handler);
    return this;
  }

  off(event: string, handler?: Handler): this {
    if (handler) this.#handlers.get(event)?.delete(handler);
    else this.#handlers.delete(event);
    return this;
  }

  focus(): void {
    this.#input.focus();
  }

  blur(): void {
    this.#input.blur();
  }

  clear(): void {
    this.#input.value = '';
    this.#update(false);
  }

  update(): void {
    // Style options are Stripe's; the sandbox's field takes the page's own style.
  }

  unmount(): void {
    this.#input.remove();
    this.#container = null;
  }

  destroy(): void {
    this.unmount();
    this.#handlers.clear();
  }

  /** The CVC's length follows the number's brand: checked again when the number changes. */
  recheck(): void {
    if (!this.#state.empty) this.#update(false);
  }

  #format(value: string): string {
    if (this.elementType === 'cardNumber') return formatCardNumber(value);
    if (this.elementType === 'cardExpiry') return formatExpiry(value);
    return formatCvc(value);
  }

  /**
   * Judges the field as Stripe's Element does: an invalid value is an error as soon as it is
   * typed, an incomplete one only once the field is left.
   */
  #update(leaving: boolean): void {
    const value = this.#input.value;
    const empty = cardDigits(value) === '';
    const wrong = empty ? undefined : this.#judge(value);
    const error =
      wrong && (wrong.kind === 'invalid' || leaving)
        ? { type: 'validation_error' as const, code: wrong.code, message: wrong.message }
        : undefined;
    const complete = !empty && wrong === undefined;
    const next: SandboxChange = {
      elementType: this.elementType,
      empty,
      complete,
      error,
      ...(this.elementType === 'cardNumber' ? { brand: this.#brand(value) } : {}),
    };
    const changed = JSON.stringify(next) !== JSON.stringify(this.#state);
    this.#state = next;
    this.#container?.classList.toggle('StripeElement--empty', empty);
    this.#container?.classList.toggle('StripeElement--complete', complete);
    this.#container?.classList.toggle('StripeElement--invalid', error !== undefined);
    if (changed) this.#emit('change', next);
  }

  #brand(value: string): string {
    const info = detectCardBrand(value);
    if (!info?.brand) return 'unknown';
    return STRIPE_BRANDS[info.brand] ?? info.brand;
  }

  #judge(value: string): Judgement | undefined {
    if (this.elementType === 'cardNumber') return judgeNumber(value);
    if (this.elementType === 'cardExpiry') return judgeExpiry(value);
    return cvcProblem(value, this.cardNumber()) ? judged('incomplete_cvc') : undefined;
  }

  #emit(event: string, payload: unknown): void {
    for (const handler of this.#handlers.get(event) ?? []) handler(payload);
  }
}

type Judgement = { kind: 'incomplete' | 'invalid'; code: string; message: string };

/** Stripe's codes and words for what its card fields find wrong. */
const STRIPE_SAYS = {
  incomplete_number: ['incomplete', 'Your card number is incomplete.'],
  invalid_number: ['invalid', 'Your card number is invalid.'],
  incomplete_expiry: ['incomplete', 'Your card’s expiration date is incomplete.'],
  invalid_expiry_month: ['invalid', 'Your card’s expiration month is invalid.'],
  invalid_expiry_year_past: ['invalid', 'Your card’s expiration year is in the past.'],
  incomplete_cvc: ['incomplete', 'Your card’s security code is incomplete.'],
} as const satisfies Record<string, readonly [Judgement['kind'], string]>;

const judged = (code: keyof typeof STRIPE_SAYS): Judgement => {
  const [kind, message] = STRIPE_SAYS[code];
  return { kind, code, message };
};

function judgeNumber(value: string): Judgement | undefined {
  const digits = cardDigits(value);
  const info = detectCardBrand(digits);
  if (!info || !info.brand) {
    return judged(digits.length >= 6 ? 'invalid_number' : 'incomplete_number');
  }
  if (!info.lengths.includes(digits.length)) {
    return judged(
      digits.length > Math.max(...info.lengths) ? 'invalid_number' : 'incomplete_number',
    );
  }
  // What is left to check is the Luhn digit: the shared rules of spec §5 (card-validator).
  return cardNumberProblem(digits) ? judged('invalid_number') : undefined;
}

function judgeExpiry(value: string): Judgement | undefined {
  if (cardDigits(value).length < 4) return judged('incomplete_expiry');
  const expiry = parseExpiry(value);
  if (!expiry || expiry.month < 1 || expiry.month > 12) return judged('invalid_expiry_month');
  return expiryProblem(value) ? judged('invalid_expiry_year_past') : undefined;
}
