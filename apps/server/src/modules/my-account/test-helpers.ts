import crypto from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TestBrowser, type TestApp } from '../../test/test-app.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';

/** A recurring year of learning for a merit (the seeded year plan, $1,800), paid with `card`. */
export const yearSignUp = (email: string, card = '4242 4242 4242 4242', name = 'Chana Gold') => ({
  plan: { id: 2, type: 'rosh_chodesh', kind: 'merit', price: 1800 },
  episode: { kind: 'merit', name: 'משה בן שרה', date: {} },
  contact: { name, phone: '020 7946 0001', email },
  billing: { name, paymentMethod: sandboxPaymentMethod(card), recurring: true },
});

export const donationOf = (email: string, amount: string, name = 'Chana Gold') => ({
  billing: {
    name,
    number: '07700 900123',
    email,
    amount,
    paymentMethod: sandboxPaymentMethod('4242 4242 4242 4242'),
    postal_code: 'NW11 9AB',
  },
});

/** A signed-in donor's browser: their session cookie, and the CSRF token on every change. */
export class DonorClient {
  constructor(
    private readonly t: TestApp,
    private readonly session: string,
    private readonly csrf: string,
  ) {}

  get(url: string): Promise<LightMyRequestResponse> {
    return this.t.app.inject({ method: 'GET', url, cookies: { zechus_session: this.session } });
  }

  send(
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown = {},
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': this.csrf, ...headers },
      cookies: { zechus_session: this.session, 'XSRF-TOKEN': this.csrf },
    });
  }

  /** POST …/card with a fresh Idempotency-Key (or the one given). */
  changeCard(dedicationId: number, body: unknown, key: string = crypto.randomUUID()) {
    return this.send('POST', `/api/my-page/dedications/${dedicationId}/card`, body, {
      'idempotency-key': key,
    });
  }
}

/**
 * A new donor who signed up for a recurring year (and so has a donor ID), logged in. Answers
 * their client, donor ID and dedication.
 */
export async function newDonor(
  t: TestApp,
  email: string,
  card?: string,
): Promise<{ client: DonorClient; donorNumber: string; dedicationId: number }> {
  const browser = new TestBrowser(t.app);
  const signUp = await browser.post('/api/sign-up', yearSignUp(email, card), {
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const donorNumber = signUp.json().donor.donorId as string;
  const login = await browser.post('/api/login', { email, id: donorNumber });
  const session = login.cookies.find((c) => c.name === 'zechus_session')?.value;
  if (!session) throw new Error(`login failed: ${login.body}`);
  const dedication = await t.handle.db
    .selectFrom('enrollments')
    .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
    .select('enrollments.id')
    .where('donors.email', '=', email)
    .orderBy('enrollments.id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    client: new DonorClient(t, session, await browser.csrfToken()),
    donorNumber,
    dedicationId: dedication.id,
  };
}
