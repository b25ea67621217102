import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIVE_HEARTBEAT_MS, DEFAULT_PROGRAMME_TITLE } from '@zechus/shared';
import {
  DEFAULT_BODY_TIMEOUT_MS,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from '../http/timeouts.ts';
import { DEFAULT_SAFETY_POLL_MS } from '../live/sse-hub.ts';
import { DEFAULT_MAX_STREAMS, DEFAULT_MAX_STREAMS_PER_ADDRESS } from '../live/stream-admission.ts';
import { DEFAULT_REPLAY_WINDOW } from '../live/replay.ts';

/**
 * Every setting of DESIGN.md §3 "Configuration", validated once at start. A bad value stops the
 * start with a list of everything that is wrong, not just the first problem.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * A whole number; an empty value counts as unset (so `PORT=` means 3000, not port 0). Anything
 * else that is not a whole number within its bounds is an error, listed with the rest.
 */
const wholeNumber = (min: number, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

/** proxy-addr's names for whole ranges, which Fastify's trustProxy also accepts. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** "10.0.0.7", "10.0.0.0/8", "::1", "fd00::/8" or a range name. */
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell us the client's address in X-Forwarded-For (Fastify's trustProxy).
 * Unset: none, so the address is the socket's and a forged header changes nothing (the per-IP
 * limits count real peers). A number trusts that many hops in front of the app; a list trusts
 * exactly those proxies. Never "everyone": any client could then pick its own address.
 */
const trustProxySetting = optionalString
  .refine(
    (value) =>
      value === undefined ||
      /^\d+$/.test(value) ||
      value.split(',').every((entry) => isProxyAddress(entry.trim())),
    {
      error:
        'must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy IP addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)',
    },
  )
  .transform((value): number | string[] | false => {
    if (value === undefined) return false;
    if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
    return value.split(',').map((entry) => entry.trim());
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: wholeNumber(0, 3000, 65535),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Zechus <no-reply@zechus.org>'),
    OFFICE_EMAIL: z.email().default('office@zechus.org'),
    PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: optionalString,
    /** The key the payment step's Stripe.js uses in the browser (pk_live_… or pk_test_…). */
    STRIPE_PUBLISHABLE_KEY: optionalString,
    /** The signing secret of our webhook endpoint at Stripe (whsec_…): checks every event's signature. */
    STRIPE_WEBHOOK_SECRET: optionalString,
    SENTRY_DSN: optionalString.pipe(z.url().optional()),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    PROGRAMME_TITLE: z.string().trim().min(1).default(DEFAULT_PROGRAMME_TITLE),
    HERO_VIDEO_URL: optionalString,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // The `instance` of every log line (config/instance.ts); unset: host:PORT.
    INSTANCE_NAME: optionalString.pipe(z.string().max(100).optional()),
    WEB_DIST_DIR: optionalString,
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    SHOW_RECORDINGS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    TRUST_PROXY: trustProxySetting,
    LOGIN_LIMIT_PER_IP: wholeNumber(1, 30),
    PAYMENT_LIMIT_PER_IP: wholeNumber(1, 20),
    SCAN_LIMIT_PER_MINUTE: wholeNumber(1, 240),
    LIVE_HEARTBEAT_MS: wholeNumber(100, DEFAULT_LIVE_HEARTBEAT_MS),
    // How often each instance reads new live events unasked, in case a NOTIFY was lost; 0 = never.
    LIVE_SAFETY_POLL_MS: wholeNumber(0, DEFAULT_SAFETY_POLL_MS),
    // Open live streams this instance holds in all, and from one address (live/stream-admission.ts).
    LIVE_MAX_STREAMS: wholeNumber(1, DEFAULT_MAX_STREAMS),
    LIVE_MAX_STREAMS_PER_ADDRESS: wholeNumber(1, DEFAULT_MAX_STREAMS_PER_ADDRESS),
    // A stream asked to replay from further back than this many events gets `reload` instead.
    LIVE_REPLAY_WINDOW: wholeNumber(1, DEFAULT_REPLAY_WINDOW),
    // How long a request's parts may take (http/timeouts.ts).
    HTTP_HEADERS_TIMEOUT_MS: wholeNumber(100, DEFAULT_HEADERS_TIMEOUT_MS),
    HTTP_BODY_TIMEOUT_MS: wholeNumber(100, DEFAULT_BODY_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: wholeNumber(100, DEFAULT_REQUEST_TIMEOUT_MS),
    HTTP_IDLE_TIMEOUT_MS: wholeNumber(100, DEFAULT_IDLE_TIMEOUT_MS),
    // SIGTERM's drain (shutdown.ts) may take this long; then the process exits anyway, with 1.
    // Keep systemd's TimeoutStopSec above it.
    SHUTDOWN_TIMEOUT_MS: wholeNumber(100, 10_000),
    // A payment still pending, unknown or unrecorded this long after its attempt is settled by
    // asking the card processor (modules/payments/recovery.ts): longer than any charge call lasts.
    PAYMENT_RECOVERY_AFTER_SECONDS: wholeNumber(0, 300),
    // End-to-end runs only: lets a story move the programme's day (config/clock.ts).
    TEST_CLOCK: z.enum(['off', 'on']).default('off'),
    // Prometheus metrics (metrics/install.ts): GET /metrics on PORT asks for this token as
    // `Authorization: Bearer …`; unset, /metrics there is a 404. Long enough that guessing is
    // hopeless (`openssl rand -hex 32`).
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .regex(/^\S{32,}$/, 'must be at least 32 characters without spaces (openssl rand -hex 32)')
        .optional(),
    ),
    // Or/and: /metrics on a port of its own, bound to METRICS_HOST (loopback unless told).
    METRICS_PORT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    // Seals family links so that My Page can show them again (modules/sharing/sealed-tokens.ts,
    // docs/decisions/0040): 64 hex digits (openssl rand -hex 32). Rotating it: docs/operations.md.
    SHARE_LINK_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (openssl rand -hex 32)')
        .optional(),
    ),
    METRICS_HOST: z
      .string()
      .trim()
      .refine((host) => net.isIP(host) !== 0, 'must be an IP address (e.g. 127.0.0.1)')
      .default('127.0.0.1'),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_CLOCK === 'on' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'is for end-to-end tests and cannot be on in production',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (it is a second, private port)',
      });
    }
    // Node refuses to start otherwise: the headers are part of the request.
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    // The heartbeat is what keeps a quiet live stream from counting as an idle socket.
    if (env.LIVE_HEARTBEAT_MS >= env.HTTP_IDLE_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['LIVE_HEARTBEAT_MS'],
        message: 'must be shorter than HTTP_IDLE_TIMEOUT_MS, or idle live streams are cut',
      });
    }
    if (env.PAYMENT_GATEWAY === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENT_GATEWAY=stripe',
      });
    }
    if (
      env.PAYMENT_GATEWAY === 'stripe' &&
      !/^pk_(test|live)_\w+$/.test(env.STRIPE_PUBLISHABLE_KEY ?? '')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message:
          'is required when PAYMENT_GATEWAY=stripe (pk_live_… or pk_test_…): the payment step loads Stripe.js with it',
      });
    }
    // Without it no webhook event could be believed: the signature is the event's only proof.
    if (env.PAYMENT_GATEWAY === 'stripe' && !/^whsec_\w+$/.test(env.STRIPE_WEBHOOK_SECRET ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'is required when PAYMENT_GATEWAY=stripe (whsec_…, the signing secret of the webhook endpoint at Stripe, or the one `stripe listen` prints)',
      });
    }
  });

export type Env = z.output<typeof envSchema>;

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Absolute folder of the built client (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The repository: two folders above apps/server, the nearest folder above this code with a
 * package.json — found, not counted, since this file runs from src/config/ or bundled in dist/.
 */
function findRepoRoot(): string {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return path.resolve(dir, '../..');
}
const repoRoot = findRepoRoot();

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    isProduction: env.NODE_ENV === 'production',
  };
}
