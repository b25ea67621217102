import { hebrewFaceHas, type SheetFont } from './fonts.ts';
import { paintOrder, rtlRuns, type Run } from './rtl-runs.ts';

/** A face for each script of a line: the Hebrew letters' file and the Latin one. */
export interface FacePair {
  hebrew: SheetFont;
  latin: SheetFont;
}

export interface LineStyle {
  faces: FacePair;
  /** The size to use when the line fits. */
  size: number;
  color: string;
  /** The line is made smaller until it fits (a name is never cut short). */
  maxWidth: number;
}

/**
 * pdfkit lays text out word by word unless OpenType features are asked for, and then keeps the
 * words in logical order: a Hebrew phrase comes out with its words reversed. With a feature
 * list it hands the whole run to fontkit, which orders a Hebrew run right-to-left. 'rtla'
 * (right-to-left alternates) changes no glyph in these fonts; it is only the way in.
 */
const WHOLE_RUN = ['rtla'] as PDFKit.Mixins.OpenTypeFeatures[];

interface MeasuredRun {
  paint: string;
  font: SheetFont;
  width: number;
}

function measureRuns(doc: PDFKit.PDFDocument, runs: Run[], faces: FacePair, size: number) {
  return runs.map((run): MeasuredRun => {
    const font = run.script === 'hebrew' ? faces.hebrew : faces.latin;
    const paint = paintOrder(run);
    doc.font(font).fontSize(size);
    return { paint, font, width: doc.widthOfString(paint, { features: WHOLE_RUN }) };
  });
}

/** The size the line gets: `style.size`, or smaller so it fits in `style.maxWidth`. */
function fittedSize(doc: PDFKit.PDFDocument, runs: Run[], style: LineStyle): number {
  const width = measureRuns(doc, runs, style.faces, style.size).reduce((w, r) => w + r.width, 0);
  return width <= style.maxWidth ? style.size : (style.size * style.maxWidth) / width;
}

/**
 * Draws a right-to-left line whose right edge is at `right`, top at `y`; returns the width it
 * took and the size it was drawn at. Runs are painted from the right in reading order.
 */
export function drawRtlLine(
  doc: PDFKit.PDFDocument,
  text: string,
  right: number,
  y: number,
  style: LineStyle,
): { width: number; size: number } {
  const runs = rtlRuns(text, hebrewFaceHas);
  const size = fittedSize(doc, runs, style);
  let x = right;
  for (const run of measureRuns(doc, runs, style.faces, size)) {
    x -= run.width;
    doc
      .font(run.font)
      .fontSize(size)
      .fillColor(style.color)
      .text(run.paint, x, y, { lineBreak: false, features: WHOLE_RUN });
  }
  return { width: right - x, size };
}

/** The width a right-to-left line takes at a size (for laying out before drawing). */
export function rtlLineWidth(
  doc: PDFKit.PDFDocument,
  text: string,
  faces: FacePair,
  size: number,
): number {
  return measureRuns(doc, rtlRuns(text, hebrewFaceHas), faces, size).reduce(
    (w, r) => w + r.width,
    0,
  );
}
