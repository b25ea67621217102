import { expect, test } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { answerBankCheck, TEST_CARDS, typeCard } from './support/cards.ts';
import { submitLogin } from './support/donor.ts';
import { signUpDonorWithARenewingYear } from './support/my-page.ts';

test('a donor whose bank asks to confirm a new card passes the check and the renewal uses it', async ({
  page,
}) => {
  const donor = await signUpDonorWithARenewingYear(page);
  await page.goto(ROUTES.Login.path);
  await submitLogin(page, donor.email, donor.donorId);
  const year = page.getByRole('article').filter({ hasText: 'Renews every year' });
  await expect(year.getByText('$1,800 from your Visa ending 4242')).toBeVisible();

  await year.getByRole('button', { name: 'Change card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'A new card for the yearly renewal' });
  await typeCard(cardDialog, { number: TEST_CARDS.threeDSecure, expire: '11/38', cvv: '321' });
  await cardDialog.getByRole('button', { name: 'Use this card' }).click();
  // The bank's check opens over the page; passed, the card is kept for the renewal.
  await answerBankCheck(page, 'pass');
  await expect(
    page.getByText('Thank you. The next renewal will be charged to your Visa ending 3184.'),
  ).toBeVisible();
  await expect(year.getByText('$1,800 from your Visa ending 3184')).toBeVisible();
});
