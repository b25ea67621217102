import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration at start', () => {
  it('an empty environment runs the demo: port 3000, SQLite under ./data, sandbox payments', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PAYMENT_GATEWAY).toBe('sandbox');
    expect(config.isProduction).toBe(false);
  });

  it('blank optional settings count as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
    const blankNumbers = loadConfig({ PORT: '', LOGIN_LIMIT_PER_IP: ' ', LIVE_SAFETY_POLL_MS: '' });
    expect(blankNumbers.PORT).toBe(3000);
    expect(blankNumbers.LOGIN_LIMIT_PER_IP).toBe(30);
    expect(blankNumbers.LIVE_SAFETY_POLL_MS).toBe(2000);
  });

  it('every wrong setting is listed at once, by name', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SCAN_LIMIT_PER_MINUTE: '2.5',
        DATABASE_URL: 'mysql://x',
        OFFICE_EMAIL: 'office',
        PAYMENT_GATEWAY: 'stripe',
        NODE_ENV: 'staging',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT /m);
    expect(problems).toMatch(/^SCAN_LIMIT_PER_MINUTE /m);
    expect(problems).toMatch(/^DATABASE_URL must be a postgres:\/\/ URL/m);
    expect(problems).toMatch(/^OFFICE_EMAIL /m);
    expect(problems).toMatch(/^NODE_ENV /m);
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  it('stripe needs its secret key', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY is required when PAYMENT_GATEWAY=stripe/,
    );
    expect(
      loadConfig({
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).PAYMENT_GATEWAY,
    ).toBe('stripe');
  });

  it('trusts no proxy unless told: the client address is the socket’s', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('TRUST_PROXY takes a number of hops or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('a TRUST_PROXY that is neither (or trusts everyone) stops the start and says what it takes', () => {
    for (const value of ['true', 'proxy.example.org', '10.0.0.0/33', '10.0.0.1,', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be a number of proxy hops .* or a comma-separated list of proxy IP addresses or CIDR ranges/,
      );
    }
  });
  it('a header timeout longer than the request timeout, or a heartbeat as long as the idle timeout, stops the start', () => {
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ LIVE_HEARTBEAT_MS: '60000', HTTP_IDLE_TIMEOUT_MS: '60000' })).toThrow(
      /LIVE_HEARTBEAT_MS must be shorter than HTTP_IDLE_TIMEOUT_MS/,
    );
    const defaults = loadConfig({});
    expect(defaults.HTTP_REQUEST_TIMEOUT_MS).toBe(300_000);
    expect(defaults.LIVE_MAX_STREAMS_PER_ADDRESS).toBe(20);
    expect(defaults.LIVE_REPLAY_WINDOW).toBe(1000);
  });
});
