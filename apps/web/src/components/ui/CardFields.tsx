import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { StripeCardNumberElementOptions } from '@stripe/stripe-js';
import { ACCEPTED_CARD_BRANDS, type CardBrand } from '@zechus/shared';
import { useCallback, useState } from 'react';
import {
  brandOfStripe,
  cardFieldMessage,
  type CardFieldReport,
  type CardFieldType,
} from '../../lib/card-processor/card-messages.ts';
import { cn } from '../../lib/cn.ts';
import { CardBrandBadge } from './CardBrandBadge.tsx';
import { Field, fieldClass } from './FormField.tsx';

/** The card as the processor made it: its PaymentMethod id and what a person may see of it. */
export interface ProcessorCard {
  paymentMethod: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

/**
 * Stripe's fields drawn in our type and colours (VISUAL.md), in frames of Stripe's own: their
 * text cannot take our CSS, only these options. The sandbox's stand-in takes the page's style.
 */
const STRIPE_STYLE: StripeCardNumberElementOptions['style'] = {
  base: {
    fontSize: '16px',
    lineHeight: '24px',
    color: '#1f1a14',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    '::placeholder': { color: '#6b6457' },
  },
  invalid: { color: '#a3231a' },
};

const BOX = cn(
  fieldClass,
  'min-h-[50px] data-[invalid=true]:border-2 data-[invalid=true]:border-danger',
);

const LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  dinersclub: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

const isOurBrand = (brand: string | undefined): brand is CardBrand =>
  (ACCEPTED_CARD_BRANDS as readonly string[]).includes(brand ?? '');

type Reports = Partial<Record<CardFieldType, CardFieldReport>>;

/**
 * Credit Card Number (the brand shown as it is typed), Expiration Date (MM/YY) and CVV, typed
 * into the card processor's own fields (decision 0034): the sign-up, the donation and My Page's
 * new card all take a card this way, and never see its number. `useCardFields` (below) gives the
 * form whether the card is complete and makes the card's PaymentMethod when the form is sent.
 */
export function CardFields({
  idPrefix,
  reports,
  onReport,
}: {
  idPrefix: string;
} & Pick<ReturnType<typeof useCardFields>, 'reports' | 'onReport'>) {
  const [left, setLeft] = useState<Partial<Record<CardFieldType, boolean>>>({});
  const brand = brandOfStripe(reports.cardNumber?.brand);
  const report = (type: CardFieldType) => (event: CardFieldReport) => onReport(type, event);
  const leave = (type: CardFieldType) => () => setLeft((now) => ({ ...now, [type]: true }));
  const message = (type: CardFieldType) =>
    cardFieldMessage(
      type,
      reports[type] ?? { empty: true, complete: false },
      left[type] === true,
      brand,
    );
  const numberMessage = message('cardNumber');
  const expiryMessage = message('cardExpiry');
  const cvcMessage = message('cardCvc');
  return (
    <>
      <Field id={`${idPrefix}-card`} label="Credit Card Number" error={numberMessage}>
        <div className="relative">
          <CardNumberElement
            id={`${idPrefix}-card`}
            className={cn(BOX, 'pe-20')}
            data-invalid={Boolean(numberMessage)}
            options={{ style: STRIPE_STYLE, disableLink: true }}
            onChange={report('cardNumber')}
            onBlur={leave('cardNumber')}
          />
          <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center">
            <CardBrandBadge
              brand={isOurBrand(brand) ? brand : undefined}
              label={isOurBrand(brand) ? LABELS[brand] : undefined}
            />
          </span>
        </div>
      </Field>
      <div className="grid grid-cols-2 items-end gap-4">
        <Field id={`${idPrefix}-expire`} label="Expiration Date (MM/YY)" error={expiryMessage}>
          <CardExpiryElement
            id={`${idPrefix}-expire`}
            className={BOX}
            data-invalid={Boolean(expiryMessage)}
            options={{ style: STRIPE_STYLE, placeholder: 'MM/YY' }}
            onChange={report('cardExpiry')}
            onBlur={leave('cardExpiry')}
          />
        </Field>
        <Field id={`${idPrefix}-cvv`} label="CVV" error={cvcMessage}>
          <CardCvcElement
            id={`${idPrefix}-cvv`}
            className={BOX}
            data-invalid={Boolean(cvcMessage)}
            options={{ style: STRIPE_STYLE, placeholder: brand === 'amex' ? '••••' : '•••' }}
            onChange={report('cardCvc')}
            onBlur={leave('cardCvc')}
          />
        </Field>
      </div>
    </>
  );
}

/** Whether all three fields hold a complete card, as the processor's fields report. */
export const cardComplete = (reports: Reports): boolean =>
  reports.cardNumber?.complete === true &&
  reports.cardExpiry?.complete === true &&
  reports.cardCvc?.complete === true;

export type CardMade =
  { card: ProcessorCard; problem?: undefined } | { card?: undefined; problem: string };

/**
 * The card typed into CardFields, made a PaymentMethod by the processor with the billing details
 * (name, e-mail, postal code) that go with it; or the processor's reason it could not be.
 */
export function useCardFields() {
  const stripe = useStripe();
  const elements = useElements();
  const [reports, setReports] = useState<Reports>({});
  const makeCard = useCallback(
    async (billingDetails: {
      name: string;
      email?: string;
      address?: { postal_code?: string };
    }): Promise<CardMade> => {
      const number = elements?.getElement(CardNumberElement);
      if (!stripe || !number)
        return { problem: 'The card fields are still loading. Please wait a moment.' };
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card: number,
        billing_details: billingDetails,
      });
      if (error || !paymentMethod.card) {
        return { problem: error?.message ?? 'The card could not be checked. Please try again.' };
      }
      const { card } = paymentMethod;
      return {
        card: {
          paymentMethod: paymentMethod.id,
          brand: brandOfStripe(card.brand) ?? card.brand,
          lastFour: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        },
      };
    },
    [stripe, elements],
  );
  const onReport = useCallback((type: CardFieldType, report: CardFieldReport) => {
    setReports((now) => ({ ...now, [type]: report }));
  }, []);
  /** After a decline: the number is typed again (or another card's), never sent twice. */
  const clearNumber = useCallback(
    () => elements?.getElement(CardNumberElement)?.clear(),
    [elements],
  );
  return {
    complete: cardComplete(reports),
    reports,
    onReport,
    makeCard,
    clearNumber,
  };
}
