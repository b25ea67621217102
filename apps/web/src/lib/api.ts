import { HTML_PLACEHOLDERS } from '@zechus/shared';

/** An answer outside 200–299. `body` is the server's JSON body (or null when it sent none). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(apiErrorMessage(status));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const apiErrorMessage = (status: number): string =>
  `Request failed with status code ${status}`;

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A usable CSRF token, or null when the tag is missing or still holds the placeholder. */
export const usableCsrfToken = (content: string | null | undefined): string | null => {
  const token = content?.trim();
  if (!token || token === HTML_PLACEHOLDERS.csrfToken) return null;
  return token;
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects and arrays go as JSON; FormData, Blob, strings etc. as they are. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** The raw content of the csrf-token meta tag (null when the tag is missing). */
  readCsrfMeta: () => string | null;
  /** Called once, the first time a request goes out without a usable token (spec §7). */
  onMissingToken: () => void;
}

const isJsonBody = (body: unknown): boolean =>
  body !== null &&
  typeof body === 'object' &&
  !(body instanceof FormData) &&
  !(body instanceof Blob) &&
  !(body instanceof URLSearchParams) &&
  !(body instanceof ArrayBuffer);

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const createApiClient = (deps: ApiClientDeps) => {
  let warned = false;

  const request = async <T = unknown>(path: string, options: RequestOptions = {}): Promise<T> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...options.headers,
    };
    const token = usableCsrfToken(deps.readCsrfMeta());
    if (token) {
      headers['X-XSRF-TOKEN'] = token;
    } else if (!warned) {
      warned = true;
      deps.onMissingToken();
    }

    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isJsonBody(options.body)) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      } else {
        body = options.body as BodyInit;
      }
    }

    const response = await deps.fetch(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
    const data = await readBody(response);
    if (response.status < 200 || response.status > 299) {
      throw new ApiError(response.status, data);
    }
    return data as T;
  };

  return {
    request,
    get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: reads the token the server wrote into index.html. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  readCsrfMeta: () =>
    typeof document === 'undefined'
      ? null
      : (document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? null),
  onMissingToken: () => {
    console.error(
      'CSRF token not found: the csrf-token meta tag is missing or was not filled by the server.',
    );
  },
});
