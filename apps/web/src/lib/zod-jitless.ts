/**
 * Zod builds a faster parser for object schemas with `new Function`, and first probes whether it
 * may. Under our CSP (script-src 'self', no 'unsafe-eval') that probe is a reported violation
 * even though Zod catches it (Lighthouse best practices: "issues logged"). Jitless parsing skips
 * the probe. Zod decides when a schema is built, so this runs before any: main.tsx (the entry,
 * which evaluates before the app's chunks are even fetched) imports it first.
 *
 * It sets a flag on Zod's global configuration object (`globalThis.__zod_globalConfig`, which
 * every copy of Zod reads and `z.config()` itself writes to) instead of calling `z.config()`:
 * importing Zod here would pull all of it into the first load of every page, forms or not.
 * lib/zod-jitless.test.ts checks that Zod still reads this object.
 */
// The object is changed in place, never replaced: a Zod already loaded (a test run in one process
// with others, a second copy of Zod) holds the object it found and reads this flag from it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
