import { describe, expect, it } from 'vitest';
import { countUpValue, isDonePercent, panelFigures, roundPercent } from './progress-math.ts';

describe('roundPercent', () => {
  it('rounds to a whole percent', () => {
    expect(roundPercent(33.3333)).toBe(33);
    expect(roundPercent(33.5)).toBe(34);
    expect(roundPercent(0)).toBe(0);
  });

  it('clamps to 0–100 and treats missing values as 0', () => {
    expect(roundPercent(-4)).toBe(0);
    expect(roundPercent(104)).toBe(100);
    expect(roundPercent(Number.NaN)).toBe(0);
    expect(roundPercent(undefined)).toBe(0);
    expect(roundPercent(null)).toBe(0);
  });
});

describe('isDonePercent', () => {
  it('is done only when the rounded value is 100', () => {
    expect(isDonePercent(100)).toBe(true);
    expect(isDonePercent(99.5)).toBe(true);
    expect(isDonePercent(99.4)).toBe(false);
    expect(isDonePercent(0)).toBe(false);
  });
});

describe('panelFigures', () => {
  it('shows the rounded progress, its width and the chapter counts', () => {
    expect(panelFigures({ progress: 34.2857, chapters_done: 180, chapters_not_done: 345 })).toEqual(
      { percent: 34, width: '34%', done: false, chaptersDone: 180, chaptersNotDone: 345 },
    );
  });

  it('takes the done look at 100', () => {
    const figures = panelFigures({ progress: 99.9, chapters_done: 525, chapters_not_done: 0 });
    expect(figures.done).toBe(true);
    expect(figures.width).toBe('100%');
  });

  it('never shows negative or fractional counts', () => {
    const figures = panelFigures({ progress: 5, chapters_done: -1, chapters_not_done: 2.7 });
    expect(figures.chaptersDone).toBe(0);
    expect(figures.chaptersNotDone).toBe(2);
  });
});

describe('countUpValue', () => {
  it('counts from 0 to the target over the duration', () => {
    expect(countUpValue(80, 0, 1000)).toBe(0);
    expect(countUpValue(80, 1000, 1000)).toBe(80);
    expect(countUpValue(80, 5000, 1000)).toBe(80);
    const half = countUpValue(80, 500, 1000);
    expect(half).toBeGreaterThan(40);
    expect(half).toBeLessThan(80);
  });

  it('jumps to the target with no duration', () => {
    expect(countUpValue(42, 0, 0)).toBe(42);
  });

  it('counts from a given value when there is one', () => {
    expect(countUpValue(80, 0, 1000, 30)).toBe(30);
    expect(countUpValue(80, 1000, 1000, 30)).toBe(80);
    expect(countUpValue(20, 1000, 1000, 60)).toBe(20);
    const half = countUpValue(80, 500, 1000, 30);
    expect(half).toBeGreaterThan(55);
    expect(half).toBeLessThan(80);
    expect(countUpValue(42, 0, 0, 10)).toBe(42);
  });
});
