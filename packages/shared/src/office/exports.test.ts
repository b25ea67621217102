import { describe, expect, it } from 'vitest';
import { exportFileName, exportQuerySchema, monthOf } from './exports.ts';

describe('an export’s range', () => {
  it('takes a month, both ends included, and names the file after it', () => {
    expect(exportQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(exportFileName('payments', '2026-11-01', '2026-11-30')).toBe(
      'zechus-payments-2026-11-01-to-2026-11-30.csv',
    );
  });

  it.each([
    [{ from: '2026-11-30', to: '2026-11-01' }, /on or before/],
    [{ from: '2026-02-30', to: '2026-03-01' }, /YYYY-MM-DD/],
    [{ from: '2026-11-01' }, /to/],
    [{ from: '2000-01-01', to: '2026-01-01' }, /at most 1830 days/],
    [{ from: '1999-12-31', to: '2000-01-01' }, /YYYY-MM-DD/],
  ])('refuses %j with a plain sentence', (range, message) => {
    const result = exportQuerySchema.safeParse(range);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });

  it('knows each month’s last day, February of a leap year and December too', () => {
    expect(monthOf('2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
