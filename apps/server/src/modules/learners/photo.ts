import { createRequire } from 'node:module';
import type * as Sharp from 'sharp';
import { Worker } from 'node:worker_threads';
import { LEARNER_ERROR, PHOTO_SIZE } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';
import { importModule } from '../../import-module.ts';

/**
 * Larger pictures are refused before decoding: a small file can hold a huge, mostly empty image
 * (a "decompression bomb"), and a HEIC is decoded whole into memory. A 48-megapixel phone camera's
 * photo fits.
 */
const MAX_PIXELS = 50_000_000;
const HEIC_TIMEOUT_MS = 60_000;

const NOT_A_PHOTO =
  'This file is not a photo we can use. Please choose a JPEG, PNG, WebP or HEIC photo.';
const UNREADABLE =
  'This photo could not be read: the file may be damaged. Please choose another photo.';

const refuse = (message: string) => new HttpError(400, LEARNER_ERROR.badPhoto, message);

/** HEIC: iPhones' photos ('heic'), and the same container under its general name ('heif'). */
const HEIC_TYPES = new Set(['image/heic', 'image/heif']);
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', ...HEIC_TYPES]);

const heicConvertPath = createRequire(import.meta.url).resolve('heic-convert');

/**
 * sharp's prebuilt libvips reads HEIF but has no HEVC decoder, so a phone's HEIC goes through
 * heic-convert (libheif compiled to WebAssembly) first. That decoder works synchronously for
 * seconds on a 12-megapixel photo, so it runs in a worker thread: scans and the wall's stream
 * go on meanwhile. Its JPEG is only an intermediate, resized and re-encoded below.
 */
function decodeHeicInWorker(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       require(workerData.module)({ buffer: workerData.bytes, format: 'JPEG', quality: 0.92 })
         .then((jpeg) => parentPort.postMessage(Buffer.from(jpeg)))
         .catch((error) => parentPort.postMessage({ error: String(error && error.message) }));`,
      { eval: true, workerData: { module: heicConvertPath, bytes } },
    );
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(refuse(UNREADABLE));
    }, HEIC_TIMEOUT_MS);
    worker.once('message', (message: Uint8Array | { error: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message instanceof Uint8Array) resolve(Buffer.from(message));
      else reject(refuse(UNREADABLE));
    });
    worker.once('error', () => {
      clearTimeout(timer);
      reject(refuse(UNREADABLE));
    });
  });
}

/** The HEIC decode under way (or last finished): decodes run one after another. */
let heicQueue: Promise<unknown> = Promise.resolve();

/**
 * One HEIC decode at a time: each holds the whole picture in memory and keeps a core busy for
 * seconds, so several phones uploading at once (or someone sending many) wait their turn instead
 * of taking the machine's memory and both its cores from the scans and the wall.
 */
function decodeHeic(bytes: Buffer): Promise<Buffer> {
  const decoded = heicQueue.then(() => decodeHeicInWorker(bytes));
  heicQueue = decoded.catch(() => undefined);
  return decoded;
}

/**
 * A phone's photo made fit to keep and show (DESIGN.md §1 images): the type judged from the
 * bytes (file-type), never the name; turned upright by its EXIF orientation; cut to a centred
 * PHOTO_SIZE square; written as WebP without any metadata (sharp keeps none unless asked, so the
 * camera's EXIF — GPS position, device, time — is gone).
 */
export async function photoForLearner(bytes: Buffer): Promise<Buffer> {
  // Loaded at the first photo, not at start: sharp and file-type cost ~0.1 s and ~40 MB (0015).
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    importModule<typeof Sharp>('sharp'),
  ]);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw refuse(NOT_A_PHOTO);
  let input = bytes;
  try {
    // The header only: the dimensions the picture claims, before anything is decoded.
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width === 0 || height === 0) throw refuse(UNREADABLE);
    if (width * height > MAX_PIXELS) {
      throw refuse('This photo is too large in pixels. Please choose a smaller photo.');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(UNREADABLE);
  }
  if (HEIC_TYPES.has(type.mime)) input = await decodeHeic(bytes);
  try {
    return await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse(UNREADABLE);
  }
}
