import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONOR_MAIL_FAILED_MESSAGE } from '@zechus/shared';
import { partText, readMime } from '../../mail/testing/read-mime.ts';
import { mailerTo, startSmtpInbox, type SmtpInbox } from '../../mail/testing/smtp-inbox.ts';
import { auditRows, staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const DONOR = { email: 'leah.stern@example.org', number: '482913', name: 'Leah Stern' };

describe.each(TEST_ENGINES)('resending a donor ID while the mail server is down (%s)', (engine) => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let office: StaffClient;
  let donorId: number;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await createTestApp(engine, {
      mailer: mailerTo(smtp),
    });
    office = await staffWithRole(t, 'office', 'Rivka Office');
    donorId = (
      await t.handle.db
        .insertInto('donors')
        .values({
          donor_number: DONOR.number,
          email: DONOR.email,
          name: DONOR.name,
          phone: null,
          created_at: new Date().toISOString(),
          merged_into_id: null,
          merged_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers a plain 503 that nothing was changed, audits nothing, and works once the mail server is back', async () => {
    // The mail server goes away: its port refuses connections.
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const refused = await office.post(`/api/office/donors/${donorId}/resend-id`, {});
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ error: 'mail_failed', message: DONOR_MAIL_FAILED_MESSAGE });
    expect(DONOR_MAIL_FAILED_MESSAGE).toBe(
      'The e-mail could not be sent just now; nothing was changed. Try again in a few minutes.',
    );
    expect(await auditRows(t, 'donors')).toEqual([]);
    const donor = await t.handle.db
      .selectFrom('donors')
      .select(['donor_number', 'email', 'name'])
      .where('id', '=', donorId)
      .executeTakeFirstOrThrow();
    expect(donor).toEqual({ donor_number: DONOR.number, email: DONOR.email, name: DONOR.name });

    // The mail server is back where it was: the same request goes through, audited once.
    smtp = await startSmtpInbox(port);
    const sent = await office.post(`/api/office/donors/${donorId}/resend-id`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: DONOR.email });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([DONOR.email]);
    const mail = readMime(smtp.received[0]?.raw ?? Buffer.alloc(0));
    expect(mail.headers.get('subject')).toBe('Your donor ID');
    expect(partText(mail, 'text/plain')).toContain(`here is your donor ID: ${DONOR.number}`);
    const audited = await auditRows(t, 'donors');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: 'donor.resend-id',
      actor: 'Rivka Office',
      summary: `E-mailed donor ID ${DONOR.number} again to ${DONOR.email}`,
    });
  });
});
