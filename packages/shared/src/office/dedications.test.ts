import { describe, expect, it } from 'vitest';
import { typedDateOf } from './dedications.ts';

describe('a date typed into the dedications search', () => {
  it('is read as written in ISO form, YYYY-MM-DD', () => {
    expect(typedDateOf('2026-11-25')).toBe('2026-11-25');
  });

  it('is read day first, as in the UK, with slashes or dots', () => {
    expect(typedDateOf('25/11/2026')).toBe('2026-11-25');
    expect(typedDateOf('25.11.2026')).toBe('2026-11-25');
  });

  it('may leave out the leading zeros of the day and month', () => {
    expect(typedDateOf('5/3/2026')).toBe('2026-03-05');
    expect(typedDateOf('05/03/2026')).toBe('2026-03-05');
  });

  it('ignores spaces around the date', () => {
    expect(typedDateOf('  25/11/2026 ')).toBe('2026-11-25');
    expect(typedDateOf('\t2026-11-25\n')).toBe('2026-11-25');
  });

  it('is no date when that day does not exist in the calendar', () => {
    expect(typedDateOf('31/02/2026')).toBeNull();
    expect(typedDateOf('2026-02-31')).toBeNull();
    expect(typedDateOf('31/04/2026')).toBeNull();
    expect(typedDateOf('29/02/2027')).toBeNull();
    expect(typedDateOf('0/11/2026')).toBeNull();
    expect(typedDateOf('25/13/2026')).toBeNull();
  });

  it('knows 29 February of a leap year', () => {
    expect(typedDateOf('29/02/2028')).toBe('2028-02-29');
  });

  it('is no date when written month first, as in the US, with a day past 12', () => {
    expect(typedDateOf('11/25/2026')).toBeNull();
  });

  it('does not guess the century of a two-digit year', () => {
    expect(typedDateOf('25/11/26')).toBeNull();
    expect(typedDateOf('5/3/26')).toBeNull();
    expect(typedDateOf('26-11-25')).toBeNull();
  });

  it('is no date for a name, an e-mail, a donor ID or a date with more around it', () => {
    for (const text of [
      '',
      '   ',
      'Cohen',
      'demo@example.org',
      '100001',
      'מרים בת שרה',
      '25/11/2026 Cohen',
      '2026-11-25T10:00',
      '2026-1-5',
      '25-11-2026',
      '25/11/20261',
    ]) {
      expect(typedDateOf(text), text).toBeNull();
    }
  });
});
