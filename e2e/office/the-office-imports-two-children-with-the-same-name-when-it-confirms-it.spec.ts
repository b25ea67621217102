import { OFFICE_PATHS } from '@zechus/shared';
import { expect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import { classListCsv } from '../support/office-learners.ts';

/** Hebrew letters from the clock: a group of this run only (a retry meets no twin). */
const runTag = () =>
  Array.from(String(Date.now()).slice(-6), (digit) => 'אבגדהוזחטי'[Number(digit)]).join('');

test('the office imports two children with the same name into one class when it says they are two', async ({
  page,
}) => {
  const tag = runTag();
  const group = `קבוצה ${tag}`;
  const twin = `יוסף ${tag}`;
  await signInToOffice(page);
  await page.goto(`${OFFICE_PATHS.learners}/import`);
  await page.getByLabel('CSV file').setInputFiles({
    name: 'group.csv',
    mimeType: 'text/csv',
    buffer: classListCsv(['שם,כיתה', `${twin},`, `${twin},`, `משה ${tag},`]),
  });
  await page.getByLabel('Class for the whole file').fill(group);
  await page.getByRole('button', { name: 'Show what will be added' }).click();
  await expect(page.getByText('Row 3: the same name as row 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add 2 learners' })).toBeVisible();

  // Two real children share the name: the office says so, and the row is added with the rest.
  const same = page.getByLabel('Add anyway: this is another child with the same name');
  await same.check();
  await expect(page.getByRole('status').filter({ hasText: 'will be added' })).toContainText(
    '3 learners will be added.',
  );
  await expect(page.getByRole('list', { name: 'Rows with problems' })).toBeHidden();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('import-same-name.png'), fullPage: true });
  await page.getByRole('button', { name: 'Add 3 learners' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '3 learners were added.' }),
  ).toBeVisible();
});
