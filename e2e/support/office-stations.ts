import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { OFFICE_PATHS } from '@zechus/shared';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let zxingReady = false;

/** zxing-wasm fetches its .wasm from a CDN unless told otherwise: hand it the installed file. */
function prepareZxing(): void {
  if (zxingReady) return;
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
    fireImmediately: true,
  });
  zxingReady = true;
}

/** What a tablet's camera reads from a QR code on screen: the element's screenshot, decoded. */
export async function readQrCode(element: Locator): Promise<string> {
  prepareZxing();
  const png = await element.screenshot();
  const found = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true });
  const valid = found.filter((code) => code.isValid);
  expect(valid, 'one readable QR code').toHaveLength(1);
  return valid[0]?.text ?? '';
}

/** The words the station page and the API say to a wrong or revoked token. */
export const WRONG_TOKEN =
  'This token is not valid (it may have been revoked). Ask the office for a new one.';

/** Opens the console's Scanner stations page through its navigation. */
export async function openStations(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Scanner stations' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.stations}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner stations' })).toBeVisible();
}

/** A station's row in the console's table. */
export const stationRow = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ hasText: name });

/** The seeded year plan's text: what the demo donor's year dedication was sold as. */
export const SEEDED_YEAR_TEXT =
  'A year of learning: the whole Mishnah every Rosh Chodesh for twelve months, and on the yoirtzeit';

/** "$1,920": a price as the site writes it. */
export const dollars = (price: number): string =>
  `$${price.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
