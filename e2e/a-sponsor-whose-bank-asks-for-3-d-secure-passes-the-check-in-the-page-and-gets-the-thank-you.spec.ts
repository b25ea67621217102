import { expect, test } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { answerBankCheck, TEST_CARDS } from './support/cards.ts';
import { expectPath } from './support/site.ts';
import {
  A_DAY_FOR_A_REFUAH,
  donorIdOnPage,
  expectThankYou,
  fetchPlans,
  hebrewDayMonth,
  mailTo,
  signUpForADay,
  totalPayment,
  uniqueEmail,
} from './support/signup.ts';

test('a sponsor whose bank asks for 3-D Secure passes the check in the page and gets the thank-you', async ({
  page,
  request,
}, testInfo) => {
  const [day] = await fetchPlans(request);
  if (!day) throw new Error('no plans');
  const email = uniqueEmail('bank-check-passed', testInfo.project.name);

  await signUpForADay(page, day, { name: 'Leah Stern', email, card: TEST_CARDS.threeDSecure });
  await answerBankCheck(page, 'pass');

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  await expectThankYou(page, {
    total: totalPayment(day.price),
    lastFour: '3184',
    hebrewDate: hebrewDayMonth(A_DAY_FOR_A_REFUAH.month, A_DAY_FOR_A_REFUAH.day),
  });
  const donorId = await donorIdOnPage(page);
  const mail = await mailTo(email, donorId);
  expect(mail).toContain('card ending in 3184');
});
