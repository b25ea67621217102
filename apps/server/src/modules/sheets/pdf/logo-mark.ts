/**
 * The logo's mark (an open sefer whose light rises like a flame) as PDF paths: the same drawing
 * as apps/web/src/assets/logo.svg, in its 48-unit box, without the word (the PDF sets the word
 * in its own embedded serif).
 */
const FLAME =
  'M24 5c3.6 5.4 8.4 9.5 6.6 16.2-.9 3.4-3.6 5.6-6.6 6.8-3-1.2-5.7-3.4-6.6-6.8C15.6 14.5 20.4 10.4 24 5Z';
const FLAME_HEART =
  'M24 13.5c1.8 2.9 4 5.3 3 8.6-.5 1.7-1.7 2.8-3 3.4-1.3-.6-2.5-1.7-3-3.4-1-3.3 1.2-5.7 3-8.6Z';
const RAYS = 'M10 12.5l2.6 2.6M38 12.5l-2.6 2.6M6.5 21.5h3.4M41.5 21.5h-3.4';
const LEFT_PAGE = 'M23 31.5c-5.2-3.4-11.6-4.2-19-2.6v12.2c7.4-1.6 13.8-.8 19 2.6V31.5Z';
const RIGHT_PAGE = 'M25 31.5c5.2-3.4 11.6-4.2 19-2.6v12.2c-7.4-1.6-13.8-.8-19 2.6V31.5Z';
const LINES =
  'M8 33.2c4-.6 7.7-.2 11 1.3M8 37c4-.6 7.7-.2 11 1.3M29 34.5c3.3-1.5 7-1.9 11-1.3M29 38.3c3.3-1.5 7-1.9 11-1.3';

/** The same paths for other drawings of the mark (link-previews/preview-image.ts). */
export const LOGO_MARK_PATHS = {
  flame: FLAME,
  flameHeart: FLAME_HEART,
  rays: RAYS,
  leftPage: LEFT_PAGE,
  rightPage: RIGHT_PAGE,
  lines: LINES,
} as const;

/** Draws the mark with its top-left at (x, y), `size` points tall. */
export function drawLogoMark(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  colors: { ink: string; gold: string; goldSoft: string },
): void {
  doc.save();
  doc.translate(x, y).scale(size / 48);
  doc.path(FLAME).fill(colors.gold);
  doc.path(FLAME_HEART).fill(colors.goldSoft);
  doc.path(RAYS).lineWidth(1.8).lineCap('round').strokeColor(colors.gold).stroke();
  doc.path(LEFT_PAGE).fill(colors.ink);
  doc.path(RIGHT_PAGE).fill(colors.ink);
  doc.path(LINES).lineWidth(1.3).lineCap('round').strokeColor(colors.gold).stroke();
  doc.restore();
}
