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
  });

  it('every wrong setting is listed at once, by name', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
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
      loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }).PAYMENT_GATEWAY,
    ).toBe('stripe');
  });
});
