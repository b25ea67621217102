import { describe, expect, it } from 'vitest';
import { noRecentSession } from './last-seen.ts';

describe('an account’s "Last seen" without a recent session', () => {
  it('says an invited person has never signed in, and anyone else not recently', () => {
    expect(noRecentSession('invited')).toBe('Never signed in');
    expect(noRecentSession('active')).toBe('Not recently');
    expect(noRecentSession('off')).toBe('Not recently');
  });
});
