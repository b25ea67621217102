import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { QueryState } from './Notices.tsx';

/** What an office page shows for a failed query. */
const shown = (error: unknown) =>
  renderToStaticMarkup(
    <QueryState isPending={false} error={error} onRetry={() => undefined}>
      <p>the page</p>
    </QueryState>,
  ).replace(/<[^>]+>/g, ' ');

describe('an office page whose data could not be read', () => {
  it('offers to try again when the network or the server failed', () => {
    expect(shown(new TypeError('Failed to fetch'))).toContain('Try again');
    expect(shown(new ApiError(503, null))).toContain('Try again');
    expect(shown(new ApiError(429, { message: 'Too many requests' }))).toContain('Try again');
  });

  it('says why a refused request was refused, and does not offer to send it again unchanged', () => {
    const refused = new ApiError(400, {
      error: 'bad_request',
      message: 'to: The first date must be on or before the last date',
      issues: [{ path: 'to', message: 'The first date must be on or before the last date' }],
    });
    const page = shown(refused);
    expect(page).toContain('The first date must be on or before the last date');
    expect(page).not.toContain('Try again');
    expect(page).not.toContain('the page');
  });
});
