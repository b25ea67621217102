import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementReadyEvent,
} from '@stripe/stripe-js';
import { useState } from 'react';
import { brandOfStripe } from '../../lib/card-processor/card-messages.ts';
import { cardProcessor } from '../../lib/card-processor/processor.ts';
import type { ProcessorCard } from './CardFields.tsx';

/** What a wallet gave: its card as the processor made it, and the name it knows. */
export interface WalletPayment {
  card: ProcessorCard;
  name: string | undefined;
  email: string | undefined;
}

interface WalletButtonsProps {
  /** What the wallet's sheet shows and authorises, in cents. */
  amountCents: number;
  /** Sends the payment as a card's is sent; resolves false when it did not go through. */
  onPay: (payment: WalletPayment) => Promise<boolean>;
}

/**
 * Apple Pay and Google Pay above the card fields (issue 23 §5), through Stripe's Express Checkout
 * Element, shown only when the browser offers a wallet (HTTPS and a domain registered with
 * Stripe: README). The wallet's card becomes a PaymentMethod as the card fields' does, and the
 * rest of the flow is the card's (decision 0034). The sandbox's stand-in offers no wallet, so
 * nothing is drawn there.
 */
export function WalletButtons(props: WalletButtonsProps) {
  if (props.amountCents <= 0) return null;
  return (
    <Elements
      stripe={cardProcessor()}
      options={{
        mode: 'payment',
        amount: props.amountCents,
        currency: 'usd',
        paymentMethodCreation: 'manual',
      }}
    >
      <Wallets {...props} />
    </Elements>
  );
}

function Wallets({ onPay }: WalletButtonsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [offered, setOffered] = useState(false);

  const ready = (event: StripeExpressCheckoutElementReadyEvent) =>
    setOffered(event.availablePaymentMethods !== undefined);

  const confirm = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    if (!stripe || !elements) return event.paymentFailed({ reason: 'fail' });
    const submitted = await elements.submit();
    if (submitted.error) return event.paymentFailed({ reason: 'fail' });
    const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
    if (error || !paymentMethod.card) return event.paymentFailed({ reason: 'fail' });
    const paid = await onPay({
      card: {
        paymentMethod: paymentMethod.id,
        brand: brandOfStripe(paymentMethod.card.brand) ?? paymentMethod.card.brand,
        lastFour: paymentMethod.card.last4,
        expMonth: paymentMethod.card.exp_month,
        expYear: paymentMethod.card.exp_year,
      },
      name: event.billingDetails?.name,
      email: event.billingDetails?.email,
    });
    if (!paid) event.paymentFailed({ reason: 'fail' });
  };

  return (
    <div hidden={!offered} className="mb-5">
      <ExpressCheckoutElement
        options={{
          buttonType: { applePay: 'donate', googlePay: 'donate' },
          // The wallets a phone donor reaches for; none of the others (decision 0034).
          paymentMethods: {
            applePay: 'auto',
            googlePay: 'auto',
            link: 'never',
            amazonPay: 'never',
            paypal: 'never',
            klarna: 'never',
          },
          emailRequired: true,
        }}
        onReady={ready}
        onConfirm={(event) => void confirm(event)}
      />
      <p className="mt-4 flex items-center gap-3 text-sm text-ink-muted" aria-hidden={!offered}>
        <span className="h-px flex-1 bg-stone" />
        or pay by card
        <span className="h-px flex-1 bg-stone" />
      </p>
    </div>
  );
}
