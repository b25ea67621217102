/**
 * Right-to-left lines for the PDF. pdfkit does not apply the Unicode bidi algorithm, and our
 * fonts are split by script (@fontsource ships Frank Ruhl Libre's Hebrew letters and its Latin
 * letters, digits and punctuation as separate files). So a line is cut into runs, each with
 * its direction and the font that has its glyphs, and the runs are placed from the right.
 * This is the part of the bidi algorithm our lines need (a right-to-left paragraph of Hebrew
 * with some Latin words or digits): strong letters decide, and a neutral (space, comma) takes
 * the direction of its neighbours when both agree, else the paragraph's.
 */

export type Direction = 'rtl' | 'ltr';
export type Script = 'hebrew' | 'latin';

/** A piece of a line drawn with one font in one direction, in logical (reading) order. */
export interface Run {
  text: string;
  direction: Direction;
  script: Script;
}

const HEBREW = /[\u0590-\u05FF\uFB1D-\uFB4F]/u;
const STRONG_LTR = /[\p{L}\p{N}]/u;

type Kind = 'rtl' | 'ltr' | 'neutral';

const kindOf = (char: string): Kind =>
  HEBREW.test(char) ? 'rtl' : STRONG_LTR.test(char) ? 'ltr' : 'neutral';

/** Each character's resolved direction in a right-to-left paragraph. */
function resolveDirections(chars: readonly string[]): Direction[] {
  const kinds = chars.map(kindOf);
  return kinds.map((kind, i) => {
    if (kind !== 'neutral') return kind;
    let before: Kind = 'rtl';
    for (let j = i - 1; j >= 0; j--) {
      if (kinds[j] !== 'neutral') {
        before = kinds[j] as Kind;
        break;
      }
    }
    let after: Kind = 'rtl';
    for (let j = i + 1; j < kinds.length; j++) {
      if (kinds[j] !== 'neutral') {
        after = kinds[j] as Kind;
        break;
      }
    }
    return before === 'ltr' && after === 'ltr' ? 'ltr' : 'rtl';
  });
}

/**
 * Cuts a line of a right-to-left paragraph into runs of one direction and one script.
 * `hebrewFontHas` says whether the Hebrew font has a glyph for a character (spaces, hyphens
 * and the geresh are there; commas and digits are not), so each neutral goes to a font that
 * can draw it.
 */
export function rtlRuns(text: string, hebrewFontHas: (char: string) => boolean): Run[] {
  const chars = [...text];
  const directions = resolveDirections(chars);
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const direction = directions[i] as Direction;
    const kind = kindOf(char);
    const script: Script =
      kind === 'rtl' || (kind === 'neutral' && direction === 'rtl' && hebrewFontHas(char))
        ? 'hebrew'
        : 'latin';
    const last = runs[runs.length - 1];
    if (last && last.direction === direction && last.script === script) last.text += char;
    else runs.push({ text: char, direction, script });
  });
  return runs;
}

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '<': '>',
  '>': '<',
};

/**
 * The characters of a run in the order they are painted left to right. A Hebrew run is given
 * to the font in logical order and fontkit, seeing Hebrew letters, orders it itself; anything
 * else in a right-to-left run (a comma and space between Hebrew words) is reversed here, with
 * brackets mirrored.
 */
export function paintOrder(run: Run): string {
  if (run.direction === 'ltr' || (run.script === 'hebrew' && HEBREW.test(run.text))) {
    return run.text;
  }
  return [...run.text]
    .reverse()
    .map((char) => MIRRORED[char] ?? char)
    .join('');
}
