import crypto from 'node:crypto';
import {
  MY_EMAIL_TAKEN_MESSAGE,
  myPageSchema,
  myPaymentsSchema,
  RECEIPT_NOT_FOUND_MESSAGE,
} from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../sheets/testing/read-pdf.ts';
import { createTestApp, readOutbox, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { donationOf, newDonor, type DonorClient } from './test-helpers.ts';

/** Sunday 12 Kislev 5787. */
const TODAY = '2026-11-22';

describe.each(TEST_ENGINES)(
  'a donor’s own page: dates, payments, receipts, details, on %s',
  (engine) => {
    let t: TestApp;
    let chana: DonorClient;
    let chanaNumber: string;
    let other: DonorClient;
    beforeAll(async () => {
      t = await createTestApp(engine, { today: TODAY });
      ({ client: chana, donorNumber: chanaNumber } = await newDonor(t, 'chana@example.org'));
      ({ client: other } = await newDonor(t, 'other@example.org'));
      const gift = await new TestBrowser(t.app).post(
        '/api/general-donate',
        donationOf('chana@example.org', '180'),
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      expect(gift.statusCode).toBe(200);
    }, 120_000);
    afterAll(() => t.close());

    it('dates a year away read Upcoming, and the year shows its next renewal and card', async () => {
      const page = myPageSchema.parse((await chana.get('/api/my-page')).json());
      const [year] = page.enrollments;
      expect(year?.dates.length).toBe(13); // 5787 is a leap year: thirteen Rosh Chodesh days
      // Rosh Chodesh Teves is after today: upcoming, not "In Progress - 0%".
      expect(year?.dates.every((d) => d.upcoming && !d.complete)).toBe(true);
      expect(year?.renewal).toMatchObject({
        amount: 1800,
        card: { brand: 'visa', lastFour: '4242' },
      });
      expect((year?.renewal?.nextOn ?? '') > TODAY).toBe(true);
      expect(year?.renewal?.nextHebrew).toMatch(/[\u05d0-\u05ea]/);
      expect(page.contact).toEqual({
        name: 'Chana Gold',
        email: 'chana@example.org',
        phone: '020 7946 0001',
      });
    });

    it('the sign-up and the general donation are both listed, newest first', async () => {
      const reply = await chana.get('/api/my-page/payments');
      expect(reply.statusCode).toBe(200);
      const { payments } = myPaymentsSchema.parse(reply.json());
      expect(payments.map((p) => [p.kind, p.amount, p.description])).toEqual([
        ['donation', 180, 'General donation'],
        ['dedication', 1800, expect.any(String)],
      ]);
      expect(payments[1]).toMatchObject({
        dedicationName: 'משה בן שרה',
        card: { brand: 'visa', lastFour: '4242' },
        paidOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      });
    });

    it('a receipt is a PDF that reads back with the amount, the donor, the date and the Hebrew name', async () => {
      const { payments } = (await chana.get('/api/my-page/payments')).json();
      const signUp = payments.find((p: { kind: string }) => p.kind === 'dedication');
      const reply = await chana.get(`/api/my-page/payments/${signUp.id}/receipt.pdf`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.headers['content-disposition']).toContain('attachment');
      const [page] = await readPdf(new Uint8Array(reply.rawPayload), 36);
      const text = page?.text.join(' ') ?? '';
      expect(text).toContain('$1,800');
      expect(text).toContain('Chana Gold');
      expect(text).toContain(`Donor ID ${chanaNumber}`);
      expect(text).toContain('Visa ending 4242');
      expect(text).toContain(signUp.reference);
      // PDF.js gives text in reading order: a Hebrew name drawn backwards would not match.
      expect(page?.text).toContain('משה בן שרה');
      const paidOn = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${signUp.paidOn}T12:00:00Z`));
      expect(text).toContain(paidOn);
    });

    it('a refunded donation’s receipt says what came back and what was kept', async () => {
      const { payments } = (await chana.get('/api/my-page/payments')).json();
      const gift = payments.find((p: { kind: string }) => p.kind === 'donation');
      await t.handle.db
        .insertInto('refunds')
        .values({
          payment_id: gift.id,
          amount_cents: 5000,
          status: 'succeeded',
          gateway_reference: 'sandbox_re_test',
          idempotency_key: crypto.randomUUID(),
          staff_user_id: null,
          reason: 'Asked by the donor',
          failure_message: null,
          created_at: new Date().toISOString(),
          settled_at: `${TODAY}T12:00:00.000Z`,
        })
        .execute();
      const listed = (await chana.get('/api/my-page/payments')).json().payments;
      expect(listed.find((p: { id: number }) => p.id === gift.id).refunded).toBe(50);
      const reply = await chana.get(`/api/my-page/payments/${gift.id}/receipt.pdf`);
      const text = (await readPdf(new Uint8Array(reply.rawPayload), 36))[0]?.text.join(' ');
      expect(text).toContain('$50 refunded on Sunday 22 November 2026');
      expect(text).toContain('$130 kept after refunds');
      expect(text).toContain('General donation');
    });

    it('another donor’s receipt, one that does not exist and a bad id are refused; no session is the 403 of every donor load', async () => {
      const { payments } = (await chana.get('/api/my-page/payments')).json();
      const theirs = await other.get(`/api/my-page/payments/${payments[0].id}/receipt.pdf`);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe(RECEIPT_NOT_FOUND_MESSAGE);
      expect((await chana.get('/api/my-page/payments/999999/receipt.pdf')).statusCode).toBe(404);
      expect((await chana.get('/api/my-page/payments/abc/receipt.pdf')).statusCode).toBe(400);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/my-page/payments' });
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json().error).toBe('not_logged_in');
      const anonymousPdf = await t.app.inject({
        method: 'GET',
        url: `/api/my-page/payments/${payments[0].id}/receipt.pdf`,
      });
      expect(anonymousPdf.statusCode).toBe(403);
      expect((await other.get('/api/my-page/payments')).json().payments).toHaveLength(1);
    });

    it('the donor corrects name, phone and e-mail; the old address is told, and the new one logs in', async () => {
      const reply = await chana.send('PUT', '/api/my-page/contact', {
        name: 'Chana Gold-Stern',
        phone: '+44 20 7946 0099',
        email: 'chana.stern@example.org',
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        name: 'Chana Gold-Stern',
        phone: '+44 20 7946 0099',
        email: 'chana.stern@example.org',
      });
      expect((await chana.get('/api/my-page')).json().contact.email).toBe(
        'chana.stern@example.org',
      );
      const notice = readOutbox(t.outboxDir).find(
        (m) => m.includes('To: chana@example.org') && m.includes('was changed'),
      );
      expect(notice).toContain('chana.stern@example.org');
      const audit = await t.handle.db
        .selectFrom('audit_log')
        .select(['actor', 'action', 'staff_user_id'])
        .where('action', '=', 'donor.update')
        .executeTakeFirstOrThrow();
      expect(audit.actor).toContain(`donor ID ${chanaNumber}`);
      expect(audit.staff_user_id).toBeNull();
      const login = await new TestBrowser(t.app).post('/api/login', {
        email: 'chana.stern@example.org',
        id: chanaNumber,
      });
      expect(login.statusCode).toBe(200);
    });

    it('an address another donor has is refused in a plain sentence; bad input and no session change nothing', async () => {
      const taken = await chana.send('PUT', '/api/my-page/contact', {
        name: 'Chana',
        phone: '020 7946 0001',
        email: 'other@example.org',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(MY_EMAIL_TAKEN_MESSAGE);
      const bad = await chana.send('PUT', '/api/my-page/contact', {
        name: '',
        phone: 'call me',
        email: 'not an address',
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await new TestBrowser(t.app).csrfToken().then((token) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/my-page/contact',
          payload: { name: 'X', phone: '020 7946 0001', email: 'x@example.org' },
          headers: { 'x-xsrf-token': token },
          cookies: { 'XSRF-TOKEN': token },
        }),
      );
      expect(anonymous.statusCode).toBe(403);
      expect((await chana.get('/api/my-page')).json().contact.email).toBe(
        'chana.stern@example.org',
      );
    });
  },
);
