import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { OFFICE_PATHS } from '@zechus/shared';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
};

/**
 * A photo as a phone might give it, made in the test: a landscape PNG, the top half gold and
 * the bottom half night blue (so a square cut of it still shows both).
 */
export function landscapePhoto(width = 480, height = 320): Buffer {
  const row = (y: number) => {
    const [r, g, b] = y < height / 2 ? [0xc9, 0xa2, 0x27] : [0x1f, 0x3a, 0x5f];
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) line.set([r, g, b], 1 + x * 3);
    return line;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A class list as Excel saves "CSV UTF-8": a byte-order mark, then the rows. */
export const classListCsv = (rows: string[]): Buffer =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(rows.join('\r\n') + '\r\n')]);

/** Opens the learners list and waits for its table. */
export async function openLearners(page: Page, query = ''): Promise<void> {
  await page.goto(`${OFFICE_PATHS.learners}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Learners' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Learners' })).toBeVisible();
}
