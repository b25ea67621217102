import fs from 'node:fs';
import path from 'node:path';
import { londonDay, recordingApiPath } from '@zechus/shared';
import type { Engine } from '../../db/database.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { staffWithRole, type StaffClient } from '../../test/office.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A browser's multipart upload of one file (name and type as the browser would say them). */
export function upload(
  bytes: Buffer,
  filename = 'reading.mp3',
  type = 'audio/mpeg',
  field = 'file',
) {
  const boundary = `----zechus${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
export type Upload = ReturnType<typeof upload>;

/**
 * The app with the demo laid out around today (the donor's pages read "today" from the clock),
 * a teacher, an office member and an owner signed in, and the recordings tests' helpers.
 */
export async function recordingsTestApp(engine: Engine) {
  const today = londonDay(new Date());
  const t: TestApp = await createTestApp(engine, { today });
  await seedDemoIfEmpty(t.handle, { dataDir: t.dataDir, today });
  const teacher = await staffWithRole(t, 'teacher', 'Rivka Teacher');
  const office = await staffWithRole(t, 'office');
  const owner = await staffWithRole(t, 'owner');
  let nextPerek = 10;
  return {
    t,
    today,
    teacher,
    office,
    owner,
    /** The perek's recording address in the database. */
    recordingOf: async (day: string, perekIndex: number) =>
      (
        await t.handle.db
          .selectFrom('assignments')
          .select('recording_url')
          .where('day', '=', day)
          .where('perek_index', '=', perekIndex)
          .executeTakeFirstOrThrow()
      ).recording_url,
    /** Where an /uploads/ address is on disk. */
    fileOf: (url: string) => path.join(t.dataDir, url.replace(/^\/uploads\//, 'uploads/')),
    recordingFiles: () => fs.readdirSync(path.join(t.dataDir, 'uploads', 'recordings')).sort(),
    send: (who: StaffClient, perekIndex: number, file: Upload, day = today) =>
      who.post(recordingApiPath(day, perekIndex), file.payload, { headers: file.headers }),
    remove: (who: StaffClient, perekIndex: number, day = today) =>
      who.send('DELETE', recordingApiPath(day, perekIndex)),
    /** A perek of today no test has used, without a demo recording (the demo records every ninth). */
    freshPerek: () => {
      while (nextPerek % 9 === 0) nextPerek++;
      return nextPerek++;
    },
  };
}
export type RecordingsTestApp = Awaited<ReturnType<typeof recordingsTestApp>>;
