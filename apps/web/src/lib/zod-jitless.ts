import { config } from 'zod/v4/core';

/**
 * Zod builds a faster parser for object schemas with `new Function`, and first probes whether it
 * may. Under our CSP (script-src 'self', no 'unsafe-eval') that probe is a reported violation
 * even though Zod catches it (Lighthouse best practices: "issues logged"). Jitless parsing skips
 * the probe. Zod decides when a schema is built, so this runs before any: main.tsx imports it
 * first.
 */
config({ jitless: true });
