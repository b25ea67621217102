import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonDay } from '@zechus/shared';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { signUpRequest } from '../../test/sign-up-request.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { EXPORT_PAGE_SIZE } from './keyset.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';

const BOM = '\uFEFF';

/** The rows of a CSV file as RFC 4180 reads them (strict: a stray quote is an error). */
const rowsOf = (text: string): string[][] =>
  parse(text.slice(BOM.length), { relax_quotes: false, record_delimiter: '\r\n' }) as string[][];

describe.each(TEST_ENGINES)('the office exports CSV files on %s', (engine) => {
  let t: TestApp;
  let office: StaffClient;
  let teacher: StaffClient;
  /** Payments are stamped with the real clock: the range is the real London day. */
  const today = londonDay(new Date());
  const range = `from=${today}&to=${today}`;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { PAYMENT_LIMIT_PER_IP: '1000' } });
    office = await staffWithRole(t, 'office');
    teacher = await staffWithRole(t, 'teacher');
    const signUp = await t.browser.post(
      '/api/sign-up',
      signUpRequest({
        contact: { name: 'שרה לוי', phone: '+44 20 7946 0001', email: 'sarah@example.org' },
        billing: {
          name: 'שרה לוי',
          paymentMethod: sandboxPaymentMethod('4242 4242 4242 4242'),
          recurring: false,
        },
      }),
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(signUp.statusCode).toBe(200);
    const declined = await t.browser.post(
      '/api/general-donate',
      {
        billing: {
          name: '=HYPERLINK("http://evil.example","click")',
          number: '07700 900123',
          email: 'evil@example.org',
          amount: '18',
          paymentMethod: sandboxPaymentMethod('4000 0000 0000 0002'),
          postal_code: 'NW11 9AB',
        },
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(declined.statusCode).toBe(400);
    const donated = await t.browser.post(
      '/api/general-donate',
      {
        billing: {
          name: 'Yossi "the baker", Klein',
          number: '07700 900123',
          email: 'yossi@example.org',
          amount: '180',
          paymentMethod: sandboxPaymentMethod('5555 5555 5555 4444'),
          postal_code: 'NW11 9AB',
        },
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(donated.statusCode).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  const download = (kind: string, query = range, client: StaffClient = office) =>
    client.get(`/api/office/exports/${kind}?${query}`);

  it('payments: a file named for its range, UTF-8 with a BOM, CRLF lines, the Hebrew name intact', async () => {
    const reply = await download('payments');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="zechus-payments-${today}-to-${today}.csv"`,
    );
    expect(reply.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = reply.rawPayload.toString('utf8');
    expect(text.startsWith(`${BOM}Payment,Date (London),Donor ID,Donor name,For,Plan`)).toBe(true);
    // Every line ends CRLF, never a bare LF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [header = [], ...rows] = rowsOf(text);
    expect(header).toHaveLength(18);
    // What was refunded so far stands beside the amount.
    expect(header.slice(header.indexOf('Amount'), header.indexOf('Amount') + 2)).toEqual([
      'Amount',
      'Refunded',
    ]);
    expect(rows).toHaveLength(3);
    const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)];
    // The status in the office's words (decision 0020's mapping), not as stored.
    const byStatus = (status: string) => rows.filter((row) => cell(row, 'Status') === status);
    const [dedication, donation] = byStatus('Paid');
    expect(dedication).toMatchObject({ 3: 'שרה לוי', 4: 'enrollment', 5: 'Day', 8: '360.00' });
    expect(cell(dedication, 'Refunded')).toBe('0.00');
    expect(['Currency', 'Card brand', 'Card last four'].map((n) => cell(dedication, n))).toEqual([
      'USD',
      'visa',
      '4242',
    ]);
    expect(cell(donation, 'Donor name')).toBe('Yossi "the baker", Klein');
    expect(['Card brand', 'Card last four'].map((n) => cell(donation, n))).toEqual([
      'mastercard',
      '4444',
    ]);
    expect(byStatus('Declined')).toHaveLength(1);
  });

  it('a half and a full refund: the payments file says refunded and how much, the refunds file has each refund on its day', async () => {
    const paid = await t.handle.db
      .selectFrom('payments')
      .select(['id', 'amount_cents'])
      .where('status', '=', 'approved')
      .orderBy('id')
      .execute();
    const [dedication, donation] = paid;
    expect(paid.map((p) => p.amount_cents)).toEqual([36000, 18000]);
    const refund = (paymentId: number, amount: number, reason: string) =>
      office.post(
        `/api/office/payments/${paymentId}/refunds`,
        { amount, reason },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
    expect((await refund(dedication?.id ?? 0, 180, 'Booked twice')).statusCode).toBe(201);
    expect((await refund(donation?.id ?? 0, 180, '=SUM(A1:A9)')).statusCode).toBe(201);

    const [header = [], ...rows] = rowsOf((await download('payments')).body);
    const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)];
    const row = (id: number | undefined) => rows.find((r) => cell(r, 'Payment') === String(id));
    expect(['Amount', 'Refunded', 'Status'].map((n) => cell(row(dedication?.id), n))).toEqual([
      '360.00',
      '180.00',
      'Partly refunded',
    ]);
    expect(['Amount', 'Refunded', 'Status'].map((n) => cell(row(donation?.id), n))).toEqual([
      '180.00',
      '180.00',
      'Refunded',
    ]);

    const refunds = await download('refunds');
    expect(refunds.statusCode).toBe(200);
    expect(refunds.headers['content-disposition']).toBe(
      `attachment; filename="zechus-refunds-${today}-to-${today}.csv"`,
    );
    const [head = [], ...made] = rowsOf(refunds.body);
    expect(head.slice(0, 4)).toEqual([
      'Refund',
      'Date (London)',
      'Payment',
      'Payment date (London)',
    ]);
    expect(head).toEqual(expect.arrayContaining(['Amount', 'Status', 'Reason', 'By', 'Donor ID']));
    const field = (r: string[] | undefined, name: string) => r?.[head.indexOf(name)];
    expect(made).toHaveLength(2);
    expect(made.map((r) => field(r, 'Payment'))).toEqual([
      String(dedication?.id),
      String(donation?.id),
    ]);
    expect(made.map((r) => field(r, 'Amount'))).toEqual(['180.00', '180.00']);
    expect(made.map((r) => field(r, 'Status'))).toEqual(['Refunded', 'Refunded']);
    expect(field(made[0], 'Donor name')).toBe('שרה לוי');
    expect(field(made[0], 'Date (London)')?.slice(0, 10)).toBe(today);
    expect(field(made[0], 'Reason')).toBe('Booked twice');
    // A reason typed like a formula stays text.
    expect(field(made[1], 'Reason')).toBe("'=SUM(A1:A9)");
    expect(field(made[0], 'Gateway reference')).toMatch(/^sandbox_re_/);
    expect(field(made[0], 'By')).not.toBe('');
    // A day before the refunds holds none of them.
    const none = rowsOf((await download('refunds', 'from=2001-01-01&to=2001-12-31')).body);
    expect(none).toEqual([head]);
  });

  it('never holds a card number, a CVV or the gateway’s reusable token', async () => {
    const text = (await download('payments')).body;
    for (const secret of ['4242424242424242', '4242 4242', '5555555555554444', ',123,', ',321,']) {
      expect(text).not.toContain(secret);
    }
    const tokens = await t.handle.db
      .selectFrom('payments')
      .select('gateway_token')
      .where('gateway_token', 'is not', null)
      .execute();
    for (const { gateway_token } of tokens) expect(text).not.toContain(gateway_token);
  });

  it('a name that a spreadsheet would run as a formula is written as text', async () => {
    const rows = rowsOf((await download('payments')).body);
    const status = rows[0]?.indexOf('Status') ?? -1;
    const declined = rows.find((row) => row[status] === 'Declined');
    // The declined donor never became a donor; the attack sits in the failure message if
    // anywhere. The donors' file holds it below. Here: no cell starts with a formula sign.
    expect(declined).toBeDefined();
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('dedications, donors and donations: their own columns, Hebrew intact', async () => {
    const dedications = rowsOf((await download('dedications')).body);
    expect(dedications[0]?.slice(0, 8)).toEqual([
      'Dedication',
      'Made on (London)',
      'Donor ID',
      'Donor name',
      'Donor e-mail',
      'Plan',
      'Kind',
      'Hebrew name',
    ]);
    expect(dedications[1]?.slice(3, 11)).toEqual([
      'שרה לוי',
      'sarah@example.org',
      'Day',
      'Yoirtzeit',
      'ר׳ משה בן ר׳ אברהם ז״ל',
      'no',
      'Upcoming',
      '360.00',
    ]);
    expect(dedications[1]?.[13]).toBe('1');

    const donors = rowsOf((await download('donors')).body);
    expect(donors.map((row) => row[1])).toEqual(['Name', 'שרה לוי', 'Yossi "the baker", Klein']);
    expect(donors[1]?.[0]).toMatch(/^\d{6}$/);
    // A phone number starting with + would be a formula: it is kept, as text.
    expect(donors[1]?.[3]).toBe("'+44 20 7946 0001");

    const donations = rowsOf((await download('donations')).body);
    expect(donations).toHaveLength(2);
    expect(donations[1]?.slice(3, 7)).toEqual([
      'Yossi "the baker", Klein',
      'yossi@example.org',
      '180.00',
      'NW11 9AB',
    ]);
    expect(donations[1]?.[7]).not.toBe('');
  });

  it('a donor named like a formula is neutralised in the file', async () => {
    await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '999001',
        name: '=HYPERLINK("http://evil.example","click")',
        email: '@evil@example.org',
        phone: '-1+1',
        created_at: new Date().toISOString(),
      })
      .execute();
    const donors = rowsOf((await download('donors')).body);
    const evil = donors.find((row) => row[0] === '999001');
    expect(evil?.slice(1, 4)).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      "'@evil@example.org",
      "'-1+1",
    ]);
  });

  it('a range with nothing in it is a header row alone', async () => {
    const reply = await download('payments', 'from=2001-01-01&to=2001-12-31');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(`${BOM}${rowsOf(reply.body)[0]?.join(',')}\r\n`);
  });

  it('reads past one page: every row of a range longer than a page, in order', async () => {
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    const created = '2005-06-15T11:00:00.000Z';
    await t.handle.db
      .insertInto('donors')
      .values(
        Array.from({ length: count }, (_, i) => ({
          donor_number: String(500000 + i),
          name: `Bulk donor ${i}`,
          email: `bulk${i}@example.org`,
          phone: null,
          created_at: created,
        })),
      )
      .execute();
    const rows = rowsOf((await download('donors', 'from=2005-06-15&to=2005-06-15')).body);
    expect(rows).toHaveLength(count + 1);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      Array.from({ length: count }, (_, i) => String(500000 + i)),
    );
  });

  it('both ends of the range are London days: a donor at 23:30 UTC in June is the next day', async () => {
    await t.handle.db
      .insertInto('donors')
      .values({
        donor_number: '777001',
        name: 'Late donor',
        email: 'late@example.org',
        phone: null,
        created_at: '2007-06-30T23:30:00.000Z',
      })
      .execute();
    const june30 = rowsOf((await download('donors', 'from=2007-06-30&to=2007-06-30')).body);
    const july1 = rowsOf((await download('donors', 'from=2007-07-01&to=2007-07-01')).body);
    expect(june30).toHaveLength(1);
    expect(july1.map((row) => row[0])).toEqual(['Donor ID', '777001']);
    expect(july1[1]?.[4]).toBe('2007-07-01 00:30');
  });

  it.each([
    ['people', range, /kind must be one of/],
    ['payments', 'from=2026-11-30&to=2026-11-01', /on or before/],
    ['payments', 'from=2026-11-01', /to/],
    ['payments', 'from=2026-13-01&to=2026-13-02', /YYYY-MM-DD/],
    ['payments', 'from=2026-11-01&to=2026-11-01%00', /YYYY-MM-DD/],
    ['payments', 'from=2000-01-01&to=2026-11-01', /at most 1830 days/],
    ['payments', 'from=2026-11-01&to=2026-11-30&from=2026-10-01', /from/],
  ])('/%s?%s is refused with a 400 and a plain sentence', async (kind, query, message) => {
    const reply = await download(kind, query);
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
    expect(reply.json().message).toMatch(message);
  });

  it.each(['dedications', 'donors', 'payments', 'refunds', 'donations'])(
    'the %s file refuses a teacher (403) and anyone not signed in (401)',
    async (kind) => {
      const byTeacher = await download(kind, range, teacher);
      expect(byTeacher.statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/office/exports/${kind}?${range}`,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain(BOM);
    },
  );
});
