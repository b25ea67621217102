import crypto from 'node:crypto';
import { CARD_DECLINED_MESSAGE, RENEWAL_API, SANDBOX_API, referenceOfSecret } from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import type { SandboxGateway } from './gateway/sandbox-gateway.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';
import { createTestApp, readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { attentionItems } from '../attention/queue.ts';
import { renewDueEnrollments } from './renewals.ts';

const TODAY = '2026-11-22';
/** Approved at sign-up; at the renewal its bank wants the donor present (README). */
const NEEDS_CARDHOLDER = '4000 0025 0000 3155';

describe.each(TEST_ENGINES)('a renewal the bank wants the donor to confirm, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      today: TODAY,
      env: { PAYMENT_LIMIT_PER_IP: '1000' },
    });
  }, 120_000);
  afterAll(() => t.close());

  const gateway = () => t.gateway as SandboxGateway;
  const renew = (day: string) =>
    renewDueEnrollments(
      {
        db: t.handle.db,
        gateway: t.gateway,
        mailer: createMailer({ from: 'z@zechus.org', outboxDir: t.outboxDir }),
        publicUrl: 'https://zechus.org',
        log: pino({ level: 'silent' }),
      },
      day,
    );

  /** A recurring yoirtzeit paid with the 3155 card: its id and first renewal day. */
  async function recurringDedication(email: string) {
    const base = signUpRequest();
    const reply = await t.browser.post(
      '/api/sign-up',
      {
        ...base,
        contact: { ...base.contact, email },
        billing: {
          ...base.billing,
          paymentMethod: sandboxPaymentMethod(NEEDS_CARDHOLDER),
          recurring: true,
        },
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const enrollment = await t.handle.db
      .selectFrom('enrollments')
      .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
      .select(['enrollments.id', 'enrollments.next_charge_on'])
      .where('donors.email', '=', email)
      .executeTakeFirstOrThrow();
    return { id: enrollment.id, anniversary: enrollment.next_charge_on ?? '' };
  }

  const waitingPayment = (enrollmentId: number) =>
    t.handle.db
      .selectFrom('payments')
      .select(['id', 'status', 'cardholder_token', 'failure_message'])
      .where('enrollment_id', '=', enrollmentId)
      .where('purpose', '=', 'renewal')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  const linkIn = (mail: string): string => {
    const token = /\/renewal\/([A-Za-z0-9_-]{32})/.exec(mail)?.[1];
    if (!token) throw new Error('no renewal link in the e-mail');
    return token;
  };

  /** The bank's challenge, answered in the page (the sandbox stand-in's frame). */
  async function answerTheBank(clientSecret: string, passed: boolean) {
    const reference = referenceOfSecret(clientSecret);
    const challenge = await t.browser.post(SANDBOX_API.authenticate(reference), {
      clientSecret,
      passed,
    });
    expect(challenge.statusCode).toBe(200);
    return t.browser.post('/api/payments/confirm', { clientSecret });
  }

  it('waits for the donor, e-mails a link, is not charged again meanwhile, and renews once the donor passes the bank’s check', async () => {
    const { id, anniversary } = await recurringDedication('rivka@example.org');
    const charges = gateway().charges.length;
    await renew(anniversary);

    const waiting = await waitingPayment(id);
    expect(waiting.status).toBe('pending');
    expect(waiting.failure_message).toBe('Waiting for the donor to confirm with their bank');
    expect(gateway().charges.length).toBe(charges);
    const mail = readOutbox(t.outboxDir).find(
      (m) => m.includes('rivka@example.org') && m.includes('confirm this year'),
    );
    if (!mail) throw new Error('no e-mail asked the donor to confirm');
    const token = linkIn(mail);
    expect(waiting.cardholder_token).toBe(token);

    // The days after: the waiting renewal is neither charged nor attempted again.
    await renew(anniversary);
    const attempts = await t.handle.db
      .selectFrom('payments')
      .select('id')
      .where('enrollment_id', '=', id)
      .where('purpose', '=', 'renewal')
      .execute();
    expect(attempts).toHaveLength(1);

    // The office sees it waiting, with nothing to decide.
    const queue = await attentionItems(t.handle.db, { now: new Date(), settledBefore: new Date() });
    const waitingItem = queue.find((item) => item.key === `renewal-waiting:${waiting.id}`);
    expect(waitingItem?.summary).toContain('waiting for the donor to confirm it with their bank');
    expect(waitingItem?.actions).toEqual([]);

    const page = await t.app.inject({ method: 'GET', url: RENEWAL_API.renewal(token) });
    expect(page.json()).toMatchObject({
      state: 'waiting',
      amount: 360,
      dedicationName: 'ר׳ משה בן ר׳ אברהם ז״ל',
    });

    const resumed = await t.browser.post(RENEWAL_API.confirm(token), {});
    expect(resumed.statusCode).toBe(200);
    const { clientSecret } = (resumed.json() as { requiresAction: { clientSecret: string } })
      .requiresAction;
    const settled = await answerTheBank(clientSecret, true);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toEqual({ renewed: true });

    expect(await waitingPayment(id)).toMatchObject({ status: 'approved', failure_message: null });
    const after = await attentionItems(t.handle.db, { now: new Date(), settledBefore: new Date() });
    expect(after.some((item) => item.key === `renewal-waiting:${waiting.id}`)).toBe(false);
    expect(gateway().charges.length).toBe(charges + 1);
    const enrollment = await t.handle.db
      .selectFrom('enrollments')
      .select(['next_charge_on', 'renewal_failures'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(enrollment.next_charge_on).not.toBe(anniversary);
    expect(enrollment.renewal_failures).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: RENEWAL_API.renewal(token) })).json(),
    ).toMatchObject({
      state: 'renewed',
    });
    // Asked again, nothing more is charged.
    expect((await t.browser.post(RENEWAL_API.confirm(token), {})).json()).toEqual({
      renewed: true,
    });
    expect(gateway().charges.length).toBe(charges + 1);
  });

  it('a donor who fails the bank’s check is told so; the renewal is tried again later as a failed one is', async () => {
    const { id, anniversary } = await recurringDedication('dina@example.org');
    await renew(anniversary);
    const { cardholder_token: token } = await waitingPayment(id);
    const resumed = await t.browser.post(RENEWAL_API.confirm(token ?? ''), {});
    const { clientSecret } = (resumed.json() as { requiresAction: { clientSecret: string } })
      .requiresAction;
    const settled = await answerTheBank(clientSecret, false);
    expect(settled.statusCode).toBe(400);
    expect(settled.json()).toMatchObject({ message: CARD_DECLINED_MESSAGE });
    expect((await waitingPayment(id)).status).toBe('declined');
    const enrollment = await t.handle.db
      .selectFrom('enrollments')
      .select(['renewal_failures', 'renewal_retry_on'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(enrollment.renewal_failures).toBe(1);
    expect(enrollment.renewal_retry_on).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: RENEWAL_API.renewal(token ?? '') })).json(),
    ).toMatchObject({
      state: 'closed',
    });
  });

  it('a link that is not one of ours is a 404 and changes nothing', async () => {
    const token = crypto.randomBytes(24).toString('base64url');
    expect(
      (await t.app.inject({ method: 'GET', url: RENEWAL_API.renewal(token) })).statusCode,
    ).toBe(404);
    expect((await t.browser.post(RENEWAL_API.confirm(token), {})).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: RENEWAL_API.renewal('short') })).statusCode,
    ).toBe(400);
  });
});
