import { expect, test } from './support/test.ts';
import { ROUTES, hebrewDateOf, londonDay } from '@zechus/shared';
import { lomdimDone } from './support/keepsakes.ts';
import { expectPath, settle } from './support/site.ts';
import {
  chooseDate,
  choosePlan,
  continueEpisode,
  expectNoSidewaysScroll,
  fetchPlans,
  fillBilling,
  fillContact,
  futureExpiry,
  reviewAndConfirm,
  sections,
  uniqueEmail,
} from './support/signup.ts';

const NAME = 'שרה בת רבקה';

// Two whole sign-ups, each paid by card.
test.describe.configure({ timeout: 120_000 });

test('a sponsor shares from the thank-you page and a relative dedicates a day too', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const [day] = await fetchPlans(request);
  if (!day) throw new Error('no plans');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // The sponsor dedicates today's learning (so the family sees it live) and pays.
  const today = hebrewDateOf(londonDay(new Date()));
  const sponsorEmail = uniqueEmail('shares', testInfo.project.name);
  await choosePlan(page, day);
  await sections.episode(page).getByText('Refuah Shleimah', { exact: true }).click();
  await chooseDate(page, 'Day to learn', today.hebrewMonth, today.hebrewDay);
  await sections.episode(page).getByLabel('Name to Learn').fill(NAME);
  await continueEpisode(page);
  await fillContact(page, { name: 'Miriam Levi', phone: '020 7946 0002', email: sponsorEmail });
  await fillBilling(page, {
    name: 'Miriam Levi',
    card: '4242 4242 4242 4242',
    expire: futureExpiry(),
    cvv: '123',
  });
  await reviewAndConfirm(page);

  // The thank-you page offers the family link at once: the payment signed this phone in.
  await expectPath(page, ROUTES.SubscribeThankYou.path);
  const share = page.getByRole('region', { name: 'Share with family' });
  const linkField = share.getByLabel('Link to share');
  await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  const whatsApp = share.getByRole('link', { name: 'Send on WhatsApp' });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const sent = new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(sent).toContain(link);
  expect(sent).toContain(NAME);
  await expect(share.getByRole('link', { name: 'Follow the learning' })).toHaveAttribute(
    'href',
    /^\/my-page\/\d+$/,
  );
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await settle(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('thank-you-share.png'), fullPage: true });

  // "Follow the learning": the dedication's own page, where the panel shows the same link again.
  await share.getByRole('link', { name: 'Follow the learning' }).click();
  await expect(page).toHaveURL(/\/my-page\/\d+$/);
  await page.getByRole('button', { name: 'Share with family' }).click();
  await expect(page.getByLabel('Link to share')).toHaveValue(link);

  // A relative opens the link on a phone of their own: the live count, and "Dedicate a day too".
  const family = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const relative = await family.newPage();
  await relative.goto(link);
  await expect(relative.getByRole('heading', { level: 1 })).toHaveText(NAME);
  expect(await lomdimDone(relative)).toBeGreaterThanOrEqual(0);
  await expect(relative.getByText('Miriam Levi')).toHaveCount(0);
  await expect(relative.getByText(sponsorEmail)).toHaveCount(0);
  await settle(relative);
  await relative.screenshot({ path: testInfo.outputPath('shared-page.png') });
  await relative.getByRole('link', { name: 'Dedicate a day too' }).click();
  await expectPath(relative, ROUTES.SignUp.path);
  await expect(relative.getByText('Dedicating a day for')).toBeVisible();
  // The same address opened afresh (pasted, or reloaded): drawn by the server, the same.
  await relative.reload();
  await expect(relative.getByText('Dedicating a day for')).toBeVisible();
  await settle(relative);

  // They choose the plan and the day; the name and kind are already there.
  await relative
    .getByRole('button', {
      name: new RegExp(`^Select: ${day.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    })
    .click();
  await expectPath(relative, ROUTES.SubscribeIndex.path);
  const episode = sections.episode(relative);
  await expect(episode.getByLabel('Name to Learn')).toHaveValue(NAME);
  await expect(episode.getByRole('radio', { name: 'Refuah Shleimah' })).toBeChecked();
  await chooseDate(relative, 'Day to learn', 10, 15);
  await continueEpisode(relative);
  const relativeEmail = uniqueEmail('relative', testInfo.project.name);
  await fillContact(relative, { name: 'Dina Katz', phone: '020 7946 0003', email: relativeEmail });
  await fillBilling(relative, {
    name: 'Dina Katz',
    card: '4242 4242 4242 4242',
    expire: futureExpiry(),
    cvv: '123',
  });
  await reviewAndConfirm(relative);
  await expectPath(relative, ROUTES.SubscribeThankYou.path);
  await expect(relative.getByRole('heading', { level: 1 })).toHaveText('Thank you, Dina Katz');
  await expect(relative.getByRole('main').getByText(NAME)).toBeVisible();
  await family.close();
});
