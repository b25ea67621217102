import https from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

export interface SiteRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The client's own address on loopback (127.0.0.2, …): a different visitor as nginx sees it. */
  from?: string;
}

/**
 * A visitor of the site through nginx, over TLS with the test's own certificate. A new
 * connection per request, as a visitor opening a page would make: a request never rides a
 * connection nginx is closing, so every failure counted is a real answer or a refused request.
 */
export function siteClient(origin: string, ca: Buffer) {
  const url = new URL(origin);
  return (path: string, options: SiteRequest = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = https.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: options.method ?? 'GET',
          headers: options.headers,
          ca,
          servername: 'localhost',
          agent: false,
          ...(options.from ? { localAddress: options.from } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              text: () => body.toString('utf8'),
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });
}

/** The `name=value` pairs of an answer's Set-Cookie headers, for the next request's Cookie. */
export function cookiesOf(answer: Answer): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return jar;
}

export const cookieHeader = (jar: Record<string, string>): string =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
