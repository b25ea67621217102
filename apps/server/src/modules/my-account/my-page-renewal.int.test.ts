import {
  CARD_DATA_REFUSED,
  CARD_DECLINED_MESSAGE,
  myPageSchema,
  NOT_RENEWING_MESSAGE,
  RENEWAL_DATE_PASSED_MESSAGE,
} from '@zechus/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewDueEnrollments } from '../payments/renewals.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { SandboxGateway } from '../payments/gateway/sandbox-gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { sandboxPaymentMethod } from '../../test/test-cards.ts';
import { newDonor, type DonorClient } from './test-helpers.ts';

const TODAY = '2026-11-22';

/** "Change card": the new card as the card fields made it a PaymentMethod (decision 0034). */
const newCard = (card: string) => ({
  name: 'Chana Gold',
  paymentMethod: sandboxPaymentMethod(card, { month: 11, year: 2038 }),
});

describe.each(TEST_ENGINES)(
  'a donor’s yearly renewal, stopped or on a new card, on %s',
  (engine) => {
    let t: TestApp;
    let chana: DonorClient;
    let yearId: number;
    let other: DonorClient;
    let otherYearId: number;
    beforeAll(async () => {
      t = await createTestApp(engine, { today: TODAY });
      ({ client: chana, dedicationId: yearId } = await newDonor(t, 'chana@example.org'));
      ({ client: other, dedicationId: otherYearId } = await newDonor(t, 'other@example.org'));
    }, 120_000);
    afterAll(() => t.close());

    const gateway = () => t.gateway as SandboxGateway;
    const renewalOf = async (client: DonorClient, id: number) =>
      myPageSchema
        .parse((await client.get('/api/my-page')).json())
        .enrollments.find((e) => e.id === id)?.renewal;
    const runRenewals = (day: string) =>
      renewDueEnrollments(
        {
          db: t.handle.db,
          gateway: t.gateway,
          mailer: createMailer({ from: 'z@zechus.org', outboxDir: t.outboxDir }),
          publicUrl: 'https://zechus.org',
          log: pino({ level: 'silent' }),
        },
        day,
      );

    it('a new card is checked without a charge, shown as "Mastercard ending 4444", and the next renewal charges it', async () => {
      const charges = gateway().charges.length;
      const reply = await chana.changeCard(yearId, newCard('5555 5555 5555 4444'));
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ card: { brand: 'mastercard', lastFour: '4444' } });
      expect(gateway().charges.length).toBe(charges); // saving a card charges nothing
      const renewal = await renewalOf(chana, yearId);
      expect(renewal?.card).toEqual({ brand: 'mastercard', lastFour: '4444' });
      const kept = await t.handle.db
        .selectFrom('saved_cards')
        .selectAll()
        .executeTakeFirstOrThrow();
      // No CVV is sent any more (decision 0034); the number must not be kept either.
      expect(JSON.stringify(kept)).not.toContain('5555555555554444');

      await runRenewals(renewal?.nextOn ?? '');
      const renewed = gateway().charges.find((c) =>
        c.idempotencyKey.startsWith(`renewal:${yearId}:`),
      );
      expect(renewed?.token).toBe(kept.gateway_token);
      expect(renewed?.amountCents).toBe(180000);
      const payment = await t.handle.db
        .selectFrom('payments')
        .select(['status', 'brand', 'last_four'])
        .where('enrollment_id', '=', yearId)
        .where('purpose', '=', 'renewal')
        .executeTakeFirstOrThrow();
      expect(payment).toEqual({ status: 'approved', brand: 'mastercard', last_four: '4444' });
      const audit = await t.handle.db
        .selectFrom('audit_log')
        .select(['actor', 'summary'])
        .where('action', '=', 'dedication.change-card')
        .executeTakeFirstOrThrow();
      expect(audit.actor).toMatch(/^Donor Chana Gold/);
      expect(audit.summary).toContain('Mastercard ending 4444 in place of Visa ending 4242');
    });

    it('a card the bank declines is the spec’s message and the card on file stays', async () => {
      const reply = await chana.changeCard(yearId, newCard('4000 0000 0000 0002'));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(CARD_DECLINED_MESSAGE);
      expect((await renewalOf(chana, yearId))?.card?.lastFour).toBe('4444');
    });

    it('a processor that cannot be reached is a 502 that changes nothing', async () => {
      const reply = await chana.changeCard(yearId, newCard('4000 0000 0000 0119'));
      expect(reply.statusCode).toBe(502);
      expect((await renewalOf(chana, yearId))?.card?.lastFour).toBe('4444');
    });

    it('a bad card, no Idempotency-Key, another donor’s dedication and no session are refused', async () => {
      const before = { rows: await rowCounts(t.handle.db), charges: gateway().charges.length };
      // The card itself is the card fields' to take, never ours, valid or not.
      for (const card of ['4242 4242 4242 4241', '5555 5555 5555 4444']) {
        const bad = await chana.changeCard(yearId, {
          name: 'Chana Gold',
          card,
          expire: '11/38',
          cvv: '456',
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe(CARD_DATA_REFUSED);
      }
      const noMethod = await chana.changeCard(yearId, { name: 'Chana Gold' });
      expect(noMethod.statusCode).toBe(400);
      expect(await rowCounts(t.handle.db)).toEqual(before.rows);
      expect(gateway().charges.length).toBe(before.charges);
      const noKey = await chana.send(
        'POST',
        `/api/my-page/dedications/${yearId}/card`,
        newCard('5555 5555 5555 4444'),
      );
      expect(noKey.statusCode).toBe(400);
      const theirs = await other.changeCard(yearId, newCard('5555 5555 5555 4444'));
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json().error).toBe('not_your_enrollment');
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/my-page/dedications/${yearId}/card`,
        payload: newCard('5555 5555 5555 4444'),
      });
      expect(anonymous.statusCode).toBe(403);
      expect((await renewalOf(chana, yearId))?.card?.lastFour).toBe('4444');
    });

    it('stopping the renewal is the donor’s own act: audited, and the renewals job then charges nothing', async () => {
      expect(
        (await other.send('POST', `/api/my-page/dedications/${yearId}/stop-renewal`)).statusCode,
      ).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/my-page/dedications/${otherYearId}/stop-renewal`,
      });
      expect(anonymous.statusCode).toBe(403);
      const nextOn = (await renewalOf(other, otherYearId))?.nextOn ?? '';
      const reply = await other.send(
        'POST',
        `/api/my-page/dedications/${otherYearId}/stop-renewal`,
      );
      expect(reply.statusCode).toBe(200);
      // Still shown, as stopped, until the day it would have been charged.
      expect(await renewalOf(other, otherYearId)).toMatchObject({ nextOn, stopped: true });
      const audit = await t.handle.db
        .selectFrom('audit_log')
        .select(['actor', 'staff_user_id'])
        .where('action', '=', 'dedication.stop-renewal')
        .executeTakeFirstOrThrow();
      expect(audit.actor).toMatch(/^Donor .* on My Page$/);
      expect(audit.staff_user_id).toBeNull();

      const renewalsOfOther = () =>
        gateway().charges.filter((c) => c.idempotencyKey.startsWith(`renewal:${otherYearId}:`));
      const before = renewalsOfOther().length;
      await runRenewals(nextOn);
      expect(renewalsOfOther()).toHaveLength(before);
      const again = await other.send(
        'POST',
        `/api/my-page/dedications/${otherYearId}/stop-renewal`,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(NOT_RENEWING_MESSAGE);
      // No card can be given for a dedication that no longer renews.
      expect((await other.changeCard(otherYearId, newCard('5555 5555 5555 4444'))).statusCode).toBe(
        409,
      );
    });

    it('a stopped renewal can be turned back on until its day, and then it charges on that day', async () => {
      expect((await renewalOf(chana, yearId))?.stopped).toBe(false);
      expect(
        (await chana.send('POST', `/api/my-page/dedications/${yearId}/stop-renewal`)).statusCode,
      ).toBe(200);
      const nextOn = (await renewalOf(chana, yearId))?.nextOn ?? '';
      expect(
        (await other.send('POST', `/api/my-page/dedications/${yearId}/resume-renewal`)).statusCode,
      ).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/my-page/dedications/${yearId}/resume-renewal`,
      });
      expect(anonymous.statusCode).toBe(403);
      const bad = await chana.send('POST', '/api/my-page/dedications/not-a-number/resume-renewal');
      expect(bad.statusCode).toBe(400);

      const reply = await chana.send('POST', `/api/my-page/dedications/${yearId}/resume-renewal`);
      expect(reply.statusCode).toBe(200);
      expect(await renewalOf(chana, yearId)).toMatchObject({ nextOn, stopped: false });
      // A second click changes nothing and is not an error.
      expect(
        (await chana.send('POST', `/api/my-page/dedications/${yearId}/resume-renewal`)).statusCode,
      ).toBe(200);
      const audit = await t.handle.db
        .selectFrom('audit_log')
        .select(['actor', 'summary'])
        .where('action', '=', 'dedication.resume-renewal')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.actor).toMatch(/^Donor Chana Gold/);
      expect(audit[0]?.summary).toContain(`next on ${nextOn}`);

      const renewalsOfChana = () =>
        gateway().charges.filter((c) => c.idempotencyKey.startsWith(`renewal:${yearId}:`)).length;
      const before = renewalsOfChana();
      await runRenewals(nextOn);
      expect(renewalsOfChana()).toBe(before + 1);
    });

    it('once its day has come, a stopped renewal cannot be turned back on', async () => {
      // Stopped in the test above, and shown as stopped until its day.
      expect((await renewalOf(other, otherYearId))?.stopped).toBe(true);
      await t.handle.db
        .updateTable('enrollments')
        .set({ next_charge_on: TODAY })
        .where('id', '=', otherYearId)
        .execute();
      // On its day it is no longer offered…
      expect(await renewalOf(other, otherYearId)).toBeNull();
      // …and a page left open that still offers it is told plainly.
      const late = await other.send(
        'POST',
        `/api/my-page/dedications/${otherYearId}/resume-renewal`,
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(RENEWAL_DATE_PASSED_MESSAGE);
    });
  },
);
