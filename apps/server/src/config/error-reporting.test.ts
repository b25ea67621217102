import type { ErrorEvent } from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { scrubEvent } from './error-reporting.ts';

describe('error reports', () => {
  it('keep the method and path of a failed request but nothing the sponsor sent', () => {
    const event: ErrorEvent = {
      type: undefined,
      request: {
        method: 'POST',
        url: 'https://zechus.org/api/sign-up?email=a@b.org',
        data: { billing: { card: '4242424242424242', cvv: '123' } },
        cookies: { zechus_session: 'secret' },
        headers: { authorization: 'Bearer station', cookie: 'zechus_session=secret' },
        query_string: 'email=a@b.org',
      },
      user: { email: 'a@b.org', ip_address: '10.0.0.1' },
      extra: { body: '4242424242424242' },
    };
    const scrubbed = JSON.stringify(scrubEvent(event));
    expect(scrubEvent(event).request).toEqual({
      method: 'POST',
      url: 'https://zechus.org/api/sign-up',
    });
    for (const secret of ['4242', 'cvv', 'secret', 'Bearer', 'a@b.org', '10.0.0.1']) {
      expect(scrubbed).not.toContain(secret);
    }
  });
});
