import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMoneyArea, sponsorPays } from '../modules/payments/test-helpers.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { loggingMailer, mailsForDonor, mailsForEnrollment } from './mail-log.ts';
import type { Mailer } from './mailer.ts';
import { staffWelcome } from './templates/staff-welcome.ts';

describe.each(TEST_ENGINES)('the mail log on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => ({ t } = await openMoneyArea(engine)), 120_000);
  afterAll(() => t.close());

  it('records a sponsor’s confirmation with its donor and dedication, never the card number', async () => {
    const { paymentId } = await sponsorPays(t, { name: 'Rachel Cohen', email: 'rc@example.org' });
    const payment = await t.handle.db
      .selectFrom('payments')
      .select(['donor_id', 'enrollment_id'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const forDonor = await mailsForDonor(t.handle.db, payment.donor_id ?? 0);
    expect(forDonor).toEqual([
      expect.objectContaining({
        kind: 'signup-confirmation',
        to: 'rc@example.org',
        status: 'sent',
        attempts: 1,
        error: null,
      }),
    ]);
    expect(forDonor[0]?.sentAt).not.toBeNull();
    expect(await mailsForEnrollment(t.handle.db, payment.enrollment_id ?? 0)).toEqual(forDonor);
    const stored = await t.handle.db.selectFrom('mail_log').select('message_json').execute();
    for (const row of stored) {
      expect(row.message_json).not.toMatch(/4242\s?4242\s?4242/);
      expect(row.message_json).not.toContain('"cvv"');
    }
  });

  it('keeps what failed and why in plain words, and the sender still hears of the failure', async () => {
    const down: Mailer = {
      send: () => Promise.reject(Object.assign(new Error('auth'), { code: 'EAUTH' })),
      close: () => undefined,
    };
    const mailer = loggingMailer(down, t.handle.db);
    await expect(
      mailer.send({
        to: 'x@example.org',
        subject: 'Hello',
        text: 'Hi',
        html: '<p>Hi</p>',
        links: { donorId: 4242 },
      }),
    ).rejects.toThrow('auth');
    const [row] = await mailsForDonor(t.handle.db, 4242);
    expect(row).toMatchObject({
      kind: 'other',
      status: 'failed',
      error: 'The mail server refused our sign-in.',
    });
  });

  it('never keeps the text of a message holding a sign-in link', async () => {
    const sent: string[] = [];
    const mailer = loggingMailer(
      { send: async (m) => void sent.push(m.text), close: () => undefined },
      t.handle.db,
    );
    await mailer.send({
      ...staffWelcome({
        to: 'new@school.example.org',
        name: 'New Teacher',
        invitedBy: 'Owner',
        roleLabel: 'Teacher',
        link: 'https://zechus.org/office/welcome/secret-token',
        hours: 48,
        reset: false,
      }),
    });
    expect(sent[0]).toContain('secret-token');
    const row = await t.handle.db
      .selectFrom('mail_log')
      .selectAll()
      .where('to_address', '=', 'new@school.example.org')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'staff-welcome', status: 'sent', message_json: null });
    expect(await mailer.resend(row.id)).toBe(false);
  });
});
