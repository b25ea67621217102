import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import {
  FAILED_SCANS_PER_IP,
  TOO_MANY_FAILED_CHECKS,
  TOO_MANY_FAILED_SCANS,
} from './failed-scan-limit.ts';
import { createStationToken, revokeStationToken } from './station-tokens.ts';

const WRONG = 'This token is not valid (it may have been revoked). Ask the office for a new one.';

describe.each(TEST_ENGINES)(
  'the station page checks its token when it is entered, on %s',
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { SCAN_LIMIT_PER_MINUTE: '1000' } });
    }, 60_000);
    afterAll(() => t.close());

    let address = 0;
    /** Each test comes from its own address, so failed attempts of one do not hold back another. */
    const newAddress = () => `203.0.113.${++address}`;
    const check = (authorization: string | undefined, remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/scan/station',
        remoteAddress,
        headers: authorization === undefined ? {} : { authorization },
      });

    it('a good token answers the station’s name; a wrong or revoked one is refused with what to do', async () => {
      const from = newAddress();
      const station = await createStationToken(t.handle.db, 'Main hall, left');
      const good = await check(`Bearer ${station.token}`, from);
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ name: 'Main hall, left' });
      expect(good.headers['cache-control']).toBe('no-store');

      const wrong = await check('Bearer not-the-token', from);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'unauthorized', message: WRONG });

      await revokeStationToken(t.handle.db, station.id);
      const revoked = await check(`Bearer ${station.token}`, from);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().message).toBe(WRONG);

      const none = await check(undefined, from);
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBe('Enter the station token.');
      expect((await check('Bearer ', from)).statusCode).toBe(401);
      // A staff or donor cookie is not a station token.
      expect((await check('Basic abc', from)).statusCode).toBe(401);
    });

    it('checking is read-only and needs no CSRF token; it cannot be posted to', async () => {
      const station = await createStationToken(t.handle.db, 'Side room');
      const reply = await check(`Bearer ${station.token}`, newAddress());
      expect(reply.statusCode).toBe(200);
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/scan/station',
        headers: { authorization: `Bearer ${station.token}` },
        payload: {},
      });
      // Not a Bearer route: a POST meets the CSRF check (and there is nothing to post to).
      expect(posted.statusCode).toBe(403);
      const stored = await t.handle.db
        .selectFrom('station_tokens')
        .select('last_used_at')
        .where('id', '=', station.id)
        .executeTakeFirstOrThrow();
      expect(stored.last_used_at).toBeNull();
    });

    it('wrong tokens are held back per address, sharing the failed-scan allowance; a right token still opens', async () => {
      const from = newAddress();
      const station = await createStationToken(t.handle.db, 'Hall');
      // Half the allowance spent by failed scans, half by failed checks: one allowance.
      for (let i = 0; i < FAILED_SCANS_PER_IP; i++) {
        const reply =
          i % 2 === 0
            ? await check(`Bearer guess-${i}`, from)
            : await t.app.inject({
                method: 'POST',
                url: '/api/scan',
                remoteAddress: from,
                payload: { barcode: 'x' },
                headers: { authorization: `Bearer guess-${i}` },
              });
        expect(reply.statusCode, `attempt ${i}`).toBe(401);
      }
      const held = await check('Bearer one-more-guess', from);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toEqual({
        error: 'too_many_failed_scans',
        message: TOO_MANY_FAILED_CHECKS,
      });
      expect(held.headers['retry-after']).toBe('60');
      const heldScan = await t.app.inject({
        method: 'POST',
        url: '/api/scan',
        remoteAddress: from,
        payload: { barcode: 'x' },
        headers: { authorization: 'Bearer guess-again' },
      });
      expect(heldScan.json().message).toBe(TOO_MANY_FAILED_SCANS);

      // The right token is never refused for the others' failures; another address has its own.
      expect((await check(`Bearer ${station.token}`, from)).json()).toEqual({ name: 'Hall' });
      expect((await check('Bearer guess-x', newAddress())).statusCode).toBe(401);
    });
  },
);
