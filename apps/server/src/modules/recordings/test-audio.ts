import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * Small, real audio files for the recordings tests, one of each kind the office keeps:
 * - an MP3 tone, encoded with lamejs (audible);
 * - Ogg Opus and WebM Opus files (and, in test-m4a.ts, M4A) of real silent frames, each a complete container
 *   (headers, track description, timed audio packets) built byte by byte, as a recorder or a
 *   phone writes them. They are what file-type reads and what a browser decodes.
 */

/** A mono sine tone, `seconds` long, encoded as MP3 (22.05 kHz, 48 kbit/s). */
export function mp3Tone(seconds = 1, frequency = 440): Buffer {
  const rate = 22_050;
  const encoder = new Mp3Encoder(1, rate, 48);
  const samples = new Int16Array(Math.round(rate * seconds));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * 6000);
  }
  return Buffer.concat([encoder.encodeBuffer(samples), encoder.flush()].map((b) => Buffer.from(b)));
}

// ---- Opus (RFC 7845): one silent 20 ms CELT frame, the stream header ----

/** A 20 ms full-band CELT frame that decodes to silence (TOC 0xF8 and its two bytes). */
const OPUS_SILENT_FRAME = Buffer.from([0xf8, 0xff, 0xfe]);
const OPUS_PRE_SKIP = 312;

function opusHead(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // channels
  head.writeUInt16LE(OPUS_PRE_SKIP, 10);
  head.writeUInt32LE(48_000, 12); // the input's sample rate
  head.writeInt16LE(0, 16); // output gain
  head.writeUInt8(0, 18); // channel mapping family 0 (mono/stereo)
  return head;
}

// ---- Ogg (RFC 3533) ----

const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

function oggCrc(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc = ((crc << 8) ^ (OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  }
  return crc;
}

function oggPage(
  packets: Buffer[],
  options: { sequence: number; granule: number; flags: number },
): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(0, 4); // version
  header.writeUInt8(options.flags, 5);
  header.writeBigUInt64LE(BigInt(options.granule), 6);
  header.writeUInt32LE(0x5a656368, 14); // stream serial number ("Zech")
  header.writeUInt32LE(options.sequence, 18);
  header.writeUInt32LE(0, 22); // CRC, filled in below
  header.writeUInt8(lacing.length, 26);
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** An Ogg Opus file (what a WhatsApp voice note or Firefox's recorder is): `frames` × 20 ms. */
export function oggOpus(frames = 50): Buffer {
  const vendor = Buffer.from('zechus tests', 'latin1');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  tags.writeUInt32LE(0, 12 + vendor.length); // no comments
  return Buffer.concat([
    oggPage([opusHead()], { sequence: 0, granule: 0, flags: 0x02 }),
    oggPage([tags], { sequence: 1, granule: 0, flags: 0 }),
    oggPage(
      Array.from({ length: frames }, () => OPUS_SILENT_FRAME),
      { sequence: 2, granule: OPUS_PRE_SKIP + frames * 960, flags: 0x04 },
    ),
  ]);
}

// ---- WebM (Matroska/EBML) ----

/** An EBML variable-length size, in 8 bytes (always allowed, simplest to write). */
function ebmlSize(size: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeUInt8(0x01, 0);
  out.writeUIntBE(size, 2, 6);
  return out;
}

function element(id: number, payload: Buffer | Buffer[]): Buffer {
  const body = Array.isArray(payload) ? Buffer.concat(payload) : payload;
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .match(/../g)
      ?.map((h) => parseInt(h, 16)) ?? [],
  );
  return Buffer.concat([idBytes, ebmlSize(body.length), body]);
}

const uint = (id: number, value: number, bytes = 4) => {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(value, 0, bytes);
  return element(id, b);
};
const float = (id: number, value: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value, 0);
  return element(id, b);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'latin1'));

/** A WebM file with one Opus track (what Chrome's MediaRecorder writes): `frames` × 20 ms. */
export function webmOpus(frames = 50): Buffer {
  const header = element(0x1a45dfa3, [
    uint(0x4286, 1, 1), // EBMLVersion
    uint(0x42f7, 1, 1), // EBMLReadVersion
    uint(0x42f2, 4, 1), // EBMLMaxIDLength
    uint(0x42f3, 8, 1), // EBMLMaxSizeLength
    text(0x4282, 'webm'), // DocType
    uint(0x4287, 4, 1), // DocTypeVersion
    uint(0x4285, 2, 1), // DocTypeReadVersion
  ]);
  const info = element(0x1549a966, [
    uint(0x2ad7b1, 1_000_000), // TimecodeScale: milliseconds
    float(0x4489, frames * 20), // Duration (ms)
    text(0x4d80, 'zechus tests'), // MuxingApp
    text(0x5741, 'zechus tests'), // WritingApp
  ]);
  const tracks = element(0x1654ae6b, [
    element(0xae, [
      uint(0xd7, 1, 1), // TrackNumber
      uint(0x73c5, 1), // TrackUID
      uint(0x83, 2, 1), // TrackType: audio
      text(0x86, 'A_OPUS'), // CodecID
      element(0x63a2, opusHead()), // CodecPrivate
      uint(0x56aa, 6_500_000), // CodecDelay (ns) = pre-skip
      uint(0x56bb, 80_000_000), // SeekPreRoll (ns)
      element(0xe1, [float(0xb5, 48_000), uint(0x9f, 1, 1)]), // Audio: rate, channels
    ]),
  ]);
  const blocks = Array.from({ length: frames }, (_, i) => {
    const head = Buffer.alloc(4);
    head.writeUInt8(0x81, 0); // track 1
    head.writeInt16BE(i * 20, 1); // time from the cluster's, in ms
    head.writeUInt8(0x80, 3); // a keyframe
    return element(0xa3, [head, OPUS_SILENT_FRAME]); // SimpleBlock
  });
  const cluster = element(0x1f43b675, [uint(0xe7, 0), ...blocks]);
  return Buffer.concat([header, element(0x18538067, [info, tracks, cluster])]);
}

/** A tiny PNG (a 1×1 pixel): an image, whatever its name says. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
