import { expect, test } from './support/test.ts';
import { ROUTES, addDays, hebrewDateOf, londonDay } from '@zechus/shared';
import { expectPath } from './support/site.ts';
import {
  chooseDate,
  choosePlan,
  continueEpisode,
  donorIdOnPage,
  expectThankYou,
  fetchPlans,
  fillBilling,
  fillContact,
  futureExpiry,
  mailTo,
  sections,
  totalPayment,
  uniqueEmail,
} from './support/signup.ts';
import { expectNoA11yViolations } from './support/a11y.ts';

const NAME = 'יעקב בן יצחק';
// 10 Shevat: a date in every year, never in Adar.
const YAHRZEIT = { month: 5, day: 10 };

/**
 * The first day of a year's learning for a yoirtzeit: the next Rosh Chodesh (the 1st of a Hebrew
 * month) or the yahrzeit itself, whichever comes first on or after today.
 */
function firstLearningDay(today: string): string {
  for (let day = today; ; day = addDays(day, 1)) {
    const { hebrewDay, hebrewMonth } = hebrewDateOf(day);
    if (hebrewDay === 1 || (hebrewMonth === YAHRZEIT.month && hebrewDay === YAHRZEIT.day)) {
      return day;
    }
  }
}

// A whole sign-up with axe checks on each screen takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('a sponsor dedicates a year for a yoirtzeit, recurring every year, with an amex card', async ({
  page,
  request,
}, testInfo) => {
  const year = (await fetchPlans(request))[1];
  if (!year) throw new Error('no year plan');
  expect(year.type).toBe('rosh_chodesh');
  const email = uniqueEmail('year', testInfo.project.name);

  await choosePlan(page, year);
  const episode = sections.episode(page);
  // A merit asks for no date; a yoirtzeit does.
  await episode.getByText('Zechus', { exact: true }).click();
  await expect(episode.getByRole('group', { name: 'Day of Yurzat' })).toHaveCount(0);
  await episode.getByText('Yoirtzeit', { exact: true }).click();
  await chooseDate(page, 'Day of Yurzat', YAHRZEIT.month, YAHRZEIT.day);
  await episode.getByLabel('Name to Learn').fill(NAME);
  await continueEpisode(page);

  await fillContact(page, { name: 'Miriam Katz', phone: '020 7946 0001', email });
  await fillBilling(page, {
    name: 'Miriam Katz',
    card: '3782 822463 10005',
    expire: futureExpiry(),
    cvv: '1234',
    recurring: true,
  });
  await expect(sections.billing(page).getByText('Recurring every year on this date')).toBeVisible();

  await page.getByRole('button', { name: 'Review and Continue' }).click();
  await expectPath(page, ROUTES.SubscribeReview.path);
  // The card typed on the first route is still there on the review route.
  await expect(sections.billing(page).getByText('Recurring every year on this date')).toBeVisible();
  await expect(sections.contact(page).getByText(email)).toBeVisible();
  await expect(sections.contact(page).getByText('020 7946 0001')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm Enrollment' }).click();

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  await expectThankYou(page, {
    total: totalPayment(year.price),
    lastFour: '0005',
    hebrewDate: hebrewDateOf(firstLearningDay(londonDay(new Date()))).date,
  });
  const main = page.getByRole('main');
  await expect(main.getByText('Recurring every year on this date')).toBeVisible();
  await expect(main.getByText(NAME)).toBeVisible();
  const donorId = await donorIdOnPage(page);
  const mail = await mailTo(email, donorId);
  expect(mail).toContain('card ending in 0005');
  expect(mail).toContain('Recurring every year on this date.');
});
