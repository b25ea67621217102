import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestBrowser, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { purgeExpiredAuthRows } from './purge.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(TEST_ENGINES)(
  'the daily purge of sessions, login attempts and limits on %s',
  (engine) => {
    let t: TestApp;
    const now = new Date();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

    beforeAll(async () => {
      t = await createTestApp(engine);
      await t.handle.db
        .insertInto('donors')
        .values({
          donor_number: '300003',
          email: 'purge@example.org',
          name: 'Purge Test',
          phone: null,
          created_at: at(-40 * DAY),
        })
        .execute();
    });
    afterAll(() => t.close());

    const sessionIds = async () =>
      (await t.handle.db.selectFrom('sessions').select('id').orderBy('id').execute()).map(
        (row) => row.id,
      );
    const attemptEmails = async () =>
      (
        await t.handle.db.selectFrom('login_attempts').select('email').orderBy('email').execute()
      ).map((row) => row.email);

    const limitKeys = async () =>
      (await t.handle.db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map(
        (row) => row.key,
      );

    const linkHashes = async () =>
      (
        await t.handle.db
          .selectFrom('donor_sign_in_links')
          .select('token_hash')
          .orderBy('token_hash')
          .execute()
      ).map((row) => row.token_hash);

    it('expired sessions, week-old login attempts, ended limit windows and dead sign-in links go; the rest stays', async () => {
      const login = await new TestBrowser(t.app).post('/api/login', {
        email: 'purge@example.org',
        id: '300003',
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '';
      const [live] = await sessionIds();

      await t.handle.db
        .insertInto('sessions')
        .values([
          {
            id: 'expired-a',
            donor_id: null,
            staff_user_id: null,
            created_at: at(-31 * DAY),
            expires_at: at(-DAY),
          },
          {
            id: 'expired-b',
            donor_id: null,
            staff_user_id: null,
            created_at: at(-30 * DAY),
            expires_at: at(-1000),
          },
        ])
        .execute();
      await t.handle.db
        .insertInto('login_attempts')
        .values([
          {
            email: 'old-a@example.org',
            ip: '10.0.0.1',
            succeeded: false,
            created_at: at(-8 * DAY),
          },
          {
            email: 'old-b@example.org',
            ip: '10.0.0.1',
            succeeded: true,
            created_at: at(-30 * DAY),
          },
          { email: 'recent@example.org', ip: '10.0.0.1', succeeded: false, created_at: at(-HOUR) },
          {
            email: 'six-days@example.org',
            ip: '10.0.0.1',
            succeeded: false,
            created_at: at(-6 * DAY),
          },
        ])
        .execute();

      await t.handle.db
        .insertInto('rate_limits')
        .values([
          { key: 'ended window', hits: 3, resets_at: at(-1000) },
          { key: 'open window', hits: 3, resets_at: at(HOUR) },
        ])
        .execute();
      const donor = await t.handle.db
        .selectFrom('donors')
        .select('id')
        .where('donor_number', '=', '300003')
        .executeTakeFirstOrThrow();
      const link = (hash: string, expiresIn: number, used: boolean) => ({
        donor_id: donor.id,
        token_hash: hash,
        created_at: at(expiresIn - 30 * 60_000),
        expires_at: at(expiresIn),
        used_at: used ? at(expiresIn - 60_000) : null,
      });
      await t.handle.db
        .insertInto('donor_sign_in_links')
        .values([
          link('expired-unused', -HOUR, false),
          link('expired-used', -1000, true),
          link('live', 20 * 60_000, false),
        ])
        .execute();

      // The login above also counted against its address's limit and its e-mail's.
      const openLimits = (await limitKeys()).filter((key) => key !== 'ended window');
      expect(openLimits).toHaveLength(3);

      // The login above left one attempt of its own (purge@example.org), just now.
      expect(await purgeExpiredAuthRows(t.handle.db, now)).toEqual({
        sessions: 2,
        loginAttempts: 2,
        rateLimits: 1,
        signInLinks: 2,
      });
      expect(await limitKeys()).toEqual(openLimits);
      expect(await linkHashes()).toEqual(['live']);

      expect(await sessionIds()).toEqual([live]);
      expect(await attemptEmails()).toEqual([
        'purge@example.org',
        'recent@example.org',
        'six-days@example.org',
      ]);
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/my-page',
        cookies: { zechus_session: cookie },
      });
      expect(page.statusCode).toBe(200);

      // Run again: nothing more to do.
      expect(await purgeExpiredAuthRows(t.handle.db, now)).toEqual({
        sessions: 0,
        loginAttempts: 0,
        rateLimits: 0,
        signInLinks: 0,
      });

      // Thirty-one days on, the session has expired and goes too, with the attempts of this week
      // and every limit's window.
      expect(await purgeExpiredAuthRows(t.handle.db, new Date(now.getTime() + 31 * DAY))).toEqual({
        sessions: 1,
        loginAttempts: 3,
        rateLimits: 3,
        signInLinks: 1,
      });
      expect(await sessionIds()).toEqual([]);
      expect(await linkHashes()).toEqual([]);
      expect(await limitKeys()).toEqual([]);
    });
  },
);
