import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { CERTIFICATE_DEDICATION } from '@zechus/shared';
import { drawRtlLine, rtlLineWidth, type FacePair } from '../sheets/pdf/draw-text.ts';
import { registerSheetFonts, type SheetFont } from '../sheets/pdf/fonts.ts';
import { drawLogoMark } from '../sheets/pdf/logo-mark.ts';
import { INK, mm } from '../sheets/pdf/sheet-layout.ts';
import type { CertificateData } from './certificate-data.ts';

type Doc = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
/** pdfkit is required at the first PDF (Node keeps it), not at start (decision 0015). */
const pdfkit = () => require('pdfkit') as typeof PDFKitDocument;

/** A4 landscape, in points. */
const PAGE = { width: mm(297), height: mm(210) };
const CENTRE = PAGE.width / 2;
/** The frame: a strong gold rule and a fine one inside it, parchment within. */
const OUTER = mm(11);
const INNER = mm(14.5);
const PARCHMENT = '#FAF6EE';

const HEBREW: FacePair = { hebrew: 'hebrew', latin: 'serif' };
const HEBREW_BOLD: FacePair = { hebrew: 'hebrewBold', latin: 'serifBold' };

interface TextStyle {
  font: SheetFont;
  size: number;
  color: string;
  characterSpacing?: number;
}

/** An English line centred on the page, its top at `y`. */
function centred(doc: Doc, text: string, y: number, style: TextStyle): void {
  const spacing = style.characterSpacing ?? 0;
  doc.font(style.font).fontSize(style.size);
  const width = doc.widthOfString(text, { characterSpacing: spacing });
  doc
    .fillColor(style.color)
    .text(text, CENTRE - width / 2, y, { lineBreak: false, characterSpacing: spacing });
}

/** A right-to-left line centred on `centre`, made smaller rather than cut when it is too long. */
function centredRtl(
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
function drawFrame(doc: Doc): void {
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
function drawDivider(doc: Doc, y: number): void {
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

/** One of the three facts along the foot: a small gold label over its value. */
function drawFact(doc: Doc, centre: number, y: number, label: string, lines: string[]): void {
  doc.font('sansMedium').fontSize(7.5);
  const labelWidth = doc.widthOfString(label, { characterSpacing: 1.6 });
  doc
    .fillColor(INK.goldInk)
    .text(label, centre - labelWidth / 2, y, { lineBreak: false, characterSpacing: 1.6 });
  lines.forEach((line, index) => {
    const first = index === 0;
    doc.font(first ? 'serifBold' : 'sans').fontSize(first ? 17 : 9.5);
    const width = doc.widthOfString(line);
    doc
      .fillColor(first ? INK.text : INK.muted)
      .text(line, centre - width / 2, y + mm(4.5) + (first ? 0 : mm(7.5)), { lineBreak: false });
  });
}

/**
 * The certificate of a completed day (issue 13 §6): a keepsake to print and frame. A4
 * landscape, a double gold frame on parchment, the logo's mark, the name in the sefer face
 * right-to-left (never cut: made smaller), the Hebrew and civil dates, and along the foot the
 * plan, the children who learned and the perakim. VISUAL.md's palette and faces.
 */
export function drawCertificate(doc: Doc, data: CertificateData): void {
  drawFrame(doc);
  const inner = PAGE.width - 2 * INNER;
  const dedication = CERTIFICATE_DEDICATION[data.kind];

  drawLogoMark(doc, CENTRE - mm(7.5), mm(22), mm(15), {
    ink: INK.text,
    gold: INK.gold,
    goldSoft: INK.goldSoft,
  });
  centred(doc, data.programme.toUpperCase(), mm(40), {
    font: 'sansMedium',
    size: 9,
    color: INK.goldInk,
    characterSpacing: 3,
  });
  centred(doc, 'Certificate of Learning', mm(47), {
    font: 'serifBold',
    size: 32,
    color: INK.text,
  });
  centred(
    doc,
    `The whole Mishnah, all ${data.perakim} perakim of the six sedarim, was learned`,
    mm(62),
    {
      font: 'sans',
      size: 11.5,
      color: INK.muted,
    },
  );

  centred(doc, dedication.en, mm(74), { font: 'serif', size: 13, color: INK.muted });
  centredRtl(doc, dedication.he, mm(81), {
    faces: HEBREW,
    size: 19,
    color: INK.goldInk,
    maxWidth: inner - mm(40),
  });
  centredRtl(doc, data.name, mm(91), {
    faces: HEBREW_BOLD,
    size: 48,
    color: INK.text,
    maxWidth: inner - mm(40),
  });

  drawDivider(doc, mm(121));
  centredRtl(doc, data.hebrewDate, mm(126), {
    faces: HEBREW,
    size: 20,
    color: INK.text,
    maxWidth: inner / 2,
  });
  centredRtl(doc, data.hebrewWeekday, mm(136), {
    faces: HEBREW,
    size: 12,
    color: INK.muted,
    maxWidth: inner / 2,
  });
  centred(doc, data.civilDate, mm(143), { font: 'serif', size: 13, color: INK.text });

  // The foot: three facts, hairlines between them.
  const factsY = mm(158);
  const column = mm(80);
  const planLines =
    data.dates > 1 ? [data.plan, `Day ${data.position} of ${data.dates}`] : [data.plan];
  drawFact(doc, CENTRE - column, factsY, 'THE PLAN', planLines);
  drawFact(doc, CENTRE, factsY, 'CHILDREN WHO LEARNED', [String(data.children)]);
  drawFact(doc, CENTRE + column, factsY, 'PERAKIM LEARNED', [String(data.perakim)]);
  doc.lineWidth(0.6).strokeColor(INK.stone);
  for (const x of [CENTRE - column / 2, CENTRE + column / 2]) {
    doc
      .moveTo(x, factsY - mm(1))
      .lineTo(x, factsY + mm(12))
      .stroke();
  }

  centred(doc, `With gratitude, ${data.programme}`, mm(182), {
    font: 'serif',
    size: 10.5,
    color: INK.muted,
  });
}

/** The certificate as a PDF file (one page). */
export async function certificatePdf(data: CertificateData): Promise<Buffer> {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: {
      Title: `Certificate of Learning, ${data.civilDate}`,
      Author: data.programme,
      Subject: data.name,
    },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerSheetFonts(doc);
  drawCertificate(doc, data);
  doc.end();
  return done;
}
