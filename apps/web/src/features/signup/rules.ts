import { lazyModule } from '../../lib/lazy-module.ts';

/** The sign-up's rules (signup-rules.ts), with Zod, loaded at first need (decision 0029). */
export const signupRules = lazyModule(() => import('./signup-rules.ts'));

/**
 * The third step (the card), loaded as the sponsor starts on the first: nobody's first screen
 * needs the card fields and their brand rules.
 */
export const billingStep = lazyModule(() => import('./components/billing-step.ts'));
