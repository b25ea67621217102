import { expect, test, expectFailedRequest } from './support/test.ts';
import { CARD_DECLINED_MESSAGE, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { TEST_CARDS } from './support/cards.ts';
import { readOutbox } from './support/outbox.ts';
import { expectPath } from './support/site.ts';
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

// A whole sign-up with axe checks on each screen takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('a sponsor whose card is declined is told so, fixes the card and finishes', async ({
  page,
  request,
}, testInfo) => {
  // The first card is declined on purpose (the server answers 400 with the decline).
  expectFailedRequest(400);
  const [day] = await fetchPlans(request);
  if (!day) throw new Error('no plans');
  const email = uniqueEmail('declined', testInfo.project.name);

  await signUpForADay(page, day, { name: 'Leah Stern', email, card: TEST_CARDS.declined });

  // Declined: the message, the billing form open again, still on the review screen.
  const billing = sections.billing(page);
  await expect(billing.getByRole('alert')).toHaveText(CARD_DECLINED_MESSAGE);
  await expectPath(page, ROUTES.SubscribeReview.path);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(billing.getByLabel('Credit Card Number')).toBeVisible();
  await expectNoA11yViolations(page);
  // The same card cannot be sent again: Confirm and Continue wait until the card is changed.
  const confirm = page.getByRole('button', { name: 'Confirm Enrollment' });
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await expect(billing.getByRole('button', { name: 'Continue' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(billing.getByText('Please change the card details to try again')).toBeVisible();

  await fillBilling(page, {
    name: 'Leah Stern',
    card: TEST_CARDS.approved,
    expire: futureExpiry(),
    cvv: '123',
  });
  await page.getByRole('button', { name: 'Confirm Enrollment' }).click();

  await expectPath(page, ROUTES.SubscribeThankYou.path);
  // 20 Tishrei: the next one is the day of learning.
  await expectThankYou(page, {
    total: totalPayment(day.price),
    lastFour: '4242',
    hebrewDate: hebrewDayMonth(A_DAY_FOR_A_REFUAH.month, A_DAY_FOR_A_REFUAH.day),
  });
  await expect(page.getByRole('main').getByText(A_DAY_FOR_A_REFUAH.name)).toBeVisible();
  const donorId = await donorIdOnPage(page);
  const mail = await mailTo(email, donorId);
  expect(mail).toContain('card ending in 4242');
  // The declined attempt sent nothing: one e-mail, for the payment that went through.
  const mails = (await readOutbox()).filter((eml) => eml.text.includes(email));
  expect(mails).toHaveLength(1);
});
