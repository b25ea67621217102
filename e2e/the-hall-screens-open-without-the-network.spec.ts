import {
  expect,
  expectNetworkDrop,
  test,
  type APIRequestContext,
  type Page,
} from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { fetchWall, STATION_TOKEN, wallCell, withWallLock } from './support/wall.ts';

/** Resolves once the hall screen's service worker has installed and controls the page. */
async function underItsWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The page's web app manifest, read through its link, with each of its icons fetched. */
async function manifestOf(page: Page, request: APIRequestContext) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toMatch(/^\/[a-z]+\.webmanifest$/);
  const reply = await request.get(href ?? '');
  expect(reply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await reply.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
  return manifest;
}

const scanField = (page: Page) => page.getByLabel('Scan a barcode');

test('the station and the wall open without the network once opened, and no donor page does', async ({
  page: wall,
  context,
  request,
}, testInfo) => {
  const [chapter] = (await fetchWall(request)).chapters;
  if (!chapter) throw new Error('the demo day has no chapters');

  // The worker the build wrote knows the hall's two screens and no other page's files.
  const script = await (await request.get('/sw.js')).text();
  expect(script).toContain('"/scan":[');
  expect(script).toContain('"/large-screen":[');
  expect(script).not.toMatch(/SignUpPage|LoginPage|DonatePage|SubscribePage|OfficeApp/);

  // A wall reloaded by the office in the middle would be a different story (support/wall.ts).
  await withWallLock(async () => {
    // Opened once with the network: the wall shows the day, the station is set up.
    await wall.goto(ROUTES.LargeScreen.path);
    await expect(wallCell(wall, chapter.barcode)).toBeVisible();
    await underItsWorker(wall);

    const station = await context.newPage();
    await station.goto(ROUTES.ScanStation.path);
    await expect(station.getByLabel('Station token')).toBeFocused();
    await station.keyboard.type(STATION_TOKEN);
    await station.keyboard.press('Enter');
    await expect(scanField(station)).toBeFocused();
    await underItsWorker(station);

    // Each can be installed as an app: its manifest is linked, parses and its icons are there.
    expect(await manifestOf(station, request)).toMatchObject({
      name: 'Zechus Scanner Station',
      start_url: '/scan',
      display: 'standalone',
    });
    expect(await manifestOf(wall, request)).toMatchObject({
      name: 'Zechus Hall Display',
      start_url: '/large-screen',
      display: 'fullscreen',
    });

    // The Wi-Fi drops, and the tablets are restarted: their requests to the API and the live
    // stream fail as they do offline (and the station says so), but both screens open.
    expectNetworkDrop();
    await context.setOffline(true);
    // The workers have no network either: what they answer now comes from what they kept.
    for (const worker of context.serviceWorkers()) {
      const reached = await worker.evaluate(() =>
        fetch('/api/health').then(
          () => true,
          () => false,
        ),
      );
      expect(reached, worker.url()).toBe(false);
    }

    const wallPage = await wall.reload();
    expect(wallPage?.fromServiceWorker()).toBe(true);
    // The day's chapters as they were last read.
    await expect(wallCell(wall, chapter.barcode)).toBeVisible();
    await expect(wallCell(wall, chapter.barcode)).toHaveAttribute('data-learner', chapter.name);

    const stationPage = await station.reload();
    expect(stationPage?.fromServiceWorker()).toBe(true);
    await expect(scanField(station)).toBeVisible();
    // The kept page's CSRF token is still the browser's own, so it is usable once back online.
    const token = await station.locator('meta[name="csrf-token"]').getAttribute('content');
    const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
    expect(token).toBe(cookie?.value);

    await testInfo.attach('the wall, offline', {
      body: await wall.screenshot(),
      contentType: 'image/png',
    });
    await testInfo.attach('the station, offline', {
      body: await station.screenshot(),
      contentType: 'image/png',
    });

    // A donor's page is no hall screen: nothing keeps it, it fails as any page offline.
    const donor = await context.newPage();
    for (const path of [ROUTES.SignUp.path, ROUTES.Login.path]) {
      await expect(donor.goto(path), path).rejects.toThrow(/net::ERR_INTERNET_DISCONNECTED/);
    }

    await context.setOffline(false);
  });
});
