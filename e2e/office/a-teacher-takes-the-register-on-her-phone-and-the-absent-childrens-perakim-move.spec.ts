import { expect, test } from '../support/test.ts';
import { OFFICE_PATHS, type DayPerek } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { xsrfToken } from '../support/donor.ts';
import { signInToOffice } from '../support/office.ts';
import { classPerakim } from '../support/office-days.ts';
import {
  anotherDevice,
  choosePassword,
  inviteFromConsole,
  newInvitee,
  welcomeLinkMailedTo,
} from '../support/office-staff.ts';

/** The teacher's phone. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Hebrew letters from the clock: a class and children of this run only. */
const runTag = () =>
  Array.from(String(Date.now()).slice(-6), (digit) => 'אבגדהוזחטי'[Number(digit)]).join('');
/** Where this story takes three of today's open perakim from (no other story uses this class). */
const DONOR_CLASS = 'כיתה ו׳';

test('a teacher takes the register on her phone and the absent children’s perakim move', async ({
  page,
  browser,
}, testInfo) => {
  // Two people on two devices, an invitation and a password hashed on the server.
  test.slow();
  const tag = runTag();
  const className = `כיתה ${tag}`;
  const [away, here1, here2] = [`אליהו ${tag}`, `ברוך ${tag}`, `גדליה ${tag}`];
  const teacher = newInvitee(`Dina Katz ${Date.now().toString(36)}`, 'Teacher');

  // The office, at its desk: a class of three, and three of today's perakim for the first child.
  const desk = await anotherDevice(browser, testInfo);
  await signInToOffice(desk);
  const token = await xsrfToken(desk);
  const ids: number[] = [];
  for (const name of [away, here1, here2]) {
    const reply = await desk.request.post('/api/office/learners', {
      headers: { 'X-XSRF-TOKEN': token },
      data: { name, className },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    ids.push(((await reply.json()) as { learner: { id: number } }).learner.id);
  }
  const { day, rows } = await classPerakim(desk.request, DONOR_CLASS);
  const taken = rows.filter((row) => !row.done).slice(-3);
  for (const perek of taken) {
    const reply = await desk.request.post(
      `/api/office/days/${day}/perakim/${perek.perekIndex}/reassign`,
      {
        headers: { 'X-XSRF-TOKEN': token },
        data: { learnerId: ids[0], fromLearnerId: perek.learner.id },
      },
    );
    expect(reply.status(), await reply.text()).toBe(200);
  }

  // The owner invites the teacher, and sets her to the class under "Teachers of each class".
  await inviteFromConsole(desk, teacher);
  await desk.goto(OFFICE_PATHS.register);
  await desk.getByRole('button', { name: `Change the teachers of ${className}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Who teaches ${className}` });
  await dialog.getByRole('checkbox', { name: new RegExp(teacher.name) }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'are saved' })).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: className })).toContainText(teacher.name);
  await expectNoA11yViolations(desk);

  // On her phone she sets her password and opens "Today — my class": her one class, directly.
  await page.goto(await welcomeLinkMailedTo(teacher.email));
  await choosePassword(page, 'the candle over the open sefer');
  await expect(page.getByRole('heading', { level: 1, name: 'Office', exact: true })).toBeVisible();
  await page.goto(OFFICE_PATHS.register);
  await expect(page.getByRole('heading', { level: 1, name: 'Today — my class' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `Register of ${className}` }),
  ).toBeVisible();
  await expect(page.getByText('Not taken yet today.')).toBeVisible();
  const child = (name: string) => page.getByRole('button', { name: new RegExp(name) });
  await expect(child(away)).toContainText('3 perakim today');
  await expectNoA11yViolations(page);

  // She taps the absent child, and shares their perakim in one step.
  await child(away).tap();
  await expect(child(away)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Share their perakim (1 absent)' }).tap();
  const summary = page.getByRole('region', { name: 'What happened' });
  await expect(summary).toContainText(`Saved. Absent today: ${away}`);
  await expect(summary).toContainText('3 perakim went to 2 children:');
  for (const perek of taken) await expect(summary).toContainText(perek.perek);
  await expect(summary.getByRole('listitem').filter({ hasText: here1 })).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: here2 })).toBeVisible();
  await expectNoA11yViolations(page);

  // The slip: each child who took some, their extra perakim and barcodes as they are now.
  await summary.getByRole('link', { name: 'Print the extra perakim slip' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Extra perakim' })).toBeVisible();
  const now = (await classPerakim(desk.request, className)).rows;
  expect(now.filter((row) => row.learner.id === ids[0])).toEqual([]);
  for (const perek of now) {
    const slip = page.getByRole('region', { name: perek.learner.name });
    await expect(slip).toContainText(perek.masechet);
    await expect(slip.locator(`[data-barcode="${perek.barcode}"]`)).toBeVisible();
  }
  expect(new Set(now.map((row: DayPerek) => row.learner.name))).toEqual(new Set([here1, here2]));
  await expectNoA11yViolations(page);

  // The office's day view shows the register, who took it and when.
  await desk.goto(`${OFFICE_PATHS.days}?date=${day}`);
  await expect(
    desk.getByRole('list', { name: 'Registers of the day' }).getByRole('listitem').filter({
      hasText: className,
    }),
  ).toContainText(new RegExp(`absent — ${away} \\(by ${teacher.name}, \\d\\d:\\d\\d\\)`));
  await desk.context().close();
});
