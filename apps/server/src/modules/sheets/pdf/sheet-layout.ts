import { SHEET_ROWS_PER_COLUMN, type SheetPaper } from '@zechus/shared';

/** Millimetres to PDF points. */
export const mm = (value: number): number => (value * 72) / 25.4;

/** Page sizes in points: ISO A4 and US Letter. */
const PAPER_SIZE: Record<SheetPaper, { width: number; height: number }> = {
  a4: { width: mm(210), height: mm(297) },
  letter: { width: 8.5 * 72, height: 11 * 72 },
};

/** The sheet's colours: VISUAL.md's palette, dark enough to print on any office printer. */
export const INK = {
  text: '#1B2A41',
  muted: '#3D4A5E',
  gold: '#C9A227',
  goldInk: '#6E5510',
  goldSoft: '#F3E3B3',
  stone: '#D9D0BE',
  done: '#2E7D5B',
} as const;

/** Where things go on a page of a paper; every measure in points. */
export interface PageGeometry {
  paper: SheetPaper;
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Top of the perakim, under the header. */
  rowsTop: number;
  rowHeight: number;
  columnGap: number;
}

/** Printers cannot reach the edge: 15 mm margins keep everything on every office printer. */
const MARGIN = mm(15);
const HEADER_HEIGHT = mm(48);
const FOOTER_HEIGHT = mm(12);
const ROW_HEIGHT = mm(27);

export function pageGeometry(paper: SheetPaper): PageGeometry {
  const { width, height } = PAPER_SIZE[paper];
  const top = MARGIN;
  const bottom = height - MARGIN;
  const rowsTop = top + HEADER_HEIGHT;
  if (rowsTop + SHEET_ROWS_PER_COLUMN * ROW_HEIGHT > bottom - FOOTER_HEIGHT) {
    throw new Error(`${SHEET_ROWS_PER_COLUMN} rows do not fit a page of ${paper}`);
  }
  return {
    paper,
    width,
    height,
    left: MARGIN,
    right: width - MARGIN,
    top,
    bottom,
    rowsTop,
    rowHeight: ROW_HEIGHT,
    columnGap: mm(8),
  };
}
