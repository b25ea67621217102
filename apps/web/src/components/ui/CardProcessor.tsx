import { Elements } from '@stripe/react-stripe-js';
import type { ReactNode } from 'react';
import { cardProcessor } from '../../lib/card-processor/processor.ts';

/**
 * The card processor's fields for what is inside (decision 0034): Stripe Elements, or the
 * sandbox's stand-in, loaded with the payment step and never before.
 */
export function CardProcessor({ children }: { children: ReactNode }) {
  return (
    <Elements stripe={cardProcessor()} options={{ locale: 'en' }}>
      {children}
    </Elements>
  );
}
