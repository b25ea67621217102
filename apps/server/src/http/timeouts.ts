import type http from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * How long the parts of a request may take (issue 10: a client that sent headers with
 * Content-Length: 60000 and then nothing was held for ever, and 3,000 of them held 3,000 sockets).
 * nginx's split, in Node's terms:
 *
 * - headers: all of them within 10 s of the request's start (Node's headersTimeout). A browser
 *   sends them at once; only a slow-loris client needs longer.
 * - body: never silent for 30 s (our watchdog below: Node has no body-idle limit). A phone on a
 *   poor line that keeps sending is fine; a body that stops arriving is answered 408 and closed.
 * - whole request, headers and body: 300 s (Node's requestTimeout, which Fastify turns off by
 *   default). Node has one limit per server, not per route, so it must fit the largest body we
 *   take: a 20 MB recording in a 21 MB multipart body is 176 Mbit, about 3 minutes on a 1 Mbit/s
 *   3G uplink; 300 s still fits it at 0.6 Mbit/s. The 30 s body limit, not this one, is what
 *   stops a stalled body early. It is Node's own default, too.
 * - idle socket: nothing moving either way for 300 s (Fastify's connectionTimeout). Longer than
 *   anything a handler may spend silent — a card charge is up to three Stripe calls of 30 s,
 *   each retried twice — and than the live stream's heartbeat, which keeps it busy (env.ts
 *   refuses a heartbeat that is not shorter). It ends connections whose client stopped reading.
 *
 * None of these cut a long response: requestTimeout and headersTimeout end once the request is
 * received, and the live stream is a GET whose request is complete at its headers.
 */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 300_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 300_000;

/**
 * How long a keep-alive connection may wait for its next request. Longer than the 60 s after
 * which the usual proxies in front of an app (nginx upstream keepalive, AWS ALB) drop an idle
 * connection, so the proxy always closes first: the other way round, a proxy may send a request
 * down a connection we are closing, and its client gets a 502. (Fastify's own default.)
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
}

/** Fastify's server options for the limits Node enforces (the body's is installBodyTimeout). */
export function serverTimeoutOptions(timeouts: ServerTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'
> & {
  http: http.ServerOptions;
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node looks for requests past these limits only this often (30 s by default, which would
      // let a 10 s header limit hold a socket for 40 s).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
    },
  };
}

const expectsBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

const BODY_TIMEOUT_BODY = JSON.stringify({
  error: 'request_timeout',
  message: 'The request’s body stopped arriving. Please try again.',
});
/** Written straight to the socket, as Node itself answers its own request timeouts. */
const BODY_TIMEOUT_RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\n' +
  'Connection: close\r\n' +
  'Content-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(BODY_TIMEOUT_BODY)}\r\n\r\n${BODY_TIMEOUT_BODY}`;

/**
 * Answers 408 and closes the connection of a request whose body has sent nothing for `idleMs`.
 * Progress is read from the socket's byte count, so the body is not touched (whoever parses it
 * still reads every byte). Checked four times per interval: a stall is caught within 1.25 × it.
 */
export function installBodyTimeout(app: FastifyInstance, idleMs: number): void {
  const every = Math.max(10, Math.floor(idleMs / 4));
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    // app.inject's requests have no real socket, and nothing to wait for.
    if (!(socket instanceof Socket) || raw.complete || !expectsBody(raw.headers)) return done();
    let seen = socket.bytesRead;
    let movedAt = Date.now();
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
      } else if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        movedAt = Date.now();
      } else if (Date.now() - movedAt >= idleMs) {
        clearInterval(timer);
        request.log.info({ afterMs: idleMs }, 'request body stopped arriving: 408, closed');
        if (!reply.raw.headersSent) socket.write(BODY_TIMEOUT_RESPONSE);
        socket.destroy();
      }
    }, every);
    timer.unref();
    done();
  });
}
