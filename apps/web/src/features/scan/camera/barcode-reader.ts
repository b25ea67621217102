/** Reads the Code 128 barcode of a sheet from a picture: the browser's own reader, else ZXing. */
export interface BarcodeReader {
  /** The code in the picture, or null when none can be read. */
  read(source: ImageBitmapSource | HTMLVideoElement): Promise<string | null>;
}

/** The Shape Detection API's BarcodeDetector (Chrome on Android, Safari): not in TS's DOM types. */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own reader, where it has one that reads Code 128 (our sheets' barcodes). */
async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Desktop Chrome has the class on some systems and no reader behind it: it lists no formats.
    if (!(await Detector.getSupportedFormats()).includes('code_128')) return null;
    const detector = new Detector({ formats: ['code_128'] });
    return {
      async read(source) {
        const [found] = await detector.detect(source);
        return found?.rawValue || null;
      },
    };
  } catch {
    return null;
  }
}

let ready: Promise<BarcodeReader> | null = null;

/**
 * A reader for the camera: BarcodeDetector where the browser reads Code 128 itself, else ZXing
 * compiled to WebAssembly, fetched only now (its own chunk, and its .wasm from our /assets/).
 * Made once per page; a failed load (the connection dropped) is tried again at the next call.
 */
export function createBarcodeReader(): Promise<BarcodeReader> {
  ready ??= (async () => {
    const native = await nativeReader();
    if (native) return native;
    const { createZxingReader } = await import('./zxing-reader.ts');
    return createZxingReader();
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}
