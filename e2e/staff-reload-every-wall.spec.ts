import { expect, test } from './support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { settle } from './support/site.ts';
import { DEMO_STAFF, waitForLiveWall, withWallLock } from './support/wall.ts';

test.use({ viewport: { width: 1920, height: 1080 } });

test('staff reload every wall from the office', async ({ page }) => {
  test.setTimeout(120_000);

  await withWallLock(async () => {
    // A wall open in the hall, marked so a reload is seen.
    const wall = page;
    await wall.goto(ROUTES.LargeScreen.path);
    await settle(wall);
    await waitForLiveWall(wall);
    await wall.evaluate(() => {
      (window as unknown as { wallMarker?: string }).wallMarker = 'before';
    });

    // Staff sign in on another tab.
    const staff = await page.context().newPage();
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(OFFICE_PATHS.home);
    await expect(staff).toHaveURL(/\/office\/login/);
    await settle(staff);
    await expectNoA11yViolations(staff);
    await staff.getByLabel('Email').fill(DEMO_STAFF.email);
    await staff.getByLabel('Password').fill(DEMO_STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
    await expect(staff.getByText(/Programme Office · Owner/).first()).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Open the scanner station' })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Big screen previews' })).toBeVisible();
    await expectNoA11yViolations(staff);

    // Reload every wall: it asks first, then tells every wall.
    const reloaded = wall.waitForEvent('load');
    await staff.getByRole('button', { name: 'Reload every wall' }).click();
    await expect(staff.getByText(/Reload every wall now\?/)).toBeVisible();
    await staff.getByRole('button', { name: 'Yes, reload every wall' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'told to reload' })).toBeVisible();

    await reloaded;
    await expect
      .poll(() => wall.evaluate(() => (window as unknown as { wallMarker?: string }).wallMarker))
      .toBeUndefined();
    await waitForLiveWall(wall);

    // The preview index offers the same button to signed-in staff.
    await staff.goto(ROUTES.BigScreenIndex.path);
    await settle(staff);
    await expect(staff.getByRole('button', { name: 'Reload every wall' })).toBeVisible();
    await expectNoA11yViolations(staff);

    // Sign out.
    await staff.goto(OFFICE_PATHS.home);
    await staff.getByRole('button', { name: 'Sign out' }).click();
    await expect(staff.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
