import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSRF by double submit (spec §7, DESIGN.md §4): the server gives each browser a random
 * XSRF-TOKEN cookie (readable by the page) and writes the same token into the served HTML's
 * csrf-token meta tag; every state-changing request must echo it in the X-XSRF-TOKEN header.
 * A cross-site page can neither read the cookie nor set the header.
 *
 * The only exemption: a route marked `config: { bearerAuth: true }` (POST /api/scan, for scanner
 * stations) called with an `Authorization: Bearer` header. That request carries no ambient credential a cross-site
 * page could borrow, and the route authenticates by that header alone. Anywhere else a Bearer
 * header proves nothing (no other route reads it) and must not switch the check off.
 *
 * And one more: a route marked `config: { oneClickUnsubscribe: true }` (a reminder's
 * List-Unsubscribe address). RFC 8058 has the mail provider POST to it from its own servers,
 * with no cookie and no header of ours; the unguessable token in its address is its only
 * credential, and it reads no session, so there is nothing for a cross-site page to borrow.
 *
 * And a route marked `config: { signedWebhook: true }` (POST /api/payments/stripe/webhook). The
 * card processor posts to it from its own servers, with no cookie and no header of ours; the
 * signature of the raw body, made with a secret only the processor and we hold, is its
 * credential, checked by the route before anything is read. It reads no session either.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The one shape newCsrfToken mints: 32 random bytes in base64url, 43 characters. Anything else
 * was not made here, so it is neither kept as a browser's token nor accepted as proof: an empty
 * cookie echoed in an empty header (or any short, guessable pair) must not pass the check.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isCsrfToken = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN_PATTERN.test(value);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route authenticates by `Authorization: Bearer` itself (see above). */
    bearerAuth?: boolean;
    /** RFC 8058's one-click unsubscribe POST, authorised by the token in its address. */
    oneClickUnsubscribe?: boolean;
    /** A card processor's webhook, authorised by the signature of its body. */
    signedWebhook?: boolean;
  }
}

const isBearerRoute = (request: FastifyRequest): boolean =>
  request.headers.authorization?.startsWith('Bearer ') === true &&
  request.routeOptions.config.bearerAuth === true;

export function newCsrfToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The browser's token, minting (and setting) one when it has none yet. */
export function ensureCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (isCsrfToken(existing)) return existing;
  const token = newCsrfToken();
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
  return token;
}

function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function installCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isBearerRoute(request)) return;
    if (request.routeOptions.config.oneClickUnsubscribe === true) return;
    if (request.routeOptions.config.signedWebhook === true) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (isCsrfToken(cookie) && isCsrfToken(header) && tokensMatch(cookie, header)) return;
    return reply.status(403).send({
      error: 'csrf',
      message: 'This request is missing its security token. Please reload the page and try again.',
    });
  });
}
