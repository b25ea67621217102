import { drawRtlLine, rtlLineWidth, type FacePair } from '../sheets/pdf/draw-text.ts';
import type { SheetFont } from '../sheets/pdf/fonts.ts';
import { INK, mm } from '../sheets/pdf/sheet-layout.ts';

/** The certificate's pages share these: the page, its double gold frame, centred lines. */
export type Doc = PDFKit.PDFDocument;

/** A4 landscape, in points. */
export const PAGE = { width: mm(297), height: mm(210) };
export const CENTRE = PAGE.width / 2;
/** The frame: a strong gold rule and a fine one inside it, parchment within. */
const OUTER = mm(11);
export const INNER = mm(14.5);
const PARCHMENT = '#FAF6EE';

export const HEBREW: FacePair = { hebrew: 'hebrew', latin: 'serif' };
export const HEBREW_BOLD: FacePair = { hebrew: 'hebrewBold', latin: 'serifBold' };

interface TextStyle {
  font: SheetFont;
  size: number;
  color: string;
  characterSpacing?: number;
}

/** An English line centred on the page, its top at `y`. */
export function centred(doc: Doc, text: string, y: number, style: TextStyle): void {
  const spacing = style.characterSpacing ?? 0;
  doc.font(style.font).fontSize(style.size);
  const width = doc.widthOfString(text, { characterSpacing: spacing });
  doc
    .fillColor(style.color)
    .text(text, CENTRE - width / 2, y, { lineBreak: false, characterSpacing: spacing });
}

/** A right-to-left line centred on `centre`, made smaller rather than cut when it is too long. */
export function centredRtl(
  doc: Doc,
  text: string,
  y: number,
  style: { faces: FacePair; size: number; color: string; maxWidth: number },
  centre = CENTRE,
): void {
  const natural = rtlLineWidth(doc, text, style.faces, style.size);
  const size = natural <= style.maxWidth ? style.size : (style.size * style.maxWidth) / natural;
  const width = (natural * size) / style.size;
  // A smaller line sits lower, so its middle stays where the full-size line's would be.
  drawRtlLine(doc, text, centre + width / 2, y + (style.size - size) * 0.5, { ...style, size });
}

/** The frame, its corners marked by small gold lozenges (a printer's ornament, no picture). */
export function drawFrame(doc: Doc): void {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill('#FFFFFF');
  doc.rect(INNER, INNER, PAGE.width - 2 * INNER, PAGE.height - 2 * INNER).fill(PARCHMENT);
  doc
    .rect(OUTER, OUTER, PAGE.width - 2 * OUTER, PAGE.height - 2 * OUTER)
    .lineWidth(2.4)
    .strokeColor(INK.gold)
    .stroke();
  doc
    .rect(INNER, INNER, PAGE.width - 2 * INNER, PAGE.height - 2 * INNER)
    .lineWidth(0.7)
    .strokeColor(INK.gold)
    .stroke();
  const r = mm(2.2);
  for (const [x, y] of [
    [INNER, INNER],
    [PAGE.width - INNER, INNER],
    [INNER, PAGE.height - INNER],
    [PAGE.width - INNER, PAGE.height - INNER],
  ] as const) {
    doc.polygon([x, y - r], [x + r, y], [x, y + r], [x - r, y]).fill(INK.gold);
  }
}

/** A short gold rule with a lozenge at its middle, between the name and the date. */
export function drawDivider(doc: Doc, y: number): void {
  const half = mm(32);
  const gap = mm(4);
  doc.lineWidth(0.8).strokeColor(INK.gold);
  doc
    .moveTo(CENTRE - half, y)
    .lineTo(CENTRE - gap, y)
    .stroke();
  doc
    .moveTo(CENTRE + gap, y)
    .lineTo(CENTRE + half, y)
    .stroke();
  const r = mm(1.6);
  doc.polygon([CENTRE, y - r], [CENTRE + r, y], [CENTRE, y + r], [CENTRE - r, y]).fill(INK.gold);
}
