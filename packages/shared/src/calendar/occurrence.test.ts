import { describe, it, expect } from 'vitest';
import { nextExactOccurrence, nextOccurrence, nextYahrzeit } from './occurrence.ts';

// Reference years (checked with hebcal): 5784 leap, 29-day Cheshvan and Kislev; 5786 ordinary,
// 29-day Cheshvan, 30-day Kislev; 5787 leap, 30-day Cheshvan and Kislev; 5788 ordinary.

describe('nextOccurrence', () => {
  it('counts the day itself as on or after', () => {
    expect(nextOccurrence(3, 12, '2026-11-22')).toBe('2026-11-22'); // 12 Kislev 5787
  });

  it("moves to next year's date once this year's has passed", () => {
    expect(nextOccurrence(3, 12, '2026-11-23')).toBe('2027-12-12'); // 12 Kislev 5788
  });

  it('crosses Rosh Hashana: 1 Tishrei seen from late Elul is days away', () => {
    expect(nextOccurrence(1, 1, '2026-09-01')).toBe('2026-09-12');
    expect(nextOccurrence(13, 29, '2026-09-01')).toBe('2026-09-11');
  });

  it('falls on 30 Cheshvan in a year when Cheshvan has 30 days', () => {
    expect(nextOccurrence(2, 30, '2026-09-01')).toBe('2026-11-10');
  });

  it('postpones 30 Cheshvan to 1 Kislev in a year when Cheshvan has 29 days', () => {
    expect(nextOccurrence(2, 30, '2025-09-01')).toBe('2025-11-21');
  });

  it('postpones 30 Kislev to 1 Teves in a year when Kislev has 29 days', () => {
    expect(nextOccurrence(3, 30, '2023-09-16')).toBe('2023-12-13');
  });

  it('puts Adar I in Adar I of a leap year, and in Adar of an ordinary year', () => {
    expect(nextOccurrence(6, 15, '2026-09-01')).toBe('2027-02-22'); // 15 Adar I 5787
    expect(nextOccurrence(6, 15, '2025-09-01')).toBe('2026-03-04'); // 15 Adar 5786
  });

  it('postpones 30 Adar I to 1 Nissan in an ordinary year', () => {
    expect(nextOccurrence(6, 30, '2026-09-01')).toBe('2027-03-09'); // 30 Adar I 5787
    expect(nextOccurrence(6, 30, '2025-09-01')).toBe('2026-03-19'); // 1 Nissan 5786
  });

  it('puts Adar in Adar II of a leap year', () => {
    expect(nextOccurrence(7, 15, '2026-09-01')).toBe('2027-03-24'); // 15 Adar II 5787
    expect(nextOccurrence(7, 15, '2025-09-01')).toBe('2026-03-04'); // 15 Adar 5786
  });

  it('refuses a Hebrew date that never exists', () => {
    expect(() => nextOccurrence(4, 30, '2026-09-01')).toThrow(RangeError);
    expect(() => nextOccurrence(15, 1, '2026-09-01')).toThrow(/does not exist/);
    expect(() => nextOccurrence(14, 30, '2026-09-01')).toThrow(/does not exist/);
  });
});

describe('nextYahrzeit', () => {
  it('falls on 30 Cheshvan in a year when Cheshvan has 30 days', () => {
    expect(nextYahrzeit(2, 30, '2026-09-01')).toBe('2026-11-10');
  });

  it('a yahrzeit of 30 Cheshvan falls on 1 Kislev in a year when Cheshvan has 29 days', () => {
    expect(nextYahrzeit(2, 30, '2025-09-01')).toBe('2025-11-21');
  });

  it('a yahrzeit of 30 Kislev falls on 1 Teves in a year when Kislev has 29 days', () => {
    expect(nextYahrzeit(3, 30, '2023-09-16')).toBe('2023-12-13');
    expect(nextYahrzeit(3, 30, '2026-09-01')).toBe('2026-12-10'); // 30 Kislev 5787
  });

  it('a yahrzeit of 30 Adar I falls on 30 Shevat in an ordinary year (earlier, not later)', () => {
    expect(nextYahrzeit(6, 30, '2025-09-01')).toBe('2026-02-17'); // 30 Shevat 5786
    expect(nextYahrzeit(6, 30, '2026-09-01')).toBe('2027-03-09'); // 30 Adar I 5787
  });

  it('a yahrzeit of Adar I falls in Adar in an ordinary year', () => {
    expect(nextYahrzeit(6, 15, '2025-09-01')).toBe('2026-03-04');
  });

  it('a yahrzeit of Adar (death in an ordinary year) falls in Adar I of a leap year, as hebcal rules', () => {
    expect(nextYahrzeit(7, 15, '2026-09-01')).toBe('2027-02-22'); // 15 Adar I 5787
    expect(nextYahrzeit(7, 29, '2026-09-01')).toBe('2027-03-08'); // 29 Adar I 5787
    expect(nextYahrzeit(7, 15, '2027-09-01')).toBe('2028-03-13'); // 15 Adar 5788
  });

  it('refuses a Hebrew date that never exists', () => {
    expect(() => nextYahrzeit(7, 30, '2026-09-01')).toThrow(RangeError);
  });
});

describe('the next day that is exactly a Hebrew date', () => {
  it('finds Adar I of the coming leap year, never this year’s Adar for it', () => {
    // 20 February 2026 is 3 Adar 5786 (no Adar I); 7 Adar I 5787 is 14 February 2027.
    expect(nextExactOccurrence(6, 7, '2026-02-20')).toBe('2027-02-14');
  });

  it('takes Adar II as the last Adar, so in an ordinary year it is plain Adar', () => {
    expect(nextExactOccurrence(14, 7, '2026-02-20')).toBe('2026-02-24');
  });
});
