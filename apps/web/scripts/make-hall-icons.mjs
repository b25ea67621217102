/**
 * Draws the hall screens' app icons (public/hall-icon-*.png, named by scan.webmanifest and
 * wall.webmanifest) and every page's PNG icons beside favicon.svg (apple-touch-icon.png,
 * favicon-32.png, favicon-192.png, named by index.html: decision 0039) from the logo's mark
 * (src/assets/logo.svg without its word), through Chromium. Run once by hand when the logo
 * changes; the PNGs are committed:
 *
 *   node apps/web/scripts/make-hall-icons.mjs
 *
 * Uses playwright-core (the e2e suite's) and Debian's Chromium, or $CHROMIUM_PATH.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const webDir = path.resolve(import.meta.dirname, '..');
const logo = fs.readFileSync(path.join(webDir, 'src/assets/logo.svg'), 'utf8');

// The mark is the logo's first 48×48 units: everything but the word and the comment, its pages
// (currentColor) in parchment, on the primary blue (VISUAL.md).
const PRIMARY = '#1F3A5F';
const PARCHMENT = '#FAF6EE';
const mark = logo
  .replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')
  .replace(/<!--[\s\S]*?-->/g, '')
  .replace(/<text[\s\S]*?<\/text>/g, '')
  .replaceAll('currentColor', PARCHMENT);

/**
 * `any`: a rounded tile with the mark large. `maskable`: the tile's colour to every edge and the
 * mark inside the middle 80 % circle a launcher may cut the icon to. `touch`: a square to every
 * edge too, as iOS rounds a home-screen icon's corners itself, the mark a little smaller.
 */
function iconSvg(size, purpose) {
  const markShare = { any: 0.8, maskable: 0.6, touch: 0.72 }[purpose];
  const scale = (size * markShare) / 48;
  const offset = (size * (1 - markShare)) / 2;
  const radius = purpose === 'any' ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${PRIMARY}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
}

const ICONS = [
  { file: 'hall-icon-192.png', size: 192, purpose: 'any' },
  { file: 'hall-icon-512.png', size: 512, purpose: 'any' },
  { file: 'hall-icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'touch' },
  { file: 'favicon-32.png', size: 32, purpose: 'any' },
  { file: 'favicon-192.png', size: 192, purpose: 'any' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, purpose } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(size, purpose)}</body></html>`,
    );
    const out = path.join(webDir, 'public', file);
    await page.locator('svg').screenshot({ path: out, omitBackground: true });
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
  }
} finally {
  await browser.close();
}
