import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { holdsCardNumber } from '@zechus/shared';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming X-Request-Id may be to be kept: a short token of letters, digits and `._:-`
 * (nginx's $request_id is 32 hex digits; a UUID fits too). Anything else — long, spaced, holding
 * markup or line breaks — could forge or bloat log lines, so it is replaced rather than cleaned.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: the proxy's id when it sent a safe one, so nginx's access log and ours
 * name a request alike; otherwise a fresh UUID. A card number is never an id (ours never log one).
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && SAFE_REQUEST_ID.test(given) && !holdsCardNumber(given)) {
    return given;
  }
  return crypto.randomUUID();
}

/**
 * Every answer carries its request's id, for a person reporting a problem and for matching
 * nginx's log with ours. Set on the raw response, so hijacked answers (the live stream, which
 * writes its own head) carry it too.
 */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
