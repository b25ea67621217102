import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { CERTIFICATE_DEDICATION } from '@zechus/shared';
import { registerSheetFonts } from '../sheets/pdf/fonts.ts';
import { drawLogoMark } from '../sheets/pdf/logo-mark.ts';
import { INK, mm } from '../sheets/pdf/sheet-layout.ts';
import type { CertificateData } from './certificate-data.ts';
import { drawChildrenPage } from './certificate-children-page.ts';
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

const require = createRequire(import.meta.url);
/** pdfkit is required at the first PDF (Node keeps it), not at start (decision 0015). */
const pdfkit = () => require('pdfkit') as typeof PDFKitDocument;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  // A mourning's day as the family counts it; another plan's place among its dates.
  const planLines = data.mourningDay
    ? [data.plan, capitalised(data.mourningDay)]
    : data.dates > 1
      ? [data.plan, `Day ${data.position} of ${data.dates}`]
      : [data.plan];
  drawFact(doc, CENTRE - column, factsY, 'THE PLAN', planLines);
  const named = data.childrenNames.length > 0 ? ['Their names are overleaf'] : [];
  drawFact(doc, CENTRE, factsY, 'CHILDREN WHO LEARNED', [String(data.children), ...named]);
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

/** The certificate as a PDF file: the certificate, and overleaf the children's names. */
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
  if (data.childrenNames.length > 0) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    drawChildrenPage(doc, data);
  }
  doc.end();
  return done;
}
