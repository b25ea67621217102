import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  HEBREW_DAYS,
  HEBREW_MONTHS,
  ROUTES,
  learningDateLine,
  learningDaysText,
  planListSchema,
  type Plan,
} from '@zechus/shared';
import { expectNoA11yViolations } from './a11y.ts';
import { typeCard } from './cards.ts';
import { readOutbox } from './outbox.ts';
import { expectPath, priceText, settle } from './site.ts';

/** The plans as the server lists them (position 0 day, 1 year, 2 month, 3 shiva). */
export async function fetchPlans(request: APIRequestContext): Promise<Plan[]> {
  const response = await request.get('/api/plans');
  expect(response.ok()).toBe(true);
  return planListSchema.parse(await response.json());
}

/** An address no other test uses, so this test finds its own e-mails and donor. */
export function uniqueEmail(label: string, project: string): string {
  const token = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${label}.${project}.${token}@example.org`;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens SignUp and selects a plan by its Select button. */
export async function choosePlan(page: Page, plan: Plan): Promise<void> {
  await page.goto(ROUTES.SignUp.path);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dedicate Your Mishnayos');
  await expect(page.locator('body')).toHaveClass(/signup-page/);
  await page
    .getByRole('button', { name: new RegExp(`^Select: ${escapeRegExp(plan.text)}`) })
    .click();
  await expectPath(page, ROUTES.SubscribeIndex.path);
  await expect(page.getByText(plan.text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Selection' })).toBeVisible();
}

/** "י״ב כסלו": a Hebrew date as the screens write day and month. */
export function hebrewDayMonth(month: number, day: number): string {
  const monthName = HEBREW_MONTHS.find((m) => m.value === month)?.hebrew;
  const dayName = HEBREW_DAYS.find((d) => d.value === day)?.name;
  if (!monthName || !dayName) throw new Error(`no Hebrew date ${day}/${month}`);
  return `${dayName} ${monthName}`;
}

/** Chooses a Hebrew month and day in the date group with this legend. */
export async function chooseDate(
  page: Page,
  legend: string,
  month: number,
  day: number,
): Promise<void> {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Month').selectOption(String(month));
  await group.getByLabel('Day').selectOption(String(day));
}

/**
 * Types a Hebrew name key by key on the on-screen keyboard, opening it first. A character not on
 * the layer shown (a digit, a hyphen) is found on the other layer by pressing the shift key.
 */
export async function typeOnHebrewKeyboard(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Open the Hebrew keyboard' }).click();
  const keyboard = page.getByRole('group', { name: 'On-screen Hebrew keyboard' });
  await expect(keyboard).toBeVisible();
  for (const char of text) {
    const key = keyboard.locator(`[data-skbtn="${char === ' ' ? '{space}' : char}"]`).first();
    if ((await key.count()) === 0) await keyboard.locator('[data-skbtn="{shift}"]').click();
    await key.click();
  }
}

/** Where the keyboard opened: beside the name input on a wide screen, below it on a phone. */
export async function expectKeyboardPlacement(page: Page): Promise<void> {
  const input = await page.getByLabel('Name to Learn').boundingBox();
  const keyboard = await page
    .getByRole('group', { name: 'On-screen Hebrew keyboard' })
    .boundingBox();
  const viewport = page.viewportSize();
  if (!input || !keyboard || !viewport) throw new Error('the name input or keyboard is not drawn');
  expect(keyboard.x + keyboard.width, 'the keyboard fits the screen').toBeLessThanOrEqual(
    viewport.width + 1,
  );
  if (viewport.width >= 1024) {
    expect(keyboard.x, 'beside the name input').toBeGreaterThanOrEqual(input.x + input.width);
    expect(keyboard.y, 'level with the name input').toBeLessThan(input.y + input.height);
  } else {
    expect(keyboard.y, 'below the name input').toBeGreaterThanOrEqual(input.y + input.height);
    // Keys a finger can hit: on a phone, each at least 44 px wide.
    const widths = await page
      .getByRole('group', { name: 'On-screen Hebrew keyboard' })
      .locator('[data-skbtn]')
      .evaluateAll((keys) => keys.map((key) => key.getBoundingClientRect().width));
    expect(Math.min(...widths), 'the narrowest key').toBeGreaterThanOrEqual(44);
  }
}

/** "Total payment of $1,800" as the sign-up thank-you page writes it. */
export const totalPayment = (price: number): RegExp =>
  new RegExp(`^Total payment of ${priceText(price).source}`);

/** What every thank-you page ends on (spec §2): the total, the card's last four, a Hebrew date. */
export async function expectThankYou(
  page: Page,
  expected: { total: RegExp | string; lastFour: string; hebrewDate: string },
): Promise<void> {
  const main = page.getByRole('main');
  await expect(
    typeof expected.total === 'string'
      ? main.getByText(expected.total, { exact: true })
      : main.getByText(expected.total),
  ).toBeVisible();
  await expect(main.getByText(`Card ending in ${expected.lastFour}`)).toBeVisible();
  await expect(main.locator('bdi[dir="rtl"]', { hasText: expected.hebrewDate })).toBeVisible();
}

/** The episode step's Continue button (the first Continue on the screen). */
const episodeSection = (page: Page) => page.locator('section#episode');
const contactSection = (page: Page) => page.locator('section#contactInfo');
const billingSection = (page: Page) => page.locator('section#billingInfo');

export const sections = {
  episode: episodeSection,
  contact: contactSection,
  billing: billingSection,
};

export async function continueEpisode(page: Page): Promise<void> {
  const button = episodeSection(page).getByRole('button', { name: 'Continue' });
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await button.click();
  await expect(page).toHaveURL(/#contactInfo$/);
  await expect(episodeSection(page).getByRole('heading', { name: 'Information' })).toBeVisible();
}

export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
}

export async function fillContact(page: Page, contact: ContactDetails): Promise<void> {
  const section = contactSection(page);
  await expect(section.getByRole('heading', { name: 'Contact Information' })).toBeFocused();
  await section.getByLabel('Your Name').fill(contact.name);
  await section.getByLabel('Contact Number').fill(contact.phone);
  await section.getByLabel('Email').fill(contact.email);
  // Enter in the fields submits the step (spec §5).
  await section.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/#billingInfo$/);
  await expect(section.getByText(contact.email)).toBeVisible();
}

export interface CardDetails {
  name: string;
  card: string;
  expire: string;
  cvv: string;
  recurring?: boolean;
}

/** A year from now, as MM/YY. */
export function futureExpiry(): string {
  const next = new Date();
  return `${String(next.getMonth() + 1).padStart(2, '0')}/${String((next.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

export async function fillBilling(page: Page, card: CardDetails): Promise<void> {
  const section = billingSection(page);
  await section.getByLabel('Name on Card').fill(card.name);
  await typeCard(section, { number: card.card, expire: card.expire, cvv: card.cvv });
  if (card.recurring !== undefined) {
    const toggle = section.getByLabel('Make it recurring every year on this date?');
    await toggle.setChecked(card.recurring);
  }
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByText(`Name on Card`)).toBeVisible();
  const last4 = card.card.replace(/\D/g, '').slice(-4);
  await expect(section.getByText(new RegExp(`•\\s${last4}$`))).toBeVisible();
}

/** 'Review and Continue' to the review route, then 'Confirm Enrollment'. */
export async function reviewAndConfirm(page: Page, options: { axe?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Review and Continue' }).click();
  await expectPath(page, ROUTES.SubscribeReview.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES.SubscribeReview.page);
  if (options.axe) await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm Enrollment' }).click();
}

/** The donor ID shown on a thank-you page. */
export async function donorIdOnPage(page: Page): Promise<string> {
  const text = (await page.getByRole('main').textContent()) ?? '';
  const id = /donor ID:?\s*(\d{6})/i.exec(text)?.[1];
  expect(id, 'the page shows a 6-digit donor ID').toBeTruthy();
  return id ?? '';
}

/**
 * Waits for the e-mail to this address that carries the donor ID and returns its raw text
 * (quoted-printable: only its ASCII parts can be matched as written).
 */
export async function mailTo(email: string, mustContain: string): Promise<string> {
  let mail = '';
  await expect
    .poll(
      async () => {
        mail =
          (await readOutbox()).find(
            (eml) => eml.text.includes(email) && eml.text.includes(mustContain),
          )?.text ?? '';
        return mail !== '';
      },
      { message: `an .eml to ${email} containing ${mustContain}`, timeout: 10_000 },
    )
    .toBe(true);
  return mail;
}

/** The page does not scroll sideways (the 360 px phone check). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth + 1);
}

/**
 * The learning dates as a list shows them (review step, thank-you page): one item per date,
 * "Thursday 10 December 2026 · ל׳ כסלו תשפ״ז", under a list named by their count.
 */
export async function expectLearningDates(
  scope: Page | Locator,
  dates: readonly string[],
): Promise<void> {
  const list = scope.getByRole('list', { name: learningDaysText(dates.length) });
  await expect(list.getByRole('listitem')).toHaveCount(dates.length);
  for (const [i, day] of dates.entries()) {
    const line = learningDateLine(day);
    const item = list.getByRole('listitem').nth(i);
    await expect(item).toContainText(line.civil);
    await expect(item.locator('bdi[dir="rtl"]')).toHaveText(line.hebrew);
  }
}

/** The dedication `signUpForADay` makes: a day of learning for a refuah shleimah, 20 Tishrei. */
export const A_DAY_FOR_A_REFUAH = { name: 'שרה בת רבקה', month: 1, day: 20 } as const;

/**
 * A whole sign-up for one day of learning, up to Confirm Enrollment pressed on the review
 * screen: the dedication (A_DAY_FOR_A_REFUAH), the contact details and `card` (typed into the
 * card fields, any future expiry). What the page answers is the story's to check.
 */
export async function signUpForADay(
  page: Page,
  day: Plan,
  sponsor: { name: string; email: string; card: string },
): Promise<void> {
  await choosePlan(page, day);
  const episode = episodeSection(page);
  await episode.getByText('Refuah Shleimah', { exact: true }).click();
  await chooseDate(page, 'Day to learn', A_DAY_FOR_A_REFUAH.month, A_DAY_FOR_A_REFUAH.day);
  await episode.getByLabel('Name to Learn').fill(A_DAY_FOR_A_REFUAH.name);
  await continueEpisode(page);
  await fillContact(page, { name: sponsor.name, phone: '020 7946 0002', email: sponsor.email });
  await fillBilling(page, {
    name: sponsor.name,
    card: sponsor.card,
    expire: futureExpiry(),
    cvv: '123',
  });
  await reviewAndConfirm(page);
}
