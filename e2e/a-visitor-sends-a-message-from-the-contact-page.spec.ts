import { expect, test, type Page, expectFailedRequest } from './support/test.ts';
import { OFFICE, ROUTES } from '@zechus/shared';
import { readOutbox } from './support/outbox.ts';

function contactForm(page: Page) {
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    send: page.getByRole('button', { name: 'Send', exact: true }),
  };
}

/** A phrase no other test sends, so this test finds its own e-mail among the others. */
function uniqueMessage(testTitle: string, project: string): string {
  const token = `${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return `Hello from the ${testTitle.slice(0, 20)} check ${token}`;
}

test.beforeEach(async ({ page }) => {
  await page.goto(ROUTES.Contact.sample);
});

test('Send stays disabled until name, email and message are filled', async ({ page }) => {
  const form = contactForm(page);

  await expect(form.send).toBeDisabled();
  await form.name.fill('Dovid Cohen');
  await expect(form.send).toBeDisabled();
  await form.email.fill('dovid@example.com');
  await expect(form.send).toBeDisabled();
  await form.message.fill('When does the next cycle start?');
  await expect(form.send).toBeEnabled();

  await form.name.fill('');
  await expect(form.send).toBeDisabled();
});

test('a sent message is confirmed, the form is cleared and the office is e-mailed', async ({
  page,
}, testInfo) => {
  const form = contactForm(page);
  const message = uniqueMessage('contact', testInfo.project.name);

  await form.name.fill('Dovid Cohen');
  await form.email.fill('dovid@example.com');
  await form.message.fill(message);
  await form.send.click();

  await expect(page.getByText('Your email was sent.')).toBeVisible();
  await expect(form.name).toHaveValue('');
  await expect(form.email).toHaveValue('');
  await expect(form.message).toHaveValue('');

  let mail = '';
  await expect
    .poll(
      async () => {
        mail = (await readOutbox()).find((eml) => eml.text.includes(message))?.text ?? '';
        return mail !== '';
      },
      { message: 'an .eml with the message appears in DATA_DIR/outbox', timeout: 10_000 },
    )
    .toBe(true);
  expect(mail, 'the e-mail goes to the office').toMatch(new RegExp(`^To: .*${OFFICE.email}`, 'mi'));
  expect(mail, 'replying answers the visitor').toMatch(/^Reply-To: .*dovid@example\.com/im);
});

test('when sending fails the visitor is told and keeps what they wrote', async ({ page }) => {
  // The office's mail is made to fail on purpose (500).
  expectFailedRequest(500);
  // The one stand-in of the suite: the real server cannot be made to fail on demand.
  await page.route('**/contact', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          json: { error: 'internal', message: 'Internal Server Error' },
        })
      : route.fallback(),
  );
  const form = contactForm(page);

  await form.name.fill('Dovid Cohen');
  await form.email.fill('dovid@example.com');
  await form.message.fill('Please call me back.');
  await form.send.click();

  await expect(page.getByText('Sorry something went wrong.')).toBeVisible();
  await expect(page.getByText('Your email was sent.')).toHaveCount(0);
  await expect(form.name).toHaveValue('Dovid Cohen');
  await expect(form.email).toHaveValue('dovid@example.com');
  await expect(form.message).toHaveValue('Please call me back.');
});
