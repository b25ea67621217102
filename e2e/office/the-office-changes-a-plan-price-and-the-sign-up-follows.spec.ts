import { expect, test, type Browser, expectFailedRequest } from '../support/test.ts';
import { OFFICE_PATHS, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { logInAsDemoDonor } from '../support/donor.ts';
import { signInToOffice } from '../support/office.ts';
import { SEEDED_YEAR_TEXT, dollars } from '../support/office-stations.ts';
import {
  choosePlan,
  continueEpisode,
  fetchPlans,
  fillBilling,
  fillContact,
  futureExpiry,
  sections,
  totalPayment,
  uniqueEmail,
} from '../support/signup.ts';

/** Another person's browser on the office's server (nobody signed in to the office there). */
const newBrowser = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1180, height: 820 } });
  return { context, page: await context.newPage() };
};

test('the office changes a plan’s price and the sign-up shows it at once, while an existing dedication keeps its price', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The sponsor confirms the old price on purpose: refused (400).
  expectFailedRequest(400);
  test.setTimeout(150_000);
  const base = String(testInfo.project.use.baseURL);
  const year = (await fetchPlans(request)).find((plan) => plan.type === 'rosh_chodesh');
  if (!year) throw new Error('no year plan offered');
  const newPrice = year.price + 120;
  const newText = `Twelve months of learning: the whole Mishnah every Rosh Chodesh (${Date.now().toString(36)})`;

  // A sponsor is signing up for the year at today's price, and stops on the review page.
  const sponsor = await newBrowser(browser, base);
  await choosePlan(sponsor.page, year);
  await expect(sponsor.page.getByRole('region', { name: 'Selected plan' })).toContainText(
    dollars(year.price),
  );
  const episode = sections.episode(sponsor.page);
  await episode.getByText('Zechus', { exact: true }).click();
  await episode.getByLabel('Name to Learn').fill('יעקב בן רחל');
  await continueEpisode(sponsor.page);
  await fillContact(sponsor.page, {
    name: 'Leah Stern',
    phone: '020 7946 0002',
    email: uniqueEmail('price-change', testInfo.project.name),
  });
  await fillBilling(sponsor.page, {
    name: 'Leah Stern',
    card: '4242 4242 4242 4242',
    expire: futureExpiry(),
    cvv: '123',
  });
  await sponsor.page.getByRole('button', { name: 'Review and Continue' }).click();
  await expect(sponsor.page.getByRole('button', { name: 'Confirm Enrollment' })).toBeVisible();

  // A visitor reads About, with the plans as they are now.
  const visitor = await newBrowser(browser, base);
  await visitor.page.goto(ROUTES.About.path);
  await expect(visitor.page.getByText(year.text)).toBeVisible();

  // The demo donor's year dedication, sold before.
  const donor = await newBrowser(browser, base);
  await logInAsDemoDonor(donor.page);
  // (Exactly: the payments list below names it too, after "Dedication ·".)
  await expect(donor.page.getByText(SEEDED_YEAR_TEXT, { exact: true })).toBeVisible();

  // The office changes the year's price and text.
  await signInToOffice(page);
  await page
    .getByRole('navigation', { name: 'Office' })
    .first()
    .getByRole('link', { name: 'Plans' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.plans}$`));
  const card = page.getByRole('article', { name: 'Year plan' });
  await expect(card).toContainText(dollars(year.price));
  await expect(card).toContainText('Offered');
  await expectNoA11yViolations(page);
  await card.getByRole('link', { name: 'Edit the Year plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the Year plan' })).toBeVisible();

  const price = page.getByLabel('Price', { exact: true });
  await price.fill('-5');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByText('The price cannot be negative.')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill(newPrice.toLocaleString('en-US'));
  await page.getByLabel('Text', { exact: true }).fill(newText);
  // The preview follows what is typed.
  const preview = page.getByRole('region', { name: 'How sponsors will see it' });
  await expect(preview).toContainText(dollars(newPrice));
  await expect(preview).toContainText(newText);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE_PATHS.plans}$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'The Year plan is saved' }),
  ).toBeVisible();
  await expect(card).toContainText(dollars(newPrice));
  await expect(card).toContainText(newText);

  // The public pages follow at once: the visitor moves on to the sign-up without reloading.
  await visitor.page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(
    'Dedicate Your Mishnayos',
  );
  await expect(visitor.page.getByText(newText)).toBeVisible();
  await expect(visitor.page.getByText(dollars(newPrice), { exact: true })).toBeVisible();
  await expect(visitor.page.getByText(year.text)).toHaveCount(0);

  // The sponsor confirms the old price: refused, shown the new one, nothing charged.
  await sponsor.page.getByRole('button', { name: 'Confirm Enrollment' }).click();
  await expect(
    sponsor.page.getByRole('alert').filter({
      hasText: `The price of this plan has changed to ${dollars(newPrice)}. Please review it and confirm again.`,
    }),
  ).toBeVisible();
  const selected = sponsor.page.getByRole('region', { name: 'Selected plan' });
  await expect(selected).toContainText(dollars(newPrice));
  await expect(selected).toContainText(newText);
  await expectNoA11yViolations(sponsor.page);
  // Confirmed again at the price now shown: charged that.
  await sponsor.page.getByRole('button', { name: 'Confirm Enrollment' }).click();
  await expect(sponsor.page).toHaveURL(new RegExp(`${ROUTES.SubscribeThankYou.path}$`));
  await expect(sponsor.page.getByRole('main').getByText(totalPayment(newPrice))).toBeVisible();

  // The demo donor's dedication keeps what it was sold as.
  await donor.page.reload();
  // (Exactly: the payments list below names it too, after "Dedication ·".)
  await expect(donor.page.getByText(SEEDED_YEAR_TEXT, { exact: true })).toBeVisible();
  await expect(donor.page.getByText(newText)).toHaveCount(0);

  await Promise.all([sponsor.context.close(), visitor.context.close(), donor.context.close()]);
});
