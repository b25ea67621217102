import { describe, expect, it } from 'vitest';
import { firstPlan, planRequest } from './move-up-plan.ts';

const classes = ['כיתה ג׳', 'כיתה ד׳', 'כיתה ה׳', 'גן'].map((name) => ({
  name,
  active: 3,
  total: 3,
}));

describe('the move-up page’s first plan', () => {
  it('moves every class to its next name, lets the top class leave and keeps one without a number', () => {
    const plan = firstPlan(classes, []);
    expect(plan.map((row) => [row.name, row.choice, row.to])).toEqual([
      ['כיתה ג׳', 'up', 'כיתה ד׳'],
      ['כיתה ד׳', 'up', 'כיתה ה׳'],
      ['כיתה ה׳', 'leaves', 'כיתה ו׳'],
      ['גן', 'stays', ''],
    ]);
    expect(planRequest(plan)).toEqual({
      moves: [
        { from: 'כיתה ג׳', to: 'כיתה ד׳' },
        { from: 'כיתה ד׳', to: 'כיתה ה׳' },
      ],
      leaving: ['כיתה ה׳'],
    });
  });

  it('moves up only the class chosen from its own row', () => {
    const plan = firstPlan(classes, ['כיתה ד׳']);
    expect(plan.filter((row) => row.choice !== 'stays').map((row) => row.name)).toEqual([
      'כיתה ד׳',
    ]);
  });
});
