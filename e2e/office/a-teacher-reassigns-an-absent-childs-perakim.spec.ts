import { expect as baseExpect, test } from '../support/test.ts';
import type { DayPerek } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import {
  classPerakim,
  dayRow,
  openRowActions,
  openWall,
  searchDay,
} from '../support/office-days.ts';
import { wallCell } from '../support/wall.ts';

/** Two pages (one the 1920×1080 wall) in one browser on a shared machine: allow them time. */
const expect = baseExpect.configure({ timeout: 15_000 });
/** This story's class (the demo's last): the other office stories use other children. */
const CLASS = 'כיתה ח׳';

test('a teacher reassigns an absent child’s perakim to classmates, and the wall shows the new names', async ({
  page,
  context,
}) => {
  // The office page and the wall (1920×1080, 525 chapters) in one browser, on a shared machine.
  test.setTimeout(150_000);
  await signInToOffice(page);
  const { rows } = await classPerakim(page.request, CLASS);
  // An absent child: one with two or more perakim still open today.
  const byChild = new Map<number, DayPerek[]>();
  for (const row of rows)
    byChild.set(row.learner.id, [...(byChild.get(row.learner.id) ?? []), row]);
  const theirs =
    [...byChild.values()].find((list) => list.filter((row) => !row.done).length >= 2) ?? [];
  const child = theirs[0]?.learner;
  if (!child) throw new Error(`no child in ${CLASS} with two open perakim`);
  const open = theirs.filter((row) => !row.done);

  const wall = await openWall(context);
  for (const perek of open) {
    await expect(wallCell(wall, perek.barcode)).toHaveAttribute('data-learner', child.name);
  }

  // The teacher finds the child and gives all their open perakim to two classmates.
  await searchDay(page, child.name);
  await expect(dayRow(page, open[0] as DayPerek)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Days' })).toBeVisible();
  await expectNoA11yViolations(page);
  await openRowActions(page, open[0] as DayPerek);
  await page
    .getByRole('button', { name: `Give all of ${child.name}’s open perakim to others` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Give an absent child’s perakim to others' });
  await expect(dialog.getByText(`Absent: ${child.name}`)).toBeVisible();
  await expect(
    dialog.getByRole('radio', { name: 'Share them evenly among several children' }),
  ).toBeChecked();
  const classmates = dialog
    .getByRole('group', { name: `Classmates in ${CLASS}` })
    .getByRole('listitem');
  await expect(classmates.first().getByRole('checkbox')).toBeChecked();
  await expectNoA11yViolations(page);

  // Only two of them are here today: untick all, tick two.
  await dialog.getByRole('button', { name: 'Untick all' }).click();
  await expect(dialog.getByText('Choose at least one child to give them to.')).toBeVisible();
  const names: string[] = [];
  for (const mate of [classmates.nth(0), classmates.nth(1)]) {
    await mate.getByRole('checkbox').check();
    names.push((await mate.locator('[lang="he"]').first().innerText()).trim());
  }
  // What will happen is said before it happens: every open perek and who takes it.
  const plan = dialog.getByRole('region', { name: 'What will happen' });
  await expect(plan).toContainText(`${open.length} perakim go to 2 children.`);
  for (const perek of open) await expect(plan).toContainText(perek.perek);
  const planned = new Map<string, string>();
  for (const item of await plan.getByRole('listitem').all()) {
    const [perek, name] = await item.locator('bdi').allInnerTexts();
    planned.set(perek?.trim() ?? '', name?.trim() ?? '');
  }
  expect(new Set(planned.values())).toEqual(new Set(names));

  await dialog.getByRole('button', { name: `Give ${open.length} perakim to 2 children` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'were given to' })).toContainText(
    `${child.name}’s ${open.length} open perakim were given to`,
  );

  // The day view shows the new names; the child keeps only what they had done.
  await expect(page.getByRole('row').filter({ hasText: open[0]?.barcode ?? '-' })).toHaveCount(0);
  for (const perek of open) {
    await searchDay(page, perek.perek);
    await expect(dayRow(page, perek)).toContainText(planned.get(perek.perek) ?? '?');
  }
  // The wall in the hall shows them too, without being reloaded.
  for (const perek of open) {
    await expect(wallCell(wall, perek.barcode)).toHaveAttribute(
      'data-learner',
      planned.get(perek.perek) ?? '?',
    );
  }
  await expect(wall.locator('[data-live-status="live"]')).toHaveCount(1);
});
