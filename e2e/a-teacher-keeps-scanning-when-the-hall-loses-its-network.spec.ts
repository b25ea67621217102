import {
  expect,
  expectFailedRequest,
  expectNetworkDrop,
  request as playwrightRequest,
  test,
} from './support/test.ts';
import {
  connection,
  lastScan,
  officeStations,
  openStation,
  recentScans,
  scan,
  waitForHallWorker,
  waitingCount,
} from './support/station.ts';
import {
  STATION_TOKEN,
  fetchWall,
  notDoneChapters,
  waitForLiveWall,
  wallCell,
  withWallLock,
} from './support/wall.ts';

// Each story scans its own perakim of the day (support/wall.ts notDoneChapters): 300–354 the
// thirty offline scans, 355–359 the lost answer, 380–399 the revoked token.

test('thirty scans made without the network survive a reload and count once on the wall when it returns', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  expectNetworkDrop();
  const chapters = await notDoneChapters(request, 300, 355, 30);

  await withWallLock(async () => {
    // The hall's wall, on its own screen with its own network.
    const hall = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const wall = await hall.newPage();
    await wall.goto('/large-screen');
    await waitForLiveWall(wall);

    // The station was opened once with the network (its shell is then kept on the tablet).
    await openStation(page, STATION_TOKEN);
    await waitForHallWorker(page);
    await expect(connection(page)).toHaveAttribute('data-connection', 'online');

    // The access point drops. A class scans its thirty sheets anyway: each one is kept and
    // shown at once, with the child's name, as waiting to be sent.
    await page.context().setOffline(true);
    for (const chapter of chapters) await scan(page, chapter.barcode);
    await expect(waitingCount(page)).toHaveText('30');
    await expect(connection(page)).toHaveAttribute('data-connection', 'offline');
    const last = chapters[29]!;
    await expect(lastScan(page)).toContainText('Waiting to send');
    await expect(lastScan(page)).toContainText(last.name);
    await expect(lastScan(page)).toContainText(last.perek);

    // Someone reloads the tablet, still without the network: the station opens from the
    // device, and nothing scanned is gone.
    await page.reload();
    await expect(page.getByLabel('Scan a barcode')).toBeFocused();
    await expect(waitingCount(page)).toHaveText('30');
    await expect(recentScans(page)).toHaveCount(10);
    await expect(recentScans(page).first()).toContainText('Waiting to send');
    // Nothing reached the hall yet.
    await expect(wallCell(wall, chapters[0]!.barcode)).toHaveAttribute('data-done', 'false');

    // The network returns: everything goes, in order, and each sheet is counted once.
    await page.context().setOffline(false);
    await expect(waitingCount(page)).toHaveText('0', { timeout: 45_000 });
    await expect(connection(page)).toHaveAttribute('data-connection', 'online');
    await expect(page.locator('[data-last-sent]')).toHaveText(/^Last sent \d\d:\d\d:\d\d$/);
    await expect(recentScans(page).filter({ hasText: 'Done ✓' })).toHaveCount(10);
    await expect(page.locator('li[data-outcome="already_done"]')).toHaveCount(0);
    for (const chapter of chapters) {
      await expect(wallCell(wall, chapter.barcode)).toHaveAttribute('data-done', 'true');
    }
    await hall.close();
  });
  const after = await fetchWall(request);
  const done = new Set(after.chapters.filter((c) => c.done).map((c) => c.barcode));
  expect(chapters.filter((c) => !done.has(c.barcode))).toEqual([]);
});

test('a scan whose answer was lost on the way back is sent again and counted once', async ({
  page,
  request,
}) => {
  expectNetworkDrop();
  const [chapter] = await notDoneChapters(request, 355, 360, 1);
  if (!chapter) throw new Error('no chapter to scan');
  await openStation(page, STATION_TOKEN);

  // The first time, the scan reaches the server and is stored, but its answer never arrives.
  let lost = 0;
  await page.route('**/api/scan', async (route) => {
    if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await scan(page, chapter.barcode);

  // The station sends it again (same scan) and the server answers as the first time: done,
  // not "already scanned" — it was counted once.
  await expect(lastScan(page).locator('[data-outcome="done"]')).toContainText('Done ✓', {
    timeout: 20_000,
  });
  await expect(lastScan(page)).toContainText(chapter.name);
  expect(lost).toBe(1);
  await expect(waitingCount(page)).toHaveText('0');
  await expect(recentScans(page)).toHaveCount(1);
});

test('a station whose token is revoked keeps its waiting scans until a good token is entered', async ({
  page,
}) => {
  expectNetworkDrop();
  expectFailedRequest(401);
  const office = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const stations = await officeStations(office);
  const doorway = await stations.add(`Hall door ${Date.now()}`);
  const chapters = await notDoneChapters(office, 380, 400, 3);
  const [first, second, third] = chapters;
  if (!first || !second || !third) throw new Error('not enough chapters');

  await openStation(page, doorway.token);
  await page.context().setOffline(true);
  await scan(page, first.barcode);
  await scan(page, second.barcode);
  await expect(waitingCount(page)).toHaveText('2');

  // Meanwhile the office revokes this station's token. When the network returns, the station
  // says so in words and keeps both scans.
  await stations.revoke(doorway.id);
  await page.context().setOffline(false);
  const refused = page.getByRole('alert').filter({ hasText: 'token was not accepted' });
  await expect(refused).toContainText(
    'This station’s token was not accepted (it may have been revoked). 2 scans are kept on this device. Enter a good token to send them.',
  );
  await expect(waitingCount(page)).toHaveText('2');

  // A child scans meanwhile: kept too, not sent with the refused token.
  await scan(page, third.barcode);
  await expect(waitingCount(page)).toHaveText('3');

  // The teacher enters the hall's good token: all three go.
  await refused.getByRole('button', { name: 'Enter the station token' }).click();
  await expect(page.locator('[data-waiting-scans]')).toHaveText(
    '3 scans are kept on this device. They are sent once this station is signed in.',
  );
  await page.getByLabel('Station token').fill(STATION_TOKEN);
  await page.keyboard.press('Enter');
  await expect(waitingCount(page)).toHaveText('0');
  await expect(recentScans(page).filter({ hasText: 'Done ✓' })).toHaveCount(3);
  const wall = await fetchWall(office);
  for (const chapter of chapters) {
    expect(wall.chapters.find((c) => c.barcode === chapter.barcode)?.done).toBe(true);
  }
  await office.dispose();
});
