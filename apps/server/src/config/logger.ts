import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { maskCardNumbers } from '@zechus/shared';
import type { Config } from './env.ts';
import { scrubSecrets } from './scrub-secrets.ts';

/**
 * pino options. Card numbers, CVVs, passwords, cookies and authorization headers never reach a
 * log line, wherever they sit in a logged object: the paths below cover request headers and the
 * shallow cases fast, and `scrubSecrets` walks every logged object for the deeper ones.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.card',
  '*.cvv',
  '*.cvc',
  '*.password',
  '*.cookie',
  '*.authorization',
  '*.*.card',
  '*.*.cvv',
  '*.*.cvc',
  '*.*.password',
  'card',
  'cvv',
  'cvc',
  'password',
  'cookie',
  'authorization',
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: { log: scrubSecrets },
    serializers: {
      // Fastify's request line, with any card number typed into the address masked.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskCardNumbers(decodedUrl(request.url)),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** The address as a person reads it (%20 a space), so a number split by spaces is seen. */
function decodedUrl(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
