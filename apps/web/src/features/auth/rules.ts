import { lazyModule } from '../../lib/lazy-module.ts';

/** The login page's form rules (login-rules.ts), with Zod, loaded at first use (decision 0029). */
export const authRules = lazyModule(() => import('./login-rules.ts'));
