import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PROGRAMME_TITLE } from '@zechus/shared';

/**
 * Every setting of DESIGN.md §3 "Configuration", validated once at start. A bad value stops the
 * start with a list of everything that is wrong, not just the first problem.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
    SENTRY_DSN: optionalString.pipe(z.url().optional()),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    PROGRAMME_TITLE: z.string().trim().min(1).default(DEFAULT_PROGRAMME_TITLE),
    HERO_VIDEO_URL: optionalString,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: optionalString,
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    SHOW_RECORDINGS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
    PAYMENT_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
    SCAN_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(240),
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_GATEWAY === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENT_GATEWAY=stripe',
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

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

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
