/** The playing time of MP3 files, for tests that check what the demo and the office store. */

const MPEG_BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG_BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MPEG_RATES = {
  3: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  0: [11_025, 12_000, 8_000],
};

/**
 * The playing time of an MP3 (Layer III) file, by walking its frames from the first to the
 * last: null when the bytes are not a run of MPEG audio frames (after an optional ID3 tag).
 */
export function mp3Seconds(bytes: Buffer): number | null {
  let at = bytes.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + syncSafe(bytes, 6) : 0;
  let seconds = 0;
  let frames = 0;
  while (at + 4 <= bytes.length) {
    const b1 = bytes[at + 1] ?? 0;
    const b2 = bytes[at + 2] ?? 0;
    if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0 || (b1 & 0x06) !== 0x02) return null;
    const version = (b1 >> 3) & 0x03; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    const rates = MPEG_RATES[version as 0 | 2 | 3];
    const rate = rates?.[(b2 >> 2) & 0x03];
    const kbps = (version === 3 ? MPEG_BITRATES_V1 : MPEG_BITRATES_V2)[b2 >> 4];
    if (!rate || !kbps) return null;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / rate) + ((b2 >> 1) & 0x01);
    seconds += samples / rate;
    frames += 1;
    at += length;
  }
  return frames > 0 ? seconds : null;
}

const syncSafe = (bytes: Buffer, at: number) =>
  ((bytes[at] ?? 0) << 21) |
  ((bytes[at + 1] ?? 0) << 14) |
  ((bytes[at + 2] ?? 0) << 7) |
  (bytes[at + 3] ?? 0);
