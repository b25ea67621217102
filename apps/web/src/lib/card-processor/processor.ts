import type { Stripe } from '@stripe/stripe-js';
import { getSiteConfig } from '../site-config.ts';

let loading: Promise<Stripe | null> | undefined;

/**
 * The card processor's script in the page (decision 0034), loaded once, at the payment step:
 * Stripe.js with the deployment's publishable key, or — with the sandbox, the offline demo — its
 * stand-in, which answers the same calls from our sandbox's tokenizer and challenge.
 */
export function cardProcessor(): Promise<Stripe | null> {
  loading ??= (async () => {
    const key = getSiteConfig().stripePublishableKey;
    if (key) {
      const { loadStripe } = await import('@stripe/stripe-js');
      return loadStripe(key);
    }
    const { sandboxStripe } = await import('./sandbox-stripe.ts');
    return sandboxStripe();
  })();
  // A script that failed to load may be asked for again (a slow line, a blocked request).
  loading.catch(() => (loading = undefined));
  return loading;
}
