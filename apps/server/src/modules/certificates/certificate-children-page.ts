import { CERTIFICATE_DEDICATION } from '@zechus/shared';
import { INK, mm } from '../sheets/pdf/sheet-layout.ts';
import type { CertificateData } from './certificate-data.ts';
import {
  centred,
  centredRtl,
  CENTRE,
  drawDivider,
  drawFrame,
  HEBREW,
  HEBREW_BOLD,
  INNER,
  PAGE,
  type Doc,
} from './certificate-frame.ts';

const GRID_TOP = mm(64);
const GRID_WIDTH = PAGE.width - 2 * INNER - mm(24);
/**
 * The names' grid between the heading and the foot: a class or two in large print, three
 * columns of 14; more children in six columns of 24, the most one page holds.
 */
const LARGE = { size: 15, line: mm(7.5), rows: 14, columns: 3 };
const SMALL = { size: 11, line: mm(4.9), rows: 24, columns: 6 };

/** How the names are laid out: the print, how many are drawn, in how many columns, the rest. */
export function childrenLayout(count: number) {
  const print = count <= LARGE.rows * LARGE.columns ? LARGE : SMALL;
  const shown = Math.min(count, print.rows * print.columns);
  const columns = Math.max(1, Math.ceil(shown / print.rows));
  return { print, shown, columns, rows: Math.ceil(shown / columns), more: count - shown };
}

/**
 * The certificate's second page (issue 26 §7): the children who learned that day, by name, in
 * columns read from the right as Hebrew is, each name right-to-left in the sefer face (made
 * smaller rather than cut). As many as fit one page; the rest are counted, "and 12 more".
 */
export function drawChildrenPage(doc: Doc, data: CertificateData): void {
  drawFrame(doc);
  centred(doc, 'The children who learned', mm(24), {
    font: 'serifBold',
    size: 24,
    color: INK.text,
  });
  centredRtl(doc, `${CERTIFICATE_DEDICATION[data.kind].he} ${data.name}`, mm(36), {
    faces: HEBREW,
    size: 15,
    color: INK.goldInk,
    maxWidth: GRID_WIDTH,
  });
  const when = data.mourningDay ? `${data.civilDate}, ${data.mourningDay}` : data.civilDate;
  centred(doc, when, mm(46), { font: 'serif', size: 11.5, color: INK.muted });
  drawDivider(doc, mm(56));

  const { print, shown, columns, rows, more } = childrenLayout(data.childrenNames.length);
  const width = Math.min(GRID_WIDTH / columns, mm(70));
  // The first column is the rightmost; the grid is centred on the page.
  const firstCentre = CENTRE + (width * (columns - 1)) / 2;
  data.childrenNames.slice(0, shown).forEach((name, index) => {
    const column = Math.floor(index / rows);
    const row = index % rows;
    centredRtl(
      doc,
      name,
      GRID_TOP + row * print.line,
      { faces: HEBREW_BOLD, size: print.size, color: INK.text, maxWidth: width - mm(4) },
      firstCentre - column * width,
    );
  });
  if (more > 0) {
    centred(doc, `and ${more} more`, GRID_TOP + print.rows * print.line + mm(2), {
      font: 'serif',
      size: 12,
      color: INK.muted,
    });
  }
}
