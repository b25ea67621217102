import { logSafeUrl } from './log-url.ts';

/** Keys whose values never reach a log line, at any depth (compared case-insensitively). */
const SECRET_KEYS = new Set([
  'card',
  'cvv',
  'cvc',
  'password',
  'cookie',
  'set-cookie',
  'authorization',
  'token',
]);
const CENSOR = '[redacted]';
const MAX_DEPTH = 12;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Returns `value` with every secret key's value replaced, however deep it sits in plain objects and
 * arrays. pino's own `redact` paths only reach the depths they spell out; this catches the rest
 * (a card inside `body.billing`, say). Objects without secrets come back as they were, so the
 * common log line costs one walk and no copies; class instances (requests, errors) are left to
 * pino's serializers and redact paths.
 */
export function scrubSecrets<T>(value: T): T {
  return scrub(value, 0, new WeakSet()) as T;
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const cleaned = scrub(item, depth + 1, seen);
      if (cleaned !== item) (copy ??= [...value])[i] = cleaned;
    });
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const cleaned =
      SECRET_KEYS.has(key.toLowerCase()) && item != null
        ? CENSOR
        : // An address is kept without its link token or a card number typed into it.
          key === 'url' && typeof item === 'string'
          ? logSafeUrl(item)
          : scrub(item, depth + 1, seen);
    if (cleaned !== item) (copy ??= { ...value })[key] = cleaned;
  }
  return copy ?? value;
}
