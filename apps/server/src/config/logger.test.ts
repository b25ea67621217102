import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

describe('logs never hold secrets', () => {
  it('card numbers, CVVs, passwords, cookies and authorization are redacted wherever they sit', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ LOG_LEVEL: 'info' });
    const app = Fastify({ logger: { ...(options as object), stream } });
    app.get('/', async (request) => {
      request.log.info({ billing: { card: '4242424242424242', cvv: 'CVV-SECRET-A' } }, 'charging');
      request.log.info(
        { card: '5555555555554444', password: 'hunter2', cvc: 'CVC-SECRET-B' },
        'flat',
      );
      request.log.warn(
        {
          body: { signUp: { billing: { card: '378282246310005', CVV: 'CVV-SECRET-C' } } },
          attempts: [{ headers: { Authorization: 'Bearer deep-station-token' } }],
          plan: { text: 'A day of learning' },
        },
        'deep',
      );
      return 'ok';
    });
    await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'sid=secret-session', authorization: 'Bearer demo-station-token' },
    });
    await app.close();
    const output = lines.join('');
    for (const secret of [
      '4242424242424242',
      '5555555555554444',
      'CVV-SECRET-A',
      'CVC-SECRET-B',
      'hunter2',
      'secret-session',
      'demo-station-token',
      '378282246310005',
      'CVV-SECRET-C',
      'deep-station-token',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
    // What is not secret is still there to read.
    expect(output).toContain('A day of learning');
  });

  it('a card number in a request’s address is masked in its log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ LOG_LEVEL: 'info' });
    const app = Fastify({ logger: { ...(options as object), stream } });
    app.get('/search', async () => 'ok');
    await app.inject({
      method: 'GET',
      url: '/search?q=4242%204242%204242%204242&n=4242424242424242',
    });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('/search?q=');
    expect(output).not.toContain('4242424242424242');
    expect(output).toContain('[card number]');
  });
});
