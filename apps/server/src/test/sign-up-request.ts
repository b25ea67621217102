import type { SignUpRequestInput } from '@zechus/shared';
import { sandboxPaymentMethod } from './test-cards.ts';

/** A valid sign-up: a day for a yoirtzeit on 20 Kislev, paid with the sandbox's approved visa. */
export const signUpRequest = (over: Partial<SignUpRequestInput> = {}): SignUpRequestInput => ({
  // The seeded day plan at the price the sponsor was shown ($360).
  plan: { id: 1, type: 'yoirtzeit', kind: 'yoirtzeit', price: 360 },
  episode: {
    kind: 'yoirtzeit',
    name: 'ר׳ משה בן ר׳ אברהם ז״ל',
    date: { month: 3, day: 20, yoirtzeitMonth: 3, yoirtzeitDay: 20 },
  },
  contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email: 'chana@example.org' },
  billing: {
    name: 'Chana Gold',
    paymentMethod: sandboxPaymentMethod(),
    recurring: false,
  },
  ...over,
});
