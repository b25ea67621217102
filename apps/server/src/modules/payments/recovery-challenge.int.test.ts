import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import type { SandboxGateway } from './gateway/sandbox-gateway.ts';
import { createTestApp, readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import {
  answerChallenge,
  challengeOf,
  confirmPayment,
  paymentByKey,
  signUpWith,
} from '../../test/three-d-secure.ts';
import { ABANDONED_AFTER_MS, recoverPayments } from './recovery.ts';

describe.each(TEST_ENGINES)('3-D Secure payments whose page never came back, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      today: '2026-11-22',
      env: { PAYMENT_LIMIT_PER_IP: '1000' },
    });
  });
  afterAll(() => t.close());

  /** One pass of the recovery job, over every attempt made until a minute from now. */
  const recovery = () =>
    recoverPayments(
      {
        db: t.handle.db,
        gateway: t.gateway,
        mailer: createMailer({ from: 'z@zechus.org', outboxDir: t.outboxDir }),
        programmeTitle: 'Zechus',
        publicUrl: 'https://zechus.org',
        log: pino({ level: 'silent' }),
      },
      new Date(Date.now() + 60_000),
    );
  /** E-mails to an address in the outbox, whoever sent them (the app or the recovery job). */
  const mailsTo = (email: string) =>
    readOutbox(t.outboxDir).filter((mail) => mail.includes(`To: ${email}`)).length;
  const chargesUnder = (key: string) =>
    (t.gateway as SandboxGateway).charges.filter((c) => c.idempotencyKey === key);
  const dedicationsOf = async (email: string) =>
    (
      await t.handle.db
        .selectFrom('enrollments')
        .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
        .select('enrollments.id')
        .where('donors.email', '=', email)
        .execute()
    ).length;

  it('a challenge passed is recorded by the recovery job: the dedication, one e-mail, one charge; the page coming back later is told the confirmation', async () => {
    const sponsor = signUpWith(t);
    const clientSecret = challengeOf(await sponsor.send());
    await answerChallenge(t, clientSecret, true);
    // The page closed before it could confirm: the bank has approved, our records lack it.
    expect(await paymentByKey(t, sponsor.key)).toMatchObject({ status: 'pending' });

    expect(await recovery()).toEqual({ recorded: 1, closed: 0, left: 0 });
    const payment = await paymentByKey(t, sponsor.key);
    expect(payment).toMatchObject({ status: 'approved', last_four: '3184', amount_cents: 36000 });
    expect(payment.enrollment_id).not.toBeNull();
    expect(await dedicationsOf(sponsor.email)).toBe(1);
    expect(mailsTo(sponsor.email)).toBe(1);
    expect(chargesUnder(sponsor.key)).toHaveLength(1);

    // A second pass has nothing to do; the page, or Confirm pressed again, gets the confirmation.
    expect(await recovery()).toEqual({ recorded: 0, closed: 0, left: 0 });
    const confirmed = await confirmPayment(t, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().enrollment.id).toBe(payment.enrollment_id);
    // The same confirmation; only the first answer signed the page in (decision 0040).
    expect((await sponsor.send()).json()).toEqual({ ...confirmed.json(), signedIn: false });
    expect(await dedicationsOf(sponsor.email)).toBe(1);
    expect(mailsTo(sponsor.email)).toBe(1);
    expect(chargesUnder(sponsor.key)).toHaveLength(1);
  });

  it('a challenge failed is closed as declined; one still open is left for a later pass; neither is charged', async () => {
    const failed = signUpWith(t);
    const failedSecret = challengeOf(await failed.send());
    await answerChallenge(t, failedSecret, false);
    const open = signUpWith(t);
    challengeOf(await open.send());

    expect(await recovery()).toEqual({ recorded: 0, closed: 1, left: 1 });
    expect(await paymentByKey(t, failed.key)).toMatchObject({ status: 'declined' });
    expect(await paymentByKey(t, open.key)).toMatchObject({ status: 'pending' });
    for (const sponsor of [failed, open]) {
      expect(chargesUnder(sponsor.key)).toEqual([]);
      expect(await dedicationsOf(sponsor.email)).toBe(0);
      expect(mailsTo(sponsor.email)).toBe(0);
    }
    // The page of the failed one, coming back, is told the decline.
    expect((await confirmPayment(t, failedSecret)).statusCode).toBe(400);
  });

  it('a challenge left open for a day is closed as abandoned, nothing charged, and no longer asked about', async () => {
    const open = signUpWith(t);
    challengeOf(await open.send());
    const dayAgo = new Date(Date.now() - ABANDONED_AFTER_MS - 60_000).toISOString();
    await t.handle.db
      .updateTable('payments')
      .set({ created_at: dayAgo })
      .where('idempotency_key', '=', open.key)
      .execute();

    const pass = await recovery();
    expect(pass.closed).toBeGreaterThanOrEqual(1);
    expect(await paymentByKey(t, open.key)).toMatchObject({ status: 'declined' });
    expect(chargesUnder(open.key)).toEqual([]);
    expect(mailsTo(open.email)).toBe(0);
  });
});
