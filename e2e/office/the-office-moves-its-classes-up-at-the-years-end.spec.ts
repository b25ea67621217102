import { OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { xsrfToken } from '../support/donor.ts';
import { signInToOffice } from '../support/office.ts';
import { expect, test } from '../support/test.ts';

/** Hebrew letters from the clock: classes and children of this run only (never the demo's). */
const runTag = () =>
  Array.from(String(Date.now()).slice(-6), (digit) => 'אבגדהוזחטי'[Number(digit)]).join('');

test('the office moves its classes up at the year’s end: a preview, the new names, the top class leaves', async ({
  page,
}) => {
  const tag = runTag();
  const named = (numeral: string) => `שיעור ${tag} ${numeral}`;
  const [third, fourth, fifth, sixth] = [named('ג׳'), named('ד׳'), named('ה׳'), named('ו׳')];
  await signInToOffice(page);
  const token = await xsrfToken(page);
  for (const [name, className] of [
    [`אהרן ${tag}`, third],
    [`ברוך ${tag}`, fourth],
    [`גדליה ${tag}`, fifth],
  ] as const) {
    const reply = await page.request.post('/api/office/learners', {
      headers: { 'X-XSRF-TOKEN': token },
      data: { name, className },
    });
    expect(reply.status(), await reply.text()).toBe(201);
  }

  await page.goto(OFFICE_PATHS.learners);
  await page.getByRole('link', { name: 'Classes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classes');
  await page.getByRole('link', { name: `Move up ${third}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Move classes up');

  // Only the chosen class moves at first; its next name is ready, and so is the next class's.
  await expect(page.getByLabel(`What happens to ${third}`)).toHaveValue('up');
  await expect(page.getByLabel(`New name of ${third}`)).toHaveValue(fourth);
  await expect(page.getByLabel(`What happens to ${fourth}`)).toHaveValue('stays');
  await page.getByLabel(`What happens to ${fourth}`).selectOption('up');
  await expect(page.getByLabel(`New name of ${fourth}`)).toHaveValue(fifth);
  await page.getByLabel(`What happens to ${fifth}`).selectOption('leaves');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Move up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move these classes up?' });
  await expect(dialog).toContainText('2 classes take a new name');
  await expect(dialog).toContainText(`Leaving: ${fifth}`);
  await dialog.getByRole('button', { name: 'Move up' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classes');
  await expect(page.getByRole('status')).toContainText('2 classes moved up.');
  await expect(page.getByRole('status')).toContainText(
    '1 learner of the leaving classes deactivated.',
  );
  const classes = page.getByRole('list', { name: 'Classes' });
  await expect(classes.getByRole('listitem').filter({ hasText: third })).toHaveCount(0);
  await expect(classes.getByRole('listitem').filter({ hasText: fourth })).toContainText(
    '1 active learner',
  );
  // The fifth holds the child who moved up (active) and the one who left (inactive).
  await expect(classes.getByRole('listitem').filter({ hasText: fifth })).toContainText(
    '1 active learner · 2 all learners',
  );
  await expect(classes.getByRole('listitem').filter({ hasText: sixth })).toHaveCount(0);

  // The child who moved up is in the new class's report, with a page of their own to print.
  await page.getByRole('link', { name: `Report of ${fourth}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class report');
  await page.getByRole('link', { name: 'A page for each child' }).click();
  const childPage = page.getByRole('article');
  await expect(childPage).toHaveCount(1);
  await expect(childPage.getByRole('heading', { level: 2 })).toHaveText(`אהרן ${tag}`);
  await expect(childPage).toContainText('0 perakim learned');
});
