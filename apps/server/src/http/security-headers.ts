import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';

/** Strict headers (DESIGN.md §4): our own scripts only, no framing, no sniffing. */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.PUBLIC_URL.startsWith('https://');
  const videoOrigin = config.HERO_VIDEO_URL ? safeOrigin(config.HERO_VIDEO_URL) : undefined;
  // The browser's crash reports go to Sentry's ingest host, and only there.
  const reportOrigin = config.SENTRY_DSN ? safeOrigin(config.SENTRY_DSN) : undefined;
  // With Stripe, the payment step loads Stripe.js, whose card fields and 3-D Secure challenge
  // are frames of Stripe's own (Stripe's documented CSP); the sandbox needs none of it.
  const stripe = config.PAYMENT_GATEWAY === 'stripe';
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the page compile WebAssembly (the camera's barcode reader,
        // zxing-wasm, served from /assets/) and nothing more: eval() and new Function() stay off.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...stripeScripts],
        frameSrc: stripe ? [...stripeScripts, 'https://hooks.stripe.com'] : ["'none'"],
        // React sets style attributes (progress widths); no inline <style> from us.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', ...(videoOrigin ? [videoOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...(reportOrigin ? [reportOrigin] : []),
          ...(stripe ? ['https://api.stripe.com'] : []),
        ],
        objectSrc: ["'none'"],
        // Said outright rather than left to fall back: the hall screens' service worker and web
        // app manifests (decision 0035) are ours, and nothing else may be one.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a relative path is served by us: 'self' covers it
  }
}
