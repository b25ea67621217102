import fs from 'node:fs';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo.ts';
import { TestBrowser } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import { mp3Seconds } from './mp3-seconds.ts';
import { mp3Tone, oggOpus, webmOpus } from './test-audio.ts';
import { m4aAac } from './test-m4a.ts';
import { recordingsTestApp, upload, type RecordingsTestApp } from './test-recordings-app.ts';

describe.each(TEST_ENGINES)('a recording reaching donors on %s', (engine) => {
  let r: RecordingsTestApp;
  beforeAll(async () => {
    r = await recordingsTestApp(engine);
  }, 180_000);
  afterAll(() => r.t.close());

  it('the donor’s enrollment and today’s episode give the new recording’s address', async () => {
    const perek = r.freshPerek();
    const recording = (
      await r.send(r.teacher, perek, upload(m4aAac(), 'a.m4a', 'audio/mp4'))
    ).json().recording;
    const login = await new TestBrowser(r.t.app).post('/api/login', {
      email: DEMO.donor.email,
      id: DEMO.donor.donorNumber,
    });
    const cookies = {
      zechus_session: login.cookies.find((c) => c.name === 'zechus_session')?.value ?? '',
    };
    const get = (url: string) => r.t.app.inject({ method: 'GET', url, cookies });
    // The demo donor's first enrollment (a yoirtzeit) is dedicated on today's learning.
    const enrollment = (await get('/api/enrollment/1')).json();
    expect(enrollment.date.day).toBe(r.today);
    expect(enrollment.show_recordings).toBe(true);
    expect(enrollment.members[perek].recording).toBe(recording);
    const episode = (await get('/api/episode/today')).json();
    expect(episode.members[perek].recording).toBe(recording);
    expect(episode.members[r.freshPerek()].recording).toBeNull();
  });

  it.each([
    { extension: 'mp3', bytes: mp3Tone(), type: 'audio/mpeg' },
    { extension: 'm4a', bytes: m4aAac(), type: 'audio/mp4' },
    { extension: 'ogg', bytes: oggOpus(), type: 'audio/ogg' },
    { extension: 'webm', bytes: webmOpus(), type: 'audio/webm' },
  ])(
    'a .$extension recording is served as $type with byte ranges, as Safari asks for audio',
    async ({ extension, bytes, type }) => {
      const recording: string = (await r.send(r.teacher, r.freshPerek(), upload(bytes))).json()
        .recording;
      expect(recording.endsWith(`.${extension}`)).toBe(true);
      const whole = await r.t.app.inject({ method: 'GET', url: recording });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe(type);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      // Safari first asks for the first two bytes, then for what it needs.
      const probe = await r.t.app.inject({
        method: 'GET',
        url: recording,
        headers: { range: 'bytes=0-1' },
      });
      expect(probe.statusCode).toBe(206);
      expect(probe.headers['content-type']).toBe(type);
      expect(probe.headers['content-range']).toBe(`bytes 0-1/${bytes.length}`);
      expect(probe.rawPayload.equals(bytes.subarray(0, 2))).toBe(true);
      const tail = await r.t.app.inject({
        method: 'GET',
        url: recording,
        headers: { range: 'bytes=100-' },
      });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(bytes.subarray(100))).toBe(true);
      const outside = await r.t.app.inject({
        method: 'GET',
        url: recording,
        headers: { range: `bytes=${bytes.length + 10}-` },
      });
      expect(outside.statusCode).toBe(416);
    },
  );

  it('the pages may play recordings from the site and a take from the browser’s memory (CSP)', async () => {
    const page = await r.t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/media-src 'self' blob:/);
    expect(policy).not.toMatch(/media-src[^;]*\*/);
  });

  it('the demo’s recordings are MP3 audio by their bytes, each about three seconds long', async () => {
    const used = await r.t.handle.db
      .selectFrom('assignments')
      .select('recording_url')
      .distinct()
      .where('recording_url', 'like', '/uploads/recordings/recording-_.mp3')
      .execute();
    expect(used.length).toBeGreaterThan(0);
    const seeded = r.recordingFiles().filter((name) => /^recording-\d\.mp3$/.test(name));
    expect(seeded).toEqual(['recording-1.mp3', 'recording-2.mp3', 'recording-3.mp3']);
    for (const url of seeded.map((name) => `/uploads/recordings/${name}`)) {
      const bytes = fs.readFileSync(r.fileOf(url));
      expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'mp3', mime: 'audio/mpeg' });
      const seconds = mp3Seconds(bytes);
      expect(seconds).toBeGreaterThan(2);
      expect(seconds).toBeLessThan(4);
      const served = await r.t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('audio/mpeg');
    }
  });
});
