import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openToken, sealToken, shareLinkKey } from './sealed-tokens.ts';

const key = crypto.randomBytes(32);
const token = crypto.randomBytes(32).toString('base64url');

describe('a family link kept so that it can be shown again', () => {
  it('opens under its key for its own dedication, and holds nothing readable', () => {
    const sealed = sealToken(key, 7, token);
    expect(sealed).not.toContain(token);
    expect(openToken(key, 7, sealed)).toBe(token);
    // Sealed twice, never the same text.
    expect(sealToken(key, 7, token)).not.toBe(sealed);
  });

  it('does not open under a rotated key, for another dedication, or altered', () => {
    const sealed = sealToken(key, 7, token);
    expect(openToken(crypto.randomBytes(32), 7, sealed)).toBeNull();
    expect(openToken(key, 8, sealed)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.');
    expect(openToken(key, 7, [version, iv, body, tag?.slice(0, 8)].join('.'))).toBeNull();
    expect(openToken(key, 7, 'not sealed')).toBeNull();
  });

  it('takes the configured key; in production without one, links are kept as digests only', () => {
    expect(shareLinkKey('ab'.repeat(32), true)).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    expect(shareLinkKey(undefined, true)).toBeNull();
    expect(shareLinkKey(undefined, false)).toHaveLength(32);
  });
});
