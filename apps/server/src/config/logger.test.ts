import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, loggerOptions } from './logger.ts';

const SETTINGS = { LOG_LEVEL: 'info', INSTANCE_NAME: 'zechus@3001', PORT: 3001 } as const;

/** A stream that keeps what is written to it, and the lines as one text. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines, text: () => lines.join('') };
}

describe('logs never hold secrets', () => {
  it('card numbers, CVVs, passwords, cookies and authorization are redacted wherever they sit', async () => {
    const { stream, lines } = capture();
    const options = loggerOptions(SETTINGS);
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
    const { stream, lines } = capture();
    const options = loggerOptions(SETTINGS);
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

describe('the log of a request', () => {
  it('keeps which page or route was asked for, without a link’s token or a secret parameter', async () => {
    const { stream, text } = capture();
    const app = Fastify({ logger: { ...(loggerOptions(SETTINGS) as object), stream } });
    app.get('/*', async () => 'ok');
    for (const url of [
      '/shared/family-link-token-A',
      '/api/shared/family-link-token-B/certificate?day=2',
      '/sign-in/sign-in-token-C',
      '/reminders/stop/stop-token-D',
      '/api/reminders/stop-token-E/resume',
      '/renewal/renewal-token-F',
      '/api/renewals/renewal-token-G/confirm',
      '/office/welcome/welcome-token-H',
      '/api/office/welcome/welcome-token-I',
      '/SHARED/family-link-token-J',
      '/thank-you?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_K',
    ]) {
      await app.inject({ method: 'GET', url });
    }
    await app.close();
    const output = text();
    expect(output).not.toMatch(/token-[A-J]|secret_K/);
    expect(output).toContain('"url":"/api/renewals/[token]/confirm"');
    expect(output).toContain('"url":"/api/shared/[token]/certificate?day=2"');
    expect(output).toContain('payment_intent=pi_1&payment_intent_client_secret=[redacted]');
  });

  it('a link logged by the app itself keeps its page but not its token', async () => {
    const { stream, text } = capture();
    const log = await createLogger({ ...SETTINGS, NODE_ENV: 'production' }, stream);
    log.warn({ url: 'https://zechus.example.org/shared/family-link-token-L' }, 'render failed');
    log.info({ token: 'a-token-M' }, 'minted');
    log.flush();
    expect(text()).toContain('https://zechus.example.org/shared/[token]');
    expect(text()).not.toMatch(/token-[LM]/);
  });
});

describe('the process logger', () => {
  it('writes one JSON object a line naming the instance, in production', async () => {
    const { stream, lines } = capture();
    const log = await createLogger({ ...SETTINGS, NODE_ENV: 'production' }, stream);
    log.info({ scans: 3 }, 'hello');
    log.flush();
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({ instance: 'zechus@3001', msg: 'hello', scans: 3, level: 30 });
  });

  it('writes lines for a person to read in development', async () => {
    const { stream, text } = capture();
    const log = await createLogger({ ...SETTINGS, NODE_ENV: 'development' }, stream);
    log.info({ scans: 3 }, 'hello');
    log.flush();
    expect(text()).toMatch(/INFO.*hello/);
    expect(text()).toMatch(/scans: 3/);
    expect(() => JSON.parse(text()) as unknown).toThrow();
  });
});
