/**
 * A browser against a real server process (tests that spawn dist/server.js): keeps its cookies
 * and sends the CSRF header as the app does.
 */
export class ProcessBrowser {
  readonly #cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(
    method: string,
    url: string,
    body?: string | Uint8Array,
    type?: string,
    extraHeaders: Record<string, string> = {},
  ) {
    if (!this.#cookies.has('XSRF-TOKEN')) {
      this.#keep(await fetch(`${this.base}/`, { headers: { accept: 'text/html' } }));
    }
    const headers: Record<string, string> = {
      cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': this.#cookies.get('XSRF-TOKEN') ?? '',
      'x-requested-with': 'XMLHttpRequest',
      ...extraHeaders,
    };
    if (type) headers['content-type'] = type;
    const reply = await fetch(`${this.base}${url}`, { method, headers, ...(body ? { body } : {}) });
    this.#keep(reply);
    return reply;
  }

  get = (url: string, headers: Record<string, string> = {}) =>
    this.request('GET', url, undefined, undefined, headers);
  post = (url: string, json: unknown, headers: Record<string, string> = {}) =>
    this.request('POST', url, JSON.stringify(json), 'application/json', headers);

  /** A cookie's value as the server last set it ('' when it never did). */
  cookie = (name: string): string => this.#cookies.get(name) ?? '';

  #keep(reply: Response) {
    for (const cookie of reply.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}
