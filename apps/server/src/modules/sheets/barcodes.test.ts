import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { barcodeOptions, bwipjs } from './barcodes.ts';
import { decodeCode128 } from './testing/read-pdf.ts';

/** The barcode as a scanner sees it: printed at three pixels a module, then decoded. */
async function scannedBack(value: string): Promise<string[]> {
  const png = await bwipjs().toBuffer(barcodeOptions(value, 3));
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  return decodeCode128({ data: new Uint8ClampedArray(data), width, height });
}

describe('a sheet’s barcode', () => {
  it('scans back as printed, a replaced sheet’s too (the day and perek, then a generation)', async () => {
    for (const value of ['20786114', '207861141', '2078611412']) {
      expect(await scannedBack(value)).toEqual([value]);
    }
  });
});
