import { describe, expect, it } from 'vitest';
import { isSafeReturnPath } from './return-path.ts';

describe('isSafeReturnPath', () => {
  it('accepts app paths with query and hash', () => {
    expect(isSafeReturnPath('/my-page/2?day=3#masechet')).toBe(true);
    expect(isSafeReturnPath('/progress')).toBe(true);
  });

  it('refuses other origins, empty values and the login page itself', () => {
    expect(isSafeReturnPath('//evil.example/x')).toBe(false);
    expect(isSafeReturnPath('https://evil.example/')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('')).toBe(false);
    expect(isSafeReturnPath(null)).toBe(false);
    expect(isSafeReturnPath('/login')).toBe(false);
    expect(isSafeReturnPath('/login?x=1')).toBe(false);
  });
});
