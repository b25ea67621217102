import { DATE_NOT_IN_DEDICATION } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { dateRefusalOf, isInactiveShareLink } from './date-refusal.ts';

const refusal = {
  error: 'date_not_in_dedication',
  message: DATE_NOT_IN_DEDICATION,
  dates: [{ position: 1, day: '2026-11-24', hebrew: 'י״ג כסלו תשפ״ז' }],
};

describe('reading a refused progress load', () => {
  it('a link to a date the dedication lacks gives its dates to offer', () => {
    expect(dateRefusalOf(new ApiError(404, refusal))).toEqual(refusal);
  });

  it('any other failure is not a wrong date', () => {
    expect(dateRefusalOf(new ApiError(404, { error: 'not_found', message: 'x' }))).toBeNull();
    expect(dateRefusalOf(new ApiError(500, refusal))).toBeNull();
    expect(dateRefusalOf(new Error('offline'))).toBeNull();
  });

  it('a shared link that no longer works is told apart from a wrong date', () => {
    const inactive = new ApiError(404, { error: 'share_link_inactive', message: 'gone' });
    expect(isInactiveShareLink(inactive)).toBe(true);
    expect(isInactiveShareLink(new ApiError(404, refusal))).toBe(false);
  });
});
