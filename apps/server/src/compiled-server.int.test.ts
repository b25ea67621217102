import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './db/seed/demo.ts';
import { multipartBody } from './modules/learners/test-helpers.ts';
import { readPdf } from './modules/sheets/testing/read-pdf.ts';
import { ProcessBrowser as Browser } from './test/process-browser.ts';
import { startServerProcess } from './test/server-process.ts';

const pdfBytes = async (reply: Response) => {
  expect(reply.status, await reply.clone().text()).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await reply.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return bytes;
};

/**
 * The server as `npm start` runs it: dist/server.js, bundled with its npm packages (decision
 * 0032). What it loads only at first use — a chunk of the bundle, or a package or file left in
 * node_modules (pdfkit and its fonts' metrics, the Hebrew faces, bwip-js, sharp, heic-convert in
 * its worker, nodemailer, qrcode, ical-generator, csv-parse and csv-stringify) — must still be
 * found from there: the integration tests run the source and cannot tell.
 */
describe('the compiled server’s rarer work', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-bundle-'));
  let server: ReturnType<typeof startServerProcess>;
  let donor: Browser;
  let office: Browser;

  beforeAll(async () => {
    server = startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: 'auto',
      NODE_ENV: 'development',
      WEB_DIST_DIR: path.join(dataDir, 'no-client-built'),
    });
    const base = await server.listening;
    donor = new Browser(base);
    office = new Browser(base);
    const login = await donor.post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    expect(login.status).toBe(200);
    const staff = await office.post('/api/office/login', {
      email: DEMO.staff.email,
      password: DEMO.staff.password,
    });
    expect(staff.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo with its recordings (the MP3 encoder)', () => {
    const recordings = fs.readdirSync(path.join(dataDir, 'uploads', 'recordings'));
    expect(recordings.filter((file) => file.endsWith('.mp3'))).toHaveLength(3);
  });

  it('draws a donation receipt and a day’s certificate, Hebrew included (pdfkit, the faces)', async () => {
    const { payments } = (await (await donor.get('/api/my-page/payments')).json()) as {
      payments: { id: number }[];
    };
    expect(payments.length).toBeGreaterThan(0);
    await pdfBytes(await donor.get(`/api/my-page/payments/${payments[0]?.id}/receipt.pdf`));

    const certificate = await pdfBytes(await donor.get('/api/enrollment/2/certificate?day=1'));
    const [page] = await readPdf(certificate, 24);
    expect(page?.text.join('\n')).toMatch(/[\u05D0-\u05EA]/);
  });

  it('prints a class’s barcode sheets as a PDF (bwip-js, pdfkit)', async () => {
    const { classes } = (await (await office.get('/api/office/sheets/classes')).json()) as {
      classes: { name: string }[];
    };
    const tomorrow = addDays(londonDay(new Date()), 1);
    const inClass = `class=${encodeURIComponent(classes[0]?.name ?? '')}`;
    await pdfBytes(await office.get(`/api/office/sheets/${tomorrow}.pdf?${inClass}`));
  });

  it('takes an iPhone photo of a child (file-type, heic-convert in its worker, sharp)', async () => {
    const heic = fs.readFileSync(
      path.join(import.meta.dirname, 'modules/learners/fixtures/phone-photo.heic'),
    );
    const form = await multipartBody([
      { field: 'photo', name: 'IMG_0001.HEIC', type: 'image/heic', bytes: heic },
    ]);
    const reply = await office.request(
      'PUT',
      '/api/office/learners/1/photo',
      new Uint8Array(form.payload),
      form.headers['content-type'],
    );
    expect(reply.status, await reply.clone().text()).toBe(200);
    const photo = (await reply.json()) as { learner: { imageUrl: string } };
    const served = await office.get(photo.learner.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('sets up a scanner station with its QR code (qrcode)', async () => {
    const reply = await office.post('/api/office/stations', { name: 'Bundle hall' });
    expect(reply.status).toBe(201);
    expect(((await reply.json()) as { qrSvg: string }).qrSvg).toContain('<svg');
  });

  it('reads a class list and writes an export (csv-parse, csv-stringify)', async () => {
    const csv = new TextEncoder().encode('name,class\nשרה לוי,כיתה ג׳\n');
    const form = await multipartBody([
      { field: 'file', name: 'class.csv', type: 'text/csv', bytes: csv },
    ]);
    const preview = await office.request(
      'POST',
      '/api/office/learners/import/preview',
      new Uint8Array(form.payload),
      form.headers['content-type'],
    );
    expect(preview.status, await preview.clone().text()).toBe(200);
    const today = londonDay(new Date());
    const exported = await office.get(`/api/office/exports/donors?from=${today}&to=${today}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('gives a donor their calendar file and sends mail (ical-generator, nodemailer)', async () => {
    const calendar = await donor.get('/api/my-page/calendar.ics');
    expect(calendar.status).toBe(200);
    expect(await calendar.text()).toContain('BEGIN:VCALENDAR');

    const message = await donor.post('/contact', {
      name: 'Rivka Adler',
      email: 'rivka@example.org',
      message: 'A question about a month of learning for our father.',
    });
    expect(message.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
  });
});
