import { lazyModule } from '../../lib/lazy-module.ts';

/** The donation form's rules (donation-rules.ts), with Zod, loaded at first use (decision 0029). */
export const donationRules = lazyModule(() => import('./donation-rules.ts'));
