import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { ReaderOptions } from 'zxing-wasm/reader';
// The file itself, hashed into /assets/ by the build: left to itself zxing-wasm would fetch it
// from jsDelivr, which the station may not reach and our CSP does not allow.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeReader } from './barcode-reader.ts';

/**
 * Our sheets carry Code 128 only, printed black on white and held upright in the frame: no
 * other format, no inverted or rotated search (each would multiply the work on a phone's CPU),
 * and the harder search that finds a barcode a little blurred or small.
 */
const OPTIONS: ReaderOptions = {
  formats: ['Code128'],
  tryHarder: true,
  tryRotate: false,
  tryInvert: false,
  maxNumberOfSymbols: 1,
};

type Drawable = Exclude<ImageBitmapSource, Blob | ImageData>;

function sizeOf(source: Drawable): { width: number; height: number } {
  if (source instanceof HTMLVideoElement) {
    return { width: source.videoWidth, height: source.videoHeight };
  }
  if (source instanceof HTMLImageElement) {
    return { width: source.naturalWidth, height: source.naturalHeight };
  }
  if (source instanceof SVGImageElement) {
    return { width: source.width.baseVal.value, height: source.height.baseVal.value };
  }
  if ('displayWidth' in source) {
    return { width: source.displayWidth, height: source.displayHeight };
  }
  return { width: source.width, height: source.height };
}

let scratch: CanvasRenderingContext2D | null = null;

/** The picture's pixels: a canvas is read as it is, anything else drawn onto one first. */
async function pixelsOf(source: ImageBitmapSource): Promise<ImageData | null> {
  if (source instanceof ImageData) return source;
  const drawable = source instanceof Blob ? await createImageBitmap(source) : source;
  const { width, height } = sizeOf(drawable);
  if (width === 0 || height === 0) return null;
  if (drawable instanceof HTMLCanvasElement) {
    return (
      drawable.getContext('2d', { willReadFrequently: true })?.getImageData(0, 0, width, height) ??
      null
    );
  }
  scratch ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!scratch) return null;
  scratch.canvas.width = width;
  scratch.canvas.height = height;
  scratch.drawImage(drawable, 0, 0);
  return scratch.getImageData(0, 0, width, height);
}

/** ZXing's reader, its WebAssembly fetched from our origin and compiled before the first read. */
export async function createZxingReader(): Promise<BarcodeReader> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return {
    async read(source) {
      const pixels = await pixelsOf(source);
      if (!pixels) return null;
      const [found] = await readBarcodes(pixels, OPTIONS);
      return found?.isValid ? found.text : null;
    },
  };
}
