/**
 * A camera for the camera-scanning story: Chromium's fake capture device playing a short video of
 * one of our sheets, as the office prints it. The video is a file Chromium reads at launch
 * (`--use-file-for-fake-video-capture`), so the story makes it first and then launches a browser
 * of its own; this module gives the pieces.
 */
import { writeFile } from 'node:fs/promises';
import {
  chromium,
  expect,
  request as playwrightRequest,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { sheetClassesSchema, sheetsSchema, type SheetBarcode } from '@zechus/shared';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { watchContext } from './test.ts';
import { DEMO_STAFF } from './wall.ts';

/** The picture's size: what a phone's camera gives at the least, and small enough to write fast. */
export const VIDEO = { width: 640, height: 480, fps: 10, frames: 10 } as const;

/**
 * The barcode of the perek `barcode` exactly as the office prints it: bwip-js's SVG from the
 * sheets area (signed in as the demo staff), looked for in today's sheets class by class.
 */
export async function printedBarcode(baseURL: string, barcode: string): Promise<SheetBarcode> {
  const office = await playwrightRequest.newContext({ baseURL });
  try {
    // The page sets the CSRF cookie that the login echoes in its header (double submit).
    expect((await office.get('/')).status()).toBe(200);
    const { cookies } = await office.storageState();
    const csrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await office.post('/api/office/login', {
      headers: { 'x-xsrf-token': csrf },
      data: DEMO_STAFF,
    });
    expect(login.status(), await login.text()).toBe(200);
    const classes = sheetClassesSchema.parse(
      await (await office.get('/api/office/sheets/classes')).json(),
    );
    for (const { name } of classes.classes) {
      const answer = await office.get('/api/office/sheets', {
        params: { date: classes.today, class: name },
      });
      expect(answer.status()).toBe(200);
      const { sheets } = sheetsSchema.parse(await answer.json());
      const perek = sheets
        .flatMap((sheet) => sheet.perakim)
        .find((line) => line.barcode.value === barcode);
      if (perek) return perek.barcode;
    }
    throw new Error(`no printed sheet of today has the barcode ${barcode}`);
  } finally {
    await office.dispose();
  }
}

/** What a sheet held up to the camera shows: the child, the perek and its barcode. */
export interface SheetInView {
  name: string;
  perek: string;
  barcode: SheetBarcode;
}

/**
 * The camera's picture of a sheet, as RGBA pixels (VIDEO's size): a sheet of paper a little
 * askew on a desk, the child's name and perek at its top, and the printed barcode with its code
 * below — drawn by `page` (any page: it is only a canvas), so no image tool is needed.
 */
export async function pictureOfSheet(page: Page, sheet: SheetInView): Promise<Buffer> {
  await page.setContent('<!doctype html><title>A sheet</title>');
  const base64 = await page.evaluate(
    async ({ sheet, size }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      // The desk, and the paper on it turned a degree and a half, as a hand holds it.
      context.fillStyle = '#6f6253';
      context.fillRect(0, 0, size.width, size.height);
      context.translate(size.width / 2, size.height / 2);
      context.rotate((-1.5 * Math.PI) / 180);
      context.fillStyle = '#fdfcf8';
      context.fillRect(-280, -220, 560, 440);
      context.fillStyle = '#1b2a41';
      context.direction = 'rtl';
      context.textAlign = 'right';
      context.font = 'bold 30px serif';
      context.fillText(sheet.name, 250, -160);
      context.font = '24px serif';
      context.fillText(sheet.perek, 250, -122);
      // The barcode 400 px wide (about 4 px to a module), at its printed proportions.
      const width = 400;
      const height = (width * sheet.barcode.heightMm) / sheet.barcode.widthMm;
      const svg = sheet.barcode.svg.replace('<svg ', `<svg width="${width}" height="${height}" `);
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      context.drawImage(image, -width / 2, -height / 2 + 10, width, height);
      context.direction = 'ltr';
      context.textAlign = 'center';
      context.font = '18px monospace';
      context.fillText(sheet.barcode.value, 0, height / 2 + 36);
      const { data } = context.getImageData(0, 0, size.width, size.height);
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { sheet, size: { width: VIDEO.width, height: VIDEO.height } },
  );
  return Buffer.from(base64, 'base64');
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * A Y4M video (YUV4MPEG2, the raw format Chromium's fake camera reads): `frames` copies of one
 * RGBA picture, each as I420 — a full-size luma plane, then the two chroma planes at half size
 * each way — in BT.601's video range, as a camera sends.
 */
export function y4mOf(rgba: Uint8Array, width: number, height: number, frames: number): Buffer {
  const header = `YUV4MPEG2 W${width} H${height} F${VIDEO.fps}:1 Ip A1:1 C420jpeg\n`;
  const lumaSize = width * height;
  const chromaWidth = width / 2;
  const chromaSize = chromaWidth * (height / 2);
  const frame = Buffer.alloc(lumaSize + 2 * chromaSize);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = [rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0];
      frame[y * width + x] = clampByte(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < chromaWidth; x++) {
      // Each chroma sample is the mean of its 2×2 block.
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((2 * y + dy) * width + 2 * x + dx) * 4;
        r += (rgba[i] ?? 0) / 4;
        g += (rgba[i + 1] ?? 0) / 4;
        b += (rgba[i + 2] ?? 0) / 4;
      }
      const at = y * chromaWidth + x;
      frame[lumaSize + at] = clampByte(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      frame[lumaSize + chromaSize + at] = clampByte(
        128 + (112 * r - 93.786 * g - 18.214 * b) / 255,
      );
    }
  }
  const parts: Buffer[] = [Buffer.from(header, 'ascii')];
  for (let n = 0; n < frames; n++) parts.push(Buffer.from('FRAME\n', 'ascii'), frame);
  return Buffer.concat(parts);
}

/** Writes the fake camera's video of `sheet` to `file` (a .y4m: Chromium goes by the name). */
export async function writeSheetVideo(page: Page, sheet: SheetInView, file: string): Promise<void> {
  const rgba = await pictureOfSheet(page, sheet);
  await writeFile(file, y4mOf(rgba, VIDEO.width, VIDEO.height, VIDEO.frames));
}

/**
 * Debian's Chromium, its camera the video in `file` (looped), and the permission prompt answered
 * yes, as a teacher would. The story's own browser: close it when done.
 */
export async function launchWithFakeCamera(file: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}

/**
 * The console guard of support/test.ts for a context of a browser the story launched itself
 * (the suite's guard watches only the browser it gives): every error and warning a page logs,
 * and every uncaught exception, collected for the story to expect none. It counts requests in
 * flight too, for `settle`.
 */
export async function watchConsole(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await watchContext(context, problems);
  return problems;
}

/**
 * Takes charge of the page's camera (in the page, before its scripts run): getUserMedia waits
 * until the story calls `openTheCamera`, so the scanner can be looked at as it opens, before any
 * sheet is read; and every track it hands out is kept, so the story can check that closing the
 * scanner stopped them all (a camera left on keeps its light lit and the battery draining).
 */
export async function holdTheCamera(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const devices = navigator.mediaDevices;
    // Not in a page that is no secure context (about:blank before the first navigation).
    if (!devices) return;
    const page = window as typeof window & {
      __cameraTracks?: MediaStreamTrack[];
      __openCamera?: () => void;
    };
    page.__cameraTracks = [];
    const opened = new Promise<void>((resolve) => (page.__openCamera = resolve));
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      await opened;
      const stream = await getUserMedia(constraints);
      page.__cameraTracks?.push(...stream.getTracks());
      return stream;
    };
  });
}

/** Lets the page's camera open (see `holdTheCamera`). */
export async function openTheCamera(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as typeof window & { __openCamera?: () => void }).__openCamera?.(),
  );
}

/** How many camera tracks the page opened, and how many of them are still live. */
export async function cameraTracks(page: Page): Promise<{ opened: number; live: number }> {
  return page.evaluate(() => {
    const tracks =
      (window as typeof window & { __cameraTracks?: MediaStreamTrack[] }).__cameraTracks ?? [];
    return {
      opened: tracks.length,
      live: tracks.filter((track) => track.readyState === 'live').length,
    };
  });
}
