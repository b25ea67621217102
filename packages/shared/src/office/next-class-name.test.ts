import { describe, expect, it } from 'vitest';
import { nextClassName } from './next-class-name.ts';

describe('the class a class becomes at the year’s end', () => {
  it('counts on one Hebrew letter, keeping the geresh', () => {
    expect(nextClassName('כיתה ג׳')).toBe('כיתה ד׳');
    expect(nextClassName('כיתה א׳')).toBe('כיתה ב׳');
    expect(nextClassName('כיתה ח׳')).toBe('כיתה ט׳');
    expect(nextClassName('ג׳')).toBe('ד׳');
  });

  it('goes on past ten with gershayim', () => {
    expect(nextClassName('כיתה ט׳')).toBe('כיתה י׳');
    expect(nextClassName('כיתה י׳')).toBe('כיתה י״א');
    expect(nextClassName('כיתה י״א')).toBe('כיתה י״ב');
    expect(nextClassName('שיעור י״ד')).toBe('שיעור ט״ו');
    expect(nextClassName('שיעור ט״ו')).toBe('שיעור ט״ז');
    expect(nextClassName('שיעור ט״ז')).toBe('שיעור י״ז');
  });

  it('keeps a keyboard’s apostrophe and quote as the office typed them', () => {
    expect(nextClassName("כיתה ד'")).toBe("כיתה ה'");
    expect(nextClassName("כיתה י'")).toBe('כיתה י"א');
    expect(nextClassName('כיתה י"א')).toBe('כיתה י"ב');
  });

  it('counts on a lone letter and digits', () => {
    expect(nextClassName('כיתה ג')).toBe('כיתה ד');
    expect(nextClassName('Year 3')).toBe('Year 4');
    expect(nextClassName('Grade 9')).toBe('Grade 10');
  });

  it('has no next name for a class with no number in it', () => {
    expect(nextClassName('גן')).toBeNull();
    expect(nextClassName('כיתה מיוחדת')).toBeNull();
    expect(nextClassName('Group B')).toBeNull();
    expect(nextClassName('')).toBeNull();
    expect(nextClassName('כיתה אב׳')).toBeNull();
  });
});
