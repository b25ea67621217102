import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './idempotency.ts';

describe('idempotency keys of a charging request', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('gives a retried identical request the same key', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
  });

  it('gives an edited request a new key, and a new one after a decline', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor({ card: '4000' })).toBe('key-1');
    expect(keys.keyFor({ card: '4242' })).toBe('key-2');
    keys.forget();
    expect(keys.keyFor({ card: '4242' })).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(createAttemptKeys().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
