import { DONOR_ERROR, LOGIN_MISMATCH_MESSAGE } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { MAX_FAILURES_PER_EMAIL } from './login-throttle.ts';

describe.each(TEST_ENGINES)('donor login on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: {}, env: { LOGIN_LIMIT_PER_IP: '12' } });
  }, 120_000);
  afterAll(() => t.close());

  const demo = { email: DEMO.donor.email, id: DEMO.donor.donorNumber };

  it('the demo donor logs in with e-mail and donor ID and gets an HttpOnly session cookie', async () => {
    const browser = new TestBrowser(t.app);
    const reply = await browser.post('/api/login', { ...demo, email: 'Demo@Example.org ' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ name: DEMO.donor.name });
    const cookie = reply.cookies.find((c) => c.name === 'zechus_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/my-page',
      cookies: { zechus_session: cookie?.value ?? '' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().name).toBe(DEMO.donor.name);
  });

  it('a second login rotates the session: the old cookie no longer works', async () => {
    const browser = new TestBrowser(t.app);
    const first = (await browser.post('/api/login', demo)).cookies.find(
      (c) => c.name === 'zechus_session',
    );
    const second = (
      await browser.post('/api/login', demo, { cookies: { zechus_session: first?.value ?? '' } })
    ).cookies.find((c) => c.name === 'zechus_session');
    expect(second?.value).not.toBe(first?.value);
    const withOld = await t.app.inject({
      method: 'GET',
      url: '/api/my-page',
      cookies: { zechus_session: first?.value ?? '' },
    });
    expect(withOld.statusCode).toBe(403);
  });

  it('a wrong donor ID, or an e-mail we do not know, gets the spec’s message', async () => {
    const browser = new TestBrowser(t.app);
    for (const body of [
      { ...demo, id: '999999' },
      { email: 'nobody@example.org', id: '100001' },
    ]) {
      const reply = await browser.post('/api/login', body);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({
        error: DONOR_ERROR.loginMismatch,
        message: LOGIN_MISMATCH_MESSAGE,
      });
      expect(reply.cookies.find((c) => c.name === 'zechus_session')).toBeUndefined();
    }
  });

  it('a donor ID that is not six digits is a 400 that says so', async () => {
    const reply = await new TestBrowser(t.app).post('/api/login', { ...demo, id: '12ab' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/6-digit/);
  });

  it('after repeated wrong attempts for one e-mail, even the right ID waits (429)', async () => {
    const browser = new TestBrowser(t.app);
    const target = { email: 'throttled@example.org', id: '123456' };
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect(
        (await browser.post('/api/login', target, { remoteAddress: '10.0.0.9' })).statusCode,
      ).toBe(403);
    }
    const blocked = await browser.post('/api/login', target, { remoteAddress: '10.0.0.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many login attempts. Please wait 15 minutes and try again, or call our office.',
    );
  });

  it('one address sending too many logins is throttled whatever the e-mail', async () => {
    const browser = new TestBrowser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const reply = await browser.post(
        '/api/login',
        { email: `p${i}@example.org`, id: '111111' },
        { remoteAddress: '10.0.0.77' },
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 12).every((s) => s === 403)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  it('the per-address refusal names its own 10-minute window, not the e-mail’s 15', async () => {
    const browser = new TestBrowser(t.app);
    let last = await browser.post('/api/login', demo, { remoteAddress: '10.0.0.78' });
    for (let i = 0; i < 12; i++) {
      last = await browser.post(
        '/api/login',
        { email: `q${i}@example.org`, id: '111111' },
        { remoteAddress: '10.0.0.78' },
      );
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(
      'Too many login attempts from your network. Please wait 10 minutes and try again, or call our office.',
    );
    expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('logging out ends the session', async () => {
    const browser = new TestBrowser(t.app);
    const cookie = (await browser.post('/api/login', demo)).cookies.find(
      (c) => c.name === 'zechus_session',
    );
    const session = { zechus_session: cookie?.value ?? '' };
    const before = await t.app.inject({ method: 'GET', url: '/api/my-page', cookies: session });
    expect(before.statusCode).toBe(200); // and the session is now kept in memory (decision 0032)
    expect((await browser.post('/api/logout', undefined, { cookies: session })).statusCode).toBe(
      200,
    );
    const after = await t.app.inject({ method: 'GET', url: '/api/my-page', cookies: session });
    expect(after.statusCode).toBe(403);
  });

  it('a login without the page’s CSRF token is refused', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/login', payload: demo });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe('csrf');
  });
});

describe.each(TEST_ENGINES)('the per-IP login limit behind proxies on %s', (engine) => {
  let direct: TestApp;
  let proxied: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    // Production, where trusting every hop used to be switched on, with TRUST_PROXY unset.
    direct = await createTestApp(engine, {
      env: { NODE_ENV: 'production', LOGIN_LIMIT_PER_IP: '3' },
    });
    proxied = await createTestApp(engine, {
      env: { NODE_ENV: 'production', LOGIN_LIMIT_PER_IP: '3', TRUST_PROXY: '1' },
    });
    listed = await createTestApp(engine, {
      env: { NODE_ENV: 'production', LOGIN_LIMIT_PER_IP: '3', TRUST_PROXY: '10.0.0.0/8' },
    });
  }, 120_000);
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await listed?.close();
  });

  const attempt = (app: TestApp, n: number, remoteAddress: string, forwardedFor: string) =>
    app.browser.post(
      '/api/login',
      { email: `xff${n}@example.org`, id: '111111' },
      { remoteAddress, headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('by default a forged X-Forwarded-For does not give a client a fresh limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await attempt(direct, i, '203.0.113.5', `198.51.100.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
  });

  it('with TRUST_PROXY=1 each client behind the proxy has its own limit, forged hops ignored', async () => {
    const proxy = '10.0.0.2';
    const first: number[] = [];
    for (let i = 0; i < 4; i++) {
      // The client made up the first address; the proxy appended the real one.
      first.push((await attempt(proxied, i, proxy, `198.51.100.${i + 1}, 192.0.2.10`)).statusCode);
    }
    expect(first).toEqual([403, 403, 403, 429]);
    // Another client through the same proxy is not held back by the first one.
    expect((await attempt(proxied, 9, proxy, '192.0.2.20')).statusCode).toBe(403);
  });

  it('with a list of proxies, only those proxies may name the client', async () => {
    // Through a listed proxy: each client counts for itself.
    const viaProxy: number[] = [];
    for (let i = 0; i < 4; i++) {
      viaProxy.push((await attempt(listed, 20 + i, '10.1.2.3', '192.0.2.30')).statusCode);
    }
    expect(viaProxy).toEqual([403, 403, 403, 429]);
    expect((await attempt(listed, 30, '10.1.2.3', '192.0.2.31')).statusCode).toBe(403);
    // Straight from the internet, not through a listed proxy: the header is not believed.
    const direct: number[] = [];
    for (let i = 0; i < 4; i++) {
      direct.push((await attempt(listed, 40 + i, '203.0.113.9', `198.51.100.${i + 1}`)).statusCode);
    }
    expect(direct).toEqual([403, 403, 403, 429]);
  });
});
