import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let zxingReady = false;

/** zxing-wasm fetches its .wasm from a CDN unless told otherwise: hand it the installed file. */
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

/** Every Code 128 barcode ZXing reads in a screenshot (PNG bytes), as a scanner would. */
export async function decodeCode128(png: Uint8Array): Promise<string[]> {
  prepareZxing();
  const results = await readBarcodes(png, {
    formats: ['Code128'],
    maxNumberOfSymbols: 16,
    tryHarder: true,
  });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

/** The printed sheets (one section per page) in the sheets area's preview. */
export const sheetPages = (page: Page): Locator =>
  page.getByRole('region', { name: 'Print preview' }).locator('section[data-sheet]');

/** The size the print dialog will use: the `@page` rule's size, as the browser parsed it. */
export async function printPageSize(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSPageRule && rule.style.getPropertyValue('size')) {
          return `${rule.style.getPropertyValue('size')}; margin ${rule.style.getPropertyValue('margin')}`;
        }
      }
    }
    return 'none';
  });
}

/**
 * What a PDF Chromium printed holds: its page count (the page tree's /Count) and the size in
 * points of every page box it declares.
 */
export function pdfLayout(pdf: Buffer): {
  pages: number;
  sizes: { width: number; height: number }[];
} {
  const text = pdf.toString('latin1');
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map(([, n]) =>
    Number(n),
  );
  const sizes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    ([, w, h]) => ({ width: Number(w), height: Number(h) }),
  );
  expect(counts.length, 'the PDF has a page tree').toBeGreaterThan(0);
  expect(sizes.length, 'the PDF declares its page size').toBeGreaterThan(0);
  return { pages: Math.max(...counts), sizes };
}
