import type { DrawingContext, RenderOptions } from 'bwip-js/node';
import { BARCODE_PRINT, barcodeOptions, bwipjs } from '../barcodes.ts';

/** One bar as bwip-js draws it, in its units (UNITS_PER_MODULE to a module), quiet zone included. */
interface Bar {
  x: number;
  width: number;
  top: number;
  bottom: number;
}

interface BarcodeBars {
  width: number;
  height: number;
  bars: Bar[];
}

// Two units a module: every Code 128 bar is then an even number of units wide, so bwip-js
// gives each bar's centre on a whole unit and no half-unit nudging is needed.
const UNITS_PER_MODULE = 2;
const POINT_MM = 25.4 / 72;

/**
 * bwip-js's drawing interface ("write your own drawing context"), collecting the bars of a
 * linear barcode so the PDF gets them as vector rectangles: crisp on any printer at any
 * resolution. bwip-js decides every bar; this only records where it says to paint.
 */
function barCollector(): DrawingContext<BarcodeBars> {
  let options: RenderOptions | undefined;
  let width = 0;
  let height = 0;
  let left = 0;
  let top = 0;
  const bars: Bar[] = [];
  return {
    setopts(opts) {
      options = opts;
    },
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init(w, h) {
      left = options?.paddingleft ?? 0;
      top = options?.paddingtop ?? 0;
      width = w + left + (options?.paddingright ?? 0);
      height = h + top + (options?.paddingbottom ?? 0);
    },
    line(x0, y0, x1, y1, lw) {
      if (x0 !== x1) throw new Error('a linear barcode drew a line that is not a bar');
      bars.push({
        x: x0 + left - lw / 2,
        width: lw,
        top: Math.min(y0, y1) + top,
        bottom: Math.max(y0, y1) + top,
      });
    },
    polygon() {
      throw new Error('Code 128 has no polygons');
    },
    hexagon() {
      throw new Error('Code 128 has no hexagons');
    },
    ellipse() {
      throw new Error('Code 128 has no ellipses');
    },
    fill() {},
    text() {},
    end: () => ({ width, height, bars }),
  };
}

/** The printed size of a barcode in points (quiet zones included). */
export interface PlacedBarcode {
  width: number;
  height: number;
}

/**
 * Draws the assignment's barcode into the PDF at (x, y) in points, at the same size as on the
 * print view: BARCODE_PRINT's module width, height and quiet zones.
 */
export function drawBarcode(
  doc: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
): PlacedBarcode {
  const drawn = bwipjs().render(barcodeOptions(value, UNITS_PER_MODULE), barCollector());
  // At scale 1 a bwip-js unit is one point; the module width is set in BARCODE_PRINT.
  const pointsPerUnit = BARCODE_PRINT.moduleMm / POINT_MM / UNITS_PER_MODULE;
  const width = drawn.width * pointsPerUnit;
  const height = drawn.height * pointsPerUnit;
  doc.save();
  // Paper-white behind the quiet zones, so a tinted page never narrows them.
  doc.rect(x, y, width, height).fill('#FFFFFF');
  for (const bar of drawn.bars) {
    doc
      .rect(
        x + bar.x * pointsPerUnit,
        y + bar.top * pointsPerUnit,
        bar.width * pointsPerUnit,
        (bar.bottom - bar.top) * pointsPerUnit,
      )
      .fill('#000000');
  }
  doc.restore();
  return { width, height };
}
