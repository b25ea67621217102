import { expect, test, expectFailedRequest } from '../support/test.ts';
import { ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import { WRONG_TOKEN, openStations, readQrCode, stationRow } from '../support/office-stations.ts';
import { fetchWall } from '../support/wall.ts';

test('the office sets up a scanner station with a QR code; a wrong token is refused at once and the right one scans', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A wrong station token on purpose: refused (401).
  expectFailedRequest(401);
  test.setTimeout(90_000);
  const base = String(testInfo.project.use.baseURL);
  const name = `Main hall, left ${Date.now().toString(36)}`;

  await signInToOffice(page);
  await openStations(page);
  await expectNoA11yViolations(page);

  // A new station: its token is shown once, with a QR code of the station page's address.
  await page.getByRole('button', { name: 'Add a station' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Create the token' }).click();
  await expect(
    dialog.getByText('Give the station a name, for example “Main hall, left”.'),
  ).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create the token' }).click();
  await expect(dialog.getByRole('heading', { name: `“${name}” is ready to set up` })).toBeVisible();
  await expect(
    dialog.getByText(
      'It is shown only now. Scan the QR code with the station’s tablet, or type the token into the station page.',
    ),
  ).toBeVisible();
  const token = await dialog.getByLabel('Token', { exact: true }).inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  const address = await readQrCode(dialog.getByRole('img', { name: /^QR code/ }));
  // The token rides in the fragment: it never reaches the server's logs or a Referer.
  expect(address).toBe(`${base}${ROUTES.ScanStation.path}#token=${token}`);
  await expect(dialog.getByLabel('Station page address')).toHaveValue(address);
  await expectNoA11yViolations(page);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await dialog.getByRole('button', { name: 'Copy token' }).click();
  await expect(dialog.getByText('Token copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The station “${name}” was added.` }),
  ).toBeVisible();
  const row = stationRow(page, name);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('by Programme Office');
  await expect(row).toContainText('Not used yet');
  // Never shown again.
  await expect(page.getByText(token)).toHaveCount(0);

  // The station's tablet: a browser of its own, with nobody signed in.
  const tablet = await browser.newContext({
    baseURL: base,
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  const station = await tablet.newPage();
  await station.goto(ROUTES.ScanStation.path);
  const tokenField = station.getByLabel('Station token');
  await expect(tokenField).toBeFocused();
  await station.keyboard.type('not-the-token-from-the-office');
  await station.keyboard.press('Enter');
  // Refused at once, next to the field: not at the first child's scan.
  await expect(station.getByText(WRONG_TOKEN)).toBeVisible();
  await expect(tokenField).toHaveAttribute('aria-invalid', 'true');
  await expect(station.getByLabel('Scan a barcode')).toHaveCount(0);
  await expectNoA11yViolations(station);

  // The QR code's address: the token is saved and leaves the address bar; the station is ready.
  await station.goto(address);
  await expect(station.locator('[data-station-name]')).toContainText(name);
  await expect(station).toHaveURL(`${base}${ROUTES.ScanStation.path}`);
  await expect(station.getByText(`Scanning as the station “${name}”`)).toBeVisible();
  const scanInput = station.getByLabel('Scan a barcode');
  await expect(scanInput).toBeFocused();

  const pending = (await fetchWall(request)).chapters.filter((c) => !c.done);
  const chapter = pending[Math.floor(Math.random() * pending.length)];
  if (!chapter) throw new Error('no chapter left to scan today');
  await station.keyboard.type(chapter.barcode);
  await station.keyboard.press('Enter');
  const lastScan = station.getByRole('region', { name: 'Last scan', exact: true });
  await expect(lastScan).toContainText('Done ✓');
  await expect(lastScan).toContainText(chapter.name);
  await expectNoA11yViolations(station);

  // The console shows that it was just used.
  await page.reload();
  await expect(row).toContainText('just now');

  // Renamed by keyboard alone; its token keeps working.
  const renamed = `${name} (door)`;
  await row.getByRole('button', { name: `Rename ${name}` }).focus();
  await page.keyboard.press('Enter');
  const newName = page.getByRole('dialog').getByLabel('New name');
  await expect(newName).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(renamed);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `“${name}” is now called “${renamed}”.` }),
  ).toBeVisible();
  const renamedRow = stationRow(page, renamed);

  // Revoked: it stops at once, and the station page asks for a new token. Escape backs out first.
  const revokeButton = renamedRow.getByRole('button', { name: `Revoke ${renamed}` });
  await revokeButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(revokeButton).toBeFocused();
  await revokeButton.click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(`“${renamed}” stops scanning at once`)).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Revoke the token' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The token of “${renamed}” is revoked.` }),
  ).toBeVisible();
  await expect(renamedRow).toContainText('Revoked');
  await expect(revokeButton).toHaveCount(0);

  await station.reload();
  await expect(station.getByLabel('Station token')).toBeVisible();
  await expect(station.getByText(WRONG_TOKEN)).toBeVisible();
  await tablet.close();
});
