import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { logInAsDemoDonor } from './support/donor.ts';

test('a donor adds all their dates to their calendar from My Page', async ({ page }) => {
  await logInAsDemoDonor(page);
  const link = page.getByRole('link', { name: 'Add all dates to my calendar' });
  await expect(link).toBeVisible();
  // Every date on the page has its View Progress link: the file holds one entry for each.
  const dates = await page.getByRole('link', { name: /^View Progress/ }).count();
  expect(dates).toBeGreaterThan(1);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('zechus-learning-dates.ics');
  const file = await readFile((await download.path()) ?? '', 'utf8');
  expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(file).toContain('METHOD:PUBLISH\r\n');
  expect(file.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(dates);
  expect(file.match(/DTSTART;VALUE=DATE:\d{8}\r\n/g)).toHaveLength(dates);
});
