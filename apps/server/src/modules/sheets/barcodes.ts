import type BwipJs from 'bwip-js/node';
import type { RenderOptions } from 'bwip-js/node';
import { createRequire } from 'node:module';
import type { SheetBarcode } from '@zechus/shared';

const require = createRequire(import.meta.url);
/** bwip-js is required at the first barcode (Node keeps it), not at start (decision 0015). */
export const bwipjs = () => require('bwip-js/node') as typeof BwipJs;

/**
 * How a sheet's Code 128 barcodes are printed. bwip-js measures a symbol in modules of one
 * point (1/72 inch, 0.353 mm) at scale 1, so the module width below is the narrowest bar on
 * paper: comfortably above the 0.25 mm hand-held scanners need. Ten modules of quiet zone on
 * each side, and bars 14 mm tall, so a child can scan with a wobbly hand.
 */
export const BARCODE_PRINT = {
  moduleMm: 25.4 / 72,
  quietZoneModules: 10,
  heightMm: 14,
} as const;

const MM_PER_POINT = BARCODE_PRINT.moduleMm;

/** bwip-js's options for one of our barcodes; `scale` is pixels (or SVG units) per module. */
export function barcodeOptions(value: string, scale = 1): RenderOptions {
  return {
    bcid: 'code128',
    text: value,
    scale,
    height: BARCODE_PRINT.heightMm,
    paddingwidth: BARCODE_PRINT.quietZoneModules,
    includetext: false,
  };
}

const VIEWBOX = /viewBox="0 0 ([\d.]+) ([\d.]+)"/;

/**
 * The barcode as bwip-js's SVG, with its size on paper. At scale 1 one SVG unit is one module
 * (one point), so the viewBox gives the printed size in points, quiet zones included. The SVG
 * carries no width or height: the page sizes it in millimetres, so it prints at exactly this
 * size whatever the zoom.
 */
export function barcodeSvg(value: string): SheetBarcode {
  const svg = bwipjs().toSVG(barcodeOptions(value));
  const box = VIEWBOX.exec(svg);
  if (!box) throw new Error('bwip-js returned an SVG without a viewBox');
  return {
    value,
    svg: svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" '),
    widthMm: round(Number(box[1]) * MM_PER_POINT),
    heightMm: round(Number(box[2]) * MM_PER_POINT),
  };
}

const round = (mm: number) => Math.round(mm * 100) / 100;
