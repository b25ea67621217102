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
import { expectPath, priceText } from './support/site.ts';
import {
  choosePlan,
  continueEpisode,
  donorIdOnPage,
  expectLearningDates,
  expectNoSidewaysScroll,
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

const NAME = 'ר׳ יעקב בן ר׳ יצחק ז״ל';

test.describe.configure({ timeout: 90_000 });

test('a family three days into shiva dedicates the remaining days', async ({
  page,
  request,
}, testInfo) => {
  const shiva = (await fetchPlans(request))[3];
  if (!shiva) throw new Error('no shiva plan');
  expect(shiva.type).toBe('shiva');
  const email = uniqueEmail('shiva', testInfo.project.name);
  const today = londonDay(new Date());
  const began = addDays(today, -3);
  const dates = [0, 1, 2, 3].map((i) => addDays(today, i));
  const total = dedicationPriceCents('shiva', Math.round(shiva.price * 100), 4) / 100;

  await choosePlan(page, shiva);
  const episode = sections.episode(page);
  const when = episode.getByRole('group', { name: 'When did shiva begin?' });
  // Today and the six days before, each with its date.
  await expect(when.getByRole('radio')).toHaveCount(7);
  await expect(when.getByText(civilDateText(began))).toBeVisible();
  await when.getByText('3 days ago').click();
  await expect(episode.getByText(/^4 of the seven days of learning:/)).toContainText(
    `$${total.toLocaleString('en-US')}`,
  );
  await episode.getByLabel('Name to Learn').fill(NAME);
  await expectNoA11yViolations(page);
  await continueEpisode(page);
  await expect(episode.getByText(civilDateText(began))).toBeVisible();
  // Every step now shows what will be charged: the days left, not the week.
  const selected = page.getByRole('region', { name: 'Selected plan' });
  await expect(selected.getByText(priceText(total))).toBeVisible();
  await expect(selected.getByText('for 4 days of learning')).toBeVisible();

  await fillContact(page, { name: 'Rivka Cohen', phone: '020 7946 0004', email });
  await fillBilling(page, {
    name: 'Rivka Cohen',
    card: '4242 4242 4242 4242',
    expire: futureExpiry(),
    cvv: '123',
  });
  await page.getByRole('button', { name: 'Review and Continue' }).click();
  await expectPath(page, ROUTES.SubscribeReview.path);
  const review = page.getByRole('region', { name: 'Your learning dates' });
  await expect(review.getByText('4 days of learning')).toBeVisible();
  await expectLearningDates(review, dates);
  await expect(review.getByText(priceText(total))).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm Enrollment' }).click();

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  await expectThankYou(page, {
    total: totalPayment(total),
    lastFour: '4242',
    hebrewDate: hebrewDateOf(today).date,
  });
  await expectLearningDates(page.getByRole('main'), dates);
  const mail = await mailTo(email, await donorIdOnPage(page));
  expect(mail).toContain('Learning dates (4 days of learning):');
  for (const day of dates) expect(mail).toContain(civilDateText(day));
});
