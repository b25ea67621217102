/**
 * Reads a received e-mail the way a mail client does, for tests (mailparser is not a
 * dependency): headers unfolded, RFC 2047 encoded words in headers decoded, multipart bodies
 * split by their boundary, and each part's body decoded from quoted-printable or base64 with
 * its charset. Only what our mails use is supported, and anything else fails loudly.
 */
export interface MimePart {
  /** Header names in lower case, values unfolded and decoded. */
  headers: Map<string, string>;
  /** The decoded text of a leaf text part ('' for a multipart or a file such as a PDF). */
  text: string;
  /** The decoded bytes of a leaf part (an attachment's file; empty for a multipart). */
  bytes: Uint8Array;
  parts: MimePart[];
}

const decoderFor = (charset: string) => new TextDecoder(charset.toLowerCase(), { fatal: true });

/** Quoted-printable to bytes: soft line breaks removed, =XX read as one byte. */
function quotedPrintableBytes(body: string): Uint8Array {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2') // whitespace between two encoded words is not text
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_word, charset: string, enc: string, data: string) => {
        const bytes =
          enc.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : quotedPrintableBytes(data.replace(/_/g, ' '));
        return decoderFor(charset).decode(bytes);
      },
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeEncodedWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return headers;
}

const parameter = (header: string | undefined, name: string): string | undefined =>
  new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '')?.[1];

/** Parses a message given as its raw bytes read as latin1 (one character per byte). */
function parsePart(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = parseHeaders(split ? raw.slice(0, split.index) : raw);
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const type = headers.get('content-type') ?? 'text/plain; charset=us-ascii';
  if (type.toLowerCase().startsWith('multipart/')) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) throw new Error(`a multipart without a boundary: ${type}`);
    const pieces = body.split(`--${boundary}`);
    // Before the first boundary is the preamble; from "--" on, the epilogue.
    const parts = pieces
      .slice(1)
      .filter((piece) => !piece.startsWith('--'))
      .map((piece) => parsePart(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, text: '', bytes: new Uint8Array(), parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (!['quoted-printable', 'base64', '7bit', '8bit'].includes(encoding)) {
    throw new Error(`an unknown transfer encoding: ${encoding}`);
  }
  const bytes =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64')
        : Buffer.from(body, 'latin1');
  // A file (application/pdf …) has no charset: its bytes are what a test reads.
  const isText = type.toLowerCase().startsWith('text/');
  return {
    headers,
    text: isText ? decoderFor(parameter(type, 'charset') ?? 'us-ascii').decode(bytes) : '',
    // A plain Uint8Array, not a Buffer (PDF.js refuses Buffers).
    bytes: Uint8Array.from(bytes),
    parts: [],
  };
}

export function readMime(raw: Buffer): MimePart {
  return parsePart(raw.toString('latin1'));
}

/** The leaf parts of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

/** The decoded text of the first part of this media type (e.g. 'text/html'). */
export function partText(message: MimePart, mediaType: string): string | undefined {
  return leafParts(message).find((p) =>
    (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(mediaType),
  )?.text;
}
