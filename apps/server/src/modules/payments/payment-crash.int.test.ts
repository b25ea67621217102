import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from './gateway/sandbox-gateway.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/test-database.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';

const waitFor = async (check: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(TEST_ENGINES)('a server killed between charge and record, on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.destroy());

  const serve = (recoveryAfterSeconds: number) =>
    startServerProcess({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: t.dataDir,
      SEED_DEMO: 'never',
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_RECOVERY_AFTER_SECONDS: String(recoveryAfterSeconds),
      ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
    });

  it('leaves the charge traceable, and after a restart the donation is recorded and the receipt sent', async () => {
    const first = serve(3600);
    const base = await first.listening;
    const csrf = crypto.randomBytes(32).toString('base64url');
    const key = crypto.randomUUID();
    // The sandbox's slow card is charged at once and answered ten seconds later: the window
    // in which the process dies here.
    const answer = fetch(`${base}/api/general-donate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-xsrf-token': csrf,
        cookie: `XSRF-TOKEN=${csrf}`,
      },
      body: JSON.stringify({
        billing: {
          name: 'Miriam Levi',
          number: '07700 900555',
          email: 'miriam@example.org',
          amount: '250',
          paymentMethod: sandboxPaymentMethod(SANDBOX_CARDS.slowAnswer),
          postal_code: 'NW4 1AB',
        },
      }),
    }).catch(() => 'no answer' as const);
    const ledger = path.join(t.dataDir, 'sandbox-gateway.jsonl');
    await waitFor(
      () => fs.existsSync(ledger) && fs.readFileSync(ledger, 'utf8').includes(key),
      'the processor to charge',
    );
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await answer).toBe('no answer');

    // Traceable: the attempt was stored before the processor was called, under its key.
    const left = await t.handle.db
      .selectFrom('payments')
      .select(['status', 'amount_cents', 'idempotency_key', 'order_json'])
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(left).toMatchObject({ status: 'pending', amount_cents: 25000 });
    expect(left.order_json).toContain('miriam@example.org');
    expect(await t.handle.db.selectFrom('donations').select('id').execute()).toEqual([]);

    const second = serve(0);
    await second.listening;
    await waitFor(async () => {
      const payment = await t.handle.db
        .selectFrom('payments')
        .select('status')
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      return payment.status === 'approved';
    }, 'the recovery job to record the charge');
    const donation = await t.handle.db
      .selectFrom('donations')
      .innerJoin('donors', 'donors.id', 'donations.donor_id')
      .select(['donations.amount_cents', 'donors.email'])
      .executeTakeFirstOrThrow();
    expect(donation).toEqual({ amount_cents: 25000, email: 'miriam@example.org' });
    const outbox = path.join(t.dataDir, 'outbox');
    await waitFor(() => fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0, 'the receipt');
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
