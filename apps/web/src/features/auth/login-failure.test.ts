import { DONOR_ERROR, LOGIN_MISMATCH_MESSAGE } from '@zechus/shared';
import { describe, expect, it } from 'vitest';
import { donor } from '../../i18n/donor.ts';
import { ApiError } from '../../lib/api.ts';
import { loginFailureMessage } from './login-failure.ts';

describe('what a failed login says', () => {
  it('an e-mail and donor ID that do not match get the spec’s message', () => {
    const error = new ApiError(403, {
      error: DONOR_ERROR.loginMismatch,
      message: LOGIN_MISMATCH_MESSAGE,
    });
    expect(loginFailureMessage(error)).toBe(LOGIN_MISMATCH_MESSAGE);
  });

  it('a refused security token asks for a reload and never says the ID is wrong', () => {
    const error = new ApiError(403, {
      error: 'csrf',
      message: 'This request is missing its security token.',
    });
    expect(loginFailureMessage(error)).toBe(donor.login.reload);
    expect(loginFailureMessage(error)).not.toBe(LOGIN_MISMATCH_MESSAGE);
  });

  it('another 403 shows what the server said, or the status when it said nothing', () => {
    expect(loginFailureMessage(new ApiError(403, { error: 'forbidden', message: 'Blocked' }))).toBe(
      'Blocked',
    );
    expect(loginFailureMessage(new ApiError(403, '<html>Forbidden</html>'))).toBe(
      'Request failed with status code 403',
    );
  });

  it('a throttled login shows the server’s wait', () => {
    const message = 'Too many login attempts. Please wait 15 minutes and try again.';
    expect(loginFailureMessage(new ApiError(429, { error: 'too_many_requests', message }))).toBe(
      message,
    );
  });

  it('a network failure says something went wrong', () => {
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(donor.login.failed);
  });
});
