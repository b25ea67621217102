import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanWithToken, startLiveTestApp } from '../test/live-test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { backupDataDir, restoreDataDir } from './backup.ts';
import { openDatabase } from './database.ts';

describe('backing up the embedded database while the hall scans', () => {
  let t: TestApp;
  let pending: string[];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zechus-backup-test-'));
  beforeAll(async () => {
    ({ t, pending } = await startLiveTestApp('sqlite', { SCAN_LIMIT_PER_MINUTE: '100000' }));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('a backup taken during a burst of scans, restored, holds every scan acknowledged before it began', async () => {
    fs.mkdirSync(path.join(t.dataDir, 'uploads', 'learners'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'learners', 'a-child.webp'), 'a picture');
    const acknowledged: { barcode: string; at: number }[] = [];
    const burst = pending.slice(0, 240);
    let stop = false;
    // Four stations scanning as fast as they can, the whole time the backup runs.
    const stations = [0, 1, 2, 3].map(async (station) => {
      for (let i = station; i < burst.length && !stop; i += 4) {
        const barcode = burst[i] ?? '';
        const reply = await scanWithToken(t.app, barcode);
        expect(reply.statusCode).toBe(200);
        acknowledged.push({ barcode, at: performance.now() });
      }
    });
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    const backupBegan = performance.now();
    const file = path.join(folder, 'backup.tar.gz');
    const result = await backupDataDir(t.dataDir, file);
    stop = true;
    await Promise.all(stations);
    expect(result.uploadFiles).toBeGreaterThanOrEqual(1);

    const restoredDir = path.join(folder, 'restored');
    fs.mkdirSync(restoredDir);
    fs.writeFileSync(path.join(restoredDir, 'zechus.db'), 'what was here before');
    const restore = await restoreDataDir(restoredDir, file);
    expect(restore.keptAside).toHaveLength(1);
    expect(fs.readFileSync(restore.keptAside[0] ?? '', 'utf8')).toBe('what was here before');
    expect(
      fs.readFileSync(path.join(restoredDir, 'uploads', 'learners', 'a-child.webp'), 'utf8'),
    ).toBe('a picture');

    const restored = openDatabase({ dataDir: restoredDir });
    try {
      const before = acknowledged.filter((scan) => scan.at < backupBegan).map((s) => s.barcode);
      expect(before.length).toBeGreaterThanOrEqual(40);
      const done = await restored.db
        .selectFrom('assignments')
        .innerJoin('scans', 'scans.assignment_id', 'assignments.id')
        .select('assignments.barcode')
        .where('assignments.barcode', 'in', before)
        .where('assignments.done_at', 'is not', null)
        .where('scans.result', '=', 'done')
        .execute();
      expect(new Set(done.map((row) => row.barcode))).toEqual(new Set(before));
      // Consistent as of one moment: every chapter done in the copy has its scan and its event.
      const orphans = await restored.db
        .selectFrom('assignments')
        .leftJoin('scans', 'scans.assignment_id', 'assignments.id')
        .select('assignments.barcode')
        .where('assignments.barcode', 'in', burst)
        .where('assignments.done_at', 'is not', null)
        .where('scans.id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
    } finally {
      await restored.close();
    }
  });

  it('a file that is not a backup is refused and what is there stays', async () => {
    const dir = path.join(folder, 'untouched');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'zechus.db'), 'the live database');
    const notABackup = path.join(folder, 'notes.tar.gz');
    fs.writeFileSync(notABackup, 'hello');
    await expect(restoreDataDir(dir, notABackup)).rejects.toThrow();
    expect(fs.readFileSync(path.join(dir, 'zechus.db'), 'utf8')).toBe('the live database');
    expect(fs.readdirSync(dir)).toEqual(['zechus.db']);
  });
});
