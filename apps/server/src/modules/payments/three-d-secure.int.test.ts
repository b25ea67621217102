import { CARD_DECLINED_MESSAGE } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, type SandboxGateway } from './gateway/sandbox-gateway.ts';
import { createTestApp, readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import {
  answerChallenge,
  challengeOf,
  confirmPayment,
  donateWith,
  mailsTo,
  paymentByKey,
  signUpWith,
} from '../../test/three-d-secure.ts';

/** Sunday 12 Kislev 5787. */
const TODAY = '2026-11-22';

/** A confirmation with what differs from one sponsor to the next taken out. */
const sameness = (body: unknown) =>
  JSON.parse(
    JSON.stringify(body, (key, value: unknown) =>
      ['id', 'donorId', 'email', 'last_four'].includes(key) ? '…' : value,
    ),
  ) as unknown;

describe.each(TEST_ENGINES)('a sponsor whose bank asks for 3-D Secure, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { today: TODAY, env: { PAYMENT_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const chargesUnder = (key: string) =>
    (t.gateway as SandboxGateway).charges.filter((c) => c.idempotencyKey === key);
  const enrollmentsOf = (email: string) =>
    t.handle.db
      .selectFrom('enrollments')
      .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
      .select(['enrollments.id', 'enrollments.plan_id', 'enrollments.name'])
      .where('donors.email', '=', email)
      .execute();
  const donationsOf = (email: string) =>
    t.handle.db
      .selectFrom('donations')
      .innerJoin('donors', 'donors.id', 'donations.donor_id')
      .select(['donations.id', 'donations.amount_cents'])
      .where('donors.email', '=', email)
      .execute();

  it('passes the challenge and gets the same confirmation, dedication, one e-mail and payment row as an approved card', async () => {
    const approved = signUpWith(t, SANDBOX_CARDS.approved);
    const plain = await approved.send();
    expect(plain.statusCode).toBe(200);

    const sponsor = signUpWith(t);
    const clientSecret = challengeOf(await sponsor.send());
    // Nothing is charged or fulfilled while the bank's check is open.
    expect(chargesUnder(sponsor.key)).toHaveLength(0);
    expect(await paymentByKey(t, sponsor.key)).toMatchObject({ status: 'pending' });
    expect(await enrollmentsOf(sponsor.email)).toHaveLength(0);
    expect(await mailsTo(t, sponsor.email, 'signup-confirmation')).toBe(0);

    const passed = await answerChallenge(t, clientSecret, true);
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ status: 'succeeded', last_payment_error: null });
    const confirmed = await confirmPayment(t, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().billing).toEqual({
      last_four: '3184',
      brand: 'visa',
      recurring: false,
    });
    expect(confirmed.json().donor.donorId).toMatch(/^\d{6}$/);
    expect(sameness(confirmed.json())).toEqual(sameness(plain.json()));

    const [dedication] = await enrollmentsOf(sponsor.email);
    const [plainDedication] = await enrollmentsOf(approved.email);
    expect(dedication).toMatchObject({
      id: confirmed.json().enrollment.id,
      plan_id: plainDedication?.plan_id,
      name: plainDedication?.name,
    });
    expect(await mailsTo(t, sponsor.email, 'signup-confirmation')).toBe(1);
    const mail = readOutbox(t.outboxDir).find((m) => m.includes(`To: ${sponsor.email}`)) ?? '';
    expect(mail).toContain(confirmed.json().donor.donorId);
    expect(mail).toContain('3184');
    const row = await paymentByKey(t, sponsor.key);
    const plainRow = await paymentByKey(t, approved.key);
    for (const field of ['status', 'amount_cents', 'currency', 'brand', 'exp_month'] as const) {
      expect(row[field], field).toEqual(plainRow[field]);
    }
    expect(row).toMatchObject({ status: 'approved', last_four: '3184', amount_cents: 36000 });
    expect(row.enrollment_id).toBe(dedication?.id);
    expect(chargesUnder(sponsor.key)).toEqual([
      expect.objectContaining({ amountCents: 36000, reference: row.gateway_reference }),
    ]);

    // Confirm pressed again (the same request, the same key), and the page's confirm again:
    // the confirmation each time, never a second charge, dedication or e-mail.
    // (It signed the paying page in the first time only: decision 0040.)
    const once = { ...confirmed.json(), signedIn: false };
    const again = await sponsor.send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once);
    const confirmedAgain = await confirmPayment(t, clientSecret);
    expect(confirmedAgain.statusCode).toBe(200);
    expect(confirmedAgain.json()).toEqual(once);
    expect(chargesUnder(sponsor.key)).toHaveLength(1);
    expect(await enrollmentsOf(sponsor.email)).toHaveLength(1);
    expect(await mailsTo(t, sponsor.email, 'signup-confirmation')).toBe(1);
  });

  it('Confirm pressed again before the challenge is answered opens the same challenge, charging nothing', async () => {
    const sponsor = signUpWith(t);
    const clientSecret = challengeOf(await sponsor.send());
    expect(challengeOf(await sponsor.send())).toBe(clientSecret);
    const attempts = await t.handle.db
      .selectFrom('payments')
      .select('id')
      .where('idempotency_key', '=', sponsor.key)
      .execute();
    expect(attempts).toHaveLength(1);
    expect(chargesUnder(sponsor.key)).toHaveLength(0);
  });

  it('fails the challenge: the spec’s decline, nothing charged, no dedication; another card under a new key goes through', async () => {
    const sponsor = signUpWith(t);
    const clientSecret = challengeOf(await sponsor.send());
    const failed = await answerChallenge(t, clientSecret, false);
    expect(failed.json()).toMatchObject({ status: 'requires_payment_method' });
    const declined = await confirmPayment(t, clientSecret);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ error: 'card_declined', message: CARD_DECLINED_MESSAGE });
    expect(chargesUnder(sponsor.key)).toEqual([]);
    expect(await paymentByKey(t, sponsor.key)).toMatchObject({
      status: 'declined',
      enrollment_id: null,
      donor_id: null,
    });
    expect(await enrollmentsOf(sponsor.email)).toHaveLength(0);
    expect(await mailsTo(t, sponsor.email, 'signup-confirmation')).toBe(0);
    // Confirm pressed again under the same key: the same decline, never a new challenge.
    expect((await sponsor.send()).json()).toEqual(declined.json());
    // A failed check cannot be passed afterwards.
    expect((await answerChallenge(t, clientSecret, true)).json()).toMatchObject({
      status: 'requires_payment_method',
    });
    expect((await confirmPayment(t, clientSecret)).statusCode).toBe(400);
    expect(chargesUnder(sponsor.key)).toEqual([]);

    const next = signUpWith(t, SANDBOX_CARDS.approvedMastercard);
    const paid = await next.send();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().billing).toMatchObject({ last_four: '4444', brand: 'mastercard' });
    expect(chargesUnder(next.key)).toHaveLength(1);
  });

  it('abandons the challenge: the bank is still waiting (409), nothing is charged; closed, it is the spec’s decline; another card goes through', async () => {
    const sponsor = signUpWith(t);
    const clientSecret = challengeOf(await sponsor.send());
    const early = await confirmPayment(t, clientSecret);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('payment_waiting');
    expect(await paymentByKey(t, sponsor.key)).toMatchObject({ status: 'pending' });
    expect(chargesUnder(sponsor.key)).toEqual([]);
    expect(await enrollmentsOf(sponsor.email)).toHaveLength(0);

    // The challenge frame closed without passing: the bank's check is failed.
    await answerChallenge(t, clientSecret, false);
    const declined = await confirmPayment(t, clientSecret);
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect(chargesUnder(sponsor.key)).toEqual([]);
    expect(await mailsTo(t, sponsor.email, 'signup-confirmation')).toBe(0);

    const next = signUpWith(t, SANDBOX_CARDS.approved);
    expect((await next.send()).statusCode).toBe(200);
  });

  it('a donation whose bank asks for 3-D Secure: passed, the confirmation and one receipt; failed, the decline and no donation', async () => {
    const donor = donateWith(t);
    const clientSecret = challengeOf(await donor.send());
    expect(chargesUnder(donor.key)).toEqual([]);
    expect(await donationsOf(donor.email)).toHaveLength(0);
    await answerChallenge(t, clientSecret, true);
    const confirmed = await confirmPayment(t, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      amount: 180,
      billing: { last_four: '3184', brand: 'visa' },
      donor: { email: donor.email },
    });
    expect(await donationsOf(donor.email)).toEqual([
      expect.objectContaining({ amount_cents: 18000 }),
    ]);
    expect(await mailsTo(t, donor.email, 'donation-receipt')).toBe(1);
    expect(chargesUnder(donor.key)).toEqual([expect.objectContaining({ amountCents: 18000 })]);
    expect((await donor.send()).json()).toEqual(confirmed.json());
    expect((await confirmPayment(t, clientSecret)).json()).toEqual(confirmed.json());
    expect(chargesUnder(donor.key)).toHaveLength(1);
    expect(await mailsTo(t, donor.email, 'donation-receipt')).toBe(1);

    const refused = donateWith(t);
    const refusedSecret = challengeOf(await refused.send());
    await answerChallenge(t, refusedSecret, false);
    const declined = await confirmPayment(t, refusedSecret);
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect(chargesUnder(refused.key)).toEqual([]);
    expect(await donationsOf(refused.email)).toHaveLength(0);
    expect(await mailsTo(t, refused.email, 'donation-receipt')).toBe(0);
  });
});
