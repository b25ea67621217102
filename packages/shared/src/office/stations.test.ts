import { describe, expect, it } from 'vitest';
import { newStationSchema, stationSetupUrl, tokenFromFragment } from './stations.ts';

describe('the station page’s setup address', () => {
  it('carries the token in the fragment, and the station page reads it back', () => {
    const url = stationSetupUrl('https://learning.example.org/', 'abc_DEF-123');
    expect(url).toBe('https://learning.example.org/scan#token=abc_DEF-123');
    expect(tokenFromFragment(url.slice(url.indexOf('#')))).toBe('abc_DEF-123');
  });

  it('finds no token in an empty or unrelated fragment', () => {
    for (const hash of ['', '#', '#token=', '#token=%20', '#other=1', '#token=%E0%A4%A']) {
      expect(tokenFromFragment(hash), hash).toBeNull();
    }
  });
});

describe('a station’s name', () => {
  it('is trimmed, and refused empty, too long or with control characters, in plain words', () => {
    expect(newStationSchema.parse({ name: '  Main hall, left ' })).toEqual({
      name: 'Main hall, left',
    });
    const problem = (name: unknown) =>
      newStationSchema.safeParse({ name }).error?.issues[0]?.message;
    expect(problem('')).toBe('Give the station a name, for example “Main hall, left”.');
    expect(problem('x'.repeat(81))).toBe('The station’s name can be at most 80 characters long.');
    expect(problem('Hall\u0000')).toBe(
      'The station’s name cannot contain invisible control characters.',
    );
  });
});
