import { CARD_DECLINED_MESSAGE, SANDBOX_API, referenceOfSecret } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../test/row-counts.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { newDonor, type DonorClient } from './test-helpers.ts';

const THREE_D_SECURE = '4000 0027 6000 3184';

describe.each(TEST_ENGINES)(
  'a new card whose bank asks the donor to confirm it, on %s',
  (engine) => {
    let t: TestApp;
    let donor: DonorClient;
    let dedicationId: number;
    beforeAll(async () => {
      t = await createTestApp(engine, {
        today: '2026-11-22',
        env: { PAYMENT_LIMIT_PER_IP: '1000' },
      });
      ({ client: donor, dedicationId } = await newDonor(t, 'chaya@example.org'));
    }, 120_000);
    afterAll(() => t.close());

    const renewalCard = async () =>
      t.handle.db
        .selectFrom('saved_cards')
        .select(['last_four'])
        .where('enrollment_id', '=', dedicationId)
        .orderBy('id', 'desc')
        .executeTakeFirst();

    /** "Save card", then the bank's check answered in the page, then the page asks us to settle. */
    async function changeWithChallenge(passed: boolean) {
      const asked = await donor.changeCard(dedicationId, {
        name: 'Chaya Levi',
        paymentMethod: sandboxPaymentMethod(THREE_D_SECURE),
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const { clientSecret } = (asked.json() as { requiresAction: { clientSecret: string } })
        .requiresAction;
      expect(clientSecret).toMatch(/^seti_/);
      const reference = referenceOfSecret(clientSecret);
      const answered = await donor.send('POST', SANDBOX_API.authenticate(reference), {
        clientSecret,
        passed,
      });
      expect(answered.statusCode).toBe(200);
      return {
        clientSecret,
        settled: await donor.send('POST', '/api/payments/confirm', { clientSecret }),
      };
    }

    it('a failed check keeps the card on file and says the spec’s decline', async () => {
      const before = await renewalCard();
      const { settled } = await changeWithChallenge(false);
      expect(settled.statusCode).toBe(400);
      expect(settled.json()).toMatchObject({ message: CARD_DECLINED_MESSAGE });
      expect(await renewalCard()).toEqual(before);
    });

    it('a passed check makes it the renewal card once, audited as the donor’s, however often the page asks', async () => {
      const { clientSecret, settled } = await changeWithChallenge(true);
      expect(settled.statusCode, settled.body).toBe(200);
      expect(settled.json()).toEqual({ card: { brand: 'visa', lastFour: '3184' } });
      expect(await renewalCard()).toEqual({ last_four: '3184' });
      const counts = await rowCounts(t.handle.db);
      const again = await donor.send('POST', '/api/payments/confirm', { clientSecret });
      expect(again.json()).toEqual({ card: { brand: 'visa', lastFour: '3184' } });
      expect(await rowCounts(t.handle.db)).toEqual(counts);
      const audit = await t.handle.db
        .selectFrom('audit_log')
        .select(['actor', 'summary'])
        .where('action', '=', 'dedication.change-card')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.summary).toContain('3184');
    });
  },
);
