import { expect, test } from './support/test.ts';
import {
  ROUTES,
  addDays,
  civilDateText,
  dedicationPriceCents,
  hebrewDateOf,
  londonDay,
} from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expectPath } from './support/site.ts';
import {
  chooseDate,
  choosePlan,
  continueEpisode,
  donorIdOnPage,
  expectLearningDates,
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
  uniqueEmail,
} from './support/signup.ts';

const NAME = 'רחל בת שרה';

// A whole sign-up with axe checks on each screen takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('a sponsor dedicates a month of learning for the shloishim, with both dates', async ({
  page,
  request,
}, testInfo) => {
  const month = (await fetchPlans(request))[2];
  if (!month) throw new Error('no month plan');
  expect(month.type).toBe('shloishim');
  const email = uniqueEmail('shloishim', testInfo.project.name);
  const today = londonDay(new Date());
  const shloishim = hebrewDateOf(addDays(today, 20));
  const passing = hebrewDateOf(addDays(today, 20 - 29));

  await choosePlan(page, month);
  const episode = sections.episode(page);
  // One kind only: no chooser, the kind is preselected.
  await expect(episode.getByRole('group', { name: 'The learning is dedicated for' })).toHaveCount(
    0,
  );
  // A Day of Shloishim 40 days away is refused at the date step, next to the field, in words.
  const tooFar = hebrewDateOf(addDays(today, 40));
  await chooseDate(page, 'Day of Shloishim', tooFar.hebrewMonth, tooFar.hebrewDay);
  const shloishimDate = episode.getByRole('group', { name: 'Day of Shloishim', exact: true });
  await expect(shloishimDate.locator('#episode-date-error')).toHaveText(
    new RegExp(
      `^That Day of Shloishim would be ${civilDateText(addDays(today, 40))} .*more than 30 days away`,
    ),
  );
  await expect(episode.getByRole('button', { name: 'Continue' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The date of passing (a Hebrew date) and a funeral the same day work out the Day of
  // Shloishim: the 30th day from the burial, written into the field above (decision 0038).
  await chooseDate(page, 'Date of passing', passing.hebrewMonth, passing.hebrewDay);
  await episode.getByRole('radio', { name: /^The same day/ }).check();
  await expect(episode.getByText(/^The Day of Shloishim is /)).toContainText(
    civilDateText(addDays(today, 20)),
  );
  await expect(shloishimDate.getByLabel('Day')).toHaveValue(String(shloishim.hebrewDay));
  await expect(shloishimDate.locator('#episode-date-error')).toHaveText('');
  const name = episode.getByLabel('Name to Learn');
  await name.fill(NAME);
  await expectNoA11yViolations(page);
  // Enter in the name field submits the step.
  await name.press('Enter');
  await expect(page).toHaveURL(/#contactInfo$/);
  await expect(episode.getByText('Day of Shloishim')).toBeVisible();
  await expect(
    episode.getByText(hebrewDayMonth(shloishim.hebrewMonth, shloishim.hebrewDay)),
  ).toBeVisible();
  await expect(episode.getByText('Day of Yurzat')).toBeVisible();
  await expect(
    episode.getByText(hebrewDayMonth(passing.hebrewMonth, passing.hebrewDay)),
  ).toBeVisible();

  // Edit reloads the saved values.
  await episode.getByRole('button', { name: 'Edit the dedication' }).click();
  await expect(episode.getByLabel('Name to Learn')).toHaveValue(NAME);
  await continueEpisode(page);

  await fillContact(page, { name: 'Dovid Levi', phone: '+44 7700 900123', email });
  // No recurring option for a shloishim.
  await expect(sections.billing(page).getByText('Make it recurring')).toHaveCount(0);
  await fillBilling(page, {
    name: 'Dovid Levi',
    card: '5555 5555 5555 4444',
    expire: futureExpiry(),
    cvv: '321',
  });
  await reviewAndConfirm(page);

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  // Learning begins today and runs every day up to the Day of Shloishim.
  await expectThankYou(page, {
    // Joined with 21 of its 30 days left, the shloishim costs 21 thirtieths (decision 0038).
    total: totalPayment(dedicationPriceCents('shloishim', month.price * 100, 21) / 100),
    lastFour: '4444',
    hebrewDate: hebrewDateOf(today).date,
  });
  const main = page.getByRole('main');
  await expect(main.getByText('Learning dates')).toBeVisible();
  await expectLearningDates(
    main,
    Array.from({ length: 21 }, (_, i) => addDays(today, i)),
  );
  await expect(main.getByText(NAME)).toBeVisible();
  const donorId = await donorIdOnPage(page);
  const mail = await mailTo(email, donorId);
  expect(mail).toContain('card ending in 4444');
});
