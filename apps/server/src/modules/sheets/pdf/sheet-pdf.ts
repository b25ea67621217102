import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { PRODUCT_NAME, SHEET_PAPER_LABELS, sheetPagesOf, type SheetPaper } from '@zechus/shared';
import type { PerekLine, SheetData } from '../sheet-service.ts';
import { drawRtlLine, rtlLineWidth } from './draw-text.ts';
import { registerSheetFonts } from './fonts.ts';
import { drawLogoMark } from './logo-mark.ts';
import { drawBarcode } from './pdf-barcode.ts';
import { INK, mm, pageGeometry, type PageGeometry } from './sheet-layout.ts';

type Doc = PDFKit.PDFDocument;
type Sheet = SheetData['sheets'][number];

const require = createRequire(import.meta.url);
/** pdfkit is required at the first PDF (Node keeps it), not at start: ~0.1 s, 30 MB (0015). */
const pdfkit = () => require('pdfkit') as typeof PDFKitDocument;

const HEBREW = { hebrew: 'hebrew', latin: 'serif' } as const;
const HEBREW_BOLD = { hebrew: 'hebrewBold', latin: 'serifBold' } as const;
const HEBREW_SANS = { hebrew: 'hebrewSans', latin: 'sansMedium' } as const;

/** The top of every page: who, which day (Hebrew and civil) and the class. */
function drawHeader(doc: Doc, g: PageGeometry, data: SheetData, sheet: Sheet, continued: boolean) {
  const width = g.right - g.left;
  drawLogoMark(doc, g.left - 2, g.top - mm(2.5), mm(9), {
    ink: INK.text,
    gold: INK.gold,
    goldSoft: INK.goldSoft,
  });
  doc
    .font('serifBold')
    .fontSize(15)
    .fillColor(INK.text)
    .text(PRODUCT_NAME, g.left + mm(9), g.top - mm(1.2), { lineBreak: false });
  const wordWidth = doc.widthOfString(PRODUCT_NAME);
  doc
    .font('sansMedium')
    .fontSize(8)
    .fillColor(INK.goldInk)
    .text('DAILY MISHNAYOS', g.left + mm(9) + wordWidth + mm(3), g.top + mm(0.9), {
      lineBreak: false,
      characterSpacing: 1.4,
    });
  if (sheet.className) {
    drawRtlLine(doc, sheet.className, g.right, g.top - mm(1), {
      faces: HEBREW_SANS,
      size: 13,
      color: INK.text,
      maxWidth: width / 2,
    });
  }
  doc
    .moveTo(g.left, g.top + mm(7.5))
    .lineTo(g.right, g.top + mm(7.5))
    .lineWidth(0.8)
    .strokeColor(INK.gold)
    .stroke();

  // The child's name: large, in the sefer face, right-to-left, made smaller rather than cut.
  drawRtlLine(doc, sheet.name, g.right, g.top + mm(13), {
    faces: HEBREW_BOLD,
    size: 34,
    color: INK.text,
    maxWidth: width,
  });

  const datesY = g.top + mm(31.5);
  const hebrewWidth = drawRtlLine(doc, data.date.full, g.right, datesY, {
    faces: HEBREW,
    size: 14,
    color: INK.text,
    maxWidth: width * 0.62,
  }).width;
  doc
    .font('sans')
    .fontSize(11)
    .fillColor(INK.muted)
    .text(data.date.civil, g.left, datesY + 3, {
      lineBreak: false,
      width: width - hebrewWidth - mm(6),
      ellipsis: false,
    });

  const count = sheet.perakim.length;
  const summary = `${count} ${count === 1 ? 'perek' : 'perakim'} to learn${continued ? ' (continued)' : ''}`;
  doc
    .font('sans')
    .fontSize(9.5)
    .fillColor(INK.muted)
    .text(summary, g.left, datesY + mm(6.5), { lineBreak: false });
}

/** A column of perakim: a card with a hairline between rows. */
function drawColumn(doc: Doc, g: PageGeometry, lines: PerekLine[], left: number, right: number) {
  const height = lines.length * g.rowHeight;
  doc
    .roundedRect(left, g.rowsTop, right - left, height, 8)
    .lineWidth(0.8)
    .strokeColor(INK.stone)
    .stroke();
  lines.forEach((line, row) => {
    const top = g.rowsTop + row * g.rowHeight;
    if (row > 0) {
      doc
        .moveTo(left + mm(4), top)
        .lineTo(right - mm(4), top)
        .lineWidth(0.5)
        .strokeColor(INK.stone)
        .stroke();
    }
    drawPerekRow(doc, line, left + mm(3), right - mm(5), top, g.rowHeight);
  });
}

/** A box for the child to tick; ticked already (in green) for a perek done before printing. */
function drawTickBox(doc: Doc, right: number, top: number, done: boolean) {
  const size = mm(9);
  doc
    .roundedRect(right - size, top, size, size, 2)
    .lineWidth(1.4)
    .strokeColor(done ? INK.done : INK.text)
    .stroke();
  if (done) {
    doc
      .moveTo(right - size + size * 0.22, top + size * 0.52)
      .lineTo(right - size + size * 0.42, top + size * 0.72)
      .lineTo(right - size + size * 0.8, top + size * 0.28)
      .lineWidth(2)
      .strokeColor(INK.done)
      .stroke();
  }
  return size;
}

/** One perek: tick box and its name on the right, its barcode and digits on the left. */
function drawPerekRow(
  doc: Doc,
  line: PerekLine,
  left: number,
  right: number,
  top: number,
  height: number,
) {
  const centre = top + height / 2;
  const box = drawTickBox(doc, right, centre - mm(4.5) - mm(1.5), line.done);

  const barcodeTop = top + mm(3.5);
  const barcode = drawBarcode(doc, line.barcode, left, barcodeTop);
  doc
    .font('sansMedium')
    .fontSize(10)
    .fillColor(INK.text)
    .text(line.barcode, left, barcodeTop + barcode.height + mm(1), {
      width: barcode.width,
      align: 'center',
      characterSpacing: 2.2,
      lineBreak: false,
    });

  // The perek's name: the masechet in bold, then the chapter, fitted between box and barcode.
  const textRight = right - box - mm(5);
  const room = textRight - (left + barcode.width + mm(5));
  const chapterGap = rtlLineWidth(doc, ' ', HEBREW, 22);
  const wanted =
    rtlLineWidth(doc, line.masechet, HEBREW_BOLD, 22) +
    chapterGap +
    rtlLineWidth(doc, line.perek, HEBREW, 22);
  const size = Math.min(22, (22 * room) / wanted);
  const nameTop = centre - size * 0.95;
  const masechet = drawRtlLine(doc, line.masechet, textRight, nameTop, {
    faces: HEBREW_BOLD,
    size,
    color: INK.text,
    maxWidth: room,
  });
  drawRtlLine(doc, line.perek, textRight - masechet.width - (chapterGap * size) / 22, nameTop, {
    faces: HEBREW,
    size,
    color: INK.text,
    maxWidth: room,
  });
  drawRtlLine(doc, `סדר ${line.seder}`, textRight, nameTop + size * 1.3, {
    faces: HEBREW_SANS,
    size: 10,
    color: INK.muted,
    maxWidth: room,
  });
}

function drawFooter(doc: Doc, g: PageGeometry, pageNumber: number, pageCount: number) {
  const y = g.bottom - mm(5);
  doc
    .font('sans')
    .fontSize(9)
    .fillColor(INK.muted)
    .text(
      'When you have learnt a perek, tick its box and scan its barcode at the station.',
      g.left,
      y,
      { lineBreak: false },
    );
  const label = `${pageNumber} / ${pageCount} · ${SHEET_PAPER_LABELS[g.paper]}`;
  doc.font('sans').fontSize(9);
  doc.text(label, g.right - doc.widthOfString(label), y, { lineBreak: false });
}

/** Lets the reply send what is written between children: the PDF goes out as it is made. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The sheets as a PDF: one page per child (more only for a child with many perakim), laid
 * out for the paper. Returns the document at once — a readable stream the reply pipes out —
 * and writes the pages into it one child at a time.
 */
export function sheetsPdf(data: SheetData, paper: SheetPaper): Doc {
  const g = pageGeometry(paper);
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: [g.width, g.height],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `Barcode sheets, ${data.date.civil}`,
      Author: PRODUCT_NAME,
      Subject: data.className ?? data.learnerName ?? '',
    },
    lang: 'he',
  });
  registerSheetFonts(doc);
  const plan = data.sheets.map((sheet) => ({ sheet, pages: sheetPagesOf(sheet.perakim) }));
  const pageCount = plan.reduce((n, p) => n + p.pages.length, 0);

  const write = async () => {
    let pageNumber = 0;
    for (const { sheet, pages } of plan) {
      for (const page of pages) {
        doc.addPage({ size: [g.width, g.height], margin: 0 });
        pageNumber += 1;
        drawHeader(doc, g, data, sheet, page.continued);
        const width = g.right - g.left;
        const columnWidth =
          page.columns.length === 1 ? width : (width - g.columnGap) / page.columns.length;
        page.columns.forEach((lines, column) => {
          // Right-to-left: the first column is the right one.
          const right = g.right - column * (columnWidth + g.columnGap);
          drawColumn(doc, g, lines, right - columnWidth, right);
        });
        drawFooter(doc, g, pageNumber, pageCount);
      }
      await nextTurn();
    }
    doc.end();
  };
  write().catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}
