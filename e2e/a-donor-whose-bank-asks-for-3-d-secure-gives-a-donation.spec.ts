import { test } from './support/test.ts';
import { ROUTES, hebrewDateOf, londonDay } from '@zechus/shared';
import { answerBankCheck, TEST_CARDS, typeCard } from './support/cards.ts';
import { expectPath, settle } from './support/site.ts';
import { expectThankYou, futureExpiry, uniqueEmail } from './support/signup.ts';

test('a donor whose bank asks for 3-D Secure gives a donation', async ({ page }, testInfo) => {
  await page.goto(ROUTES.Donate.path);
  await settle(page);
  await page.getByLabel('Name on Card').fill('Yossi Klein');
  await page.getByLabel('Phone Number').fill('07700 900123');
  await page.getByLabel('Email').fill(uniqueEmail('donation-bank-check', testInfo.project.name));
  await page.getByLabel('Amount (US dollars)').fill('180');
  await typeCard(page, { number: TEST_CARDS.threeDSecure, expire: futureExpiry(), cvv: '123' });
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  await answerBankCheck(page, 'pass');

  await expectPath(page, ROUTES.DonationThankYou.path);
  await expectThankYou(page, {
    total: '$180',
    lastFour: '3184',
    hebrewDate: hebrewDateOf(londonDay(new Date())).date,
  });
});
