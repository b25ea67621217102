import { OFFICE_PATHS } from '@zechus/shared';
import { expect as baseExpect, test, type Page } from '../support/test.ts';
import { classPerakim } from '../support/office-days.ts';
import { signInToOffice } from '../support/office.ts';

/** The days table on a shared machine: allow it time. */
const expect = baseExpect.configure({ timeout: 15_000 });
/** The class of the other mark-done story; this one takes its 25th perek, never its last two. */
const CLASS = 'כיתה ז׳';
const PHONE = { width: 390, height: 844 };

/** Scrolls to a row's Actions far down the list and asks the question; its dialog, in view. */
async function ask(page: Page, actions: string, item: string, title: string) {
  const button = page.getByRole('button', { name: actions });
  await button.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(PHONE.height);
  await button.tap();
  await page.getByRole('button', { name: item }).tap();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeInViewport({ ratio: 1 });
  return dialog;
}

test('on a phone, marking a perek far down the day done asks and answers in view', async ({
  page,
  browser,
}) => {
  // Signed in at the desk, then on the teacher's phone (a touch screen, 390×844).
  await signInToOffice(page);
  const { rows } = await classPerakim(page.request, CLASS);
  const perek = rows[24];
  if (!perek) throw new Error(`${CLASS} has fewer than 25 perakim today`);
  const phone = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const onPhone = await phone.newPage();
  // The class's first 25 perakim: this one is the last card of the page.
  await onPhone.goto(`${OFFICE_PATHS.days}?class=${encodeURIComponent(CLASS)}`);
  const actions = `Actions for ${perek.learner.name}, ${perek.perek}`;
  const steps = [
    {
      item: 'Mark done by hand',
      title: 'Mark a perek done by hand',
      confirm: 'Mark it done',
      notice: 'is marked done.',
    },
    {
      item: 'Undo: mark not done',
      title: 'Undo a done perek',
      confirm: 'Undo it',
      notice: 'is not done any more.',
    },
  ];
  // Marked done and undone again (or the other way round), so the day is left as it was found.
  for (const step of perek.done ? steps.reverse() : steps) {
    const dialog = await ask(onPhone, actions, step.item, step.title);
    await dialog.getByRole('button', { name: step.confirm }).tap();
    await expect(dialog).toBeHidden();
    // The answer is where she is, not above the screen at the top of the list.
    const notice = onPhone.getByRole('status').filter({ hasText: step.notice });
    await expect(notice).toBeInViewport({ ratio: 1 });
    await onPhone.screenshot({ path: test.info().outputPath(`phone-${step.confirm}.png`) });
  }
  await onPhone.getByRole('button', { name: 'Close' }).tap();
  await expect(onPhone.getByRole('status').filter({ hasText: 'done' })).toBeHidden();
  await phone.close();
});
