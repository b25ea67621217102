import { expect, test } from './support/test.ts';
import {
  ROUTES,
  addDays,
  civilDateText,
  daysBetween,
  dedicationPriceCents,
  hebrewDateOf,
  londonDay,
  nextFuneralDay,
} from '@zechus/shared';
import { appStarted, expectPath } from './support/site.ts';
import {
  choosePlan,
  expectLearningDates,
  expectThankYou,
  fetchPlans,
  fillBilling,
  fillContact,
  futureExpiry,
  sections,
  totalPayment,
  uniqueEmail,
} from './support/signup.ts';

const NAME = 'ר׳ משה בן יעקב ז״ל';

test.describe.configure({ timeout: 90_000 });

test('a son enters the date of passing after nightfall and gets the right Day of Shloishim', async ({
  page,
  request,
}, testInfo) => {
  const month = (await fetchPlans(request))[2];
  if (!month || month.type !== 'shloishim') throw new Error('no month plan');
  const today = londonDay(new Date());
  // His father passed away in the evening, after nightfall, so the Hebrew day is the next one;
  // buried "the next day" — the first after it with no Shabbos or Yom Tov — and so the latest
  // such evening whose funeral is today (or, when today is Shabbos or Yom Tov, the last before).
  // The Day of Shloishim is the 30th day counted from the funeral.
  let passed = addDays(today, -2);
  while (nextFuneralDay(addDays(passed, 1)) > today) passed = addDays(passed, -1);
  const burial = nextFuneralDay(addDays(passed, 1));
  const dayOfShloishim = addDays(burial, 29);

  await choosePlan(page, month);
  await appStarted(page);
  const episode = sections.episode(page);
  const passing = episode.getByRole('group', { name: 'Date of passing', exact: true });
  await passing.getByText('Civil date').click();
  await passing.getByLabel('Date of the passing').fill(passed);
  await passing.getByText('After nightfall').click();
  await episode.getByRole('radio', { name: /^The next day/ }).check();
  await expect(episode.getByRole('radio', { name: /^The next day/ })).toHaveAccessibleName(
    `The next day — ${civilDateText(burial)}`,
  );
  await expect(episode.getByText(/^The Day of Shloishim is /)).toHaveText(
    `The Day of Shloishim is ${civilDateText(dayOfShloishim)} — ${hebrewDateOf(dayOfShloishim).date}`,
  );
  await page.screenshot({ path: testInfo.outputPath('day-of-shloishim.png'), fullPage: true });
  await episode.getByLabel('Name to Learn').fill(NAME);
  await episode.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#contactInfo$/);

  await fillContact(page, {
    name: 'Yaakov Stern',
    phone: '+44 7700 900456',
    email: uniqueEmail('shloishim-passing', testInfo.project.name),
  });
  await fillBilling(page, {
    name: 'Yaakov Stern',
    card: '4242 4242 4242 4242',
    expire: futureExpiry(),
    cvv: '123',
  });
  await page.getByRole('button', { name: 'Review and Continue' }).click();
  // Every day from today to the Day of Shloishim: all thirty when the funeral was today.
  const daysLeft = Array.from({ length: 30 - daysBetween(burial, today) }, (_, i) =>
    addDays(today, i),
  );
  await expectLearningDates(page.getByRole('region', { name: 'Your learning dates' }), daysLeft);
  await page.getByRole('button', { name: 'Confirm Enrollment' }).click();

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  // All thirty days left cost the month's price; fewer, their share (decision 0038).
  const price = dedicationPriceCents('shloishim', month.price * 100, daysLeft.length) / 100;
  await expectThankYou(page, {
    total: totalPayment(price),
    lastFour: '4242',
    hebrewDate: hebrewDateOf(today).date,
  });
  await expectLearningDates(page.getByRole('main'), daysLeft);
});
