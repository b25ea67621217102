import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Test helpers that read a PDF back the way a person (and a scanner) would: PDF.js renders
 * each page onto a canvas at printer resolution, ZXing decodes the barcodes in the picture,
 * and PDF.js extracts the text (in reading order: it applies the bidi algorithm to what was
 * drawn, so a Hebrew line drawn in the wrong order comes back reversed).
 */

const require = createRequire(import.meta.url);
let zxingReady = false;

/** zxing-wasm fetches its .wasm from a CDN unless told otherwise: hand it the local file. */
function prepareZxing(): void {
  if (zxingReady) return;
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
    fireImmediately: true,
  });
  zxingReady = true;
}

export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Every Code 128 barcode ZXing finds in a picture, top to bottom, right to left. */
export async function decodeCode128(image: RgbaImage): Promise<string[]> {
  prepareZxing();
  const results = await readBarcodes(
    { data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' },
    { formats: ['Code128'], maxNumberOfSymbols: 64, tryHarder: true },
  );
  return results
    .filter((r) => r.isValid)
    .sort(
      (a, b) =>
        a.position.topLeft.y - b.position.topLeft.y || b.position.topLeft.x - a.position.topLeft.x,
    )
    .map((r) => r.text);
}

export interface PdfPage {
  /** The page rendered at `dpi`. */
  image: RgbaImage;
  /** The page's text items in reading order (PDF.js's extraction). */
  text: string[];
  /** Page size in points. */
  widthPt: number;
  heightPt: number;
}

/**
 * Renders the pages of a PDF at `dpi` (300: an office printer) and extracts their text: every
 * page, or those numbered (from 1) in `only`. Rendering is what costs: 40 pages at 300 dpi are
 * several seconds of CPU.
 */
export async function readPdf(
  pdf: Uint8Array,
  dpi = 300,
  only?: readonly number[],
): Promise<PdfPage[]> {
  // A copy: PDF.js takes its data's buffer over (detaching it), and callers may read it again.
  const document = await getDocument({ data: pdf.slice(), isEvalSupported: false }).promise;
  const pages: PdfPage[] = [];
  try {
    for (let n = 1; n <= document.numPages; n++) {
      if (only && !only.includes(n)) continue;
      const page = await document.getPage(n);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#FFFFFF';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // @napi-rs/canvas stands in for the browser's canvas (PDF.js's own choice in Node).
      const params = { canvas, canvasContext: context, viewport };
      await page.render(params as unknown as Parameters<typeof page.render>[0]).promise;
      const content = await page.getTextContent();
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      const [, , widthPt, heightPt] = page.view as [number, number, number, number];
      pages.push({
        image: { data: pixels.data, width: pixels.width, height: pixels.height },
        text: content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])),
        widthPt,
        heightPt,
      });
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  return pages;
}
