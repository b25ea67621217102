import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../config/logger.ts';
import { installRequestIdHeader, requestIdFor } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An app set up as app.ts sets it up, logging into `lines`. */
function appWithRequestIds() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions({ LOG_LEVEL: 'info', INSTANCE_NAME: 'test-1', PORT: 0 });
  const app = Fastify({ logger: { ...(options as object), stream }, genReqId: requestIdFor });
  installRequestIdHeader(app);
  app.get('/', async (request) => {
    request.log.info('inside the handler');
    return 'ok';
  });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, logged };
}

describe('request ids', () => {
  it('keeps the proxy’s X-Request-Id on every line of the request and sends it back', async () => {
    const { app, logged } = appWithRequestIds();
    const id = '7f3a9c0e1b2d4f6a8c0e1b2d4f6a8c0e';
    const reply = await app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': id } });
    await app.close();
    expect(reply.headers['x-request-id']).toBe(id);
    const requestLines = logged().filter((line) => line.reqId !== undefined);
    expect(requestLines.map((line) => line.msg)).toEqual([
      'incoming request',
      'inside the handler',
      'request completed',
    ]);
    for (const line of requestLines) expect(line).toMatchObject({ reqId: id, instance: 'test-1' });
  });

  it('makes a UUID when there is none, or the one given is not a short safe token', async () => {
    const { app } = appWithRequestIds();
    for (const given of [
      undefined,
      '',
      'x'.repeat(65),
      'two words',
      'semi;colon',
      '<script>',
      '4242424242424242',
    ]) {
      const reply = await app.inject({
        method: 'GET',
        url: '/',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      expect(reply.headers['x-request-id'], String(given)).toMatch(UUID);
    }
    await app.close();
  });

  it('gives each request its own id', async () => {
    const { app } = appWithRequestIds();
    const ids = new Set<unknown>();
    for (let i = 0; i < 5; i++) ids.add((await app.inject('/')).headers['x-request-id']);
    await app.close();
    expect(ids.size).toBe(5);
  });
});
