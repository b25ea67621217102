import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { cardEnding, hebrewDateOf, PRODUCT_NAME, type ShownCard } from '@zechus/shared';
import { dollars } from '../../mail/templates/money.ts';
import { drawRtlLine, rtlLineWidth, type FacePair } from '../sheets/pdf/draw-text.ts';
import { registerSheetFonts } from '../sheets/pdf/fonts.ts';
import { drawLogoMark } from '../sheets/pdf/logo-mark.ts';
import { INK } from '../sheets/pdf/sheet-layout.ts';

type Doc = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
/** pdfkit is required at the first PDF, not at start (decision 0015). */
const pdfkit = () => require('pdfkit') as typeof PDFKitDocument;

/** Everything a receipt says: one payment the donor made, and what came back of it. */
export interface ReceiptData {
  programmeTitle: string;
  /** Ours: "Z-000123". */
  reference: string;
  /** The card processor's reference, when it gave one. */
  processorReference: string | null;
  /** YYYY-MM-DD (Europe/London). */
  paidOn: string;
  donor: { name: string; number: string; email: string };
  kind: 'dedication' | 'renewal' | 'donation';
  /** The plan's text, or "General donation". */
  description: string;
  /** The Hebrew name the learning is dedicated to, when it paid for a dedication. */
  dedicationName: string | null;
  amountCents: number;
  card: ShownCard | null;
  /** Refunds that went through, oldest first. */
  refunds: { amountCents: number; on: string }[];
}

const HEBREW_FACES: FacePair = { hebrew: 'hebrew', latin: 'serif' };
const HEBREW_BOLD: FacePair = { hebrew: 'hebrewBold', latin: 'serifBold' };
const HEBREW_LETTER = /[\u0590-\u05FF]/u;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const LABEL_WIDTH = 150;

/** "Thursday 10 December 2026" for a London day. */
export const longCivilDate = (day: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(',', '');

const KIND_WORDS: Record<ReceiptData['kind'], string> = {
  dedication: 'Dedication of learning',
  renewal: 'Yearly renewal of a dedication',
  donation: 'General donation',
};

/**
 * Text at (x, y), left-aligned: Latin as it is, and a line with Hebrew letters (a donor's or
 * a dedication's name) right-to-left in the sefer face, made smaller rather than cut.
 */
function drawValue(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: { size: number; color: string; bold?: boolean },
): number {
  if (HEBREW_LETTER.test(text)) {
    const faces = style.bold ? HEBREW_BOLD : HEBREW_FACES;
    const natural = rtlLineWidth(doc, text, faces, style.size);
    drawRtlLine(doc, text, x + Math.min(natural, width), y, {
      faces,
      size: style.size,
      color: style.color,
      maxWidth: width,
    });
    return style.size * 1.35;
  }
  doc
    .font(style.bold ? 'serifBold' : 'serif')
    .fontSize(style.size)
    .fillColor(style.color)
    .text(text, x, y, { width, lineGap: 2 });
  return doc.y - y;
}

/** One row of the receipt: a small gold label on the left, its lines beside it. */
function drawRow(
  doc: Doc,
  y: number,
  label: string,
  lines: { text: string; size?: number; color?: string; bold?: boolean }[],
): number {
  const valueX = MARGIN + LABEL_WIDTH;
  const valueWidth = A4.width - MARGIN - valueX;
  doc
    .font('sansMedium')
    .fontSize(9)
    .fillColor(INK.goldInk)
    .text(label.toUpperCase(), MARGIN, y + 3, {
      width: LABEL_WIDTH - 12,
      characterSpacing: 1.2,
    });
  const labelBottom = doc.y;
  let at = y;
  for (const line of lines) {
    at += drawValue(doc, line.text, valueX, at, valueWidth, {
      size: line.size ?? 13,
      color: line.color ?? INK.text,
      ...(line.bold ? { bold: true } : {}),
    });
    at += 2;
  }
  const bottom = Math.max(at, doc.y, labelBottom) + 10;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(A4.width - MARGIN, bottom)
    .lineWidth(0.5)
    .strokeColor(INK.stone)
    .stroke();
  return bottom + 12;
}

function drawHeading(doc: Doc, data: ReceiptData): number {
  drawLogoMark(doc, MARGIN - 4, MARGIN - 6, 40, {
    ink: INK.text,
    gold: INK.gold,
    goldSoft: INK.goldSoft,
  });
  doc
    .font('serifBold')
    .fontSize(22)
    .fillColor(INK.text)
    .text(PRODUCT_NAME, MARGIN + 42, MARGIN, { lineBreak: false });
  doc
    .font('sansMedium')
    .fontSize(9)
    .fillColor(INK.goldInk)
    .text(data.programmeTitle.toUpperCase(), MARGIN + 42, MARGIN + 27, {
      lineBreak: false,
      characterSpacing: 1.4,
    });
  doc
    .font('serifBold')
    .fontSize(28)
    .fillColor(INK.text)
    .text('Receipt', MARGIN, MARGIN + 2, { width: A4.width - 2 * MARGIN, align: 'right' });
  const rule = MARGIN + 52;
  doc
    .moveTo(MARGIN, rule)
    .lineTo(A4.width - MARGIN, rule)
    .lineWidth(1.2)
    .strokeColor(INK.gold)
    .stroke();
  let y = rule + 26;
  y += drawValue(doc, `Thank you, ${data.donor.name}.`, MARGIN, y, A4.width - 2 * MARGIN, {
    size: 20,
    color: INK.text,
  });
  doc
    .font('serif')
    .fontSize(12.5)
    .fillColor(INK.muted)
    .text(
      data.kind === 'donation'
        ? 'Your gift keeps children learning Mishnayos every day. This is your receipt for it.'
        : 'Through your gift, children learn all of Mishnayos for the name you gave. This is your receipt for it.',
      MARGIN,
      y + 6,
      { width: A4.width - 2 * MARGIN, lineGap: 3 },
    );
  return doc.y + 24;
}

function drawRows(doc: Doc, data: ReceiptData, top: number): number {
  let y = top;
  y = drawRow(doc, y, 'Receipt number', [{ text: data.reference, bold: true }]);
  y = drawRow(doc, y, 'Date paid', [
    { text: longCivilDate(data.paidOn) },
    { text: hebrewDateOf(data.paidOn).date, color: INK.muted },
  ]);
  y = drawRow(doc, y, 'Donor', [
    { text: data.donor.name },
    { text: `Donor ID ${data.donor.number} · ${data.donor.email}`, size: 11, color: INK.muted },
  ]);
  y = drawRow(doc, y, 'For', [
    { text: KIND_WORDS[data.kind] },
    ...(data.kind === 'donation' ? [] : [{ text: data.description, size: 11, color: INK.muted }]),
    ...(data.dedicationName ? [{ text: data.dedicationName, size: 18, bold: true }] : []),
  ]);
  y = drawRow(doc, y, 'Amount', [{ text: dollars(data.amountCents), size: 20, bold: true }]);
  if (data.refunds.length > 0) {
    const back = data.refunds.reduce((sum, r) => sum + r.amountCents, 0);
    y = drawRow(doc, y, 'Refunded', [
      ...data.refunds.map((r) => ({
        text: `${dollars(r.amountCents)} refunded on ${longCivilDate(r.on)}`,
      })),
      {
        text: `${dollars(Math.max(0, data.amountCents - back))} kept after refunds`,
        bold: true,
      },
    ]);
  }
  y = drawRow(doc, y, 'Paid with', [{ text: data.card ? cardEnding(data.card) : 'Card' }]);
  if (data.processorReference) {
    y = drawRow(doc, y, 'Card processor reference', [
      { text: data.processorReference, size: 10.5, color: INK.muted },
    ]);
  }
  return y;
}

function drawFooter(doc: Doc, data: ReceiptData): void {
  const y = A4.height - MARGIN - 58;
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .lineWidth(1.2)
    .strokeColor(INK.gold)
    .stroke();
  doc
    .font('serif')
    .fontSize(12.5)
    .fillColor(INK.text)
    .text(
      'May the learning of these children be a zechus for you and all you hold dear.',
      MARGIN,
      y + 14,
      {
        width: A4.width - 2 * MARGIN,
        align: 'center',
      },
    );
  doc
    .font('sans')
    .fontSize(9)
    .fillColor(INK.muted)
    .text(
      `${data.programmeTitle} · Please keep this receipt for your records. Questions? Write to us from the Contact page.`,
      MARGIN,
      y + 36,
      { width: A4.width - 2 * MARGIN, align: 'center' },
    );
}

/** The receipt of one payment as a one-page A4 PDF. */
export function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const Document = pdfkit();
  const doc = new Document({
    autoFirstPage: false,
    info: {
      Title: `${PRODUCT_NAME} receipt ${data.reference}`,
      Author: data.programmeTitle,
      Subject: KIND_WORDS[data.kind],
    },
    lang: 'en-GB',
  });
  registerSheetFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.addPage({ size: [A4.width, A4.height], margin: 0 });
  drawRows(doc, data, drawHeading(doc, data));
  drawFooter(doc, data);
  doc.end();
  return done;
}
