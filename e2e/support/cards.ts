import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SANDBOX_API, type SandboxPaymentMethod } from '@zechus/shared';

/** The README's sandbox test cards the stories use (decision 0034). */
export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** The bank asks for 3-D Secure: a challenge opens over the page, to be passed or failed. */
  threeDSecure: '4000 0027 6000 3184',
} as const;

/**
 * What the page's card fields do with a card (decision 0034), for a story that signs up through
 * the API: the card goes to the sandbox's tokenizer, and only the PaymentMethod id it answers
 * goes into a sign-up, a donation or "Change card". `xsrf` is the browser's XSRF-TOKEN.
 */
export async function sandboxPaymentMethod(
  request: APIRequestContext,
  xsrf: string,
  number: string = TEST_CARDS.approved,
): Promise<string> {
  const response = await request.post(SANDBOX_API.paymentMethods, {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { number, exp_month: 12, exp_year: 2039, cvc: '123' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const method = (await response.json()) as SandboxPaymentMethod;
  expect(method.id).toMatch(/^pm_sandbox_/);
  return method.id;
}

/**
 * Types a card into the card processor's fields within `scope` digit by digit, as a sponsor
 * would (the sandbox's fields, labelled by our labels): each field formats it as it goes.
 */
export async function typeCard(
  scope: Page | Locator,
  card: { number: string; expire: string; cvv: string },
): Promise<void> {
  const number = scope.getByLabel('Credit Card Number');
  await number.fill('');
  await number.pressSequentially(card.number.replace(/\s/g, ''));
  await expect(number).toHaveValue(card.number);
  const expire = scope.getByLabel('Expiration Date (MM/YY)');
  await expire.fill('');
  await expire.pressSequentially(card.expire.replace('/', ''));
  await expect(expire).toHaveValue(card.expire);
  await scope.getByLabel('CVV').fill(card.cvv);
}

/** The sandbox's 3-D Secure challenge: a modal window over the page, as the bank's frame is. */
export const bankCheck = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Your bank’s check (sandbox)' });

/** Waits for the bank's check to open over the page and passes or fails it. */
export async function answerBankCheck(page: Page, outcome: 'pass' | 'fail'): Promise<void> {
  const check = bankCheck(page);
  await expect(check).toBeVisible();
  await check
    .getByRole('button', {
      name: outcome === 'pass' ? 'Complete authentication' : 'Fail authentication',
    })
    .click();
  await expect(check).toHaveCount(0);
}
