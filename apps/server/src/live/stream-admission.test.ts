import { describe, expect, it } from 'vitest';
import { addressKey, StreamAdmission } from './stream-admission.ts';

describe('live stream admission', () => {
  it('counts an IPv6 /64 as one address, since its owner may use any address in it', () => {
    const admission = new StreamAdmission(100, 2);
    admission.take('2001:db8:1:2::1');
    admission.take('2001:0db8:0001:0002:ffff:0:0:9');
    expect(admission.refusal('2001:db8:1:2:abcd::7')).toBe('address-full');
    expect(admission.refusal('2001:db8:1:3::1')).toBeUndefined();
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:c000:201')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('gives a place back on release, and forgets an address with none left', () => {
    const admission = new StreamAdmission(2, 1);
    const key = admission.take('198.51.100.1');
    admission.take('198.51.100.2');
    expect(admission.refusal('198.51.100.3')).toBe('full');
    admission.release(key);
    expect(admission.total).toBe(1);
    expect(admission.refusal('198.51.100.1')).toBeUndefined();
  });
});
