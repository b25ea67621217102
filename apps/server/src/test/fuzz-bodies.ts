import { SANDBOX_API } from '@zechus/shared';
import { SANDBOX_CARDS } from '../modules/payments/gateway/sandbox-cards.ts';
import { signUpRequest } from './sign-up-request.ts';
import { sandboxPaymentMethod } from './test-cards.ts';

/**
 * A valid body for the routes where money, names, cards and scans come in, by "METHOD url" as
 * Fastify names the route: the fuzz (http/fuzz.int.test.ts) spoils one part of it at a time, so
 * the requests get past the schema's first look into the code behind it. `clientSecret` is that
 * of a payment waiting for its 3-D Secure challenge, so the confirm route is fuzzed next to a
 * real one.
 */
export const validBodies = (clientSecret: string): Record<string, unknown> => ({
  'POST /api/sign-up': signUpRequest(),
  'POST /api/general-donate': {
    billing: {
      name: 'Yossi Klein',
      number: '07700 900123',
      email: 'yossi@example.org',
      amount: '18',
      paymentMethod: sandboxPaymentMethod(),
      postal_code: 'NW11 9AB',
    },
  },
  'POST /api/payments/confirm': { clientSecret },
  [`POST ${SANDBOX_API.paymentMethods}`]: {
    number: SANDBOX_CARDS.threeDSecure,
    exp_month: 12,
    exp_year: 2039,
    cvc: '123',
  },
  'POST /api/sandbox/payment-intents/:id/authenticate': { clientSecret, passed: false },
  'POST /api/my-page/dedications/:id/card': {
    name: 'Chana Gold',
    paymentMethod: sandboxPaymentMethod(SANDBOX_CARDS.approvedMastercard),
  },
  'POST /contact': { name: 'Chana', email: 'chana@example.org', message: 'Hello\nthere' },
  'POST /api/login': { email: 'chana@example.org', id: '123456' },
  'POST /api/office/login': { email: 'nobody@example.org', password: 'a long password here' },
  'POST /api/scan': { barcode: '100000001' },
  'POST /api/office/learners': { name: 'יוסף כהן', className: 'כיתה ה׳' },
  'POST /api/office/stations': { name: 'Hall' },
  'POST /api/office/staff': { email: 'new@example.org', name: 'New Person', role: 'teacher' },
  'PATCH /api/office/plans/:id': { price: '400', text: 'A day of learning' },
});

/** Routes of issue 23 the fuzz must reach: the 3-D Secure confirm and the sandbox's own two. */
export const PAYMENT_ROUTES_TO_FUZZ = [
  { method: 'POST', url: '/api/payments/confirm' },
  { method: 'POST', url: SANDBOX_API.paymentMethods },
  { method: 'POST', url: '/api/sandbox/payment-intents/:id/authenticate' },
  { method: 'POST', url: '/api/my-page/dedications/:id/card' },
] as const;
