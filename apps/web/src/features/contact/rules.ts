import { lazyModule } from '../../lib/lazy-module.ts';

/** The contact form's rules (contact-rules.ts), with Zod, loaded at first use (decision 0029). */
export const contactRules = lazyModule(() => import('./contact-rules.ts'));
