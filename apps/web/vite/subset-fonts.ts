/**
 * The first screen's two faces (Inter for text, Fraunces for headings) cut down to what an
 * English page writes: printable ASCII, the typographer's quotes and dashes, and a few signs —
 * with the weights the site uses (400–800). @fontsource's Latin files carry every Latin letter
 * and every weight (48 and 37 KB); these are about half that, and they are on the critical path
 * of every page (preloaded, vite/preload-fonts.ts). The full Latin files stay declared after them
 * in fonts.css for any other character (an accented name), fetched only if one shows.
 *
 * Made at the start of every build and dev server into node_modules/.cache/fonts, where
 * src/fonts.css reads them, unless already there for the same source files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** U+0020–007E, no-break space, and the signs and punctuation of our English copy. */
export const BASIC_TEXT_RANGE =
  'U+0020-007E, U+00A0, U+00A3, U+00A9, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2039-203A, U+20AC, U+2190, U+2192';

/** The characters of BASIC_TEXT_RANGE, for the subsetter. */
function basicCharacters(): string {
  let text = '';
  for (const part of BASIC_TEXT_RANGE.split(',')) {
    const [from, to] = part.trim().slice(2).split('-');
    const first = parseInt(from ?? '', 16);
    const last = to ? parseInt(to, 16) : first;
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

const FACES = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', out: 'inter-basic' },
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    out: 'fraunces-basic',
  },
] as const;

const AXES = { wght: { min: 400, max: 800 } };

export function subsetFonts(outDir: string): Plugin {
  return {
    name: 'zechus-subset-fonts',
    async buildStart() {
      fs.mkdirSync(outDir, { recursive: true });
      for (const face of FACES) {
        const source = require.resolve(face.source);
        const target = path.join(outDir, `${face.out}.woff2`);
        // What the file was made from and how: made again when any of it changes.
        const made = JSON.stringify({
          source: fs.readFileSync(source).length,
          range: BASIC_TEXT_RANGE,
          axes: AXES,
        });
        const stamp = `${target}.json`;
        if (
          fs.existsSync(target) &&
          fs.existsSync(stamp) &&
          fs.readFileSync(stamp, 'utf8') === made
        ) {
          continue;
        }
        const subset = await subsetFont(fs.readFileSync(source), basicCharacters(), {
          targetFormat: 'woff2',
          variationAxes: AXES,
        });
        fs.writeFileSync(target, subset);
        fs.writeFileSync(stamp, made);
      }
    },
  };
}
