import { describe, expect, it } from 'vitest';
import { dedicationCancelled, moneySentences } from './dedication-cancelled.ts';

describe('the e-mail that says a dedication is cancelled', () => {
  it('says what became of the money: refunded to the card, on its way, held up, none, or to follow', () => {
    expect(
      moneySentences({
        kind: 'refunds',
        refunds: [
          { amount: '$360', card: 'your Visa card ending in 4242', status: 'made' },
          { amount: '$18', card: 'the card you paid with', status: 'coming' },
          { amount: '$36', card: 'your Mastercard card ending in 4444', status: 'held-up' },
        ],
      }),
    ).toEqual([
      expect.stringMatching(/^We have refunded \$360 to your Visa card ending in 4242\. /),
      expect.stringMatching(/^A refund of \$18 to the card you paid with is on its way\. /),
      'We could not yet refund $36 to your Mastercard card ending in 4444: our office will be in touch about it.',
    ]);
    expect(moneySentences({ kind: 'no-refund' })[0]).toMatch(/^No refund was made/);
    expect(moneySentences({ kind: 'nothing-left' })).toEqual([
      'There was no payment left to refund.',
    ]);
    expect(moneySentences({ kind: 'to-follow' })[0]).toMatch(
      /^Your refund is still being arranged/,
    );
  });

  it('lists the dates taken off, struck through in the HTML, and counts the rest of a long list', () => {
    const days = Array.from({ length: 16 }, (_, i) => ({
      civil: `Day ${i + 1}`,
      hebrew: `יום ${i + 1}`,
    }));
    const mail = dedicationCancelled({
      to: 'd@example.org',
      donorName: 'Dina <b>',
      dedicationName: 'ר׳ משה בן ר׳ אברהם ז״ל',
      planText: 'A month of learning',
      datesTakenOff: days,
      money: { kind: 'no-refund' },
    });
    expect(mail.kind).toBe('dedication-cancelled');
    expect(mail.subject).toBe('Your dedication is cancelled: ר׳ משה בן ר׳ אברהם ז״ל');
    expect(mail.text).toContain('- Day 14 (יום 14)\n- and 2 more');
    expect(mail.html).toContain('<li><s>Day 1</s> · <span dir="rtl" lang="he">יום 1</span></li>');
    expect(mail.html).toContain('Dear Dina &lt;b&gt;,');
  });
});
