import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from './gateway/sandbox-gateway.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import {
  answerChallenge,
  challengeOf,
  confirmPayment,
  intentOf,
  paymentByKey,
  signUpWith,
  type PayingRequest,
} from '../../test/three-d-secure.ts';

describe.each(TEST_ENGINES)(
  'POST /api/payments/confirm with a secret not its own, on %s',
  (engine) => {
    let t: TestApp;
    let mine: PayingRequest & { clientSecret: string };
    let theirs: PayingRequest & { clientSecret: string };
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { PAYMENT_LIMIT_PER_IP: '1000' } });
      // Two sponsors whose challenges are passed, and whose pages have not confirmed yet.
      const open = async () => {
        const sponsor = signUpWith(t);
        const clientSecret = challengeOf(await sponsor.send());
        expect((await answerChallenge(t, clientSecret, true)).statusCode).toBe(200);
        return { ...sponsor, clientSecret };
      };
      mine = await open();
      theirs = await open();
    });
    afterAll(() => t.close());

    const suffixOf = (secret: string) => secret.slice(secret.indexOf('_secret_'));

    const cases: [string, () => string][] = [
      ['a made-up payment', () => `pi_sandbox_${'A1b2'.repeat(4)}_secret_${'x'.repeat(24)}`],
      [
        'a made-up secret of a real payment',
        () => `${intentOf(mine.clientSecret)}_secret_${'x'.repeat(24)}`,
      ],
      [
        'someone else’s secret on my payment',
        () => `${intentOf(mine.clientSecret)}${suffixOf(theirs.clientSecret)}`,
      ],
      [
        'my secret on someone else’s payment',
        () => `${intentOf(theirs.clientSecret)}${suffixOf(mine.clientSecret)}`,
      ],
      ['a made-up card to keep', () => `seti_sandbox_${'A1b2'.repeat(4)}_secret_${'x'.repeat(24)}`],
      ['a secret one character short', () => mine.clientSecret.slice(0, -1)],
    ];

    for (const [label, secret] of cases) {
      it(`${label} is 404, charges nothing and changes nothing`, async () => {
        const before = {
          rows: await rowCounts(t.handle.db),
          charges: (t.gateway as SandboxGateway).charges.length,
        };
        const reply = await confirmPayment(t, secret());
        expect(reply.statusCode).toBe(404);
        expect(reply.json().error).toBe('not_found');
        expect(await rowCounts(t.handle.db)).toEqual(before.rows);
        expect((t.gateway as SandboxGateway).charges.length).toBe(before.charges);
        for (const sponsor of [mine, theirs]) {
          expect(await paymentByKey(t, sponsor.key)).toMatchObject({
            status: 'pending',
            donor_id: null,
          });
        }
      });
    }

    it('what is not a client secret at all is a 400 that changes nothing', async () => {
      const before = await rowCounts(t.handle.db);
      for (const body of [
        {},
        { clientSecret: intentOf(mine.clientSecret) },
        { clientSecret: 'x' },
      ]) {
        const reply = await t.browser.post('/api/payments/confirm', body);
        expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await rowCounts(t.handle.db)).toEqual(before);
    });

    it('each page with its own secret then gets its own confirmation', async () => {
      for (const sponsor of [mine, theirs]) {
        const reply = await confirmPayment(t, sponsor.clientSecret);
        expect(reply.statusCode).toBe(200);
        expect(reply.json().donor.email).toBe(sponsor.email);
      }
    });
  },
);
