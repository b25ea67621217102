import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The office's password rule beyond its length (shared/office/auth.ts): no password that
 * appears in the list of the most common passwords (zxcvbn's, about 50,000), none that is such a
 * password with digits or symbols stuck on ("password1234!"), and none built on the person's own
 * e-mail name or the programme's name. Answers the sentence to show, or null when it is fine.
 */
let common: Set<string> | undefined;
// Built at the first password set, not at start: the list costs ~25 ms and 15 MB (0015).
const commonPasswords = () =>
  (common ??= new Set(
    (require('@zxcvbn-ts/language-common') as typeof LanguageCommon).dictionary[
      'passwords-common'
    ].map((word) => word.toLowerCase()),
  ));
/** Shorter cores ("abc" + 9 digits) are too rare a pattern to refuse outright. */
const MIN_CORE = 4;

export const COMMON_PASSWORD =
  'This password is one of the most commonly used ones, so it is easy to guess. Please choose another.';
export const PERSONAL_PASSWORD =
  'Please do not build the password on your e-mail address or the programme’s name.';
export const REPEATED_PASSWORD =
  'This password is too easy to guess (one character repeated, or a simple run). Please choose another.';

export function passwordProblem(password: string, email: string): string | null {
  const lower = password.toLowerCase();
  const COMMON = commonPasswords();
  if (COMMON.has(lower)) return COMMON_PASSWORD;
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (core.length >= MIN_CORE && COMMON.has(core)) return COMMON_PASSWORD;
  if (/^(.)\1*$/.test(lower) || isSimpleRun(lower)) return REPEATED_PASSWORD;
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if ((local.length >= MIN_CORE && lower.includes(local)) || lower.includes('zechus')) {
    return PERSONAL_PASSWORD;
  }
  return null;
}

/** "123456789012", "abcdefghijkl": each character one more (or one less) than the last. */
function isSimpleRun(text: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < text.length; i++) steps.add(text.charCodeAt(i) - text.charCodeAt(i - 1));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}
