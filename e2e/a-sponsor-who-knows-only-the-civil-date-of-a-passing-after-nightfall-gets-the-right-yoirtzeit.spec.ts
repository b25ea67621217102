import { expect, test } from './support/test.ts';
import { ROUTES, hebrewDateForCivil, learningDatesFor, londonDay } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { appStarted, expectPath, settle } from './support/site.ts';
import {
  continueEpisode,
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

const NAME = 'מרת לאה בת ר׳ שמואל ע״ה';
// Thursday 14 March 2024 after nightfall: 5 Adar II 5784, the second Adar of a leap year.
const PASSING = '2024-03-14';

test.describe.configure({ timeout: 90_000 });

test('a sponsor who knows only the civil date of a passing after nightfall gets the right yoirtzeit', async ({
  page,
  request,
}, testInfo) => {
  const [day] = await fetchPlans(request);
  if (!day) throw new Error('no plans');
  const email = uniqueEmail('civil', testInfo.project.name);
  const passing = hebrewDateForCivil(PASSING, true);
  expect(passing.english).toBe('5 Adar II 5784');
  const yoirtzeit = learningDatesFor(
    'yoirtzeit',
    { kind: 'yoirtzeit', date: { month: passing.month, day: passing.day } },
    londonDay(new Date()),
  );

  // The plan card on How it Works lands on that plan, not on the plan list.
  await page.goto('/how-it-works');
  await settle(page);
  await page.getByRole('link', { name: new RegExp(day.text) }).click();
  await expectPath(page, ROUTES.SubscribeIndex.path);
  await expect(page.getByRole('region', { name: 'Selected plan' })).toContainText(day.text);
  // The link may load the sign-up drawn by the server: choose only once the form is React's.
  await appStarted(page);

  const episode = sections.episode(page);
  await episode.getByText('Yoirtzeit', { exact: true }).click();
  const date = episode.getByRole('group', { name: 'Day of Yurzat' });
  await date.getByText('Civil date').click();
  await date.getByLabel('Date of the passing').fill(PASSING);
  const daytime = hebrewDateForCivil(PASSING, false);
  await expect(date.getByText(/^That is/)).toHaveText(
    `That is ${daytime.english} — ${daytime.hebrew}`,
  );
  await date.getByText('After nightfall').click();
  await expect(date.getByText(/^That is/)).toHaveText(
    `That is ${passing.english} — ${passing.hebrew}`,
  );
  await episode.getByLabel('Name to Learn').fill(NAME);
  await expectNoA11yViolations(page);
  await continueEpisode(page);
  await expect(episode.getByText('ה׳ אדר ב׳')).toBeVisible();

  await fillContact(page, { name: 'Yosef Adler', phone: '020 7946 0005', email });
  await fillBilling(page, {
    name: 'Yosef Adler',
    card: '4242 4242 4242 4242',
    expire: futureExpiry(),
    cvv: '123',
  });
  await page.getByRole('button', { name: 'Review and Continue' }).click();
  const review = page.getByRole('region', { name: 'Your learning dates' });
  await expectLearningDates(review, yoirtzeit);
  await page.getByRole('button', { name: 'Confirm Enrollment' }).click();

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  await expectThankYou(page, {
    total: totalPayment(day.price),
    lastFour: '4242',
    hebrewDate: 'ה׳ אדר',
  });
  await expectLearningDates(page.getByRole('main'), yoirtzeit);
});
