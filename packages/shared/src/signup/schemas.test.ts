import { describe, expect, it } from 'vitest';
import { CARD_DATA_KEYS } from '../payments/processor.ts';
import { episodeRules } from './episode-rules.ts';
import { generalDonationSchema } from './donation.ts';
import { signUpSchema, type SignUpRequestInput } from './schemas.ts';

const valid: SignUpRequestInput = {
  plan: { id: 1, type: 'yoirtzeit', kind: 'yoirtzeit', price: 180 },
  episode: {
    kind: 'yoirtzeit',
    name: 'ר׳ משה בן ר׳ אברהם ז״ל',
    date: { month: 3, day: 12, yoirtzeitMonth: 3, yoirtzeitDay: 12 },
  },
  contact: { name: 'Chana Gold', phone: '+44 20 7946 0000', email: 'Chana@Example.org' },
  billing: {
    name: 'Chana Gold',
    // What the processor's fields made of the card (decision 0034): never the card itself.
    paymentMethod: 'pm_sandbox_approved_visa_4242_12_2039_0a1b2c3d',
    recurring: true,
  },
};
const PAYMENT_METHOD_MISSING =
  'Please type your card again: it was not prepared by the card processor.';
const messages = (input: unknown) => {
  const result = signUpSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('what the episode step asks for', () => {
  it('a day plan offers kinds and always asks for a date', () => {
    expect(episodeRules('yoirtzeit', 'merit')).toMatchObject({
      showKindChooser: true,
      showDates: true,
      showSecondDate: false,
      dateLabel: 'Day to learn',
      recurringAllowed: false,
    });
    expect(episodeRules('yoirtzeit', 'yoirtzeit')).toMatchObject({
      dateLabel: 'Day of Yurzat',
      recurringAllowed: true,
    });
  });

  it('a month (shloishim) asks for both dates and offers no kind chooser', () => {
    expect(episodeRules('shloishim', 'shloishim')).toMatchObject({
      showKindChooser: false,
      showDates: true,
      showSecondDate: true,
      dateLabel: 'Day of Shloishim',
    });
  });

  it('a year in merit of someone asks for no date and may recur', () => {
    expect(episodeRules('rosh_chodesh', 'refuah')).toMatchObject({
      showDates: false,
      recurringAllowed: true,
    });
    expect(episodeRules('rosh_chodesh', 'refuah').namePlaceholder).toContain('בן');
  });
});

describe('the sign-up payload', () => {
  it('accepts a complete dedication and normalises the e-mail', () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed.contact.email).toBe('chana@example.org');
  });

  it('names every missing or wrong field', () => {
    expect(
      messages({
        ...valid,
        episode: { kind: 'yoirtzeit', name: '  ', date: {} },
        billing: { name: '', paymentMethod: '4242', recurring: false },
      }),
    ).toEqual(
      expect.arrayContaining([
        'episode.name: Name to learn is required',
        'episode.date.month: Day of Yurzat: choose the Hebrew month and day',
        'billing.name: Name on card is required',
        `billing.paymentMethod: ${PAYMENT_METHOD_MISSING}`,
      ]),
    );
    expect(messages({ ...valid, billing: { name: 'Chana Gold', recurring: false } })).toContain(
      `billing.paymentMethod: ${PAYMENT_METHOD_MISSING}`,
    );
  });

  it.each(CARD_DATA_KEYS)('refuses a billing that carries the card’s own %s', (key) => {
    const problems = messages({ ...valid, billing: { ...valid.billing, [key]: '4242' } });
    expect(problems.join('\n')).toMatch(new RegExp(`billing: .*${key}`));
  });

  it('refuses a Hebrew date that does not exist, a name not in Hebrew, and recurring where not offered', () => {
    expect(
      messages({ ...valid, episode: { ...valid.episode, date: { month: 4, day: 30 } } }),
    ).toContain('episode.date.month: Day of Yurzat: that Hebrew date does not exist');
    expect(
      messages({ ...valid, episode: { ...valid.episode, name: 'Moshe ben Avraham' } })[0],
    ).toMatch(/Hebrew letters/);
    expect(
      messages({
        ...valid,
        plan: { id: 1, type: 'yoirtzeit', kind: 'merit', price: 180 },
        episode: { ...valid.episode, kind: 'merit' },
      }),
    ).toContain('billing.recurring: Recurring every year is not offered for this plan and kind');
  });

  it('refuses unknown fields and a kind that differs from the episode', () => {
    expect(messages({ ...valid, extra: 1 }).join()).toMatch(/extra/);
    expect(messages({ ...valid, plan: { ...valid.plan, kind: 'refuah' } })).toContain(
      'plan.kind: must be the episode’s kind',
    );
  });
});

describe('the general donation payload', () => {
  const donation = {
    billing: {
      name: 'Yossi Klein',
      number: '07700 900123',
      email: 'yossi@example.org',
      amount: '180.50',
      paymentMethod: 'pm_sandbox_approvedMastercard_mastercard_4444_1_2029_0a1b2c3d',
    },
  };

  it('reads the amount into cents and leaves the postal code optional', () => {
    const parsed = generalDonationSchema.parse(donation);
    expect(parsed.billing.amount).toBe(18050);
    expect(parsed.billing.postal_code).toBe('');
  });

  it('takes the card only as the processor’s PaymentMethod, never its number, expiry or CVV', () => {
    const withCard = {
      billing: { ...donation.billing, card: '5555 5555 5555 4444', expire: '01/29', cvv: '321' },
    };
    expect(generalDonationSchema.safeParse(withCard).success).toBe(false);
    const { paymentMethod: _, ...withoutMethod } = donation.billing;
    const result = generalDonationSchema.safeParse({ billing: withoutMethod });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `billing.paymentMethod: ${PAYMENT_METHOD_MISSING}`,
    ]);
  });

  it.each([['0.50'], ['abc'], [-5], ['100000.01'], ['1.234']])(
    'refuses the amount %s',
    (amount) => {
      expect(
        generalDonationSchema.safeParse({ billing: { ...donation.billing, amount } }).success,
      ).toBe(false);
    },
  );
});
