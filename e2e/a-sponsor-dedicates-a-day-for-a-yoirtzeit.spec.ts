import { expect, test } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectPath } from './support/site.ts';
import {
  chooseDate,
  choosePlan,
  continueEpisode,
  donorIdOnPage,
  expectKeyboardPlacement,
  expectNoSidewaysScroll,
  expectThankYou,
  fetchPlans,
  fillBilling,
  fillContact,
  futureExpiry,
  hebrewDayMonth,
  mailTo,
  reviewAndConfirm,
  sections,
  totalPayment,
  typeOnHebrewKeyboard,
  uniqueEmail,
} from './support/signup.ts';

// Geresh and gershayim from the letters layer, the hyphen from the shift layer.
const NAME = 'ר׳ משה-חיים בן אברהם ז״ל';
// 15 Sivan: a date in every year, never in Adar.
const MONTH = 10;
const DAY = 15;

// A whole sign-up with axe checks on each screen takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('a sponsor dedicates a day of learning for a yoirtzeit and pays by card', async ({
  page,
  request,
}, testInfo) => {
  const [day] = await fetchPlans(request);
  if (!day) throw new Error('no plans');
  expect(day.type).toBe('yoirtzeit');
  const email = uniqueEmail('yoirtzeit', testInfo.project.name);

  await choosePlan(page, day);
  await expectNoA11yViolations(page);

  // Locked sections are dimmed and cannot be reached until the dedication is saved.
  await expect(sections.contact(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(sections.billing(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Review and Continue' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const episode = sections.episode(page);
  await episode.getByText('Yoirtzeit', { exact: true }).click();
  await expect(episode.getByRole('group', { name: 'Day of Yurzat' })).toBeVisible();
  const continueButton = episode.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toHaveAttribute('aria-disabled', 'true');
  await chooseDate(page, 'Day of Yurzat', MONTH, DAY);

  const name = episode.getByLabel('Name to Learn');
  await expect(name).toHaveAttribute('dir', 'rtl');
  await typeOnHebrewKeyboard(page, NAME);
  await expect(name).toHaveValue(NAME);
  await expectNoSidewaysScroll(page);
  await expectKeyboardPlacement(page);
  await expectNoA11yViolations(page);
  // For a family abroad: the letters on the English keys of their sounds, the key shown.
  const keyboard = page.getByRole('group', { name: 'On-screen Hebrew keyboard' });
  await keyboard.getByRole('button', { name: 'English letters (a–z)' }).click();
  await expect(keyboard.locator('[data-skbtn="ב"]')).toHaveText('בb');
  await expectKeyboardPlacement(page);

  await continueEpisode(page);
  const summary = sections.episode(page);
  await expect(summary.getByText('Day of Yurzat')).toBeVisible();
  await expect(summary.getByText(hebrewDayMonth(MONTH, DAY))).toBeVisible();
  await expect(summary.getByText('Name to Learn')).toBeVisible();
  await expect(summary.getByText(NAME)).toHaveAttribute('dir', 'rtl');

  await fillContact(page, { name: 'Chana Gold', phone: '020 7946 0000', email });
  await fillBilling(page, {
    name: 'Chana Gold',
    card: '4242 4242 4242 4242',
    expire: futureExpiry(),
    cvv: '123',
  });
  await expect(sections.billing(page).getByText('•••• •••• •••• 4242')).toBeVisible();
  await expectNoA11yViolations(page);

  await reviewAndConfirm(page, { axe: true });

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Chana Gold');
  await expectThankYou(page, {
    total: totalPayment(day.price),
    lastFour: '4242',
    hebrewDate: hebrewDayMonth(MONTH, DAY),
  });
  await expect(main.getByText(day.text)).toBeVisible();
  await expect(main.getByText(NAME)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  const donorId = await donorIdOnPage(page);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  const mail = await mailTo(email, donorId);
  expect(mail).toContain('card ending in 4242');

  // The dedication is not kept once confirmed; card data never was.
  const saved = await page.evaluate(() => localStorage.getItem('zechus') ?? '');
  expect(JSON.parse(saved)).toMatchObject({ state: { plan: null, episode: null, contact: null } });
  expect(saved).not.toContain('4242 4242');
});
