import { describe, expect, it } from 'vitest';
import { tapFocusConstraint } from './focus.ts';

const point = { x: 0.25, y: 0.5 };

describe('tapFocusConstraint', () => {
  it('focuses once at the tapped point where the camera can', () => {
    expect(
      tapFocusConstraint(
        { focusMode: ['manual', 'single-shot', 'continuous'], pointsOfInterest: {} },
        {},
        point,
      ),
    ).toEqual({ focusMode: 'single-shot', pointsOfInterest: [point] });
  });

  it('keeps focusing around the point when the camera has no single shot', () => {
    expect(
      tapFocusConstraint({ focusMode: ['continuous'] }, { pointsOfInterest: [] }, point),
    ).toEqual({ focusMode: 'continuous', pointsOfInterest: [point] });
  });

  it('refocuses without a point when the camera takes none', () => {
    expect(tapFocusConstraint({ focusMode: ['single-shot'] }, {}, point)).toEqual({
      focusMode: 'single-shot',
    });
  });

  it('asks nothing of a camera without focus controls (a laptop, Firefox, Safari)', () => {
    expect(tapFocusConstraint({}, {}, point)).toBeNull();
    expect(tapFocusConstraint({ focusMode: ['manual'] }, {}, point)).toBeNull();
  });
});
