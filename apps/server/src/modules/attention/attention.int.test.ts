import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionItem } from '@zechus/shared';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { SANDBOX_CARDS } from '../payments/gateway/sandbox-gateway.ts';
import { auditRows, type StaffClient } from '../../test/office.ts';
import { readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { openMoneyArea, sponsorPays } from '../payments/test-helpers.ts';

/** A mail server that can be switched off: "connection refused" while it is down. */
function switchableMailer(outboxDir: string): Mailer & { down: boolean } {
  const inner = createMailer({ from: 'office@zechus.org', outboxDir });
  return {
    down: false,
    async send(message) {
      if (this.down)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      await inner.send(message);
    },
    close: () => inner.close(),
  };
}

describe.each(TEST_ENGINES)('Needs attention on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let mailer: ReturnType<typeof switchableMailer>;
  beforeAll(async () => {
    const outbox = `/tmp/zechus-attention-${process.pid}-${engine}`;
    mailer = switchableMailer(outbox);
    ({ t, office } = await openMoneyArea(engine, { mailer }));
    // The tests read the outbox of this mailer.
    t.outboxDir = outbox;
  }, 120_000);
  afterAll(() => t.close());

  const queue = async (): Promise<AttentionItem[]> => {
    const reply = await office.get('/api/office/attention');
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().items;
  };
  const count = async () => (await office.get('/api/office/attention/count')).json().count;
  const itemOf = async (kind: string, id: number) =>
    (await queue()).find((item) => item.kind === kind && item.id === id);
  const decide = async (path: string) => {
    const reply = await office.post(path);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { resolved: boolean; message: string };
  };

  it('a payment whose answer was lost waits in plain words, and asking the processor completes the dedication', async () => {
    const before = await count();
    const { paymentId, status } = await sponsorPays(t, {
      name: 'Rachel Cohen',
      email: 'rachel@example.org',
      card: SANDBOX_CARDS.answerLost,
    });
    expect(status).toBe(502);
    const item = await itemOf('payment', paymentId);
    expect(item?.summary).toMatch(
      /^A \$360 dedication payment by Rachel Cohen on \d{1,2} \w+ \d{4}: the card processor did not answer; it may have charged\.$/,
    );
    expect(item?.actions).toEqual(['ask']);
    expect(await count()).toBe(before + 1);

    const outcome = await decide(`/api/office/attention/payments/${paymentId}/ask`);
    expect(outcome).toEqual({
      resolved: true,
      message:
        'The card processor had charged $360. The dedication is now recorded and the sponsor has been e-mailed.',
    });
    const payment = await t.handle.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('approved');
    expect(payment.enrollment_id).not.toBeNull();
    // Resolved, it says Paid and carries no "did not answer" text where the office reads it.
    expect(payment.failure_message).toBeNull();
    const detail = await office.get(`/api/office/payments/${paymentId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ failureMessage: null });
    expect(detail.body).not.toMatch(/did not answer|answer was lost/);
    expect(readOutbox(t.outboxDir).at(-1)).toContain('To: rachel@example.org');
    expect(await itemOf('payment', paymentId)).toBeUndefined();
    expect(await count()).toBe(before);
    const [audit] = await auditRows(t, 'attention');
    expect(audit).toMatchObject({ action: 'payment.complete', target_id: String(paymentId) });
    expect(JSON.parse(audit?.after ?? '{}')).toEqual({ status: 'approved' });

    // Asked again (a double click): nothing more happens, nothing is recorded twice.
    expect((await decide(`/api/office/attention/payments/${paymentId}/ask`)).resolved).toBe(true);
    const enrollments = await t.handle.db
      .selectFrom('enrollments')
      .select('id')
      .where('id', '=', payment.enrollment_id ?? 0)
      .execute();
    expect(enrollments).toHaveLength(1);
  });

  /** An attempt the processor never charged, `unknown`, made `ageSeconds` ago. */
  const unchargedAttempt = async (ageSeconds: number) => {
    const { paymentId } = await sponsorPays(t, { name: 'Moshe Adler' });
    const key = crypto.randomUUID();
    await t.handle.db
      .updateTable('payments')
      .set({
        status: 'unknown',
        idempotency_key: key,
        enrollment_id: null,
        created_at: new Date(Date.now() - ageSeconds * 1000).toISOString(),
      })
      .where('id', '=', paymentId)
      .execute();
    return paymentId;
  };

  it('an attempt the processor holds no charge for is closed as void, but only once its records can be trusted', async () => {
    const young = await unchargedAttempt(5);
    const wait = await decide(`/api/office/attention/payments/${young}/ask`);
    expect(wait.resolved).toBe(false);
    expect(wait.message).toMatch(/its records can lag a new payment/);
    expect(await itemOf('payment', young)).toBeDefined();

    const old = await unchargedAttempt(3600);
    const closed = await decide(`/api/office/attention/payments/${old}/ask`);
    expect(closed).toEqual({
      resolved: true,
      message:
        'The card processor holds no charge for this payment: nothing was charged. It is closed as void.',
    });
    const row = await t.handle.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', old)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('void');
    expect((await auditRows(t, 'attention'))[0]).toMatchObject({ action: 'payment.void' });
    const listed = (await office.get(`/api/office/payments?status=void`)).json();
    expect(listed.rows.map((r: { id: number }) => r.id)).toContain(old);
  });

  /** A recurring dedication whose renewal failed all its retries. */
  const givenUpRenewal = async (card?: string) => {
    const { paymentId } = await sponsorPays(t, {
      name: 'Levi Baum',
      recurring: true,
      ...(card ? { card } : {}),
    });
    const { enrollment_id: enrollmentId } = await t.handle.db
      .selectFrom('payments')
      .select('enrollment_id')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const id = enrollmentId ?? 0;
    await t.handle.db
      .updateTable('enrollments')
      .set({ renewal_failures: 3, recurring: false, next_charge_on: null, renewal_retry_on: null })
      .where('id', '=', id)
      .execute();
    await t.handle.db
      .insertInto('payments')
      .values({
        donor_id: null,
        enrollment_id: id,
        donation_id: null,
        purpose: 'renewal',
        amount_cents: 36000,
        currency: 'usd',
        brand: null,
        last_four: null,
        exp_month: null,
        exp_year: null,
        status: 'declined',
        gateway: 'sandbox',
        gateway_reference: null,
        gateway_token: null,
        idempotency_key: `renewal:${id}:2027-12-01:3`,
        failure_message: 'Your card was declined.',
        attempt: 1,
        created_at: new Date().toISOString(),
        order_json: null,
        recovered_at: null,
      })
      .execute();
    return id;
  };

  it('a renewal out of retries is retried now with the saved card, once', async () => {
    const id = await givenUpRenewal();
    const item = await itemOf('renewal', id);
    expect(item?.summary).toMatch(
      /^The yearly renewal \(\$360\) of Levi Baum’s dedication for .+ failed 3 times, last on .+ \(Your card was declined\); it is no longer renewed\.$/,
    );
    expect(item?.actions).toEqual(['retry', 'stop']);
    const [first, second] = await Promise.all([
      office.post(`/api/office/attention/renewals/${id}/retry`),
      office.post(`/api/office/attention/renewals/${id}/retry`),
    ]);
    const outcomes = [first.json(), second.json()];
    expect(
      outcomes.filter((o) => o.message.startsWith('The saved card was charged $360')),
    ).toHaveLength(1);
    expect(outcomes.every((o) => o.resolved)).toBe(true);
    const enrollment = await t.handle.db
      .selectFrom('enrollments')
      .select(['recurring', 'renewal_failures', 'next_charge_on'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Boolean(enrollment.recurring)).toBe(true);
    expect(enrollment.renewal_failures).toBe(0);
    expect(enrollment.next_charge_on).not.toBeNull();
    const renewals = await t.handle.db
      .selectFrom('payments')
      .select('status')
      .where('enrollment_id', '=', id)
      .where('purpose', '=', 'renewal')
      .where('status', '=', 'approved')
      .execute();
    expect(renewals).toHaveLength(1);
    expect(await itemOf('renewal', id)).toBeUndefined();
    expect((await auditRows(t, 'attention'))[0]).toMatchObject({ action: 'renewal.retry' });
  });

  it('a retry the card refuses again stays in the queue; stopping takes it out', async () => {
    const id = await givenUpRenewal(SANDBOX_CARDS.renewalDeclines);
    const retried = await decide(`/api/office/attention/renewals/${id}/retry`);
    expect(retried).toEqual({
      resolved: false,
      message:
        'The saved card failed again; nothing was charged. You may retry later or stop renewing.',
    });
    expect((await itemOf('renewal', id))?.summary).toMatch(/failed 4 times/);
    const stopped = await decide(`/api/office/attention/renewals/${id}/stop`);
    expect(stopped.resolved).toBe(true);
    expect(await itemOf('renewal', id)).toBeUndefined();
    expect((await auditRows(t, 'attention'))[0]).toMatchObject({ action: 'renewal.stop' });
    expect((await decide(`/api/office/attention/renewals/${id}/stop`)).message).toMatch(
      /^Nothing to do/,
    );
  });

  it('an e-mail that could not be sent is logged with the reason, and Retry sends it', async () => {
    mailer.down = true;
    const { status } = await sponsorPays(t, { name: 'Sara Weiss', email: 'sara@example.org' });
    mailer.down = false;
    expect(status).toBe(200);
    const item = (await queue()).find((i) => i.kind === 'mail' && i.summary.includes('sara@'));
    expect(item?.summary).toMatch(
      /^The e-mail “Sign-up confirmation” to sara@example.org on .+ could not be sent: The mail server could not be reached\.$/,
    );
    const sent = await decide(`/api/office/attention/mails/${item?.id}/retry`);
    expect(sent).toEqual({
      resolved: true,
      message: 'The e-mail to sara@example.org has been sent.',
    });
    expect(readOutbox(t.outboxDir).at(-1)).toContain('To: sara@example.org');
    const row = await t.handle.db
      .selectFrom('mail_log')
      .selectAll()
      .where('id', '=', item?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      kind: 'signup-confirmation',
    });
    expect((await queue()).find((i) => i.key === item?.key)).toBeUndefined();
    expect((await auditRows(t, 'attention'))[0]).toMatchObject({ action: 'mail.retry' });
  });

  it('answers a decision about nothing with a 404, and a bad id with a 400', async () => {
    for (const path of ['payments', 'renewals', 'mails']) {
      const action = path === 'renewals' ? 'stop' : path === 'mails' ? 'retry' : 'ask';
      expect((await office.post(`/api/office/attention/${path}/999999/${action}`)).statusCode).toBe(
        404,
      );
      expect(
        (await office.post(`/api/office/attention/${path}/2147483648/${action}`)).statusCode,
      ).toBe(400);
    }
    expect((await office.post('/api/office/attention/refunds/999999/ask')).statusCode).toBe(404);
  });
});
