import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage, createApiClient, usableCsrfToken } from './api.ts';

const jsonResponse = (status: number, body: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const setup = (token: string | null, response: Response) => {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response));
  const onMissingToken = vi.fn();
  const client = createApiClient({ fetch: fetchMock, readCsrfMeta: () => token, onMissingToken });
  return { client, fetchMock, onMissingToken };
};

describe('api client', () => {
  it('names the status in the error message', () => {
    expect(apiErrorMessage(403)).toBe('Request failed with status code 403');
  });

  it('sends the XHR and CSRF headers and JSON bodies', async () => {
    const { client, fetchMock, onMissingToken } = setup('tok-123', jsonResponse(200, { ok: true }));
    await expect(client.post('/contact', { name: 'Rivka' })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/contact');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"Rivka"}');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': 'tok-123',
      'Content-Type': 'application/json',
    });
    expect(onMissingToken).not.toHaveBeenCalled();
  });

  it('throws an ApiError with the status and the server body outside 200–299', async () => {
    const body = { error: 'forbidden', message: 'No session' };
    const { client } = setup('tok', jsonResponse(403, body));
    const error: unknown = await client.get('/api/my-page').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      body,
      message: 'Request failed with status code 403',
    });
  });

  it('logs a missing token once and sends without it', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(204, undefined)));
    const onMissingToken = vi.fn();
    const client = createApiClient({
      fetch: fetchMock,
      readCsrfMeta: () => '__CSRF_TOKEN__',
      onMissingToken,
    });
    await client.post('/api/logout');
    await client.post('/api/logout');
    expect(onMissingToken).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('treats the placeholder and blanks as no token', () => {
    expect(usableCsrfToken('__CSRF_TOKEN__')).toBeNull();
    expect(usableCsrfToken('  ')).toBeNull();
    expect(usableCsrfToken(null)).toBeNull();
    expect(usableCsrfToken('abc')).toBe('abc');
  });
});
