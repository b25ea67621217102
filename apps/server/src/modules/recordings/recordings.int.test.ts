import fs from 'node:fs';
import {
  RECORDING_MAX_BYTES,
  RECORDING_MESSAGES,
  recordingApiPath,
  type StaffRole,
} from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditRows } from '../../test/office.ts';
import { TestBrowser } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { mp3Tone, oggOpus, PNG_PIXEL, webmOpus } from './test-audio.ts';
import { m4aAac } from './test-m4a.ts';
import { recordingsTestApp, upload, type RecordingsTestApp } from './test-recordings-app.ts';

describe.each(TEST_ENGINES)('recordings of a child reading on %s', (engine) => {
  let r: RecordingsTestApp;
  beforeAll(async () => {
    r = await recordingsTestApp(engine);
  }, 180_000);
  afterAll(() => r.t.close());

  it('refuses a request without a staff session (401) and keeps nothing', async () => {
    const browser = new TestBrowser(r.t.app);
    const before = r.recordingFiles();
    const file = upload(mp3Tone());
    const posted = await browser.post(recordingApiPath(r.today, 1), file.payload, {
      headers: file.headers,
    });
    expect(posted.statusCode).toBe(401);
    const token = await browser.csrfToken();
    const removed = await r.t.app.inject({
      method: 'DELETE',
      url: recordingApiPath(r.today, 9),
      headers: { 'x-xsrf-token': token },
      cookies: { 'XSRF-TOKEN': token },
    });
    expect(removed.statusCode).toBe(401);
    expect(r.recordingFiles()).toEqual(before);
    expect(await r.recordingOf(r.today, 1)).toBeNull();
  });

  it.each<StaffRole>(['teacher', 'office', 'owner'])(
    'the %s role may add an MP3 recording: stored under a new name, on the perek, the file on disk',
    async (role) => {
      const who = { teacher: r.teacher, office: r.office, owner: r.owner }[role];
      const perek = r.freshPerek();
      const bytes = mp3Tone(1.2);
      const reply = await r.send(who, perek, upload(bytes));
      expect(reply.statusCode).toBe(200);
      const { recording } = reply.json();
      expect(reply.json()).toMatchObject({ day: r.today, perekIndex: perek });
      expect(recording).toMatch(
        new RegExp(`^/uploads/recordings/recording-${r.today}-${perek}-[0-9a-f]{16}\\.mp3$`),
      );
      expect(await r.recordingOf(r.today, perek)).toBe(recording);
      expect(fs.readFileSync(r.fileOf(recording)).equals(bytes)).toBe(true);
    },
  );

  it.each([
    { kind: 'an Ogg Opus voice note', bytes: oggOpus(), extension: 'ogg' },
    { kind: 'a WebM recording from Chrome', bytes: webmOpus(), extension: 'webm' },
    { kind: 'an M4A (AAC) file from a phone', bytes: m4aAac(), extension: 'm4a' },
  ])('keeps $kind, named by what its bytes are, not by its name', async ({ bytes, extension }) => {
    const perek = r.freshPerek();
    // The browser's name and type say nothing true: the server reads the bytes.
    const reply = await r.send(
      r.teacher,
      perek,
      upload(bytes, 'voice.mp3', 'application/octet-stream'),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().recording).toMatch(new RegExp(`\\.${extension}$`));
    expect(fs.readFileSync(r.fileOf(reply.json().recording)).equals(bytes)).toBe(true);
  });

  it('refuses a PNG named .mp3 with a sentence, and keeps nothing', async () => {
    const perek = r.freshPerek();
    const before = r.recordingFiles();
    const audits = (await auditRows(r.t, 'recordings')).length;
    const reply = await r.send(r.teacher, perek, upload(PNG_PIXEL, 'reading.mp3', 'audio/mpeg'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'not_audio', message: RECORDING_MESSAGES.notAudio });
    expect(RECORDING_MESSAGES.notAudio).toBe(
      'This file is not an audio recording we can play (mp3, m4a, ogg or webm).',
    );
    expect(await r.recordingOf(r.today, perek)).toBeNull();
    expect(r.recordingFiles()).toEqual(before);
    expect(await auditRows(r.t, 'recordings')).toHaveLength(audits);
  });

  it('refuses a recording of 20 MB and one byte with 413 and a sentence, and keeps nothing', async () => {
    const perek = r.freshPerek();
    const before = r.recordingFiles();
    const big = Buffer.concat([mp3Tone(1), Buffer.alloc(RECORDING_MAX_BYTES)]);
    expect(big.length).toBeGreaterThan(RECORDING_MAX_BYTES);
    const reply = await r.send(r.teacher, perek, upload(big));
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe(RECORDING_MESSAGES.tooLarge());
    expect(reply.json().message).toMatch(/20 MB/);
    expect(await r.recordingOf(r.today, perek)).toBeNull();
    expect(r.recordingFiles()).toEqual(before);
    // Exactly 20 MB is still taken.
    const justFits = Buffer.concat([mp3Tone(1)]);
    const padded = Buffer.concat([justFits, Buffer.alloc(RECORDING_MAX_BYTES - justFits.length)]);
    expect((await r.send(r.teacher, perek, upload(padded))).statusCode).toBe(200);
  });

  it('refuses a day without that perek (404), a perek outside 0–524 and a bad date (400), and a body with no file (400)', async () => {
    const file = upload(mp3Tone());
    const noDay = await r.send(r.teacher, 3, file, '2001-01-01');
    expect(noDay.statusCode).toBe(404);
    expect(noDay.json().message).toBe(RECORDING_MESSAGES.noAssignment);
    expect((await r.remove(r.teacher, 3, '2001-01-01')).statusCode).toBe(404);
    for (const perek of ['525', '-1', '1.5', 'abc', '%20', '1e2']) {
      const reply = await r.teacher.post(
        `/api/office/recordings/${r.today}/${perek}`,
        file.payload,
        {
          headers: file.headers,
        },
      );
      expect(reply.statusCode, perek).toBe(400);
      expect(reply.json().message).toMatch(/perekIndex must be a whole number from 0 to 524/);
    }
    for (const day of ['2026-02-30', 'today', '22-11-2026']) {
      const reply = await r.send(r.teacher, 3, file, day);
      expect(reply.statusCode, day).toBe(400);
      expect(reply.json().message).toMatch(/day must be a real date written YYYY-MM-DD/);
      expect((await r.remove(r.teacher, 3, day)).statusCode).toBe(400);
    }
    const asJson = await r.teacher.post(recordingApiPath(r.today, 3), { file: 'abc' });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json().message).toBe(RECORDING_MESSAGES.noFile);
    const wrongField = await r.send(
      r.teacher,
      3,
      upload(mp3Tone(), 'a.mp3', 'audio/mpeg', 'audio'),
    );
    expect(wrongField.statusCode).toBe(400);
    const empty = await r.send(r.teacher, 3, upload(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    // A broken multipart body (no boundary, or cut short) is a 4xx too, never a 500.
    const noBoundary = await r.teacher.post(recordingApiPath(r.today, 3), 'abc', {
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({
      error: 'bad_upload',
      message: RECORDING_MESSAGES.badUpload,
    });
    const whole = upload(mp3Tone());
    const cut = await r.teacher.post(recordingApiPath(r.today, 3), whole.payload.subarray(0, 300), {
      headers: whole.headers,
    });
    expect(cut.statusCode).toBe(400);
    const raw = await r.teacher.post(recordingApiPath(r.today, 3), mp3Tone(), {
      headers: { 'content-type': 'audio/mpeg' },
    });
    expect(raw.statusCode).toBe(415);
    expect(await r.recordingOf(r.today, 3)).toBeNull();
  });

  it('two teachers saving the same perek at once: one recording is kept, and no file is left behind', async () => {
    const perek = r.freshPerek();
    const replies = await Promise.all([
      r.send(r.teacher, perek, upload(mp3Tone(1, 440))),
      r.send(r.office, perek, upload(mp3Tone(1, 660))),
    ]);
    // Whichever came second replaced the first, or (reading the perek as it was) was told to
    // look again; either way the perek has one recording and the folder one file for it.
    for (const reply of replies) expect([200, 409], reply.body).toContain(reply.statusCode);
    expect(replies.some((reply) => reply.statusCode === 200)).toBe(true);
    const kept = await r.recordingOf(r.today, perek);
    const files = r
      .recordingFiles()
      .filter((name) => name.startsWith(`recording-${r.today}-${perek}-`));
    expect(files.map((name) => `/uploads/recordings/${name}`)).toEqual([kept]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    if (refused) expect(refused.json().message).toBe(RECORDING_MESSAGES.changedMeanwhile);
  });

  it('replacing a recording removes the old file once the change is stored; removing clears it and its file', async () => {
    const perek = r.freshPerek();
    const first = (await r.send(r.teacher, perek, upload(mp3Tone(1)))).json().recording;
    expect(fs.existsSync(r.fileOf(first))).toBe(true);
    const second = (
      await r.send(r.office, perek, upload(webmOpus(), 'take-2.webm', 'audio/webm'))
    ).json().recording;
    expect(second).not.toBe(first);
    expect(await r.recordingOf(r.today, perek)).toBe(second);
    expect(fs.existsSync(r.fileOf(first))).toBe(false);
    expect(fs.existsSync(r.fileOf(second))).toBe(true);

    const removed = await r.remove(r.teacher, perek);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ day: r.today, perekIndex: perek, recording: null });
    expect(await r.recordingOf(r.today, perek)).toBeNull();
    expect(fs.existsSync(r.fileOf(second))).toBe(false);
    // Removing again (a second tab, a double click) changes nothing and is not an error.
    const audits = (await auditRows(r.t, 'recordings')).length;
    expect((await r.remove(r.teacher, perek)).json().recording).toBeNull();
    expect(await auditRows(r.t, 'recordings')).toHaveLength(audits);
  });

  it('replacing one perek’s demo recording keeps the file other perakim still play', async () => {
    const shared = await r.t.handle.db
      .selectFrom('assignments')
      .select(['perek_index', 'recording_url'])
      .where('day', '=', r.today)
      .where('recording_url', 'is not', null)
      .orderBy('perek_index')
      .execute();
    const [mine, other] = shared.filter((row) => row.recording_url === shared[0]?.recording_url);
    expect(other).toBeDefined();
    const url = mine!.recording_url!;
    expect((await r.send(r.teacher, mine!.perek_index, upload(mp3Tone()))).statusCode).toBe(200);
    expect(fs.existsSync(r.fileOf(url))).toBe(true);
    expect(await r.recordingOf(r.today, other!.perek_index)).toBe(url);
  });

  it('every change is audited with who made it and the address before and after', async () => {
    const perek = r.freshPerek();
    const added = (await r.send(r.teacher, perek, upload(mp3Tone()))).json().recording;
    const replaced = (
      await r.send(r.teacher, perek, upload(oggOpus(), 'x.ogg', 'audio/ogg'))
    ).json().recording;
    await r.remove(r.teacher, perek);
    const rows = (await auditRows(r.t, 'recordings')).slice(0, 3).reverse();
    expect(rows.map((row) => row.action)).toEqual([
      'recording.add',
      'recording.replace',
      'recording.remove',
    ]);
    expect(
      rows.every((row) => row.actor === 'Rivka Teacher' && row.staff_user_id === r.teacher.id),
    ).toBe(true);
    const assignment = await r.t.handle.db
      .selectFrom('assignments')
      .select('id')
      .where('day', '=', r.today)
      .where('perek_index', '=', perek)
      .executeTakeFirstOrThrow();
    expect(rows.every((row) => row.target_id === String(assignment.id))).toBe(true);
    expect(
      rows.map((row) => [JSON.parse(row.before ?? 'null'), JSON.parse(row.after ?? 'null')]),
    ).toEqual([
      [{ recording: null }, { recording: added }],
      [{ recording: added }, { recording: replaced }],
      [{ recording: replaced }, { recording: null }],
    ]);
    expect(rows[0]!.summary).toMatch(/^Added the recording of .+ reading .+ on \d{4}-\d{2}-\d{2}$/);
  });

  it('every change tells the live channel that the day changed, once it is stored', async () => {
    const bus = r.t.app.liveBus;
    const from = await bus.lastId();
    const heard = vi.fn();
    const stop = bus.onAnnounce(heard);
    try {
      const perek = r.freshPerek();
      await r.send(r.teacher, perek, upload(mp3Tone()));
      await r.remove(r.teacher, perek);
      await vi.waitFor(() => expect(heard).toHaveBeenCalled(), { timeout: 5000 });
    } finally {
      stop();
    }
    const events = await bus.since(from);
    expect(events.map((e) => [e.type, JSON.parse(e.data)])).toEqual([
      ['day-changed', { day: r.today, reason: 'recording' }],
      ['day-changed', { day: r.today, reason: 'recording' }],
    ]);
    // A refused upload publishes nothing.
    const last = await bus.lastId();
    await r.send(r.teacher, r.freshPerek(), upload(PNG_PIXEL));
    expect(await bus.lastId()).toBe(last);
  });
});
