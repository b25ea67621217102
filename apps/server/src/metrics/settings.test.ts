import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.ts';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('the metrics settings', () => {
  it('leave metrics off by default: no token, no port, loopback for the port when one is set', () => {
    const config = loadConfig({});
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_TOKEN: ' ', METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
  });

  it('take a long token and a port of their own', () => {
    const token = 'f'.repeat(64);
    const config = loadConfig({
      METRICS_TOKEN: token,
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
    });
    expect([config.METRICS_TOKEN, config.METRICS_PORT, config.METRICS_HOST]).toEqual([
      token,
      9464,
      '10.0.0.5',
    ]);
  });

  it('stop the start on a guessable token, the site’s own port or a host that is not an address', () => {
    expect(problems({ METRICS_TOKEN: 'secret' })).toEqual([
      'METRICS_TOKEN must be at least 32 characters without spaces (openssl rand -hex 32)',
    ]);
    expect(problems({ METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` })).toHaveLength(1);
    expect(problems({ PORT: '3000', METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT must differ from PORT (it is a second, private port)',
    ]);
    expect(problems({ METRICS_PORT: '70000' })[0]).toMatch(/^METRICS_PORT /);
    expect(problems({ METRICS_HOST: 'metrics.example.org' })).toEqual([
      'METRICS_HOST must be an IP address (e.g. 127.0.0.1)',
    ]);
  });
});
