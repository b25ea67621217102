import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go as they are: a header or two of gzip framing buys nothing on a
 * few hundred bytes and costs a compression pass per request.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, by the client's Accept-Encoding, for every dynamic text answer (the HTML
 * page, JSON). Registered before the routes: @fastify/compress adds its hook to each route as it
 * is declared. Built assets come pre-compressed from the build instead (site/routes.ts), and the
 * live stream is never touched: it is hijacked (the hook never sees it) and text/event-stream is
 * outside the compressible types, so every event is flushed as it is written.
 *
 * The HTML page carries the CSRF token; it reflects nothing from the request, so compressing it
 * gives a BREACH attacker no oracle.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
