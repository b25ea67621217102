import { describe, expect, it } from 'vitest';
import { optionalLine, requiredLines, requiredText } from './text.ts';

const problem = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('a line of text (names, phone numbers, postal codes)', () => {
  const name = requiredText('Your name', 120);

  it('is trimmed and kept as typed, Hebrew and accents included', () => {
    expect(name.parse('  Chana Gold ')).toBe('Chana Gold');
    expect(name.parse('משה בן אברהם')).toBe('משה בן אברהם');
    expect(name.parse('Zoë Müller')).toBe('Zoë Müller');
  });

  it.each([
    ['a NUL', 'Chana\u0000Gold'],
    ['a line break', 'Chana\nGold'],
    ['a tab', 'Chana\tGold'],
    ['an escape', 'Chana\u001bGold'],
    ['a line separator', 'Chana\u2028Gold'],
    ['half a character', 'Chana\uD800Gold'],
  ])('with %s inside is refused, saying so', (_label, value) => {
    expect(problem(name.safeParse(value))).toEqual([
      'Your name cannot contain invisible control characters',
    ]);
  });

  it('an optional line is empty when absent and refuses control characters the same way', () => {
    const postalCode = optionalLine('Postal code', 12);
    expect(postalCode.parse(undefined)).toBe('');
    expect(postalCode.parse(' NW1 ')).toBe('NW1');
    expect(problem(postalCode.safeParse('NW1\u0000'))).toEqual([
      'Postal code cannot contain invisible control characters',
    ]);
    expect(problem(postalCode.safeParse('x'.repeat(13)))).toEqual(['Postal code is too long']);
  });
});

describe('text of several lines (a message)', () => {
  const message = requiredLines('Message', 5000);

  it('keeps line breaks and tabs, every line break written as one newline', () => {
    expect(message.parse('One\r\nTwo\rThree\n\tFour\r\n')).toBe('One\nTwo\nThree\n\tFour');
  });

  it('refuses a NUL and the other control characters, saying so', () => {
    for (const value of ['Hello\u0000', 'Hello\u0007there', 'Hello\u000bthere', '\uDC00']) {
      expect(problem(message.safeParse(value))).toEqual([
        'Message cannot contain invisible control characters',
      ]);
    }
  });
});
