import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PHOTO_SIZE, type LearnerRow } from '@zechus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type StaffClient } from '../../test/office.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import {
  TODAY,
  lastLiveEventId,
  liveEventsSince,
  multipartBody,
  openLearnersArea,
  upload,
} from './test-helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** A real HEVC HEIC (600×400: a gold disc on a gradient), made with libheif's heif-enc. */
const HEIC = fs.readFileSync(path.join(here, 'fixtures/phone-photo.heic'));

/** Left half red, right half blue; 600×300 as stored, its EXIF saying "turn 90° clockwise". */
async function phoneJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">
    <rect width="300" height="300" fill="#ff0000"/><rect x="300" width="300" height="300" fill="#0000ff"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Artist: 'Rechov HaNevi 12 Yerushalayim' },
      IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' },
    })
    .toBuffer();
}

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
};
const near = (actual: number[], expected: number[], tolerance = 40) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= tolerance);

describe.each(TEST_ENGINES)('a learner’s photo on %s', (engine) => {
  let t: TestApp;
  let teacher: StaffClient;
  let child: LearnerRow;
  let url: string;

  beforeAll(async () => {
    ({ t, teacher } = await openLearnersArea(engine));
    // A child on today's list without a demo portrait.
    const today = await t.handle.db
      .selectFrom('assignments')
      .innerJoin('learners', 'learners.id', 'assignments.learner_id')
      .select('learners.id')
      .where('assignments.day', '=', TODAY)
      .where('learners.image_url', 'is', null)
      .executeTakeFirstOrThrow();
    child = (await teacher.get(`/api/office/learners/${today.id}`)).json();
    url = `/api/office/learners/${child.id}/photo`;
  }, 120_000);
  afterAll(() => t.close());

  const fileOf = (address: string) =>
    path.join(t.dataDir, 'uploads', address.replace(/^\/uploads\//, ''));
  const storedPhotos = () => fs.readdirSync(path.join(t.dataDir, 'uploads', 'learners')).sort();
  const imageOf = async () =>
    (
      await t.handle.db
        .selectFrom('learners')
        .select('image_url')
        .where('id', '=', child.id)
        .executeTakeFirstOrThrow()
    ).image_url;

  it('a phone’s JPEG is turned upright, cut square and kept without its EXIF (GPS, camera)', async () => {
    const since = await lastLiveEventId(t);
    const reply = await upload(teacher, 'PUT', url, {
      name: 'IMG_0042.JPG',
      type: 'image/jpeg',
      bytes: await phoneJpeg(),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const address = reply.json().learner.imageUrl as string;
    expect(address).toMatch(
      new RegExp(`^/uploads/learners/learner-${child.id}-[0-9a-f]{16}\\.webp$`),
    );

    const stored = fs.readFileSync(fileOf(address));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PHOTO_SIZE, height: PHOTO_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('Exif')).toBe(false);
    expect(stored.includes('PhoneMaker')).toBe(false);
    expect(stored.includes('Rechov')).toBe(false);
    // Turned 90° clockwise as the camera asked: the red half is now on top.
    expect(near(await pixel(stored, 200, 40), [255, 0, 0])).toBe(true);
    expect(near(await pixel(stored, 200, 360), [0, 0, 255])).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: address });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const [audit] = await auditRows(t, 'learners');
    expect(audit).toMatchObject({
      action: 'learner.photo',
      actor: 'Rabbi Teacher',
      summary: `Added the photo of ${child.name}`,
    });
    // The child is on today's wall: it reads the day again.
    expect(await liveEventsSince(t, since, 'day-changed')).toEqual([
      { day: TODAY, reason: 'learner-photo' },
    ]);
  });

  it('a PNG named .jpg is judged by its bytes; the old photo’s file goes once the new one is in', async () => {
    const old = (await imageOf()) ?? '';
    const png = await sharp({
      create: { width: 900, height: 500, channels: 4, background: '#2E7D5B' },
    })
      .png()
      .toBuffer();
    const reply = await upload(teacher, 'PUT', url, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: png,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const address = reply.json().learner.imageUrl;
    expect(address).not.toBe(old);
    expect(fs.existsSync(fileOf(old))).toBe(false);
    const meta = await sharp(fs.readFileSync(fileOf(address))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PHOTO_SIZE, height: PHOTO_SIZE });
    expect((await auditRows(t, 'learners'))[0]?.summary).toBe(`Changed the photo of ${child.name}`);
  });

  it('an iPhone’s HEIC is converted (sharp alone cannot decode HEVC) and stored as WebP', async () => {
    await expect(sharp(HEIC).png().toBuffer()).rejects.toThrow();
    const reply = await upload(teacher, 'PUT', url, {
      name: 'IMG_0043.HEIC',
      type: 'image/heic',
      bytes: HEIC,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const stored = fs.readFileSync(fileOf(reply.json().learner.imageUrl));
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'webp',
      width: PHOTO_SIZE,
      height: PHOTO_SIZE,
    });
    // The gold disc at the picture's centre-top survives the centred square cut.
    expect(near(await pixel(stored, 200, 170), [0xc9, 0xa2, 0x27])).toBe(true);
  });

  it('refuses what is not a photo, or is too large, with a sentence, and keeps the photo it had', async () => {
    const before = await imageOf();
    const files = storedPhotos();
    const audit = (await auditRows(t, 'learners')).length;

    const text = await upload(teacher, 'PUT', url, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('this is not a picture at all, just words'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      error: 'bad_photo',
      message:
        'This file is not a photo we can use. Please choose a JPEG, PNG, WebP or HEIC photo.',
    });

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(
      (await upload(teacher, 'PUT', url, { name: 'a.gif', type: 'image/gif', bytes: gif }))
        .statusCode,
    ).toBe(400);

    const broken = (await phoneJpeg()).subarray(0, 200);
    const damaged = await upload(teacher, 'PUT', url, {
      name: 'cut.jpg',
      type: 'image/jpeg',
      bytes: broken,
    });
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toMatch(/could not be read/);

    const huge = Buffer.concat([await phoneJpeg(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await upload(teacher, 'PUT', url, {
      name: 'big.jpg',
      type: 'image/jpeg',
      bytes: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: 'photo_too_large',
      message:
        'This photo is larger than 10 MB. Please choose a smaller one, or take it again at a lower size.',
    });

    const empty = await multipartBody([], { note: 'no file' });
    expect(
      (await teacher.send('PUT', url, empty.payload, { headers: empty.headers })).statusCode,
    ).toBe(400);
    const two = await multipartBody([
      { field: 'photo', name: 'a.png', type: 'image/png', bytes: Buffer.from('a') },
      { field: 'photo', name: 'b.png', type: 'image/png', bytes: Buffer.from('b') },
    ]);
    expect((await teacher.send('PUT', url, two.payload, { headers: two.headers })).statusCode).toBe(
      400,
    );
    expect((await teacher.send('PUT', url, { photo: 'data' })).statusCode).toBe(400);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const photo = { name: 'a.png', type: 'image/png', bytes: png };
    expect(
      (await upload(teacher, 'PUT', '/api/office/learners/2147483647/photo', photo)).statusCode,
    ).toBe(404);
    expect(
      (await upload(teacher, 'PUT', '/api/office/learners/2147483648/photo', photo)).statusCode,
    ).toBe(400);

    expect(await imageOf()).toBe(before);
    expect(storedPhotos()).toEqual(files);
    expect((await auditRows(t, 'learners')).length).toBe(audit);
  });

  it('three photos saved at once: one is shown, and no file is left that no learner shows', async () => {
    const png = (colour: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const replies = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map(async (colour) =>
        upload(teacher, 'PUT', url, { name: 'p.png', type: 'image/png', bytes: await png(colour) }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const shown = await imageOf();
    const mine = storedPhotos().filter((name) => name.startsWith(`learner-${child.id}-`));
    expect(mine.map((name) => `/uploads/learners/${name}`)).toEqual([shown]);
  });

  it('refuses a picture that claims enormous dimensions before decoding it (PNG or HEIC)', async () => {
    // A PNG header claiming 30000 × 30000 pixels: a few bytes that would decode to 3.6 GB.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30_000, 0);
    header.writeUInt32BE(30_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bombPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    // The phone's HEIC with its image size (the 'ispe' box) claiming 20000 × 20000.
    const bombHeic = Buffer.from(HEIC);
    const ispe = bombHeic.indexOf('ispe');
    bombHeic.writeUInt32BE(20_000, ispe + 8);
    bombHeic.writeUInt32BE(20_000, ispe + 12);

    const before = await imageOf();
    for (const [name, bytes] of [
      ['bomb.png', bombPng],
      ['bomb.heic', bombHeic],
    ] as const) {
      const started = performance.now();
      const reply = await upload(teacher, 'PUT', url, { name, type: 'image/png', bytes });
      expect(reply.statusCode, name).toBe(400);
      expect(reply.json().message, name).toBe(
        'This photo is too large in pixels. Please choose a smaller photo.',
      );
      expect(performance.now() - started, name).toBeLessThan(2000);
    }
    expect(await imageOf()).toBe(before);
  });

  it('a photo is removed, its file with it; removing none changes nothing', async () => {
    const old = (await imageOf()) ?? '';
    const reply = await teacher.send('DELETE', url);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().learner.imageUrl).toBeNull();
    expect(fs.existsSync(fileOf(old))).toBe(false);
    expect((await auditRows(t, 'learners'))[0]).toMatchObject({
      action: 'learner.photo_remove',
      summary: `Removed the photo of ${child.name}`,
    });
    const audit = (await auditRows(t, 'learners')).length;
    expect((await teacher.send('DELETE', url)).statusCode).toBe(200);
    expect((await auditRows(t, 'learners')).length).toBe(audit);
  });
});
