import fs from 'node:fs';
import path from 'node:path';
import { certificateFileName, londonDay } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanWithToken } from '../../test/live-test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

/** The .eml files both instances wrote, each in its own outbox. */
const outboxes = (dataDir: string) =>
  ['outbox-1', 'outbox-2'].flatMap((folder) => {
    const dir = path.join(dataDir, folder);
    return fs.existsSync(dir)
      ? fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      : [];
  });

describe.each(TEST_ENGINES)('two instances and one completed day on %s', (engine) => {
  let two: TwoInstances;
  const today = londonDay(new Date());
  beforeAll(async () => {
    two = await startTwoInstances(engine, {}, { demo: { today } });
  }, 120_000);
  afterAll(() => two.close());

  it('both look at the day at the moment it completes, and each sponsor gets one certificate', async () => {
    const db = two.database.handle.db;
    const open = await db
      .selectFrom('assignments')
      .select(['barcode', 'perek_index'])
      .where('day', '=', today)
      .where('done_at', 'is', null)
      .orderBy('perek_index')
      .execute();
    const last = open[open.length - 1];
    if (!last) throw new Error('nothing open today');
    await db
      .updateTable('assignments')
      .set({ done_at: new Date().toISOString(), done_source: 'hand' })
      .where('day', '=', today)
      .where('perek_index', '!=', last.perek_index)
      .where('done_at', 'is', null)
      .execute();

    const [first, second] = two.instances;
    const scan = await scanWithToken(first.app, last.barcode);
    expect(scan.json().chapters_done).toBe(525);
    // The second instance checks the day at once, racing the first's own check.
    await Promise.all([
      second.app.certificates.mailIfComplete(today),
      first.app.certificates.mailIfComplete(today),
    ]);
    await Promise.all(two.instances.map(({ app }) => app.certificates.idle()));

    const mails = outboxes(two.database.dataDir).filter((mail) =>
      // The subject names the person in Hebrew (MIME-encoded): the attachment says what it is.
      mail.includes(`filename=${certificateFileName(today)}`),
    );
    const sponsors = await db
      .selectFrom('enrollment_dates')
      .innerJoin('enrollments', 'enrollments.id', 'enrollment_dates.enrollment_id')
      .select('enrollments.id')
      .where('enrollment_dates.day', '=', today)
      .where('enrollments.status', '=', 'active')
      .execute();
    expect(sponsors.length).toBeGreaterThan(0);
    expect(mails).toHaveLength(sponsors.length);
    const claims = await db.selectFrom('day_certificates').selectAll().execute();
    expect(claims.map((c) => c.enrollment_id).sort()).toEqual(sponsors.map((s) => s.id).sort());
  });
});
