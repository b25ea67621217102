import { DONOR_ERROR } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { loadRefusal } from './load-refusal.ts';

describe('a refused donor load', () => {
  it('a 403 without a session sends the donor to Login', () => {
    expect(
      loadRefusal(new ApiError(403, { error: DONOR_ERROR.notLoggedIn, message: 'Please log in' })),
    ).toBe('login');
  });

  it('any other 403 (an older server, a proxy page without a body) still goes to Login, as the spec says', () => {
    expect(loadRefusal(new ApiError(403, { error: 'forbidden', message: 'x' }))).toBe('login');
    expect(loadRefusal(new ApiError(403, null))).toBe('login');
    expect(loadRefusal(new ApiError(403, '<html>Forbidden</html>'))).toBe('login');
  });

  it('a logged-in donor asking for someone else’s enrollment is told so, not sent to Login', () => {
    expect(
      loadRefusal(
        new ApiError(403, { error: DONOR_ERROR.notYourEnrollment, message: 'Not yours' }),
      ),
    ).toBe('not-yours');
  });

  it('other failures are not refusals', () => {
    expect(loadRefusal(new ApiError(404, { error: 'not_found', message: 'x' }))).toBeNull();
    expect(loadRefusal(new ApiError(500, null))).toBeNull();
    expect(loadRefusal(new TypeError('Failed to fetch'))).toBeNull();
    expect(loadRefusal(null)).toBeNull();
  });
});
