import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { hashPassword } from '../auth/password.ts';

const TRIES = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

/**
 * Decision 0011: a refusal must not tell which e-mails have staff accounts, by its words or by
 * its time. Compared with each other in the same run, never against a fixed time, so a slow or
 * busy machine slows both alike.
 */
describe.each(TEST_ENGINES)('office sign-in refusals on %s', (engine) => {
  let t: TestApp;
  // One account per try: the e-mail limit (five failures) must not cut the known side short.
  const known = Array.from({ length: TRIES }, (_, i) => `known-${i}@school.example.org`);
  const unknown = Array.from({ length: TRIES }, (_, i) => `nobody-${i}@school.example.org`);

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { LOGIN_LIMIT_PER_IP: '1000' } });
    const now = new Date().toISOString();
    const passwordHash = await hashPassword('the password nobody here guesses');
    await t.handle.db
      .insertInto('staff_users')
      .values(
        known.map((email, i) => ({
          email,
          name: `Known ${i}`,
          role: 'teacher',
          active: true,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await t.browser.csrfToken();
  });
  afterAll(() => t.close());

  const refusalTime = async (email: string): Promise<number> => {
    const started = performance.now();
    const reply = await t.browser.post('/api/office/login', {
      email,
      password: 'a wrong password, long enough',
    });
    const took = performance.now() - started;
    expect(reply.statusCode).toBe(403);
    return took;
  };

  it('a wrong password is refused as slowly for an unknown e-mail as for a staff member’s', async () => {
    // Warm up both paths (the first scrypt and the first queries pay for setting up).
    await refusalTime('warm-up@school.example.org');
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Taken in turns, so anything else slowing the machine falls on both alike.
    for (let i = 0; i < TRIES; i++) {
      knownTimes.push(await refusalTime(known[i]!));
      unknownTimes.push(await refusalTime(unknown[i]!));
    }
    const knownMedian = median(knownTimes);
    const unknownMedian = median(unknownTimes);
    expect(unknownMedian).toBeGreaterThanOrEqual(knownMedian * 0.5);
    expect(unknownMedian).toBeLessThanOrEqual(knownMedian * 2);
  });
});
