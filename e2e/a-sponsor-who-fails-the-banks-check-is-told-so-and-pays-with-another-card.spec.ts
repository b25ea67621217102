import { expect, expectFailedRequest, test } from './support/test.ts';
import { CARD_DECLINED_MESSAGE, ROUTES } from '@zechus/shared';
import { answerBankCheck, TEST_CARDS } from './support/cards.ts';
import { submitLogin } from './support/donor.ts';
import { readOutbox } from './support/outbox.ts';
import { expectPath, pageHeading } from './support/site.ts';
import {
  A_DAY_FOR_A_REFUAH,
  donorIdOnPage,
  expectThankYou,
  fetchPlans,
  fillBilling,
  futureExpiry,
  hebrewDayMonth,
  mailTo,
  sections,
  signUpForADay,
  totalPayment,
  uniqueEmail,
} from './support/signup.ts';

test('a sponsor who fails the bank’s check is told so and pays with another card', async ({
  page,
  request,
}, testInfo) => {
  // The failed check is settled as a decline: POST /api/payments/confirm answers 400.
  expectFailedRequest(400);
  const [day] = await fetchPlans(request);
  if (!day) throw new Error('no plans');
  const email = uniqueEmail('bank-check-failed', testInfo.project.name);

  await signUpForADay(page, day, { name: 'Leah Stern', email, card: TEST_CARDS.threeDSecure });
  await answerBankCheck(page, 'fail');

  // The decline on the billing step, its card fields empty; everything else still filled in.
  const billing = sections.billing(page);
  await expect(billing.getByRole('alert')).toHaveText(CARD_DECLINED_MESSAGE);
  await expectPath(page, ROUTES.SubscribeReview.path);
  await expect(billing.getByLabel('Credit Card Number')).toHaveValue('');
  await expect(billing.getByLabel('Expiration Date (MM/YY)')).toHaveValue('');
  await expect(billing.getByLabel('CVV')).toHaveValue('');
  await expect(billing.getByLabel('Name on Card')).toHaveValue('Leah Stern');
  await expect(sections.episode(page).getByText(A_DAY_FOR_A_REFUAH.name)).toBeVisible();
  await expect(sections.contact(page).getByText(email)).toBeVisible();

  await fillBilling(page, {
    name: 'Leah Stern',
    card: TEST_CARDS.approved,
    expire: futureExpiry(),
    cvv: '123',
  });
  await page.getByRole('button', { name: 'Confirm Enrollment' }).click();

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  await expectThankYou(page, {
    total: totalPayment(day.price),
    lastFour: '4242',
    hebrewDate: hebrewDayMonth(A_DAY_FOR_A_REFUAH.month, A_DAY_FOR_A_REFUAH.day),
  });
  const donorId = await donorIdOnPage(page);
  expect(await mailTo(email, donorId)).toContain('card ending in 4242');
  expect((await readOutbox()).filter((eml) => eml.text.includes(email))).toHaveLength(1);

  // One dedication: My Page goes straight to it, as it does for a donor with only one.
  await page.goto(ROUTES.Login.path);
  await submitLogin(page, email, donorId);
  await expect(page).toHaveURL(/\/my-page\/\d+$/);
  await expect(pageHeading(page)).toHaveText(A_DAY_FOR_A_REFUAH.name);
});
