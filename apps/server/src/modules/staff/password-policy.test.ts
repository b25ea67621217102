import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD,
  PERSONAL_PASSWORD,
  REPEATED_PASSWORD,
  passwordProblem,
} from './password-policy.ts';

describe('the office password rule', () => {
  it('refuses passwords from the common-password list, in any case', () => {
    expect(passwordProblem('1q2w3e4r5t6y', 'rivka@school.org')).toBe(COMMON_PASSWORD);
    expect(passwordProblem('QWERTY123456', 'rivka@school.org')).toBe(COMMON_PASSWORD);
  });

  it('refuses a common password with digits or symbols added', () => {
    expect(passwordProblem('password1234!', 'rivka@school.org')).toBe(COMMON_PASSWORD);
    expect(passwordProblem('2024sunshine!!', 'rivka@school.org')).toBe(COMMON_PASSWORD);
  });

  it('refuses one character repeated or a simple run', () => {
    expect(passwordProblem('aaaaaaaaaaaa', 'rivka@school.org')).toBe(REPEATED_PASSWORD);
    expect(passwordProblem('123456789012', 'rivka@school.org')).toBe(COMMON_PASSWORD);
    expect(passwordProblem('abcdefghijklm', 'rivka@school.org')).toBe(REPEATED_PASSWORD);
  });

  it('refuses the person’s e-mail name or the programme’s name', () => {
    expect(passwordProblem('my rivkaberg pass', 'rivkaberg@school.org')).toBe(PERSONAL_PASSWORD);
    expect(passwordProblem('Zechus-for-ever-2026', 'rivka@school.org')).toBe(PERSONAL_PASSWORD);
  });

  it('accepts a long, personal phrase', () => {
    expect(passwordProblem('candle over the open sefer', 'rivka@school.org')).toBeNull();
    expect(passwordProblem('demo-staff-password', 'office@example.org')).toBeNull();
  });
});
