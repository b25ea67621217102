import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '../support/test.ts';
import { addDays, hebrewDateOf, ROUTES } from '@zechus/shared';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { xsrfToken } from '../support/donor.ts';
import { londonToday, officeOutboxDir } from '../support/office.ts';
import { officeMailTo } from '../support/office-money.ts';
import { sandboxPaymentMethod } from '../support/cards.ts';

// The office's server runs with TEST_CLOCK on, and so has the test-only POST /api/test/reminders,
// which runs the daily reminders job as of a given day without moving anyone else's day.
const NAME = 'ר׳ יעקב בן ר׳ שמואל ז״ל';

/** Runs the reminders job as the daily pass would on `day`; answers how many went. */
async function remindersOn(page: Page, day: string): Promise<number> {
  const response = await page.request.post('/api/test/reminders', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    data: { day },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { sent: number }).sent;
}

/** The reminder e-mails in the office server's outbox to this address. */
async function remindersTo(email: string): Promise<string[]> {
  const files = await readdir(officeOutboxDir()).catch(() => [] as string[]);
  const texts = await Promise.all(
    files.map((file) => readFile(path.join(officeOutboxDir(), file), 'utf8')),
  );
  return texts.filter((text) => text.includes(email) && text.includes('List-Unsubscribe:'));
}

test('a sponsor gets a reminder a week before the yoirtzeit and stops them in one click', async ({
  page,
}) => {
  // A yoirtzeit three weeks away, dedicated today.
  const yahrzeit = addDays(londonToday(), 21);
  const hd = hebrewDateOf(yahrzeit);
  const email = `reminded-${randomUUID()}@example.org`;
  await page.goto(ROUTES.Home.path);
  const signUp = await page.request.post('/api/sign-up', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page), 'Idempotency-Key': randomUUID() },
    data: {
      plan: { id: 1, type: 'yoirtzeit', kind: 'yoirtzeit', price: 360 },
      episode: {
        kind: 'yoirtzeit',
        name: NAME,
        date: {
          month: hd.hebrewMonth,
          day: hd.hebrewDay,
          yoirtzeitMonth: hd.hebrewMonth,
          yoirtzeitDay: hd.hebrewDay,
        },
      },
      contact: { name: 'Leah Stern', phone: '+44 20 7946 0002', email },
      billing: {
        name: 'Leah Stern',
        paymentMethod: await sandboxPaymentMethod(page.request, await xsrfToken(page)),
        recurring: false,
      },
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  // A week before: the reminder, with the calendar entry and the one-click headers.
  expect(await remindersOn(page, addDays(yahrzeit, -7))).toBeGreaterThanOrEqual(1);
  const mail = await officeMailTo(email, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  expect(mail).toContain('A week from today');
  expect(mail).toContain(`Content-Type: text/calendar; charset=utf-8; method=PUBLISH`);
  // The attachment, decoded: one all-day entry on the yoirtzeit.
  const attached =
    /filename=learning-day\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1] ?? '';
  const ics = Buffer.from(attached.replace(/\s/g, ''), 'base64').toString('utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${yahrzeit.replaceAll('-', '')}\r\n`);
  const stopLink =
    /List-Unsubscribe:\s+<https?:\/\/[^/]+(\/reminders\/stop\/[A-Za-z0-9_-]{43})>/.exec(mail)?.[1];
  expect(stopLink, 'the List-Unsubscribe header carries the stop link').toBeTruthy();
  expect(mail, 'the same link is in the e-mail’s text').toContain(stopLink ?? '');

  // The link opens a page that asks first; one click stops them.
  await page.goto(stopLink ?? '');
  await expect(
    page.getByRole('heading', { name: 'Stop the reminders for this dedication?' }),
  ).toBeVisible();
  await expect(page.getByText(NAME)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Stop these reminders' }).click();
  await expect(page.getByRole('heading', { name: 'The reminders are stopped' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the reminders again' })).toBeVisible();

  // The day before: the job respects it, and no second reminder comes (others' may go).
  await remindersOn(page, addDays(yahrzeit, -1));
  expect(await remindersTo(email)).toHaveLength(1);
});
