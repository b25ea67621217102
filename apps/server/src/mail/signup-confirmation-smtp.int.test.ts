import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningDateLine } from '@zechus/shared';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { leafParts, partText, readMime, type MimePart } from './testing/read-mime.ts';
import { mailerTo, startSmtpInbox, type SmtpInbox } from './testing/smtp-inbox.ts';

const NAME = 'ר׳ משה בן ר׳ אברהם ז״ל';

describe('the sign-up confirmation through a real SMTP server', () => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let donorId: string;
  let message: MimePart;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await createTestApp('sqlite', {
      today: '2026-11-22',
      mailer: mailerTo(smtp),
    });
    const reply = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        episode: { kind: 'yoirtzeit', name: NAME, date: { month: 3, day: 20 } },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(reply.statusCode).toBe(200);
    donorId = reply.json().donor.donorId;
    expect(smtp.received).toHaveLength(1);
    message = readMime(smtp.received[0]?.raw ?? Buffer.alloc(0));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('goes to the sponsor, with the donor ID in its subject', () => {
    expect(smtp.received[0]?.to).toEqual(['chana@example.org']);
    expect(message.headers.get('subject')).toBe(
      `Your dedication is confirmed — donor ID ${donorId}`,
    );
  });

  it('is plain text and HTML, both UTF-8', () => {
    expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(leafParts(message).map((part) => part.headers.get('content-type'))).toEqual([
      expect.stringMatching(/^text\/plain; charset=utf-8/i),
      expect.stringMatching(/^text\/html; charset=utf-8/i),
    ]);
  });

  it('carries the Hebrew name, Hebrew date, total, card and donor ID in the plain text', () => {
    const text = partText(message, 'text/plain') ?? '';
    expect(text).toContain(`Learning in the name of: ${NAME}`);
    expect(text).toContain(
      'Learning dates (1 day of learning):\r\n  Monday 30 November 2026 · כ׳ כסלו תשפ״ז\r\n',
    );
    expect(text).toContain('$360 — card ending in 4242');
    expect(text).toContain(`Your donor ID is ${donorId}.`);
  });

  it('sets the Hebrew name and date right-to-left in the HTML', () => {
    const html = partText(message, 'text/html') ?? '';
    expect(html).toContain(`<span dir="rtl" lang="he">${NAME}</span>`);
    expect(html).toContain(
      'Monday 30 November 2026 · <span dir="rtl" lang="he">כ׳ כסלו תשפ״ז</span>',
    );
    expect(html).toContain(`<strong>${donorId}</strong>`);
  });
});

describe('a shiva joined part-way, confirmed through a real SMTP server', () => {
  let smtp: SmtpInbox;
  let t: TestApp;
  let dates: string[];
  let message: MimePart;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
    t = await createTestApp('sqlite', {
      today: '2026-11-22',
      mailer: mailerTo(smtp),
    });
    const reply = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        plan: { id: 4, type: 'shiva', kind: 'shiva', price: 1000, total: 571 },
        episode: { kind: 'shiva', name: 'משה בן שרה', date: { shivaBegan: '2026-11-19' } },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(reply.statusCode).toBe(200);
    dates = reply.json().enrollment.dates;
    message = readMime(smtp.received[0]?.raw ?? Buffer.alloc(0));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists the four learning dates line by line, as the thank-you page does, and the total', () => {
    const text = partText(message, 'text/plain') ?? '';
    const lines = dates.map((day) => {
      const line = learningDateLine(day);
      return `  ${line.civil} · ${line.hebrew}`;
    });
    expect(lines[0]).toBe('  Sunday 22 November 2026 · י״ב כסלו תשפ״ז');
    expect(text).toContain(['Learning dates (4 days of learning):', ...lines].join('\r\n'));
    expect(text).toContain('Total payment: $571 — card ending in 4242');
    const html = partText(message, 'text/html') ?? '';
    expect(html).toContain('4 days of learning');
    expect(html).toContain(
      'Wednesday 25 November 2026 · <span dir="rtl" lang="he">ט״ו כסלו תשפ״ז</span>',
    );
  });
});
