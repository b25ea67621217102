import { expect, test, type Page, type Response } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import {
  cameraTracks,
  holdTheCamera,
  launchWithFakeCamera,
  openTheCamera,
  printedBarcode,
  watchConsole,
  writeSheetVideo,
} from './support/fake-camera.ts';
import { settle } from './support/site.ts';
import { STATION_TOKEN, fetchWall, notDoneChapters } from './support/wall.ts';

const lastScan = (page: Page) => page.getByRole('region', { name: 'Last scan', exact: true });
const cameraButton = (page: Page) =>
  page.getByRole('button', { name: 'Scan with the camera', exact: true });
const closeButton = (page: Page) => page.getByRole('button', { name: 'Close camera', exact: true });
/** Our own server: the page may ask nothing of any other host (no CDN for the reader). */
const OUR_HOST = '127.0.0.1';

test('a teacher scans a sheet with her phone’s camera', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  // Perakim 360–369 of the day belong to this story (support/wall.ts).
  const [chapter] = await notDoneChapters(request, 360, 370, 1);
  if (!chapter) throw new Error('no chapter to scan');

  // The camera's video: the child's sheet with the barcode the office prints for this perek.
  const barcode = await printedBarcode(baseURL, chapter.barcode);
  const video = testInfo.outputPath('sheet.y4m');
  await writeSheetVideo(page, { name: chapter.name, perek: chapter.perek, barcode }, video);

  // A phone whose camera sees that sheet, the permission already given.
  const browser = await launchWithFakeCamera(video);
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    const problems = await watchConsole(context);
    await holdTheCamera(context);
    // Every request of the phone, its pages' and its service worker's (which keeps the reader
    // for the station's offline use, decision 0035): none may go to another host.
    const elsewhere: string[] = [];
    context.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.protocol.startsWith('http') && url.hostname !== OUR_HOST) elsewhere.push(sent.url());
    });
    const readerFiles: Response[] = [];
    context.on('response', (answer) => {
      if (answer.url().endsWith('.wasm')) readerFiles.push(answer);
    });
    const phone = await context.newPage();

    await phone.goto(ROUTES.ScanStation.path);
    await settle(phone);
    await expect(phone.getByLabel('Station token')).toBeFocused();
    await phone.keyboard.type(STATION_TOKEN);
    await phone.keyboard.press('Enter');
    await expect(phone.getByLabel('Scan a barcode')).toBeVisible();

    // The camera opens only when the story says (support/fake-camera.ts): until then the
    // scanner is seen as it opens, before a sheet read could move the focus.
    await cameraButton(phone).tap();
    const scanner = phone.getByRole('dialog', { name: 'Camera' });
    await expect(scanner).toBeVisible();
    await expect(closeButton(phone)).toBeFocused();
    await expect(scanner.getByRole('status')).toHaveText('Starting the camera…');
    await openTheCamera(phone);
    await expect(scanner.locator('video')).toHaveJSProperty('paused', false);

    // The sheet is read and sent as a scanner's Enter would: the child and the perek, done.
    await expect(lastScan(phone)).toContainText('Done ✓', { timeout: 20_000 });
    await expect(lastScan(phone)).toContainText(chapter.name);
    await expect(lastScan(phone)).toContainText(chapter.perek);
    await expect(scanner).toContainText(chapter.barcode);
    await expectNoA11yViolations(phone);
    const shot = testInfo.outputPath('the-camera-open-on-a-phone.png');
    await phone.screenshot({ path: shot });
    await testInfo.attach('the camera open on a phone', { path: shot, contentType: 'image/png' });

    // ZXing (headless Chromium has no BarcodeDetector), its .wasm from our own /assets/ — fetched
    // by the page, or by the service worker that keeps it for the station.
    expect(readerFiles.length, 'the reader’s .wasm was fetched').toBeGreaterThan(0);
    for (const answer of readerFiles) {
      expect(new URL(answer.url()).origin).toBe(new URL(baseURL).origin);
      expect(new URL(answer.url()).pathname).toMatch(/^\/assets\/zxing_reader-[\w-]+\.wasm$/);
      expect(answer.status()).toBe(200);
      expect(await answer.headerValue('content-type')).toBe('application/wasm');
    }

    // The server has it: the wall shows the perek done.
    await expect
      .poll(async () =>
        (await fetchWall(request)).chapters.find((c) => c.barcode === chapter.barcode),
      )
      .toMatchObject({ done: true });

    // Escape closes the camera (focus back on its button) and every camera track stops.
    await phone.keyboard.press('Escape');
    await expect(scanner).toBeHidden();
    await expect(cameraButton(phone)).toBeFocused();
    await expect.poll(() => cameraTracks(phone)).toEqual({ opened: 1, live: 0 });

    // The sheet stayed in view for many reads: it was sent once.
    const log = phone.getByRole('list').filter({ has: phone.locator('[data-outcome]') });
    await expect(log.locator('li')).toHaveCount(1);
    await expect(log.locator('li').first()).toContainText(chapter.barcode);

    expect(elsewhere, 'requests to hosts other than our server').toEqual([]);
    expect(problems, 'the phone logged errors or warnings to the console').toEqual([]);
  } finally {
    await browser.close();
  }
});
