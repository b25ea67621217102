import { expect as baseExpect, test } from '../support/test.ts';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import {
  classPerakim,
  dayRow,
  openRowActions,
  openWall,
  searchDay,
} from '../support/office-days.ts';
import { scanThroughApi, wallCell } from '../support/wall.ts';

/** Two pages (one the 1920×1080 wall) in one browser on a shared machine: allow them time. */
const expect = baseExpect.configure({ timeout: 15_000 });
/** This story's class: the other office stories use other children. */
const CLASS = 'כיתה ז׳';

test('a teacher marks a perek done by hand and undoes a mistaken scan; the wall follows at once', async ({
  page,
  context,
  request,
}) => {
  // The office page and the wall (1920×1080, 525 chapters) in one browser, on a shared machine.
  test.setTimeout(150_000);
  await signInToOffice(page);
  const { rows } = await classPerakim(page.request, CLASS);
  const open = rows.filter((row) => !row.done && row.perekIndex >= 300);
  const [byHand, mistaken] = [open.at(-1), open.at(-2)];
  if (!byHand || !mistaken) throw new Error(`no open perakim in ${CLASS}`);
  const wall = await openWall(context);

  // A child who has not learned it scans the wrong label: the wall turns it done.
  await scanThroughApi(request, mistaken.barcode);
  await expect(wallCell(wall, mistaken.barcode)).toHaveAttribute('data-done', 'true');

  // The teacher undoes it; the confirmation names the child and the perek.
  await searchDay(page, mistaken.perek);
  const row = dayRow(page, mistaken);
  await expect(row).toContainText('Station: Demo scanner station');
  await openRowActions(page, mistaken);
  await page.getByRole('button', { name: 'Undo: mark not done' }).click();
  const undo = page.getByRole('dialog', { name: 'Undo a done perek' });
  await expect(undo).toContainText(mistaken.learner.name);
  await expect(undo).toContainText(mistaken.perek);
  await expect(undo).toContainText('(Station: Demo scanner station)');
  await expectNoA11yViolations(page);
  await undo.getByRole('button', { name: 'Undo it' }).click();
  await expect(undo).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'not done any more' })).toBeVisible();
  await expect(row).toContainText('Not yet');
  await expect(wallCell(wall, mistaken.barcode)).toHaveAttribute('data-done', 'false');

  // Another child read their perek to the teacher: marked done by hand, recorded as hers.
  await searchDay(page, byHand.perek);
  await openRowActions(page, byHand);
  // The row's menu, open, is as accessible as the page.
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Mark done by hand' }).click();
  const mark = page.getByRole('dialog', { name: 'Mark a perek done by hand' });
  await expect(mark).toContainText(byHand.learner.name);
  await mark.getByRole('button', { name: 'Mark it done' }).click();
  await expect(mark).toBeHidden();
  await expect(dayRow(page, byHand)).toContainText('By hand: Programme Office');
  await expect(dayRow(page, byHand)).toContainText(/Done \d\d:\d\d/);
  await expect(wallCell(wall, byHand.barcode)).toHaveAttribute('data-done', 'true');
  await expect(wall.locator(`[data-scan-toast="${byHand.barcode}"]`)).toContainText(
    byHand.learner.name,
  );

  // Yesterday is over: its perakim cannot be given away, and the menu says why.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByText('Past day', { exact: true })).toBeVisible();
  const first = page.getByRole('button', { name: /^Actions for / }).first();
  await first.click();
  await expect(
    page.getByRole('button', { name: 'Give this perek to another child' }),
  ).toHaveAccessibleDescription('A past day’s perakim stay with the children who had them.');
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();
});
