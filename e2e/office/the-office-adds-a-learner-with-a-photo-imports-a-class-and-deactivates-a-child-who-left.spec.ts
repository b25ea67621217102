import { expect, test } from '../support/test.ts';
import { HEBREW_NAME_MESSAGE, OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import { classListCsv, landscapePhoto, openLearners } from '../support/office-learners.ts';

/** Hebrew letters from the clock: names and a group of this run only (a retry meets no twin). */
const runTag = () =>
  Array.from(String(Date.now()).slice(-6), (digit) => 'אבגדהוזחטי'[Number(digit)]).join('');

test('the office adds a child with a photo, imports a class with a bad row, and deactivates a child who left', async ({
  page,
}) => {
  // Four screens and a dialog, each checked with axe: longer than one screen's default.
  test.setTimeout(60_000);
  const tag = runTag();
  const group = `קבוצה ${tag}`;
  const child = `שמחה ${tag}`;
  await signInToOffice(page);
  await openLearners(page);
  await expectNoA11yViolations(page);

  // Add a child: a name not written in Hebrew is refused in plain words, under the field.
  await page.getByRole('button', { name: 'Add learner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add learner' });
  await dialog.getByLabel('Name in Hebrew').fill('Simcha');
  await dialog.getByLabel('Class or group').fill(group);
  await dialog.getByRole('button', { name: 'Add learner' }).click();
  await expect(dialog.getByText(HEBREW_NAME_MESSAGE)).toBeVisible();
  await dialog.getByLabel('Name in Hebrew').fill(child);
  await dialog.getByRole('button', { name: 'Add learner' }).click();
  await expect(dialog).toBeHidden();
  const added = page.getByRole('status').filter({ hasText: 'was added' });
  await expect(added).toContainText(child);
  // From tomorrow, or — from 18:00 in London, when tomorrow's sheets are fixed — the day after.
  await expect(added).toContainText(
    /was added\. They are given perakim from (tomorrow|\w+day \d+ \w+ \d{4})\./,
  );

  // Found by typing part of the name; their page opens from the list.
  await page.getByLabel('Search names').fill(tag);
  const table = page.getByRole('table', { name: 'Learners' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: child }).click();
  await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible();

  // A photo from the phone: seen before saving, then as the office keeps it (a WebP square).
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'IMG_2041.png',
    mimeType: 'image/png',
    buffer: landscapePhoto(),
  });
  await expect(page.getByRole('img', { name: 'The new photo, not saved yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The photo is saved.' })).toBeVisible();
  const kept = page.locator('header img');
  await expect(kept).toHaveAttribute('src', /^\/uploads\/learners\/learner-\d+-[0-9a-f]+\.webp$/);
  await expect
    .poll(() => kept.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([400, 400]);
  await expectNoA11yViolations(page);

  // The rest of the group from a CSV file: the preview names the bad row, which is skipped.
  await page.goto(OFFICE_PATHS.learners);
  await page.getByRole('link', { name: 'Import a class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a class' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'group.csv',
    mimeType: 'text/csv',
    buffer: classListCsv(['שם,כיתה', `רפאל ${tag},`, 'Rafael,', `גבריאל ${tag},`]),
  });
  await page.getByLabel('Class for the whole file').fill(group);
  await page.getByRole('button', { name: 'Show what will be added' }).click();
  await expect(page.getByText('Row 3: the name is not in Hebrew letters')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'will be added' })).toContainText(
    '2 learners will be added. 1 row has a problem and is skipped',
  );
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Add 2 learners' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '2 learners were added.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the learners' }).click();

  // One of the group has left: deactivated after a question that says what happens.
  await page.getByLabel('Class', { exact: true }).selectOption(group);
  await expect(table.getByRole('link')).toHaveCount(3);
  await table.getByRole('link', { name: `גבריאל ${tag}` }).click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const question = page.getByRole('dialog', { name: /^Deactivate/ });
  await expect(question).toContainText(
    'will no longer be given perakim from tomorrow; today’s perakim stay with them.',
  );
  await expectNoA11yViolations(page);
  await question.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is deactivated' })).toContainText(
    'is deactivated: no perakim from tomorrow.',
  );
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // The group's active list no longer has them; "Everyone" shows them, inactive.
  await page.getByRole('link', { name: 'All learners' }).click();
  await page.getByLabel('Class', { exact: true }).selectOption(group);
  await expect(table.getByRole('link')).toHaveCount(2);
  await page.getByLabel('Show').selectOption('all');
  await expect(table.getByRole('link')).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(`גבריאל ${tag}`) })).toContainText(
    'Inactive',
  );
});
