import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../test/test-database.ts';
import { acquireLease } from './lease.ts';
import { runJobsUnderLease } from './scheduler.ts';

const quietLog = { error: () => undefined } as unknown as FastifyBaseLogger;

describe.each(TEST_ENGINES)('the daily jobs when the instance stops (%s)', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.destroy());

  it('a pass told to stop finishes the job it is in, skips the rest and hands the lease back, so another instance takes it at once', async () => {
    database = await createTestDatabase(engine);
    const { db } = database.handle;
    const holders = () => db.selectFrom('job_leases').select(['name', 'holder']).execute();
    let stopping = false;
    const ran: string[] = [];
    let heldWhileRunning: { name: string; holder: string }[] = [];

    const passed = await runJobsUnderLease(
      { db, log: quietLog },
      [
        [
          'first',
          async () => {
            heldWhileRunning = await holders();
            // SIGTERM comes while this job runs (shutdown.ts stops the scheduler).
            stopping = true;
            ran.push('first');
          },
        ],
        ['second', async () => void ran.push('second')],
      ],
      'instance-a',
      () => stopping,
    );

    expect(passed).toBe(true);
    expect(heldWhileRunning).toEqual([{ name: 'daily-jobs', holder: 'instance-a' }]);
    expect(ran).toEqual(['first']);
    expect(await holders()).toEqual([]);
    // Not in ten minutes, when an abandoned lease would expire: now.
    expect(await acquireLease(db, 'daily-jobs', 'instance-b', 10 * 60_000)).toBe(true);
  });
});
