import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The sheet's faces, the same as the console's (VISUAL.md): Frank Ruhl Libre for Hebrew names
 * and the English headings, Heebo for small print and the barcode digits. pdfkit's standard
 * fonts have no Hebrew, so these are embedded (subset) from the @fontsource packages the web
 * client already self-hosts. @fontsource splits each face by script; pdfkit (fontkit) reads
 * their WOFF files.
 */
const FILES = {
  hebrew: '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-hebrew-400-normal.woff',
  hebrewBold: '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-hebrew-700-normal.woff',
  serif: '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-latin-400-normal.woff',
  serifBold: '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-latin-700-normal.woff',
  sans: '@fontsource/heebo/files/heebo-latin-400-normal.woff',
  sansMedium: '@fontsource/heebo/files/heebo-latin-500-normal.woff',
  hebrewSans: '@fontsource/heebo/files/heebo-hebrew-500-normal.woff',
} as const;

export type SheetFont = keyof typeof FILES;

let resolved: Record<SheetFont, string> | undefined;

/** The font files' paths (resolved once; a missing package fails the first PDF loudly). */
function fontPaths(): Record<SheetFont, string> {
  resolved ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, require.resolve(file)]),
  ) as Record<SheetFont, string>;
  return resolved;
}

/** Registers the sheet's faces with a document under their SheetFont names. */
export function registerSheetFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(fontPaths())) doc.registerFont(name, file);
}

/**
 * Whether a Hebrew face's file draws this character besides the Hebrew letters: @fontsource's
 * Hebrew subset covers U+0590–05FF, U+FB1D–FB4F and U+200C–2010, and the space. Commas,
 * full stops and digits are only in the Latin file.
 */
export const hebrewFaceHas = (char: string): boolean =>
  char === ' ' || /[\u0590-\u05FF\uFB1D-\uFB4F\u200C-\u2010]/u.test(char);
