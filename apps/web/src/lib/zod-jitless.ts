import { config } from 'zod/v4/core';

/**
 * Zod builds a faster parser for object schemas with `new Function`, and first probes whether it
 * may. Under our CSP (script-src 'self', no 'unsafe-eval') that probe is a reported violation
 * even though Zod catches it (Lighthouse best practices: "issues logged"). Jitless parsing skips
 * the probe. Zod decides when a schema is built, so this runs before any: app/start.tsx
 * (the app's chunk) imports it first, so pages that wait for the reader's first interaction
 * do not download it up front.
 */
config({ jitless: true });
