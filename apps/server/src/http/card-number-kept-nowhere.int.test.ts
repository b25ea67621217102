import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_API } from '@zechus/shared';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Engine } from '../db/database.ts';
import { SANDBOX_CARDS } from '../modules/payments/gateway/sandbox-cards.ts';
import { signUpRequest } from '../test/sign-up-request.ts';
import { createTestApp, readOutbox, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINES } from '../test/test-database.ts';
import { answerChallenge, challengeOf, confirmPayment } from '../test/three-d-secure.ts';

/** The card the sponsor types, and a real one they typed first by mistake. */
const CARD = SANDBOX_CARDS.threeDSecure;
const MISTYPED = '4111111111111111';

/** Whether a text holds one of the card numbers, however its digits are spaced or dashed. */
const holdsTheCards = (text: string): string[] =>
  [CARD, MISTYPED].filter((digits) => {
    const spaced = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    return (
      text.includes(digits) ||
      text.includes(spaced) ||
      text.includes(spaced.replaceAll(' ', '-')) ||
      text.replace(/\\?[\s-]/g, '').includes(digits)
    );
  });

/** Every row of every table of the test database, as text. */
async function everyRow(db: Db, engine: Engine): Promise<Record<string, string>> {
  const { rows: tables } =
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const dump: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    );
    dump[name] = JSON.stringify(rows, (_key, value: unknown) =>
      typeof value === 'bigint' ? String(value) : value,
    );
  }
  return dump;
}

/** Every file under a folder, read as bytes (the SQLite file and its journal included). */
function everyFile(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.readFileSync(file).toString('latin1');
  }
  return files;
}

describe.each(TEST_ENGINES)('a card number reaches only the card fields, on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  let restoreLog = () => {};
  beforeAll(async () => {
    // Every log line the app writes, at its most talkative, caught on its way out.
    t = await createTestApp(engine, { env: { LOG_LEVEL: 'trace' } });
    const destination = (t.app.log as unknown as Record<symbol, { write(line: string): boolean }>)[
      pino.symbols.streamSym
    ];
    if (!destination) throw new Error('the app logs to no stream');
    const write = destination.write.bind(destination);
    destination.write = (line: string) => {
      logLines.push(line);
      return true;
    };
    restoreLog = () => {
      destination.write = write;
    };
  });
  afterAll(async () => {
    restoreLog();
    await t.close();
  });

  it('after a whole sign-up with 3-D Secure, no row, log line, e-mail or file holds the number', async () => {
    const signUp = signUpRequest();
    const sendSignUp = (body: unknown, key = crypto.randomUUID()) =>
      t.browser.post('/api/sign-up', body, { headers: { 'idempotency-key': key } });
    // The sponsor types a real card into the sandbox first, and the number into a name field.
    const tokenize = (number: string, over = {}) =>
      t.browser.post(SANDBOX_API.paymentMethods, {
        number,
        exp_month: 12,
        exp_year: 2039,
        cvc: '123',
        ...over,
      });
    expect((await tokenize(MISTYPED)).statusCode).toBe(402);
    expect((await tokenize(CARD, { exp_month: 13 })).statusCode).toBe(400);
    expect((await tokenize(CARD, { exp_year: 2020 })).statusCode).toBe(402);
    const refused = await sendSignUp({ ...signUp, contact: { ...signUp.contact, name: CARD } });
    expect(refused.statusCode).toBe(400);
    const broken = await t.browser.post(
      '/api/sign-up',
      `{"billing": {"card": ${CARD}, "name": "Chana Gold" `,
      {
        headers: { 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
      },
    );
    expect(broken.statusCode).toBe(400);
    for (const reply of [refused, broken]) expect(holdsTheCards(reply.body)).toEqual([]);

    // Then as the page does it: the card fields make a PaymentMethod, the sign-up carries it,
    // the bank's challenge is passed in the page, and the page confirms.
    const made = await tokenize(CARD);
    expect(made.statusCode).toBe(200);
    const body = { ...signUp, billing: { ...signUp.billing, paymentMethod: made.json().id } };
    const clientSecret = challengeOf(await sendSignUp(body));
    expect((await answerChallenge(t, clientSecret, true)).statusCode).toBe(200);
    const confirmed = await confirmPayment(t, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().billing).toMatchObject({ last_four: '3184' });

    const rows = await everyRow(t.handle.db, engine);
    expect(rows.payments).toContain('3184');
    expect(rows.enrollments?.length).toBeGreaterThan(2);
    for (const [table, text] of Object.entries(rows))
      expect(holdsTheCards(text), table).toEqual([]);

    const log = logLines.join('');
    expect(log).toContain('/api/sign-up');
    expect(log).toContain(SANDBOX_API.paymentMethods);
    expect(holdsTheCards(log)).toEqual([]);

    const mails = readOutbox(t.outboxDir);
    expect(mails.join('\n')).toContain('3184');
    for (const mail of mails) expect(holdsTheCards(mail)).toEqual([]);

    const files = everyFile(t.dataDir);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const [file, bytes] of Object.entries(files)) {
      expect(holdsTheCards(bytes), file).toEqual([]);
    }
  });
});
