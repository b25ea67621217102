import { LOGIN_MISMATCH_MESSAGE } from '@zechus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { WRONG_STAFF_LOGIN } from '../staff/auth-routes.ts';
import { hashPassword } from './password.ts';
import { MAX_FAILURES_PER_EMAIL, TOO_MANY_ATTEMPTS } from './login-throttle.ts';

const BURST = 300;
const LIMIT_PER_IP = 3;
const FROM_YOUR_NETWORK =
  'Too many login attempts from your network. Please wait 10 minutes and try again, or call our office.';

/** A distinct address for each attempt of a burst, so only the e-mail's limit can hold it back. */
const addressOf = (i: number) => `10.${20 + Math.floor(i / 250)}.${i % 250}.1`;

/** How many answers of each kind: what was evaluated and what was refused unevaluated. */
const tally = (replies: LightMyRequestResponse[]) => {
  const counts: Record<string, number> = {};
  for (const reply of replies) {
    const key = `${reply.statusCode} ${reply.json().message}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe.each(TEST_ENGINES)('login limits across two instances on %s', (engine) => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await startTwoInstances(engine, { LOGIN_LIMIT_PER_IP: String(LIMIT_PER_IP) });
  }, 120_000);
  afterAll(() => two?.close());

  const db = () => two.database.handle.db;
  /** Half the attempts reach each instance, as behind a load balancer. */
  const post = (i: number, url: string, body: object, remoteAddress = addressOf(i)) =>
    two.instances[i % 2]!.browser.post(url, body, { remoteAddress });
  const burst = (send: (i: number) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
  const attemptsRecordedFor = async (email: string) =>
    (
      await db()
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).n;
  /** Time passes: every limit's window ends (the counters are rows with an end time). */
  const endEveryWindow = () =>
    db()
      .updateTable('rate_limits')
      .set({ resets_at: new Date(Date.now() - 1000).toISOString() })
      .execute();

  it('two instances together evaluate at most five wrong donor IDs for one address', async () => {
    const email = 'burst-donor@example.org';
    await db()
      .insertInto('donors')
      .values({
        donor_number: '400004',
        email,
        name: 'Burst Donor',
        phone: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    const replies = await burst((i) => post(i, '/api/login', { email, id: '999999' }));

    expect(MAX_FAILURES_PER_EMAIL).toBe(5);
    expect(tally(replies)).toEqual({
      [`403 ${LOGIN_MISMATCH_MESSAGE}`]: 5,
      [`429 ${TOO_MANY_ATTEMPTS}`]: BURST - 5,
    });
    expect(await attemptsRecordedFor(email)).toBe(5);

    // The right ID is refused too, on either instance, until the window ends.
    for (const i of [1000, 1001]) {
      const right = await post(i, '/api/login', { email, id: '400004' });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(TOO_MANY_ATTEMPTS);
    }
    await endEveryWindow();
    expect((await post(1002, '/api/login', { email, id: '400004' })).statusCode).toBe(200);
  });

  it('two instances together evaluate at most five wrong passwords for one staff address', async () => {
    const email = 'burst-staff@school.example.org';
    const password = 'the right password for the burst';
    const now = new Date().toISOString();
    await db()
      .insertInto('staff_users')
      .values({
        email,
        name: 'Burst Staff',
        role: 'office',
        active: true,
        password_hash: await hashPassword(password),
        created_at: now,
        updated_at: now,
      })
      .execute();

    const replies = await burst((i) =>
      post(i, '/api/office/login', { email, password: `a wrong guess number ${i}` }),
    );

    expect(tally(replies)).toEqual({
      [`403 ${WRONG_STAFF_LOGIN}`]: 5,
      [`429 ${TOO_MANY_ATTEMPTS}`]: BURST - 5,
    });
    expect(await attemptsRecordedFor(email)).toBe(5);

    for (const i of [1000, 1001]) {
      const right = await post(i, '/api/office/login', { email, password });
      expect(right.statusCode).toBe(429);
    }
    await endEveryWindow();
    expect((await post(1002, '/api/office/login', { email, password })).statusCode).toBe(200);
  });

  it('one network gets its login allowance once, not once per instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT_PER_IP; i++) {
      const reply = await post(
        i,
        '/api/login',
        { email: `net${i}@example.org`, id: '999999' },
        '203.0.113.40',
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429, 429]);
  });

  it('of a burst from one network spread over two instances, exactly its allowance is evaluated', async () => {
    const replies = await burst((i) =>
      post(i, '/api/login', { email: `net${i}@example.org`, id: '999999' }, '203.0.113.50'),
    );

    expect(tally(replies)).toEqual({
      [`403 ${LOGIN_MISMATCH_MESSAGE}`]: LIMIT_PER_IP,
      [`429 ${FROM_YOUR_NETWORK}`]: BURST - LIMIT_PER_IP,
    });
  });

  it('a successful login leaves the address’s allowance for failures whole', async () => {
    const email = 'often@example.org';
    await db()
      .insertInto('donors')
      .values({
        donor_number: '500005',
        email,
        name: 'Often Signs In',
        phone: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    // More sign-ins than the limit of failures, from phones and computers on both instances.
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL + 2; i++) {
      expect((await post(2000 + i, '/api/login', { email, id: '500005' })).statusCode).toBe(200);
    }
    const wrong = [];
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL + 1; i++) {
      wrong.push((await post(3000 + i, '/api/login', { email, id: '999999' })).statusCode);
    }
    expect(wrong).toEqual([403, 403, 403, 403, 403, 429]);
  });
});
