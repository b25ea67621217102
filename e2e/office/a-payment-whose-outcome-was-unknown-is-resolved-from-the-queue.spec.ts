import { expect, test, expectFailedRequest } from '../support/test.ts';
import { OFFICE_PATHS } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { signInToOffice } from '../support/office.ts';
import { ANSWER_LOST_CARD, officeMailTo, sponsorPaysForAYear } from '../support/office-money.ts';
import { dollars } from '../support/office-stations.ts';

test('a payment whose outcome was unknown is resolved from the queue', async ({
  page,
  browser,
}, testInfo) => {
  // The card processor's answer is lost on purpose: the sign-up answers 502.
  expectFailedRequest(502);
  test.setTimeout(150_000);
  // The card processor charges, and its answer never reaches Zechus.
  const sponsor = await sponsorPaysForAYear(browser, String(testInfo.project.use.baseURL), {
    name: 'Shmuel Ginsberg',
    label: 'answer-lost',
    card: ANSWER_LOST_CARD,
  });
  await expect(
    sponsor.page.getByText(/we cannot yet tell whether your card was charged/),
  ).toBeVisible();
  await sponsor.close();
  const price = dollars(sponsor.plan.price);

  await signInToOffice(page);
  const count = page.getByTestId('attention-count');
  await expect(count).toHaveText(/^[1-9]\d*$/);
  await page.getByRole('link', { name: 'Open the queue' }).click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.attention}$`));

  const item = page.getByRole('listitem').filter({ hasText: 'Shmuel Ginsberg' });
  await expect(item).toContainText(
    new RegExp(
      `A \\${price} dedication payment by Shmuel Ginsberg on .+: the card processor did not answer; it may have charged\\.`,
    ),
  );
  await expectNoA11yViolations(page);
  await item.getByRole('button', { name: 'Ask the card processor' }).click();

  await expect(page.getByRole('status')).toHaveText(
    `The card processor had charged ${price}. The dedication is now recorded and the sponsor has been e-mailed.`,
  );
  await expect(item).toHaveCount(0);
  await officeMailTo(sponsor.email, /Your donor ID is \d{6}/);

  // The payment is now an ordinary one, and the decision is in the audit log.
  await page.goto(OFFICE_PATHS.payments);
  await page.getByLabel('Search').fill(sponsor.email);
  const row = page.getByRole('row').filter({ hasText: sponsor.email });
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText(/did not answer|answer was lost/);
  // Its page says Paid, and no longer the lost answer's words (the audit log keeps them).
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment \d+$/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Paid');
  await expect(page.getByRole('main')).not.toContainText(/did not answer|answer was lost/);
  await page.goto(`${OFFICE_PATHS.audit}?area=attention`);
  await expect(page.getByRole('main')).toContainText(/Completed payment \d+ \(/);
});
