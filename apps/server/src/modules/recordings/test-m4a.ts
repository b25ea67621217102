/**
 * An .m4a file for the recordings tests: AAC-LC in MP4 (what iPhones and Android phones save),
 * a complete ISO BMFF file (ftyp, moov with one sound track, mdat) of real silent AAC frames,
 * built byte by byte.
 */

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, vf, ...parts);
}

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32BE(v >>> 0, i * 4));
  return b;
};
const u16 = (...values: number[]) => {
  const b = Buffer.alloc(2 * values.length);
  values.forEach((v, i) => b.writeUInt16BE(v, i * 2));
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);
const UNITY_MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/** An MPEG-4 descriptor: tag, a one-byte length (ours are all short), body. */
const descriptor = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag, body.length]), body]);
};

/** A raw AAC-LC mono frame (1024 samples) of digital silence. */
const AAC_SILENT_FRAME = Buffer.from([0x01, 0x40, 0x20, 0x07]);

/** An .m4a file (AAC-LC in MP4, what iPhones and Android phones save): `frames` × 1024 samples. */
export function m4aAac(frames = 47): Buffer {
  const rate = 48_000;
  const duration = frames * 1024;
  const ftyp = box(
    'ftyp',
    Buffer.from('M4A ', 'latin1'),
    u32(0),
    Buffer.from('M4A mp42isom', 'latin1'),
  );
  const esds = fullBox(
    'esds',
    0,
    0,
    descriptor(
      0x03, // ES descriptor
      u16(1), // ES id
      Buffer.from([0]), // flags
      descriptor(
        0x04, // decoder config
        Buffer.from([0x40, 0x15]), // MPEG-4 audio, audio stream
        Buffer.from([0, 0x18, 0]), // buffer size
        u32(64_000, 64_000), // max, average bit rate
        descriptor(0x05, Buffer.from([0x11, 0x88])), // AAC-LC, 48 kHz, mono
      ),
      descriptor(0x06, Buffer.from([0x02])), // SL config
    ),
  );
  const mp4a = box(
    'mp4a',
    zeros(6),
    u16(1), // data reference index
    zeros(8),
    u16(1, 16), // channels, sample size
    u16(0, 0),
    u32(rate * 65536),
    esds,
  );
  const sampleSizes = fullBox(
    'stsz',
    0,
    0,
    u32(0, frames),
    ...Array.from({ length: frames }, () => u32(AAC_SILENT_FRAME.length)),
  );
  const ftypAndMoovPlaceholder = (chunkOffset: number) => {
    const stbl = box(
      'stbl',
      fullBox('stsd', 0, 0, u32(1), mp4a),
      fullBox('stts', 0, 0, u32(1, frames, 1024)),
      fullBox('stsc', 0, 0, u32(1, 1, frames, 1)),
      sampleSizes,
      fullBox('stco', 0, 0, u32(1, chunkOffset)),
    );
    const minf = box(
      'minf',
      fullBox('smhd', 0, 0, zeros(4)),
      box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
      stbl,
    );
    const mdia = box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(0, 0, rate, duration), u16(0x55c4, 0)), // language "und"
      fullBox(
        'hdlr',
        0,
        0,
        u32(0),
        Buffer.from('soun', 'latin1'),
        zeros(12),
        Buffer.from('SoundHandler\0', 'latin1'),
      ),
      minf,
    );
    const tkhd = fullBox(
      'tkhd',
      0,
      3, // enabled, in movie
      u32(0, 0, 1, 0, Math.round((duration / rate) * 1000)),
      zeros(8),
      u16(0, 0, 0x0100, 0), // layer, group, volume 1.0, reserved
      UNITY_MATRIX,
      u32(0, 0),
    );
    const mvhd = fullBox(
      'mvhd',
      0,
      0,
      u32(0, 0, 1000, Math.round((duration / rate) * 1000)),
      u32(0x00010000),
      u16(0x0100),
      zeros(10),
      UNITY_MATRIX,
      zeros(24),
      u32(2), // next track id
    );
    return Buffer.concat([ftyp, box('moov', mvhd, box('trak', tkhd, mdia))]);
  };
  // The chunk offset points into mdat, after ftyp and moov (whose size does not depend on it).
  const head = ftypAndMoovPlaceholder(0);
  const withOffset = ftypAndMoovPlaceholder(head.length + 8);
  const mdat = box('mdat', ...Array.from({ length: frames }, () => AAC_SILENT_FRAME));
  return Buffer.concat([withOffset, mdat]);
}
