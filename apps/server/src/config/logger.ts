import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';
import { importModule } from '../import-module.ts';
import type { Config } from './env.ts';
import { instanceName } from './instance.ts';
import { logSafeUrl } from './log-url.ts';
import { scrubSecrets } from './scrub-secrets.ts';

/**
 * pino options. Card numbers, CVVs, passwords, cookies, tokens and authorization headers never
 * reach a log line, wherever they sit in a logged object: the paths below cover request and
 * response headers and the shallow cases fast, `scrubSecrets` walks every logged object for the
 * deeper ones, and a request's address is written by `logSafeUrl` (link tokens and card numbers
 * masked). Request and response headers and bodies are not logged at all.
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
  '*.token',
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
  'token',
];

type LogSettings = Pick<Config, 'LOG_LEVEL' | 'INSTANCE_NAME' | 'PORT'>;

export function loggerOptions(config: LogSettings): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    // Every line says which instance wrote it: two instances share a host and a journal.
    base: { pid: process.pid, hostname: os.hostname(), instance: instanceName(config) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: { log: scrubSecrets },
    serializers: {
      // Fastify's request line, without headers, and its address made safe to keep.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: logSafeUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * The process's logger (server.ts gives it to Fastify, the mailer and the jobs). One JSON object
 * a line on stdout — what journald and log shippers read — except in development at a terminal,
 * where a person reads it: then pino-pretty, a devDependency, when it is installed (an install
 * without dev packages never loads it and stays JSON). Development output into a pipe (tests,
 * the benchmarks) stays JSON too: programs read it, and the benchmarks measure without pretty.
 */
export async function createLogger(
  config: LogSettings & Pick<Config, 'NODE_ENV'>,
  /** Where lines go: stdout unless a test says otherwise (then as if it were a terminal). */
  destination?: DestinationStream,
): Promise<Logger> {
  const options = loggerOptions(config);
  const forPerson = destination !== undefined || process.stdout.isTTY;
  const pretty =
    config.NODE_ENV === 'development' && forPerson ? await prettyStream(destination) : undefined;
  const stream = pretty ?? destination;
  return stream ? pino(options, stream) : pino(options);
}

async function prettyStream(
  destination: DestinationStream | undefined,
): Promise<DestinationStream | undefined> {
  try {
    const { default: pretty } = await importModule<{ default: typeof PinoPretty }>('pino-pretty');
    return pretty({
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,instance',
      // Written as logged, so the last lines before an exit are not lost.
      sync: true,
      ...(destination ? { destination } : {}),
    });
  } catch {
    return undefined;
  }
}
